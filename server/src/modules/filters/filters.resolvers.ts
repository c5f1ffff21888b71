import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { ancestorIds, filtersFor } from './filters.service.js';

export const filtersResolvers: Resolvers = {
  Query: {
    filters: async (_, { categoryId }, { em, loaders }) =>
      filtersFor(em, categoryId ? ancestorIds(await loaders.categories(), categoryId) : null),
  },
  Filter: {
    options: (filter, _, { loaders }) => loaders.activeOptionsByFilter.load(filter.id),
  },
  FilterOption: {
    label: (option) => option.displayName,
  },
};
