// The specs module's public face: other modules and the app import only what is listed here.
export { SpecificationGroup, SpecificationItem } from './specification.entity.js';
export { specsResolvers } from './specs.resolvers.js';
export { specsRoutes } from './specs.routes.js';
export { logChangeOfProductsWithSpecifications, specificationsOfProducts } from './specs.service.js';
export type { SpecificationGroupRecord, SpecsLoaders } from './specs.types.js';
export { createSpecsLoaders } from './specs.loaders.js';
