import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { Id, Nullable } from '../../rest/schema.js';
import { productSpecifications } from './specs.service.js';

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
    summary: "A product's specifications, in groups",
    schema: { params: Type.Object({ id: Id() }), response: SpecificationSet },
    handler: async ({ params, context }) => {
      const { productId, specificationGroups } = await productSpecifications(context, params.id);
      return {
        productId,
        specificationGroups: specificationGroups.map(({ groupName, items }) => ({
          groupName,
          items: items.map(({ name, value, unit, type }) => ({ name, value, unit, type })),
        })),
      };
    },
  }),
];
