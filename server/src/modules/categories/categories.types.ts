import type { CategoryRecord } from '../catalog/catalog.types.js';

// The categories module's types the GraphQL mappers use: a leaf (types only, no services).

/** A node of the admin tree: every category, active or not, with its products counted. */
export interface AdminCategoryRecord extends CategoryRecord {
  /** 1 for a top-level category, up to MAX_CATEGORY_DEPTH. */
  level: number;
  /** Products (active or not) in this category itself. */
  productCount: number;
  /** Products in this category and every one below it. */
  totalProductCount: number;
  subCategories: AdminCategoryRecord[];
}
