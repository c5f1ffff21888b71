// The categories module's public face (the back office's category tree): the app imports only what is listed here.
export { categoriesAdminResolvers } from './categories.admin.resolvers.js';
export { categoriesAdminRoutes } from './categories.admin.routes.js';
export { CategoryInput } from './categories.schemas.js';
