// The filters module's public face: other modules and the app import only what is listed here.
export { leadingNumber } from './filter-values.js';
export { CategoryFilter, Filter, FilterOption, ProductFilter } from './filter.entity.js';
export { filtersResolvers } from './filters.resolvers.js';
export { filtersRoutes } from './filters.routes.js';
export { filtersAdminResolvers } from './filters.admin.resolvers.js';
export { filtersAdminRoutes } from './filters.admin.routes.js';
export { filterValuesOfProducts, optionsOfFilters } from './filters.service.js';
export { writeProductFilterValues } from './product-filters.admin.service.js';
export type { FilterLoaders, FilterOptionRecord, ProductFilterValueRecord } from './filters.types.js';
export { createFilterLoaders } from './filters.loaders.js';
export { BulkProductFilterAssignmentInput, FilterInput, FilterOptionInput, ProductFilterAssignmentInput, ProductFilterValueInput } from './filters.schemas.js';
