import { nullIfNotFound } from '../../errors.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { productSpecifications } from './specs.service.js';

export const specsResolvers: Resolvers = {
  Query: {
    specifications: (_, { productId }, ctx) => nullIfNotFound(productSpecifications(ctx, productId)),
  },
};
