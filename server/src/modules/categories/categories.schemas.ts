import Type, { type Static } from 'typebox';
import { Id, Nullable, Text } from '../../rest/schema.js';

/**
 * The category tree's write input, one schema: the REST routes validate with it, the GraphQL resolvers
 * check their input against it (`validInput`), and the service takes its type. It checks the shape
 * (types, lengths, known fields); the service keeps the rules (a name in at least one language, the
 * parent's id form and existence, depth and cycles, the picture's origin, the slug, the position's range).
 */

/** A category's fields as the back office writes them; texts in Azerbaijani (`name`) and English (`nameEn`). Left out on an edit: kept. */
export const CategoryInput = Type.Object(
  {
    name: Type.Optional(Nullable(Text(255, 'The name in Azerbaijani; a name is needed in at least one language'))),
    nameEn: Type.Optional(Nullable(Text(255, 'The name in English'))),
    description: Type.Optional(Nullable(Text(2000, 'The text for the category page in Azerbaijani'))),
    descriptionEn: Type.Optional(Nullable(Text(2000, 'The text for the category page in English'))),
    imageUrl: Type.Optional(Nullable(Text(255, 'A picture stored by this shop (/uploads/...); on an edit, empty keeps the current one'))),
    sortOrder: Type.Optional(Nullable(Type.Integer({ description: 'Lower first among siblings (default 0)' }))),
    isActive: Type.Optional(Nullable(Type.Boolean({ description: 'Default true; false hides it and everything below it' }))),
    parentCategoryId: Type.Optional(Nullable(Id('The parent category; null or left out on add: top level'))),
    slug: Type.Optional(Nullable(Text(255, 'Default: made from the name (on an edit: kept)'))),
    regenerateSlug: Type.Optional(Nullable(Type.Boolean({ description: 'On an edit: make a new slug from the name' }))),
  },
  { additionalProperties: false, description: "A category's fields; left out on an edit: kept" },
);
export type CategoryInput = Static<typeof CategoryInput>;
