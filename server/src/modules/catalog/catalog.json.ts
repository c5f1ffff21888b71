import { discountPercentage, toAzn } from '../pricing/index.js';
import { publicPictureUrl } from '../uploads/index.js';
import { categoryPlace } from './catalog.service.js';
import type { CategoryRecord, PriceRecord, ProductImageRecord, ProductRecord } from './catalog.records.js';

/**
 * REST answers: field names exactly as the spec's entity lists (camelCase). Picture URLs are given at
 * their public address (`publicFilesUrl`: PUBLIC_FILES_URL, else the shop's /uploads).
 */

interface CategoryNodeJson {
  id: string;
  name: string;
  slug: string;
  subCategories: CategoryNodeJson[];
}

function childrenJson(all: CategoryRecord[], parentId: string): CategoryNodeJson[] {
  return all.filter((c) => c.parentId === parentId).map((c) => ({ id: c.id, name: c.name, slug: c.slug, subCategories: childrenJson(all, c.id) }));
}

export function categoryJson(category: CategoryRecord, all: CategoryRecord[], publicFilesUrl: string | undefined) {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    imageUrl: publicPictureUrl(category.imageUrl, publicFilesUrl),
    sortOrder: category.sortOrder,
    isActive: category.isActive,
    parentCategoryId: category.parentId,
    subCategories: childrenJson(all, category.id),
  };
}

export function priceJson(row: PriceRecord) {
  return {
    userRole: row.tier,
    price: toAzn(row.priceMinor),
    discountedPrice: toAzn(row.discountedPriceMinor),
    discountPercentage: discountPercentage(row.priceMinor, row.discountedPriceMinor),
  };
}

type ProductCardJson = ReturnType<typeof cardJsonOf>;

/**
 * Cards already made: records of cached rows are shared (catalog.records.ts), so each card is built once.
 * A record belongs to one app's catalogue, and so to one PUBLIC_FILES_URL.
 */
const cardsOf = new WeakMap<ProductRecord, ProductCardJson>();

/** The card fields of a product, priced for the viewer (answers never change a card: it is shared). */
export function productCardJson(p: ProductRecord, publicFilesUrl: string | undefined): ProductCardJson {
  let card = cardsOf.get(p);
  if (!card) cardsOf.set(p, (card = cardJsonOf(p, publicFilesUrl)));
  return card;
}

function cardJsonOf(p: ProductRecord, publicFilesUrl: string | undefined) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    shortDescription: p.shortDescription,
    description: p.description,
    originalPrice: toAzn(p.priceMinor),
    currentPrice: toAzn(p.discountedPriceMinor),
    price: toAzn(p.discountedPriceMinor),
    priceOriginal: toAzn(p.priceMinor),
    discountPercentage: discountPercentage(p.priceMinor, p.discountedPriceMinor),
    primaryImageUrl: publicPictureUrl(p.primaryImageUrl, publicFilesUrl),
    isHotDeal: p.isHotDeal,
    stockQuantity: p.stockQuantity,
    categoryId: p.categoryId,
    categoryName: p.categoryName,
    categorySlug: p.categorySlug,
    brandId: p.brandId,
    colors: p.colors,
    sizes: p.sizes,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The detail fields: the card plus images, prices and the category's place in the tree. */
export function productDetailJson(
  p: ProductRecord,
  images: ProductImageRecord[],
  prices: PriceRecord[],
  categories: CategoryRecord[],
  publicFilesUrl: string | undefined,
) {
  const { category, parent } = categoryPlace(categories, p);
  return {
    ...productCardJson(p, publicFilesUrl),
    isActive: p.isActive,
    imageUrl: publicPictureUrl(p.primaryImageUrl, publicFilesUrl),
    images: images.map((i) => ({
      id: i.id,
      imageUrl: publicPictureUrl(i.url, publicFilesUrl),
      name: i.altText,
      altText: i.altText,
      isPrimary: i.isPrimary,
      sortOrder: i.sortOrder,
    })),
    prices: prices.map(priceJson),
    parentCategoryName: parent?.name ?? null,
    parentCategorySlug: parent?.slug ?? null,
    subCategoryName: category?.name ?? p.categoryName,
  };
}
