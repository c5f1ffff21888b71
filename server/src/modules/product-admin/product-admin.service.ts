import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { idOf, isGiven } from '../../admin-input.js';
import { isUuid, query } from '../../db/sql.js';
import { inCatalogueTransaction, lockRow, WRITES_CATALOGUE } from '../../db/transaction.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { textField, trimmedText } from '../../input.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { freeSlug, slugify } from '../../slug.js';
import { changesOf, recordAudit, type AuditChange } from '../audit/index.js';
import { Brand, catalogueEntryExists, Category, Product, ProductImage, ProductPrice, productKeyTaken, productOfImage } from '../catalog/index.js';
import { wasOrdered } from '../orders/index.js';
import { writeProductFilterValues } from '../filters/index.js';
import { PRICE_TIERS, toAzn, type PriceTier } from '../pricing/index.js';
import { sendDueStockNotices } from '../stock-notices/index.js';
import { requireUpload, UPLOAD_RULES, withStoredFiles, type StoredFiles, type UploadedFile } from '../uploads/index.js';
import { adminProductById, productNotFound } from './product-admin.reads.js';
import type { ProductInput, ProductPriceInput } from './product-admin.schemas.js';
import type { AdminProductRecord } from './product-admin.types.js';

/**
 * The back office's product writes (back office §5, §7): add with a main picture, edit (optionally with
 * a new main picture), delete (or archive, when an order refers to the product), more pictures, and the
 * pictures' order, primary and alt text. Every write is one transaction with its audit entry; stored
 * pictures are removed again when it fails, and replaced or deleted ones once it has committed (unless
 * another row still shows them). The catalogue's triggers carry each change to listings and search.
 */

export const MAX_STOCK = 1_000_000;
/** AZN; product_price holds qəpik in an int, so this stays far inside it. */
export const MAX_PRICE = 10_000_000;
export const MAX_IMAGES_PER_PRODUCT = 20;
export const MAX_IMAGES_PER_UPLOAD = 10;
const MAX_LIST = 30;

/** The product's editable fields, as `productFields` checks them and the audit compares them. */
interface ProductFields {
  name: string;
  nameEn: string;
  sku: string;
  stockQuantity: number;
  categoryId: string;
  brandId: string | null;
  shortDescription: string;
  shortDescriptionEn: string;
  description: string;
  descriptionEn: string;
  isActive: boolean;
  isHotDeal: boolean;
  colors: string[];
  sizes: string[];
}

/** A short list of names (colours, sizes), as the schema has checked it: trimmed, blank and repeated ones dropped, the admin's order kept; at most MAX_LIST left. */
function nameList(value: readonly string[] | null | undefined, field: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const entry of value ?? []) {
    const name = entry.trim();
    const key = name.toLocaleLowerCase('az');
    if (name && !seen.has(key)) {
      seen.add(key);
      names.push(name);
    }
  }
  if (names.length > MAX_LIST) throw badInput(`${field} must have at most ${MAX_LIST} entries`, 'listTooLong');
  return names;
}

/** Units in stock (a whole number, as the schema has checked): 0 to MAX_STOCK; 400 naming the field. */
function stockOf(value: number): number {
  if (value < 0 || value > MAX_STOCK) throw badInput(`stockQuantity must be a whole number from 0 to ${MAX_STOCK}`, 'numberInvalid');
  return value;
}

/**
 * The fields after applying `input` to `current` (null: a new product, whose required fields are
 * back office §5's: name, SKU, stock quantity, category and brand), checked; 400 naming the field.
 */
