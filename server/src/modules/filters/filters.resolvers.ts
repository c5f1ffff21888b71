import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { filtersFor } from './filters.service.js';

export const filtersResolvers: Resolvers = {
  Query: {
    filters: (_, { categoryId }, ctx) => filtersFor(ctx, categoryId ?? null),
  },
  Filter: {
    options: (filter, _, { loaders }) => loaders.activeOptionsByFilter.load(filter.id),
  },
  FilterOption: {
    label: (option) => option.displayName,
  },
};
