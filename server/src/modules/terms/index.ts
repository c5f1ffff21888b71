// The terms module's public face: other modules and the app import only what is listed here.
export { CatalogueTerm } from './term.entity.js';
export { termsResolvers } from './terms.resolvers.js';
export { termsRoutes } from './terms.routes.js';
