// The seo module's public face: the storefront's pages (status and head from the client's render), robots.txt and the sitemap.
export { seoPages } from './seo.routes.js';
export { PageCache, PageTimetable } from './page-cache.js';
export type { PageOptions, PageRenderer } from './seo.routes.js';
export type { PageBody, RenderedPage } from './page-html.js';
