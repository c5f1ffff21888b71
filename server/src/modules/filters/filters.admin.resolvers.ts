import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { validInput } from '../../graphql/input-schema.js';
import { addFilter, addFilterOption, adminFilters, deleteFilter, deleteFilterOption, updateFilter, updateFilterOption } from './filters.admin.service.js';
import { BulkProductFilterAssignmentInput, FilterInput, FilterOptionInput, ProductFilterAssignmentInput } from './filters.schemas.js';
import {
  assignProductFilter,
  bulkAssignProductFilter,
  productFormFilters,
  removeProductFilter,
  removeProductFilters,
} from './product-filters.admin.service.js';

export const filtersAdminResolvers: Resolvers = {
  Query: {
    adminFilters: (_, __, ctx) => adminFilters(ctx),
    productFormFilters: (_, { categoryId }, ctx) => productFormFilters(ctx, categoryId),
  },
  Mutation: {
    addFilter: (_, { input }, ctx) => addFilter(ctx, validInput(FilterInput, input)),
    updateFilter: (_, { id, input }, ctx) => updateFilter(ctx, id, validInput(FilterInput, input)),
    deleteFilter: (_, { id }, ctx) => deleteFilter(ctx, id),
    addFilterOption: (_, { filterId, input }, ctx) => addFilterOption(ctx, filterId, validInput(FilterOptionInput, input)),
    updateFilterOption: (_, { filterId, optionId, input }, ctx) => updateFilterOption(ctx, filterId, optionId, validInput(FilterOptionInput, input)),
    deleteFilterOption: (_, { filterId, optionId }, ctx) => deleteFilterOption(ctx, filterId, optionId),
    assignProductFilter: (_, { input }, ctx) => assignProductFilter(ctx, validInput(ProductFilterAssignmentInput, input)),
    bulkAssignProductFilter: (_, { input }, ctx) => bulkAssignProductFilter(ctx, validInput(BulkProductFilterAssignmentInput, input)),
    removeProductFilters: (_, { productId }, ctx) => removeProductFilters(ctx, productId),
    removeProductFilter: (_, { productId, filterId }, ctx) => removeProductFilter(ctx, productId, filterId),
  },
};
