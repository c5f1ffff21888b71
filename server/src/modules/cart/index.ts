// The cart module's public face: other modules and the app import only what is listed here.
export { cartResolvers } from './cart.resolvers.js';
export { cartRoutes } from './cart.routes.js';
export { Cart } from './cart.schemas.js';
export { MAX_LINE_QUANTITY, cartOfUser, lockedCart, removeCartLines, stockExceeded } from './cart.service.js';
export type { CartLineRecord, CartRecord } from './cart.service.js';
export { cartJson, cartView } from './cart.view.js';
