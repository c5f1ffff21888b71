import Type, { type Static } from 'typebox';
import { Id, Nullable, Text } from '../../rest/schema.js';

/**
 * The back office's filter write inputs, one schema each: the REST routes validate with them, the
 * GraphQL resolvers check their input against them (`validInput`), and the services take their types.
 * They check the shape (types, lengths, list sizes, known fields); the services keep the rules (a name
 * in one language, an option's label and value, the kind, colours, picture origin, id forms, existence,
 * positions' range, options only on add).
 */

/** An option's fields (back office §5: a label and a value, both needed). Left out on an edit: kept. */
export const FilterOptionInput = Type.Object(
  {
    value: Type.Optional(Nullable(Text(255, 'The stored value, e.g. 16 GB; needed with a label'))),
    displayName: Type.Optional(Nullable(Text(255, 'The label in Azerbaijani'))),
    displayNameEn: Type.Optional(Nullable(Text(255, 'The label in English'))),
    color: Type.Optional(Nullable(Text(30, 'A CSS colour for a swatch: #rgb, #rrggbb or a name (default red)'))),
    iconUrl: Type.Optional(Nullable(Text(255, 'A picture stored by this shop (/uploads/...), or null'))),
    isActive: Type.Optional(Nullable(Type.Boolean({ description: 'Whether shoppers are offered it (default true)' }))),
    sortOrder: Type.Optional(Nullable(Type.Integer({ description: 'Position within the filter: lower first (default: after the last)' }))),
  },
  { additionalProperties: false, description: "A filter option's fields; left out on an edit: kept" },
);
export type FilterOptionInput = Static<typeof FilterOptionInput>;

/** A filter's fields as the back office writes them; the name in Azerbaijani (`name`) and English (`nameEn`). Left out on an edit: kept. */
export const FilterInput = Type.Object(
  {
    name: Type.Optional(Nullable(Text(255, 'The name in Azerbaijani; a name is needed in at least one language'))),
    nameEn: Type.Optional(Nullable(Text(255, 'The name in English'))),
    slug: Type.Optional(Nullable(Text(255, 'Default: made from the name (on an edit: kept)'))),
    regenerateSlug: Type.Optional(Nullable(Type.Boolean({ description: 'On an edit: make a new slug from the name' }))),
    type: Type.Optional(Nullable(Type.Integer({ description: '0 checkboxes (default), 1 a numeric range, 2 a free value' }))),
    isActive: Type.Optional(Nullable(Type.Boolean({ description: 'Whether shoppers are offered it (default true)' }))),
    sortOrder: Type.Optional(Nullable(Type.Integer({ description: 'Position in the sidebar: lower first (default 0)' }))),
    options: Type.Optional(Nullable(Type.Array(FilterOptionInput, { maxItems: 1000, description: 'On add only: its options' }))),
    categoryIds: Type.Optional(
      Nullable(
        Type.Array(Id(), {
          maxItems: 500,
          description: 'The categories it belongs to (and those below them); empty: every category. Left out on an edit: kept',
        }),
      ),
    ),
  },
  { additionalProperties: false, description: "A filter's fields; left out on an edit: kept" },
);
export type FilterInput = Static<typeof FilterInput>;

/** The value an assignment gives a product for a filter: an active option of it, or a value of the product's own. */
const assignmentFields = {
  filterId: Type.Optional(Nullable(Id('The filter (active)'))),
  filterOptionId: Type.Optional(Nullable(Id("One of the filter's active options; or give customValue"))),
  customValue: Type.Optional(Nullable(Text(255, 'A value of its own; shown instead of the option when both are given'))),
};

/** One product's value for a filter (back office §5: a product, a filter, and an option or a custom value). */
export const ProductFilterAssignmentInput = Type.Object(
  { productId: Type.Optional(Nullable(Id('The product'))), ...assignmentFields },
  { additionalProperties: false, description: "A product's value for a filter" },
);
export type ProductFilterAssignmentInput = Static<typeof ProductFilterAssignmentInput>;

/** The same value for a filter on many products, written in one statement. */
export const BulkProductFilterAssignmentInput = Type.Object(
  { productIds: Type.Optional(Nullable(Type.Array(Id(), { maxItems: 10_000, description: 'The products (up to 10,000)' }))), ...assignmentFields },
  { additionalProperties: false, description: 'The same value for a filter on many products' },
);
export type BulkProductFilterAssignmentInput = Static<typeof BulkProductFilterAssignmentInput>;

/**
 * A product's value for one of its category's filters, as the product form gives it inside a product
 * write (`ProductInput.filterValues`, see writeProductFilterValues): an active option of the filter, or
 * a value of the product's own.
 */
export const ProductFilterValueInput = Type.Object(
  {
    filterId: Id("A filter of the product's category (not the Brand filter)"),
    filterOptionId: Type.Optional(Nullable(Id("One of the filter's active options"))),
    customValue: Type.Optional(Nullable(Text(255, 'A value of its own, for a range or free-value filter'))),
  },
  { additionalProperties: false, description: "A product's value for one filter of its category, as the product form sets it" },
);
export type ProductFilterValueInput = Static<typeof ProductFilterValueInput>;
