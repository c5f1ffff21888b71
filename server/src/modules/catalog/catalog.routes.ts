import { notFound } from '../../errors.js';
import type { RestRoute } from '../../rest/route.js';
import { categoryJson, productDetailJson } from './catalog.json.js';
import { findProduct, visiblePrices } from './catalog.service.js';

export const catalogRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/Categories',
    handler: async ({ context }) => {
      const all = await context.loaders.categories();
      return all.map((c) => categoryJson(c, all));
    },
  },
  {
    method: 'GET',
    path: '/Products/:id',
    handler: async ({ params, context: { em, viewer, loaders } }) => {
      const product = await findProduct(em, viewer, params.id ?? '');
      if (!product) throw notFound('Product not found');
      const [images, prices, categories] = await Promise.all([
        loaders.imagesByProduct.load(product.id),
        visiblePrices(product, viewer, (id) => loaders.pricesByProduct.load(id)),
        loaders.categories(),
      ]);
      return productDetailJson(product, images, prices, categories);
    },
  },
];
