// The stock-notices module's public face: other modules and the app import only what is listed here.
export { stockNoticesResolvers } from './stock-notices.resolvers.js';
export { stockNoticesRoutes } from './stock-notices.routes.js';
export { sendDueStockNotices, stockNoticeRequested } from './stock-notices.service.js';
