import Type, { type Static } from 'typebox';
import { DateTime, Nullable, Text } from '../../rest/schema.js';

/**
 * The banners' write inputs, one schema each: the REST routes validate with them, the GraphQL
 * resolvers check their input against them (`validInput`), and the services take their types. They
 * check the shape (types, lengths, known fields); the service keeps the rules (a title in at least one
 * language, the link's form, the kind, the position's range, the dates' order).
 */

/** A banner's fields as the back office writes them; texts in Azerbaijani (`title`) and English (`titleEn`). Left out on an edit: kept. */
export const BannerInput = Type.Object(
  {
    title: Type.Optional(Nullable(Text(255, 'The headline in Azerbaijani; a title is needed in at least one language'))),
    titleEn: Type.Optional(Nullable(Text(255, 'The headline in English'))),
    description: Type.Optional(Nullable(Text(2000, 'The text under the headline in Azerbaijani'))),
    descriptionEn: Type.Optional(Nullable(Text(2000, 'The text under the headline in English'))),
    linkUrl: Type.Optional(Nullable(Text(255, 'Where the button leads: a path of this shop (/noutbuklar) or an http(s) address; null for no button'))),
    buttonText: Type.Optional(Nullable(Text(255, "The button's text in Azerbaijani; null for the default text"))),
    buttonTextEn: Type.Optional(Nullable(Text(255, "The button's text in English"))),
    type: Type.Optional(Nullable(Type.Integer({ description: '0: the home-page carousel (default)' }))),
    isActive: Type.Optional(Nullable(Type.Boolean({ description: 'Whether it is shown (default true)' }))),
    sortOrder: Type.Optional(Nullable(Type.Integer({ description: 'Position in the carousel: lower first (default 0)' }))),
    startDate: Type.Optional(Nullable(DateTime('Shown from then on; null: no start'))),
    endDate: Type.Optional(Nullable(DateTime('Shown until then; null: no end'))),
  },
  { additionalProperties: false, description: "A banner's fields; left out on an edit: kept" },
);
export type BannerInput = Static<typeof BannerInput>;
