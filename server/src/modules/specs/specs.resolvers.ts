import { nullIfNotFound } from '../../errors.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { addSpecifications, deleteSpecifications, replaceSpecifications } from './specs.admin.service.js';
import { productSpecifications } from './specs.service.js';

export const specsResolvers: Resolvers = {
  Query: {
    specifications: (_, { productId }, ctx) => nullIfNotFound(productSpecifications(ctx, productId)),
  },
  Mutation: {
    addProductSpecifications: (_, { productId, specificationGroups }, ctx) => addSpecifications(ctx, productId, specificationGroups),
    setProductSpecifications: (_, { productId, specificationGroups }, ctx) => replaceSpecifications(ctx, productId, specificationGroups),
    deleteProductSpecifications: (_, { productId }, ctx) => deleteSpecifications(ctx, productId),
  },
};
