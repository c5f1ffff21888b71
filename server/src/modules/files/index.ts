// The files module's public face: other modules and the app import only what is listed here.
export { ManagedFile, ProductPdf } from './file.entity.js';
export { filesResolvers } from './files.resolvers.js';
export { filesRoutes, ProductPdfJson, productPdfJson } from './files.routes.js';
export { productPdfs } from './product-pdfs.service.js';
export type { ProductPdfRecord } from './files.types.js';
