import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { findProduct } from '../catalog/catalog.service.js';

export const specsResolvers: Resolvers = {
  Query: {
    specifications: async (_, { productId }, { em, viewer }) => ((await findProduct(em, viewer, productId)) ? { productId } : null),
  },
  ProductSpecifications: {
    specificationGroups: ({ productId }, _, { loaders }) => loaders.specificationsByProduct.load(productId),
  },
};
