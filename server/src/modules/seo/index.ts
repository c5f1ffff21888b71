// The seo module's public face: the storefront's pages (status and head), robots.txt and the sitemap.
export { seoPages } from './seo.routes.js';
export { PageCache } from './page-cache.js';
export type { PageOptions } from './seo.routes.js';
export { seoRoutes } from './seo.rest.js';
export type { PageBody } from './page-html.js';
