import type { RestRoute } from '../../rest/route.js';
import { productSpecifications } from './specs.service.js';

export const specsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/Products/:id/specifications',
    handler: async ({ params, context }) => {
      const { productId, specificationGroups } = await productSpecifications(context, params.id!);
      return { productId, specificationGroups: specificationGroups.map(({ groupName, items }) => ({ groupName, items })) };
    },
  },
];
