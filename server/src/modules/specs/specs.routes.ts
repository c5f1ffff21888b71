import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { Id, Nullable, Text } from '../../rest/schema.js';
import { addSpecifications, deleteSpecifications, replaceSpecifications } from './specs.admin.service.js';
import { productSpecifications } from './specs.service.js';
import type { ProductSpecificationsRecord } from './specs.types.js';

const SpecificationSet = Type.Object({
  productId: Type.String(),
  specificationGroups: Type.Array(
    Type.Object({
      groupName: Type.String(),
      items: Type.Array(Type.Object({ name: Type.String(), value: Type.String(), unit: Nullable(Type.String()), type: Type.Integer() })),
    }),
  ),
});

const setJson = ({ productId, specificationGroups }: ProductSpecificationsRecord) => ({
  productId,
  specificationGroups: specificationGroups.map(({ groupName, items }) => ({
    groupName,
    items: items.map(({ name, value, unit, type }) => ({ name, value, unit, type })),
  })),
});

/** The groups as the back office writes them (back office §3 "Specification set"), names in Azerbaijani and English. */
const SpecificationGroups = Type.Array(
  Type.Object(
    {
      groupName: Type.Optional(Nullable(Text(255, 'The heading in Azerbaijani; a name is needed in at least one language'))),
      groupNameEn: Type.Optional(Nullable(Text(255, 'The heading in English'))),
      items: Type.Array(
        Type.Object(
          {
            name: Type.Optional(Nullable(Text(255, 'What is specified, in Azerbaijani; a name is needed in at least one language'))),
            nameEn: Type.Optional(Nullable(Text(255, 'What is specified, in English'))),
            value: Type.Optional(Nullable(Text(255, 'The value, in Azerbaijani; required'))),
            valueEn: Type.Optional(Nullable(Text(255, "The value in English; empty: the shop's term list's English for the value, else the value"))),
            unit: Type.Optional(Nullable(Text(50, 'Optional'))),
            unitEn: Type.Optional(Nullable(Text(50, "The unit in English; empty: the term list's English for the unit, else the unit"))),
            type: Type.Optional(Nullable(Type.Integer({ description: '0 text (default), 1 number, 2 yes or no' }))),
          },
          { additionalProperties: false },
        ),
        { description: 'At least one' },
      ),
    },
    { additionalProperties: false },
  ),
  { description: 'In display order' },
);

const Params = Type.Object({ id: Id("The product's id") });

export const specsRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Products/:id/specifications',
    summary: "A product's specifications, in groups",
    schema: { params: Params, response: SpecificationSet },
    handler: async ({ params, context }) => setJson(await productSpecifications(context, params.id)),
  }),
  restRoute({
    method: 'POST',
    path: '/Products/:id/specifications',
    summary: "Adds a product's specifications when it has none (admins); 409 when it has some",
    status: 201,
    schema: {
      params: Params,
      body: Type.Object(
        { productId: Type.Optional(Nullable(Id('The same product as the path'))), specificationGroups: SpecificationGroups },
        { additionalProperties: false },
      ),
      response: SpecificationSet,
    },
    handler: async ({ params, body, context }) => setJson(await addSpecifications(context, params.id, body.specificationGroups, body.productId)),
  }),
  restRoute({
    method: 'PUT',
    path: '/Products/:id/specifications',
    summary: "Replaces all of a product's specifications, in one transaction (admins)",
    schema: { params: Params, body: Type.Object({ specificationGroups: SpecificationGroups }, { additionalProperties: false }), response: SpecificationSet },
    handler: async ({ params, body, context }) => setJson(await replaceSpecifications(context, params.id, body.specificationGroups)),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Products/:id/specifications',
    summary: "Deletes all of a product's specifications (admins)",
    schema: { params: Params, response: Type.Object({ message: Type.String(), productId: Type.String() }) },
    handler: async ({ params, context }) => ({ message: 'Specifications deleted successfully', productId: await deleteSpecifications(context, params.id) }),
  }),
];
