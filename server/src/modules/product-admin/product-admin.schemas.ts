import Type, { type Static } from 'typebox';
import { Id, Nullable, Text } from '../../rest/schema.js';
import { ProductFilterValueInput } from '../filters/filters.schemas.js';

/**
 * The product write's inputs, one schema each: the REST routes validate with them, the GraphQL
 * resolvers check their input against them (`validInput`), and the service takes their types. They
 * check the shape (types, lengths, list sizes, known fields); the service keeps the rules and their
 * messages (§5's required fields, stock and price ranges, at most two decimals and the conversion to
 * qəpik, tiers, discounts, id forms, category and brand existence, SKU and slug uniqueness, colours and
 * sizes after repeats are dropped). A product's filter values are ProductFilterValueInput (filters module).
 */

/** A price row as the back office writes it (back office §3 "Price row"): a tier and its prices in AZN (manat, not qəpik). */
export const ProductPriceInput = Type.Object(
  {
    userRole: Type.Integer({ description: 'The price tier: 1 NormalUser, 2 Retail, 3 Wholesale, 4 VIP' }),
    price: Type.Number({ description: 'AZN, 0 to 10,000,000, at most two decimals' }),
    discountedPrice: Type.Optional(Nullable(Type.Number({ description: 'AZN, not above price; left out: price' }))),
    discountPercentage: Type.Optional(Nullable(Type.Number({ description: 'Ignored: the server works it out' }))),
  },
  { additionalProperties: false, description: "One tier's prices as the back office writes them" },
);
export type ProductPriceInput = Static<typeof ProductPriceInput>;

/** A product's fields as the back office writes them (back office §3 "Product"); descriptions in Azerbaijani and English. Left out on an edit: kept. */
export const ProductInput = Type.Object(
  {
    name: Type.Optional(Nullable(Text(255, 'In Azerbaijani; required on add'))),
    nameEn: Type.Optional(Nullable(Text(255, 'In English; empty: the Azerbaijani name is shown'))),
    sku: Type.Optional(Nullable(Text(100, 'Unique (any letter case); required on add'))),
    slug: Type.Optional(Nullable(Text(200, 'Left out: made from the name on add, kept on an edit'))),
    stockQuantity: Type.Optional(Nullable(Type.Integer({ description: '0 to 1,000,000; required on add' }))),
    categoryId: Type.Optional(Nullable(Id('Required on add'))),
    brandId: Type.Optional(Nullable(Id('Required on add'))),
    shortDescription: Type.Optional(Nullable(Text(1000, 'In Azerbaijani'))),
    shortDescriptionEn: Type.Optional(Nullable(Text(1000, 'In English'))),
    description: Type.Optional(Nullable(Text(20_000, 'In Azerbaijani'))),
    descriptionEn: Type.Optional(Nullable(Text(20_000, 'In English'))),
    isActive: Type.Optional(Nullable(Type.Boolean({ description: 'Default true' }))),
    isHotDeal: Type.Optional(Nullable(Type.Boolean({ description: 'Default false' }))),
    colors: Type.Optional(Nullable(Type.Array(Text(50), { maxItems: 100, description: 'Colour names; at most 30 after repeats are dropped' }))),
    sizes: Type.Optional(Nullable(Type.Array(Text(50), { maxItems: 100, description: 'Sizes; at most 30 after repeats are dropped' }))),
    prices: Type.Optional(
      Nullable(Type.Array(ProductPriceInput, { maxItems: 4, description: 'On add one row per tier 1 to 4; on an edit the tiers to change' })),
    ),
    filterValues: Type.Optional(
      Nullable(
        Type.Array(ProductFilterValueInput, {
          maxItems: 100,
          description:
            "Its values for the filters of its category, saved with it: each listed filter gets the option or custom value given (neither: no value), the category's filters not listed lose theirs; left out: kept. Not the Brand filter: it follows brandId",
        }),
      ),
    ),
  },
  { additionalProperties: false, description: "A product's fields; left out on an edit: kept" },
);
export type ProductInput = Static<typeof ProductInput>;
