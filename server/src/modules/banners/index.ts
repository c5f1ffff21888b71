// The banners module's public face: other modules and the app import only what is listed here.
export { Banner } from './banner.entity.js';
export { bannersResolvers } from './banners.resolvers.js';
export { bannersRoutes } from './banners.routes.js';
export { bannerChangeTimes } from './banners.service.js';
export { BannerInput } from './banners.schemas.js';
