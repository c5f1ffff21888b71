import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { filtersFor, listingFacets } from './filters.service.js';

export const filtersResolvers: Resolvers = {
  Query: {
    filters: (_, { categoryId, categorySlug }, ctx) => filtersFor(ctx, categoryId ?? null, categorySlug ?? null),
  },
  Filter: {
    options: (filter, _, { loaders }) => loaders.activeOptionsByFilter.load(filter.id),
  },
  ProductPage: {
    facets: (page, _, ctx) => (page.facets ? listingFacets(ctx, page.facets) : []),
  },
  FilterOption: {
    label: (option) => option.displayName,
  },
};
