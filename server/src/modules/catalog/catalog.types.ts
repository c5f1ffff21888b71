import type DataLoader from 'dataloader';
import type { BrandRecord, CategoryRecord, PriceRecord, ProductImageRecord, ProductRecord } from './catalog.records.js';

// The catalog module's types other modules, the request context and the GraphQL mappers use: a leaf
// (types only, no services), so importing it pulls in no module.

export type {
  BrandRecord,
  CategoryRecord,
  CategoryRow,
  ListingFacetBase,
  PriceRecord,
  ProductImageRecord,
  ProductPageRecord,
  ProductRecord,
  ProductRow,
} from './catalog.records.js';

/** The request's catalogue batches (catalog.loaders.ts makes them). */
export interface CatalogLoaders {
  /** Active products priced for the viewer; null for an unknown or inactive one. */
  productById: DataLoader<string, ProductRecord | null>;
  /** All active categories in the viewer's language. */
  categories: () => Promise<CategoryRecord[]>;
  imagesByProduct: DataLoader<string, ProductImageRecord[]>;
  pricesByProduct: DataLoader<string, PriceRecord[]>;
  brandById: DataLoader<string, BrandRecord | null>;
}
