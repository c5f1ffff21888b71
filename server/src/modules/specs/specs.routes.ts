import Type from 'typebox';
import { notFound } from '../../errors.js';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { Id, Nullable } from '../../rest/schema.js';
import { findProduct } from '../catalog/catalog.service.js';

const SpecificationSet = Type.Object({
  productId: Type.String(),
  specificationGroups: Type.Array(
    Type.Object({
      groupName: Type.String(),
      items: Type.Array(Type.Object({ name: Type.String(), value: Type.String(), unit: Nullable(Type.String()), type: Type.Integer() })),
    }),
  ),
});

export const specsRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Products/:id/specifications',
    summary: 'A product\'s specifications, in groups',
    schema: { params: Type.Object({ id: Id() }), response: SpecificationSet },
    handler: async ({ params, context: { em, viewer, loaders } }) => {
      const product = await findProduct(em, viewer, params.id);
      if (!product) throw notFound('Product not found');
      const groups = await loaders.specificationsByProduct.load(product.id);
      return { productId: product.id, specificationGroups: groups.map(({ groupName, items }) => ({ groupName, items })) };
    },
  }),
];
