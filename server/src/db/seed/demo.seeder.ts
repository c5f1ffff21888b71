import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { Brand } from '../../modules/catalog/index.js';
import { Category } from '../../modules/catalog/index.js';
import { Product, ProductImage, ProductPrice } from '../../modules/catalog/index.js';
import { PRICE_TIERS, tierPriceMinor } from '../../modules/pricing/index.js';
import {
  attributeLabels,
  attributeLabelsEn,
  attributeValueEn,
  demoBrands,
  demoCategories,
  demoNameEn,
  demoProducts,
  type DemoCategory,
} from './demo-catalogue.js';
import { categoryDrawing, DemoPictures, productDrawing } from './demo-images.js';
import { addDemoBanners, addDemoFiles, addDemoFilters, addDemoSpecifications, type SeededProduct } from './demo-details.js';
import { slugify } from '../../slug.js';
import type { FileStorage } from '../../modules/uploads/index.js';

/** A small deterministic generator, so every fresh demo shop has the same stock, deals and dates. */
export function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fills an empty database with the demo catalogue and stores its generated pictures (as uploads are). */
export class DemoCatalogueSeeder extends Seeder {
  constructor(private readonly storage: FileStorage) {
    super();
  }

  // The seeder runs on PostgreSQL only: its SQL entity manager (`execute` below).
  override async run(em: EntityManager): Promise<void> {
    const random = randomSequence(2026);
    const pictures = new DemoPictures(this.storage);
    const categoryBySlug = new Map<string, Category>();
    const topOf = new Map<string, Category>();
    // Each top-level category has its own tint, inherited by everything below it.
    const hueBySlug = new Map<string, number>();

    const addCategory = (node: DemoCategory, parent: Category | null, hue: number, sortOrder: number, top?: Category) => {
      const imageUrl = pictures.add(`category-${node.slug}`, categoryDrawing(hue));
      const category = em.create(Category, {
        name: node.name,
        nameEn: node.nameEn,
        slug: node.slug,
        description: node.description,
        descriptionEn: node.descriptionEn,
        imageUrl,
        sortOrder,
        isActive: true,
        parent,
        createdAt: new Date(),
      });
      categoryBySlug.set(node.slug, category);
      topOf.set(node.slug, top ?? category);
      hueBySlug.set(node.slug, hue);
      for (const [i, child] of (node.children ?? []).entries()) addCategory(child, category, hue, i + 1, top ?? category);
    };
    for (const [i, top] of demoCategories.entries()) addCategory(top, null, (i * 51 + 200) % 360, i + 1);

    const brandBySlug = new Map(demoBrands.map((b) => [b.slug, em.create(Brand, { name: b.name, slug: b.slug })]));

    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    // Dates are spread over three months in an order unrelated to the list, so "recently added" mixes categories.
    const ageOrder = demoProducts.map((_, i) => ({ i, key: random() })).sort((a, b) => a.key - b.key);
    const ageOfIndex = new Map(ageOrder.map((entry, rank) => [entry.i, rank]));

    const seeded: SeededProduct[] = [];
    for (const [index, demo] of demoProducts.entries()) {
      const category = categoryBySlug.get(demo.category);
      const brand = brandBySlug.get(demo.brand);
      if (!category || !brand) throw new Error(`Demo product ${demo.sku} names an unknown category or brand`);

      const roll = random();
      const stockQuantity = roll < 0.1 ? 0 : roll < 0.3 ? 1 + Math.floor(random() * 10) : 11 + Math.floor(random() * 190);
      const isHotDeal = index % 7 === 3;
      const discountPercent = isHotDeal ? 10 + Math.floor(random() * 16) : random() < 0.2 ? 5 : 0;
      const createdAt = new Date(now - (ageOfIndex.get(index) ?? 0) * day - Math.floor(random() * day));
      const specLines = Object.entries(demo.attrs).map(([key, value]) => `${attributeLabels[key] ?? key}: ${value}`);
      const specLinesEn = Object.entries(demo.attrs).map(([key, value]) => `${attributeLabelsEn[key] ?? key}: ${attributeValueEn(value)}`);

      const product = em.create(Product, {
        name: demo.name,
        nameEn: demoNameEn(demo.name),
        slug: slugify(`${demo.name}-${demo.sku}`),
        sku: demo.sku,
        shortDescription: demo.short,
        description: `${demo.short}. ${brand.name} istehsalı, rəsmi zəmanət ilə. ${specLines.join('; ')}.`,
        shortDescriptionEn: demo.shortEn,
        descriptionEn: `${demo.shortEn}. Made by ${brand.name}, with an official warranty. ${specLinesEn.join('; ')}.`,
        stockQuantity,
        isHotDeal,
        isActive: true,
        category,
        brand,
        createdAt,
        updatedAt: createdAt,
      });

      for (const tier of PRICE_TIERS) {
        const priceMinor = tierPriceMinor(Math.round(demo.price * 100), tier);
        em.create(ProductPrice, {
          product,
          tier,
          priceMinor,
          discountedPriceMinor: Math.round((priceMinor * (100 - discountPercent)) / 100),
        });
      }

      const views = 1 + (index % 4);
      for (let view = 0; view < views; view++) {
        const drawing = productDrawing({ model: demo.sku, brand: brand.name, hue: hueBySlug.get(demo.category) ?? 210, view });
        const url = pictures.add(`${product.slug}-${view + 1}`, drawing);
        // No alt text of its own: the storefront names the picture after the product, in the viewer's language.
        em.create(ProductImage, { product, url, altText: '', isPrimary: view === 0, sortOrder: view });
      }
      seeded.push({ product, demo, brand, topCategory: topOf.get(demo.category)! });
    }
    addDemoFilters(em, seeded);
    addDemoSpecifications(em, seeded);
    addDemoBanners(em, pictures);
    await addDemoFiles(em, this.storage);
    // Every picture stored before the rows that show them are written.
    await pictures.write();
    // The database's triggers write the search documents and listing rows: once, for the whole catalogue, at the end.
    // (On this seeder's transaction: `set local` lasts until it commits.)
    await em.execute(`set local shop.catalogue_refresh = 'deferred'`);
    await em.flush();
    await em.execute(`set local shop.catalogue_refresh = 'now'`);
    await em.execute('select shop_refresh_catalogue(ids, ids) from (select array_agg(id) as ids from product) catalogue');
  }
}