function productFields(input: ProductInput, current: ProductFields | null): ProductFields {
  const keep = <K extends keyof ProductInput, V>(field: K, read: (value: ProductInput[K]) => V, now: V | undefined): V | undefined =>
    isGiven(input, field) ? read(input[field]) : now;
  const required = <V>(value: V | undefined | null, field: string): V => {
    if (value === undefined || value === null || value === '') throw badInput(`${field} is required`, `${field}Required`);
    return value;
  };
  const text = (v: string | null | undefined) => trimmedText(v, '');
  /** An id field: null or empty reads as none (undefined). */
  const id = (field: 'categoryId' | 'brandId') => (v: string | null | undefined) => (v === null || v === '' || v === undefined ? undefined : idOf(v, field));
  return {
    name: required(keep('name', text, current?.name), 'name'),
    nameEn: keep('nameEn', text, current?.nameEn) ?? '',
    sku: required(keep('sku', text, current?.sku), 'sku'),
    stockQuantity: required(
      keep('stockQuantity', (v) => (v === null || v === undefined ? undefined : stockOf(v)), current?.stockQuantity),
      'stockQuantity',
    ),
    categoryId: required(keep('categoryId', id('categoryId'), current?.categoryId), 'categoryId'),
    // Required on add (§5); a product from before keeps having none until a brand is given.
    brandId: current
      ? (keep('brandId', (v) => required(id('brandId')(v), 'brandId'), current.brandId) ?? null)
      : required(keep('brandId', id('brandId'), undefined), 'brandId'),
    shortDescription: keep('shortDescription', text, current?.shortDescription) ?? '',
    shortDescriptionEn: keep('shortDescriptionEn', text, current?.shortDescriptionEn) ?? '',
    description: keep('description', text, current?.description) ?? '',
    descriptionEn: keep('descriptionEn', text, current?.descriptionEn) ?? '',
    isActive: keep('isActive', (v) => v ?? true, current?.isActive) ?? true,
    isHotDeal: keep('isHotDeal', (v) => v ?? false, current?.isHotDeal) ?? false,
    colors: keep('colors', (v) => nameList(v, 'colors'), current?.colors) ?? [],
    sizes: keep('sizes', (v) => nameList(v, 'sizes'), current?.sizes) ?? [],
  };
}

/**
 * An amount in AZN (manat, a number as the schema has checked) as qəpik, the minor unit product_price
 * stores: from 0 to MAX_PRICE with at most two decimals; 400 naming the field.
 */
function minorOf(value: number, field: string): number {
  if (value < 0 || value > MAX_PRICE) throw badInput(`${field} must be a number from 0 to ${MAX_PRICE}`, 'priceInvalid');
  const minor = Math.round(value * 100);
  if (Math.abs(minor - value * 100) > 1e-6) throw badInput(`${field} must have at most two decimals`, 'priceInvalid');
  return minor;
}

interface PriceValues {
  priceMinor: number;
  discountedPriceMinor: number;
}

/**
 * The price rows of an input by tier, checked: tiers 1 to 4, each once; prices non-negative; the
 * discounted price not above the price. `allTiers`: a new product needs a row for every tier.
 */
function priceRows(value: readonly ProductPriceInput[] | null | undefined, allTiers: boolean): Map<PriceTier, PriceValues> {
  const rows = new Map<PriceTier, PriceValues>();
  if (value === null || value === undefined) {
    if (allTiers) throw badInput('prices is required: a row for each tier 1 to 4', 'pricesRequired');
    return rows;
  }
  value.forEach((row, i) => {
    const tier = row.userRole as PriceTier;
    if (!PRICE_TIERS.includes(tier)) throw badInput(`prices.${i}.userRole must be a price tier from 1 to 4`, 'tierInvalid');
    if (rows.has(tier)) throw badInput(`prices.${i}.userRole: tier ${tier} is given twice`, 'tierRepeated');
    const priceMinor = minorOf(row.price, `prices.${i}.price`);
    const discountedPriceMinor =
      row.discountedPrice === null || row.discountedPrice === undefined ? priceMinor : minorOf(row.discountedPrice, `prices.${i}.discountedPrice`);
    if (discountedPriceMinor > priceMinor) throw badInput(`prices.${i}.discountedPrice must not be above price`, 'discountAbovePrice');
    rows.set(tier, { priceMinor, discountedPriceMinor });
  });
  if (allTiers && rows.size !== PRICE_TIERS.length) throw badInput('prices must give a row for each tier 1 to 4', 'pricesRequired');
  return rows;
}

/** Fields the audit trail compares, prices included (`prices.1.price` … in AZN). */
const AUDITED_FIELDS = [
  'name',
  'nameEn',
  'sku',
  'slug',
  'stockQuantity',
  'categoryId',
  'brandId',
  'shortDescription',
  'shortDescriptionEn',
  'description',
  'descriptionEn',
  'isActive',
  'isHotDeal',
  'colors',
  'sizes',
  'archivedAt',
  ...PRICE_TIERS.flatMap((tier) => [`prices.${tier}.price`, `prices.${tier}.discountedPrice`]),
];

type AuditedProduct = Record<string, unknown>;

