import Type from 'typebox';
import { ownFields } from '../../input.js';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { ref, Text } from '../../rest/schema.js';
import { searchProducts } from './search.service.js';
import { categoryJson, productCardJson, productDetailJson } from './catalog.json.js';
import type { RequestContext } from '../../request-context.js';
import type { CategoryRecord, ProductPageRecord } from './catalog.records.js';
import {
  Brand,
  cards,
  Category,
  FilterRequest,
  HotDealsQuery,
  IdParams,
  ListingQuery,
  ProductDetail,
  ProductPage,
  RecentQuery,
  RecommendationsQuery,
  SearchQuery,
  SlugParams,
} from './catalog.schemas.js';
import { stockNoticeRequested } from '../stock-notices/index.js';
import { categoryBySlug, latestProducts, listBrands, productById, rootCategories, similarProducts, subCategories, visiblePrices } from './catalog.service.js';
import { listProductsBy, parseSort, type FilterCriterion } from './listing.service.js';

/** Paged listings answer the same shape everywhere: `{ products, totalCount, page, pageSize }`. */
const pageJson = (result: ProductPageRecord, { publicFilesUrl }: RequestContext) => ({
  products: result.items.map((p) => productCardJson(p, publicFilesUrl)),
  totalCount: result.totalCount,
  page: result.page,
  pageSize: result.pageSize,
});

const paging = (query: { page?: number; pageSize?: number }) => ({ page: query.page ?? 1, pageSize: query.pageSize ?? 20 });

/** Categories with their children, as every category route answers them. */
async function categoriesJson(context: RequestContext, categories: CategoryRecord[]) {
  const all = await context.loaders.categories();
  return categories.map((c) => categoryJson(c, all, context.publicFilesUrl));
}

const sortOf = (query: { sort?: string; sortBy?: string; sortOrder?: string }) => parseSort(query.sort ?? query.sortBy, query.sortOrder);

const categories = Type.Array(ref(Category));
export const catalogRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Categories',
    summary: 'Every active category, each with its subcategories',
    schema: { response: categories },
    handler: async ({ context }) => categoriesJson(context, await context.loaders.categories()),
  }),
  restRoute({
    method: 'GET',
    path: '/Categories/root',
    summary: 'The top-level categories, each with its subcategories',
    schema: { response: categories },
    handler: async ({ context }) => categoriesJson(context, await rootCategories(context)),
  }),
  restRoute({
    method: 'GET',
    path: '/Categories/:id/subcategories',
    summary: 'The children of a category',
    schema: { params: IdParams, response: categories },
    handler: async ({ params, context }) => categoriesJson(context, await subCategories(context, params.id)),
  }),
  restRoute({
    method: 'GET',
    path: '/Categories/slug/:slug',
    summary: 'A category by its slug',
    schema: { params: SlugParams, response: ref(Category) },
    handler: async ({ params, context }) =>
      categoryJson(await categoryBySlug(context, params.slug), await context.loaders.categories(), context.publicFilesUrl),
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/brands',
    summary: 'Every brand',
    schema: { response: Type.Array(ref(Brand)) },
    handler: async ({ context }) => listBrands(context),
  }),
  restRoute({
    method: 'GET',
    path: '/Products',
    summary: 'A page of all active products',
    schema: { querystring: ListingQuery, response: ProductPage },
    handler: async ({ query, context }) => pageJson(await listProductsBy(context, { ...paging(query), sort: sortOf(query) }), context),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/brand/:brandSlug',
    summary: "A page of a brand's products",
    schema: { params: Type.Object({ brandSlug: Text(200) }), querystring: ListingQuery, response: ProductPage },
    handler: async ({ params, query, context }) =>
      pageJson(await listProductsBy(context, { brandSlug: params.brandSlug, ...paging(query), sort: sortOf(query) }), context),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/category/slug/:slug',
    summary: "A page of a category's products, its subcategories' included",
    schema: { params: SlugParams, querystring: ListingQuery, response: ProductPage },
    handler: async ({ params, query, context }) =>
      pageJson(await listProductsBy(context, { categorySlug: params.slug, ...paging(query), sort: sortOf(query) }), context),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/hot-deals',
    summary: 'The hot deals, those in stock first, newest first within each',
    schema: { querystring: HotDealsQuery, response: cards },
    handler: async ({ query, context }) =>
      (await latestProducts(context, { limit: query.limit ?? 10, hotDealsOnly: true })).map((p) => productCardJson(p, context.publicFilesUrl)),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/recent',
    summary: 'The newest products, optionally of a category and its subcategories',
    schema: { querystring: RecentQuery, response: Type.Object({ recentlyAdded: cards }) },
    handler: async ({ query, context }) => ({
      recentlyAdded: (await latestProducts(context, { limit: query.limit ?? 10, categoryId: query.categoryId })).map((p) =>
        productCardJson(p, context.publicFilesUrl),
      ),
    }),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/recommendations',
    summary: 'Products like a product, or of a category',
    schema: { querystring: RecommendationsQuery, response: cards },
    handler: async ({ query, context }) =>
      (await similarProducts(context, { productId: query.productId, categoryId: query.categoryId, limit: query.limit ?? 6 })).map((p) =>
        productCardJson(p, context.publicFilesUrl),
      ),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/search',
    summary: 'Products matching a text (prefixes, typos from four letters), best first',
    schema: {
      querystring: SearchQuery,
      response: Type.Object({
        products: cards,
        totalCount: Type.Integer(),
        totalCountIsLowerBound: Type.Boolean({ description: 'Always false: the count is exact' }),
      }),
    },
    handler: async ({ query, context }) => {
      const { page, pageSize } = paging(query);
      const result = await searchProducts(context, query.q ?? query.search ?? '', page, pageSize);
      return {
        products: result.items.map((p) => productCardJson(p, context.publicFilesUrl)),
        totalCount: result.totalCount,
        totalCountIsLowerBound: result.totalCountIsLowerBound,
      };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/Products/filter',
    summary: 'A page of products by category, filter options, price range and sort',
    // The spec's clients post this form as multipart too; it carries no files.
    multipart: { maxFiles: 0, maxFileBytes: 0 },
    nestedFields: true,
    schema: { body: FilterRequest, response: Type.Object({ products: cards, totalCount: Type.Integer() }) },
    handler: async ({ body, context }) => {
      const result = await listProductsBy(context, {
        categoryId: body.categoryId || null,
        filters: (body.filterCriteria ?? []).map((criterion) => ownFields<FilterCriterion>(criterion)),
        minPrice: body.minPrice,
        maxPrice: body.maxPrice,
        sort: parseSort(body.sort ?? body.sortBy, body.sortOrder),
        ...paging(body),
      });
      return { products: result.items.map((p) => productCardJson(p, context.publicFilesUrl)), totalCount: result.totalCount };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Products/:id',
    summary: "A product's details, priced for the viewer",
    schema: { params: IdParams, response: ref(ProductDetail) },
    handler: async ({ params, context }) => {
      const product = await productById(context, params.id);
      const [images, prices, categories, notifyMeRequested] = await Promise.all([
        context.loaders.imagesByProduct.load(product.id),
        visiblePrices(context, product),
        context.loaders.categories(),
        stockNoticeRequested(context, product),
      ]);
      return { ...productDetailJson(product, images, prices, categories, context.publicFilesUrl), notifyMeRequested };
    },
  }),
];
