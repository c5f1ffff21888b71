import type { PriceTier } from '../pricing/index.js';

/**
 * Read models of the catalogue: plain rows shaped for the API, produced by a few set-based queries.
 * GraphQL parents and REST answers are built from these, never from lazily loaded entities.
 */
export interface CategoryRecord {
  id: string;
  name: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  sortOrder: number;
  isActive: boolean;
  parentId: string | null;
}

export interface BrandRecord {
  id: string;
  name: string;
  slug: string;
}

/** A product with the viewer's tier price already joined in. */
export interface ProductRecord {
  id: string;
  name: string;
  slug: string;
  sku: string;
  shortDescription: string;
  description: string;
  stockQuantity: number;
  isHotDeal: boolean;
  isActive: boolean;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
  brandId: string | null;
  createdAt: Date;
  /** The viewer's tier. */
  tier: PriceTier;
  priceMinor: number;
  discountedPriceMinor: number;
  primaryImageUrl: string | null;
}

export interface ProductImageRecord {
  id: string;
  productId: string;
  url: string;
  altText: string;
  isPrimary: boolean;
  sortOrder: number;
}

export interface PriceRecord {
  productId: string;
  tier: PriceTier;
  priceMinor: number;
  discountedPriceMinor: number;
}

export interface ProductPageRecord {
  /** Search stops counting at a cap; listings always count exactly. */
  totalCountIsLowerBound?: boolean;
  items: ProductRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
}