/** What the audit keeps of a product and its prices. */
function audited(fields: ProductFields & { slug: string; archivedAt: Date | null }, prices: Map<PriceTier, PriceValues>): AuditedProduct {
  const snapshot: AuditedProduct = { ...fields };
  for (const [tier, row] of prices) {
    snapshot[`prices.${tier}.price`] = toAzn(row.priceMinor);
    snapshot[`prices.${tier}.discountedPrice`] = toAzn(row.discountedPriceMinor);
  }
  return snapshot;
}

/** The entity's fields as `productFields` reads them. */
function fieldsOf(product: Product): ProductFields & { slug: string; archivedAt: Date | null } {
  return {
    name: product.name,
    nameEn: product.nameEn,
    sku: product.sku,
    slug: product.slug,
    stockQuantity: product.stockQuantity,
    categoryId: product.category.id,
    brandId: product.brand?.id ?? null,
    shortDescription: product.shortDescription,
    shortDescriptionEn: product.shortDescriptionEn,
    description: product.description,
    descriptionEn: product.descriptionEn,
    isActive: product.isActive,
    isHotDeal: product.isHotDeal,
    colors: [...product.colors],
    sizes: [...product.sizes],
    archivedAt: product.archivedAt ?? null,
  };
}

/** 400 naming the field when the category or brand the fields name is not there. */
async function checkReferences(tx: RequestContext, fields: ProductFields, before: ProductFields | null): Promise<void> {
  if (fields.categoryId !== before?.categoryId) {
    if (!(await catalogueEntryExists(tx.em, 'category', fields.categoryId))) throw badInput('categoryId names no category', 'categoryNotFound');
  }
  if (fields.brandId !== null && fields.brandId !== before?.brandId) {
    if (!(await catalogueEntryExists(tx.em, 'brand', fields.brandId))) throw badInput('brandId names no brand', 'brandNotFound');
  }
}

const skuTaken = (sku: string) => conflict(`Another product has the SKU ${sku}`, 'skuTaken');
const slugTaken = (slug: string) => conflict(`Another product has the slug ${slug}`, 'slugTaken');

/** 409 when another product has the SKU (any letter case). */
async function checkSkuFree(tx: RequestContext, sku: string, exceptId: string | null): Promise<void> {
  if (await productKeyTaken(tx.em, 'sku', sku, exceptId)) throw skuTaken(sku);
}

/** The slug a write asks for (made from `slug`, 409 when another product has it), or null when it asks for none. */
async function askedSlug(tx: RequestContext, input: ProductInput, exceptId: string | null): Promise<string | null> {
  const text = trimmedText(input.slug, '');
  if (!text) return null;
  const slug = slugify(text);
  if (!slug) throw badInput('slug must have letters or digits', 'slugInvalid');
  if (await productKeyTaken(tx.em, 'slug', slug, exceptId)) throw slugTaken(slug);
  return slug;
}

/** Flushes; a unique index that refuses (another writer took the SKU or slug meanwhile) answers 409. */
async function flushWrites(tx: RequestContext, fields: { sku: string; slug: string }): Promise<void> {
  try {
    await tx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw error.message.includes('sku') ? skuTaken(fields.sku) : slugTaken(fields.slug);
    throw error;
  }
}

async function pricesOf(tx: RequestContext, productId: string): Promise<Map<PriceTier, ProductPrice>> {
  const rows = await tx.em.find(ProductPrice, { product: productId }, { refresh: true });
  return new Map(rows.map((row) => [row.tier as PriceTier, row]));
}

const valuesOf = (rows: Map<PriceTier, ProductPrice>) =>
  new Map([...rows].map(([tier, row]) => [tier, { priceMinor: row.priceMinor, discountedPriceMinor: row.discountedPriceMinor }]));

/** Stores a picture under the product-image rule of the write (10 MB on add, 5 MB on edit). */
const storePicture = (files: StoredFiles, file: UploadedFile, field: string, onAdd: boolean) =>
  files.image(file, { field, ...(onAdd ? UPLOAD_RULES.productImageOnAdd : UPLOAD_RULES.productImageOnEdit) });

const auditEntry = (tx: RequestContext, productId: string, action: string, changes: Record<string, AuditChange>) =>
  recordAudit(tx, { entity: 'product', entityId: productId, action, changes });

