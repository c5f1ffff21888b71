// The catalog module's public face: other modules and the app import only what is listed here.
export {
  ADMIN_PRODUCT_SORTS,
  adminProductRow,
  adminProductRows,
  LOW_STOCK_LIMIT,
  productOfImage,
  productStockSummary,
  STOCK_STATUSES,
} from './admin-products.js';
export type { AdminProductFilter, AdminProductRow, AdminProductSort, StockStatus } from './admin-products.js';
export { Brand } from './brand.entity.js';
export { productCardJson, productDetailJson } from './catalog.json.js';
export { createCatalogLoaders } from './catalog.loaders.js';
export { categoryInLanguage, productInLanguage } from './catalog.records.js';
export type { CatalogLoaders, CategoryRecord, CategoryRow, ListingFacetBase, ProductRecord, ProductRow } from './catalog.types.js';
export { catalogResolvers } from './catalog.resolvers.js';
export { catalogRoutes } from './catalog.routes.js';
export {
  brandBySlug,
  categoryById,
  categoryBySlug,
  descendantIds,
  listBrands,
  listCategories,
  productById,
  productsInOrder,
  shownProductStamps,
  similarProducts,
} from './catalog.service.js';
export { CategoryCache, categoryCacheOf } from './category-cache.js';
export { Category, MAX_CATEGORY_DEPTH } from './category.entity.js';
export { listProductsBy, parseSort } from './listing.service.js';
export { Product, ProductImage, ProductPrice } from './product.entity.js';
export { adjustStock, catalogueEntryExists, logChangeOfProductsWithTerms, productExists, productKeyTaken } from './published.js';
export type { StockLine, StockMove } from './published.js';
export { MIN_SEARCH_LENGTH, searchProducts } from './search.service.js';
export { ProductCard } from './catalog.schemas.js';
