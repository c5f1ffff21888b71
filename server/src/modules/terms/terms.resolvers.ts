import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { catalogueTerms, setCatalogueTerms } from './terms.service.js';

export const termsResolvers: Resolvers = {
  Query: {
    catalogueTerms: (_, __, ctx) => catalogueTerms(ctx),
  },
  Mutation: {
    setCatalogueTerms: (_, { terms }, ctx) => setCatalogueTerms(ctx, terms),
  },
};