/**
 * Admin: adds a product with its main picture (back office §5: name, SKU, stock quantity, category and
 * brand required; "Please upload an image first"; at most 10 MB; "Please select a valid image file").
 * The slug is made from the name (unique); a duplicate SKU is a 409.
 */
export async function addProduct(ctx: RequestContext, input: ProductInput, upload: UploadedFile | null | undefined): Promise<AdminProductRecord> {
  requireAdmin(ctx);
  const fields = productFields(input, null);
  const prices = priceRows(input.prices, true);
  const file = requireUpload(upload, 'imageFile', UPLOAD_RULES.productImageOnAdd);
  const id = await withStoredFiles(
    ctx,
    async (tx, files) => {
      await checkReferences(tx, fields, null);
      await checkSkuFree(tx, fields.sku, null);
      const slug = (await askedSlug(tx, input, null)) ?? (await freeSlug(tx.em, 'product', fields.name));
      const image = await storePicture(files, file, 'imageFile', true);
      const { categoryId, brandId, ...rest } = fields;
      const product = tx.em.create(Product, {
        ...rest,
        slug,
        category: tx.em.getReference(Category, categoryId),
        brand: brandId ? tx.em.getReference(Brand, brandId) : null,
      });
      for (const [tier, row] of prices) tx.em.create(ProductPrice, { product, tier, ...row });
      tx.em.create(ProductImage, { product, url: image.url, isPrimary: true, sortOrder: 0 });
      await flushWrites(tx, { sku: fields.sku, slug });
      if (isGiven(input, 'filterValues')) await writeProductFilterValues(tx, product.id, categoryId, input.filterValues, 'filterValues');
      const empty = Object.fromEntries(AUDITED_FIELDS.map((field) => [field, null]));
      await auditEntry(tx, product.id, 'create', changesOf(empty, audited({ ...fields, slug, archivedAt: null }, prices), AUDITED_FIELDS));
      return product.id;
    },
    WRITES_CATALOGUE,
  );
  return adminProductById(ctx, id);
}

/**
 * Admin: edits a product; fields left out stay. Prices change per tier given. A new main picture (at
 * most 5 MB, back office §5) replaces the primary one. Setting an archived product active restores it.
 */
export async function updateProduct(ctx: RequestContext, id: string, input: ProductInput, upload?: UploadedFile | null): Promise<AdminProductRecord> {
  requireAdmin(ctx);
  const prices = priceRows(input.prices, false);
  await withStoredFiles(
    ctx,
    async (tx, files) => {
      const product = await lockRow(tx.em, Product, id);
      if (!product) throw productNotFound();
      const before = fieldsOf(product);
      const priceEntities = await pricesOf(tx, product.id);
      const pricesBefore = valuesOf(priceEntities);
      const fields = productFields(input, before);
      await checkReferences(tx, fields, before);
      if (fields.sku.toLowerCase() !== before.sku.toLowerCase()) await checkSkuFree(tx, fields.sku, product.id);
      const slug = (await askedSlug(tx, input, product.id)) ?? before.slug;
      const { categoryId, brandId, ...rest } = fields;
      Object.assign(product, rest, { slug });
      if (categoryId !== before.categoryId) product.category = tx.em.getReference(Category, categoryId);
      if (brandId !== before.brandId) product.brand = brandId ? tx.em.getReference(Brand, brandId) : null;
      if (fields.isActive && product.archivedAt) product.archivedAt = null;
      for (const [tier, row] of prices) {
        const existing = priceEntities.get(tier);
        if (existing) Object.assign(existing, row);
        else tx.em.create(ProductPrice, { product, tier, ...row });
      }
      const changes: Record<string, AuditChange> = {};
      if (upload) {
        const image = await storePicture(files, upload, 'imageFile', false);
        const [primary] = await tx.em.find(ProductImage, { product: product.id }, { orderBy: { isPrimary: 'desc', sortOrder: 'asc', id: 'asc' }, limit: 1 });
        if (primary) {
          files.removeAfterCommit(primary.url);
          changes.primaryImage = { before: primary.url, after: image.url };
          primary.url = image.url;
        } else {
          tx.em.create(ProductImage, { product, url: image.url, isPrimary: true, sortOrder: 0 });
          changes.primaryImage = { before: null, after: image.url };
        }
      }
      await flushWrites(tx, { sku: fields.sku, slug });
      if (isGiven(input, 'filterValues')) await writeProductFilterValues(tx, product.id, categoryId, input.filterValues, 'filterValues');
      const after = audited({ ...fields, slug, archivedAt: product.archivedAt ?? null }, new Map([...pricesBefore, ...prices]));
      Object.assign(changes, changesOf(audited(before, pricesBefore), after, AUDITED_FIELDS));
      await auditEntry(tx, product.id, 'update', changes);
    },
    WRITES_CATALOGUE,
  );
  // Stock back from 0: the customers who asked are told, once the change has committed.
  await sendDueStockNotices(ctx);
  return adminProductById(ctx, id);
}

