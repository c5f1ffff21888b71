import { notFound } from '../../errors.js';
import type { RestRoute } from '../../rest/route.js';
import { findProduct } from '../catalog/catalog.service.js';

export const specsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/Products/:id/specifications',
    handler: async ({ params, context: { em, viewer, loaders } }) => {
      const product = await findProduct(em, viewer, params.id ?? '');
      if (!product) throw notFound('Product not found');
      const groups = await loaders.specificationsByProduct.load(product.id);
      return { productId: product.id, specificationGroups: groups.map(({ groupName, items }) => ({ groupName, items })) };
    },
  },
];
