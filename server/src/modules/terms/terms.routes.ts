import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { Nullable, Text } from '../../rest/schema.js';
import { catalogueTerms, MAX_TERMS, setCatalogueTerms } from './terms.service.js';

const Terms = Type.Array(Type.Object({ az: Type.String(), en: Type.String() }));

const TermsInput = Type.Object(
  {
    terms: Type.Array(
      Type.Object(
        {
          az: Type.Optional(Nullable(Text(100, 'The Azerbaijani word; required, unique (letter case aside)'))),
          en: Type.Optional(Nullable(Text(100, 'Its English; required'))),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_TERMS, description: 'The whole list' },
    ),
  },
  { additionalProperties: false },
);

export const termsRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Admin/catalogue-terms',
    summary: 'The shared list of common catalogue words and their English (admins): yes/no, units, colour names',
    schema: { response: Terms },
    handler: async ({ context }) => catalogueTerms(context),
  }),
  restRoute({
    method: 'PUT',
    path: '/Admin/catalogue-terms',
    summary: 'Replaces the shared list of common catalogue words (admins); recorded in the audit log',
    schema: { body: TermsInput, response: Terms },
    handler: async ({ body, context }) => setCatalogueTerms(context, body.terms),
  }),
];
