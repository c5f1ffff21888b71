// The product-admin module's public face: other modules and the app import only what is listed here.
// The back office's products: reads that see inactive and archived products, and every product write.
export { productAdminResolvers } from './product-admin.resolvers.js';
export { productAdminRoutes } from './product-admin.routes.js';
export { ProductInput, ProductPriceInput } from './product-admin.schemas.js';
export type { AdminProductPageRecord, AdminProductRecord, StockSummaryRecord } from './product-admin.types.js';
export type { ProductDeletionRecord } from './product-admin.service.js';
