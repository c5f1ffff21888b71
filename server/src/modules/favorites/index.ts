// The favorites module's public face: other modules and the app import only what is listed here.
export { createFavoritesLoaders } from './favorites.loaders.js';
export type { FavoritesLoaders } from './favorites.types.js';
export { favoritesResolvers } from './favorites.resolvers.js';
export { favoritesRoutes } from './favorites.routes.js';
