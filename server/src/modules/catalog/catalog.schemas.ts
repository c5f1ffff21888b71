import Type from 'typebox';
import { component, DateTime, Id, Nullable, PagingQuery, ref, Text } from '../../rest/schema.js';

/** REST schemas of the catalogue: categories, brands, product cards, details and listings. */

/** A category's children, nested as deep as the tree goes. */
export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  subCategories: CategoryNode[];
}
const categoryNode = Type.Unsafe<CategoryNode>(Type.Ref('CategoryNode'));
component('CategoryNode', Type.Object({ id: Type.String(), name: Type.String(), slug: Type.String(), subCategories: Type.Array(categoryNode) }));

export const Category = component(
  'Category',
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    imageUrl: Nullable(Type.String()),
    sortOrder: Type.Integer(),
    isActive: Type.Boolean(),
    parentCategoryId: Nullable(Type.String()),
    subCategories: Type.Array(categoryNode),
  }),
);

export const Brand = component('Brand', Type.Object({ id: Type.String(), name: Type.String(), slug: Type.String() }));

const Money = (description: string) => Type.Number({ description: `AZN, ${description}` });

const cardFields = {
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  sku: Type.String(),
  shortDescription: Type.String(),
  description: Type.String(),
  originalPrice: Money("the price before discount in the viewer's tier"),
  currentPrice: Money("the price to pay in the viewer's tier"),
  price: Money('the same as currentPrice'),
  priceOriginal: Money('the same as originalPrice'),
  discountPercentage: Type.Number(),
  primaryImageUrl: Nullable(Type.String({ description: 'Relative to this server, or under its PUBLIC_FILES_URL when set' })),
  isHotDeal: Type.Boolean(),
  stockQuantity: Type.Integer(),
  categoryId: Type.String(),
  categoryName: Type.String(),
  categorySlug: Type.String(),
  brandId: Nullable(Type.String()),
  colors: Type.Array(Type.String(), { description: 'Colour names the product comes in ("Qara", "Gümüşü")' }),
  sizes: Type.Array(Type.String(), { description: 'Sizes the product comes in (13.3", 15.6")' }),
  createdAt: DateTime(),
};

export const ProductCard = component('ProductCard', Type.Object(cardFields, { description: 'A product as listings show it, priced for the viewer' }));

export const PriceRow = component(
  'PriceRow',
  Type.Object({
    userRole: Type.Integer({ description: 'The price tier: 1 NormalUser, 2 Retail, 3 Wholesale, 4 VIP' }),
    price: Type.Number(),
    discountedPrice: Type.Number(),
    discountPercentage: Type.Number(),
  }),
);

export const ProductDetail = component(
  'ProductDetail',
  Type.Object({
    ...cardFields,
    isActive: Type.Boolean(),
    imageUrl: Nullable(Type.String()),
    images: Type.Array(
      Type.Object({
        id: Type.String(),
        imageUrl: Type.String(),
        name: Type.String(),
        altText: Type.String(),
        isPrimary: Type.Boolean(),
        sortOrder: Type.Integer(),
      }),
    ),
    prices: Type.Array(ref(PriceRow), { description: "The prices the viewer may see: their own tier's" }),
    parentCategoryName: Nullable(Type.String()),
    parentCategorySlug: Nullable(Type.String()),
    subCategoryName: Type.String(),
    notifyMeRequested: Type.Boolean({
      description: 'True while the signed-in viewer waits for an e-mail when the product is back in stock (POST /Products/{id}/notify-me); false for visitors',
    }),
  }),
);

export const cards = Type.Array(ref(ProductCard));

export const ProductPage = Type.Object({ products: cards, totalCount: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const SORT_DESCRIPTION = 'price_asc, price_desc, name_asc, name_desc or newest; or price, name or createdDate with sortOrder';

export const ListingQuery = Type.Object({
  ...PagingQuery,
  sort: Type.Optional(Text(50, SORT_DESCRIPTION)),
  sortBy: Type.Optional(Text(50, 'Another name of sort')),
  sortOrder: Type.Optional(Text(10, 'asc (default) or desc, with sortBy price, name or createdDate')),
});

const Limit = (most: number, fallback: number) => Type.Optional(Type.Integer({ description: `1 to ${most} (default ${fallback})` }));

export const HotDealsQuery = Type.Object({ limit: Limit(50, 10) });
export const RecentQuery = Type.Object({ limit: Limit(50, 10), categoryId: Type.Optional(Id('Only products in this category or below it')) });
export const RecommendationsQuery = Type.Object({
  productId: Type.Optional(Id('Products like this one')),
  categoryId: Type.Optional(Id('Products of this category')),
  limit: Limit(50, 6),
});

export const SearchQuery = Type.Object({
  q: Type.Optional(Text(200, 'The search text; at least 2 characters to search')),
  search: Type.Optional(Text(200, 'Another name of q')),
  ...PagingQuery,
});

const FilterCriterion = Type.Object(
  {
    filterId: Id('The filter'),
    filterOptionIds: Type.Optional(Nullable(Type.Array(Id(), { maxItems: 100, description: 'Options of the filter, any of which matches' }))),
    customValue: Type.Optional(Nullable(Text())),
    minValue: Type.Optional(Nullable(Type.Number())),
    maxValue: Type.Optional(Nullable(Type.Number())),
  },
  { additionalProperties: false },
);

export const FilterRequest = Type.Object(
  {
    categoryId: Type.Optional(Nullable(Id('A category; its subcategories are included'))),
    filterCriteria: Type.Optional(Nullable(Type.Array(FilterCriterion, { maxItems: 100, description: 'Different filters must all match' }))),
    minPrice: Type.Optional(Nullable(Type.Number({ description: "AZN, in the viewer's tier" }))),
    maxPrice: Type.Optional(Nullable(Type.Number({ description: "AZN, in the viewer's tier" }))),
    sort: Type.Optional(Nullable(Text(50, SORT_DESCRIPTION))),
    sortBy: Type.Optional(Nullable(Text(50, 'Another name of sort'))),
    sortOrder: Type.Optional(Nullable(Text(10, 'asc (default) or desc'))),
    page: Type.Optional(Type.Integer({ description: '1-based page (default 1)' })),
    pageSize: Type.Optional(Type.Integer({ description: 'Items per page, 1 to 100 (default 20)' })),
  },
  {
    additionalProperties: false,
    description: 'As JSON, or as a form whose fields may be nested (filterCriteria[0][filterId]) or carry filterCriteria as JSON text',
  },
);

export const IdParams = Type.Object({ id: Id() });
export const SlugParams = Type.Object({ slug: Text(200) });