export interface ProductDeletionRecord {
  id: string;
  /** True when an order refers to the product: it was archived (made inactive and kept), not deleted. */
  archived: boolean;
}

/**
 * Admin: deletes a product with its prices, pictures, specifications, PDFs and filter values, and once
 * that has committed its stored files (unless another row still refers to one). A product an order
 * refers to is archived instead: inactive, kept with its files for the order's history.
 */
export async function deleteProduct(ctx: RequestContext, id: string): Promise<ProductDeletionRecord> {
  requireAdmin(ctx);
  return withStoredFiles(
    ctx,
    async (tx, files) => {
      // Locked before the order check: a checkout adding an order line waits for this transaction.
      const product = await lockRow(tx.em, Product, id);
      if (!product) throw productNotFound();
      if (await wasOrdered(tx.em, product.id)) {
        const before = { isActive: product.isActive, archivedAt: product.archivedAt ?? null };
        product.isActive = false;
        product.archivedAt ??= new Date();
        await tx.em.flush();
        await auditEntry(
          tx,
          product.id,
          'archive',
          changesOf(before, { isActive: product.isActive, archivedAt: product.archivedAt }, ['isActive', 'archivedAt']),
        );
        return { id: product.id, archived: true };
      }
      const stored = await query<{ path: string }>(
        tx.em,
        'select shop_product_image_urls(?) as path union all select file_path from product_pdf where product_id = ?',
        [product.id, product.id],
      );
      tx.em.remove(product);
      await tx.em.flush();
      for (const { path } of stored) files.removeAfterCommit(path);
      await auditEntry(tx, product.id, 'delete', { name: { before: product.name, after: null }, sku: { before: product.sku, after: null } });
      return { id: product.id, archived: false };
    },
    WRITES_CATALOGUE,
  );
}

/** Locks a product for a change to its pictures; 404 when there is none. */
async function lockProduct(tx: RequestContext, productId: string): Promise<Product> {
  const product = await lockRow(tx.em, Product, productId);
  if (!product) throw productNotFound();
  return product;
}

/** The product of a picture, locked, and the picture; 404 when there is no such picture. */
async function lockImage(tx: RequestContext, imageId: string): Promise<{ product: Product; image: ProductImage }> {
  const imageNotFound = () => notFound('Image not found', 'imageNotFound');
  const productId = isUuid(imageId) ? await productOfImage(tx.em, imageId) : undefined;
  if (!productId) throw imageNotFound();
  const product = await lockProduct(tx, productId);
  const image = await tx.em.findOne(ProductImage, { id: imageId, product: product.id }, { refresh: true });
  if (!image) throw imageNotFound();
  return { product, image };
}

const imagesOf = (tx: RequestContext, productId: string) =>
  tx.em.find(ProductImage, { product: productId }, { orderBy: { isPrimary: 'desc', sortOrder: 'asc', id: 'asc' }, refresh: true });

/**
 * Admin: adds pictures to a product's gallery, after the ones it has (at most MAX_IMAGES_PER_UPLOAD at
 * once, MAX_IMAGES_PER_PRODUCT in all; each at most 10 MB). The first becomes primary when there was none.
 */
