// The product-admin module's types other modules and the GraphQL mappers use: a leaf (types only, no services).

/** A product as the back office sees it; texts in the viewer's language and as stored in each (`…Az`, `…En`). */
export interface AdminProductRecord {
  id: string;
  name: string;
  nameAz: string;
  nameEn: string;
  slug: string;
  sku: string;
  shortDescription: string;
  shortDescriptionAz: string;
  shortDescriptionEn: string;
  description: string;
  descriptionAz: string;
  descriptionEn: string;
  stockQuantity: number;
  /** The product's own flag. */
  isActive: boolean;
  /** Whether the storefront shows it: it and every category above it active. */
  isShown: boolean;
  isHotDeal: boolean;
  /** When it was archived (deleted while an order refers to it); null when it is not. */
  archivedAt: Date | null;
  categoryId: string;
  categoryName: string;
  brandId: string | null;
  brandName: string | null;
  colors: string[];
  sizes: string[];
  primaryImageUrl: string | null;
  /** The Normal tier's (1) price and price to pay, in qəpik: what the grid shows and sorts by. */
  priceMinor: number | null;
  discountedPriceMinor: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminProductPageRecord {
  items: AdminProductRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface StockSummaryRecord {
  totalProducts: number;
  inStockProducts: number;
  lowStockProducts: number;
  outOfStockProducts: number;
}
