/** Pure helpers of the product detail screen (unit-tested in productHelpers.test.ts). */

/** The spec: similar products strip size; feature list entries on mobile; viewer autoplay on mobile. */
export const SIMILAR_PRODUCTS_LIMIT = 6;
export const MOBILE_FEATURE_COUNT = 5;
export const VIEWER_AUTOPLAY_MS = 3000;

/** A picture as the gallery and the full-screen viewer show it. */
export interface GalleryImage {
  id: string;
  url: string | null;
  srcSet?: string | null;
  alt: string;
}

/** A product is in stock when stockQuantity is above 0. */
export function isInStock(stockQuantity: number): boolean {
  return stockQuantity > 0;
}

/** Savings: original minus current price, to 2 decimals (computed in qəpik, no float drift), never negative. */
export function savings(originalPrice: number, currentPrice: number): number {
  const diff = (Math.round(originalPrice * 100) - Math.round(currentPrice * 100)) / 100;
  return diff > 0 ? diff : 0;
}

export interface SpecItemLike {
  name: string;
  value: string;
  unit?: string | null;
}

export interface SpecGroupLike<T extends SpecItemLike = SpecItemLike> {
  groupName: string;
  items: readonly T[];
}

/** Spec items the short feature list leaves out (they repeat what the page already shows). */
const SKIPPED_FEATURE_NAMES = new Set(['sku', 'category', 'stock status', 'availability', 'name']);

function normalizeName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/**
 * The short feature list: every group's items in order, without sku, category, stock status,
 * availability and name; at most `limit` entries when given (5 on mobile, all on desktop).
 */
export function featureList<T extends SpecItemLike>(groups: readonly SpecGroupLike<T>[], limit?: number): T[] {
  const items = groups.flatMap((group) => group.items).filter((item) => !SKIPPED_FEATURE_NAMES.has(normalizeName(item.name)));
  return limit === undefined ? items : items.slice(0, Math.max(0, limit));
}

/** "value unit" ("16 GB"), or the value alone. */
export function specValue(item: SpecItemLike): string {
  return item.unit ? `${item.value} ${item.unit}` : item.value;
}

/** The PDF's file name: the product name with every non-alphanumeric character replaced by "_", plus ".pdf". */
export function pdfFileName(productName: string): string {
  const base = productName.replace(/[^a-zA-Z0-9]/g, '_');
  return `${base || 'product'}.pdf`;
}

/** Wrap-around index for the gallery and the viewer (previous of the first is the last). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The name a product's PDF is saved under: the product name (the spec), with the document's own name after
 * it when the product has several ("HP_LaserJet_Pro_User_manual.pdf").
 */
export function productPdfFileName(productName: string, documentName: string, several: boolean): string {
  return pdfFileName(several ? `${productName} ${documentName.replace(/\.pdf$/i, '')}` : productName);
}