export async function addProductImages(ctx: RequestContext, productId: string, uploads: readonly UploadedFile[]): Promise<AdminProductRecord> {
  requireAdmin(ctx);
  if (uploads.length === 0) requireUpload(null, 'imageFiles', UPLOAD_RULES.productImageOnAdd);
  if (uploads.length > MAX_IMAGES_PER_UPLOAD) throw badInput(`imageFiles takes at most ${MAX_IMAGES_PER_UPLOAD} pictures at once`, 'tooManyFiles');
  const id = await withStoredFiles(
    ctx,
    async (tx, files) => {
      const product = await lockProduct(tx, productId);
      const existing = await imagesOf(tx, product.id);
      if (existing.length + uploads.length > MAX_IMAGES_PER_PRODUCT)
        throw badInput(`A product has at most ${MAX_IMAGES_PER_PRODUCT} pictures; it has ${existing.length} (imageFiles)`, 'tooManyImages');
      let sortOrder = Math.max(-1, ...existing.map((image) => image.sortOrder));
      const added: string[] = [];
      for (const upload of uploads) {
        const image = await storePicture(files, upload, 'imageFiles', true);
        tx.em.create(ProductImage, { product, url: image.url, isPrimary: existing.length === 0 && added.length === 0, sortOrder: ++sortOrder });
        added.push(image.url);
      }
      await tx.em.flush();
      await auditEntry(tx, product.id, 'addImages', {
        images: { before: existing.length, after: existing.length + added.length },
        added: { before: null, after: added },
      });
      return product.id;
    },
    WRITES_CATALOGUE,
  );
  return adminProductById(ctx, id);
}

/** Admin: makes a picture its product's primary one (the one cards show). */
export async function setPrimaryProductImage(ctx: RequestContext, imageId: string): Promise<AdminProductRecord> {
  requireAdmin(ctx);
  const productId = await inCatalogueTransaction(ctx, async (tx) => {
    const { product, image } = await lockImage(tx, imageId);
    const images = await imagesOf(tx, product.id);
    const before = images.find((i) => i.isPrimary)?.url ?? null;
    for (const other of images) other.isPrimary = other.id === image.id;
    await tx.em.flush();
    await auditEntry(tx, product.id, 'setPrimaryImage', { primaryImage: { before, after: image.url } });
    return product.id;
  });
  return adminProductById(ctx, productId);
}

/** Admin: orders a product's gallery: `imageIds` lists each of its pictures once, in the new order. */
export async function reorderProductImages(ctx: RequestContext, productId: string, imageIds: readonly string[]): Promise<AdminProductRecord> {
  requireAdmin(ctx);
  const id = await inCatalogueTransaction(ctx, async (tx) => {
    const product = await lockProduct(tx, productId);
    const images = await imagesOf(tx, product.id);
    const byId = new Map(images.map((image) => [image.id, image]));
    if (imageIds.length !== images.length || new Set(imageIds).size !== imageIds.length || !imageIds.every((imageId) => byId.has(imageId)))
      throw badInput("imageIds must list each of the product's pictures once", 'imageOrderInvalid');
    const before = [...images].sort((a, b) => a.sortOrder - b.sortOrder).map((image) => image.id);
    imageIds.forEach((imageId, i) => (byId.get(imageId)!.sortOrder = i));
    await tx.em.flush();
    await auditEntry(tx, product.id, 'reorderImages', { imageOrder: { before, after: imageIds } });
    return product.id;
  });
  return adminProductById(ctx, id);
}

/** Admin: a picture's text for screen readers (at most 255 characters; empty for none). */
export async function setProductImageAltText(ctx: RequestContext, imageId: string, altText: string | null | undefined): Promise<AdminProductRecord> {
  requireAdmin(ctx);
  const text = textField(altText, 'altText', 255, '');
  const productId = await inCatalogueTransaction(ctx, async (tx) => {
    const { product, image } = await lockImage(tx, imageId);
    const before = image.altText;
    image.altText = text;
    await tx.em.flush();
    await auditEntry(tx, product.id, 'setImageAltText', { [`images.${image.id}.altText`]: { before, after: text } });
    return product.id;
  });
  return adminProductById(ctx, productId);
}

/** Admin: removes a picture (its file once that has committed); when it was primary, the next one in order becomes primary. */
export async function removeProductImage(ctx: RequestContext, imageId: string): Promise<AdminProductRecord> {
  requireAdmin(ctx);
  const productId = await withStoredFiles(
    ctx,
    async (tx, files) => {
      const { product, image } = await lockImage(tx, imageId);
      tx.em.remove(image);
      if (image.isPrimary) {
        const [next] = (await imagesOf(tx, product.id)).filter((other) => other.id !== image.id).sort((a, b) => a.sortOrder - b.sortOrder);
        if (next) next.isPrimary = true;
      }
      await tx.em.flush();
      files.removeAfterCommit(image.url);
      await auditEntry(tx, product.id, 'removeImage', { image: { before: image.url, after: null } });
      return product.id;
    },
    WRITES_CATALOGUE,
  );
  return adminProductById(ctx, productId);
}
