import Type from 'typebox';
import { notFound } from '../../errors.js';
import { ownFields } from '../../input.js';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { ref, Text } from '../../rest/schema.js';
import { searchProducts } from '../search/search.service.js';
import { categoryJson, productCardJson, productDetailJson } from './catalog.json.js';
import type { ProductPageRecord } from './catalog.records.js';
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
import { checkCategoryId, descendantIds, findProduct, latestProducts, listBrands, similarProducts, visiblePrices } from './catalog.service.js';
import { listProductsBy, parseSort, type FilterCriterion } from './listing.service.js';

/** Paged listings answer the same shape everywhere: `{ products, totalCount, page, pageSize }`. */
const pageJson = (result: ProductPageRecord) => ({
  products: result.items.map(productCardJson),
  totalCount: result.totalCount,
  page: result.page,
  pageSize: result.pageSize,
});

const paging = (query: { page?: number; pageSize?: number }) => ({ page: query.page ?? 1, pageSize: query.pageSize ?? 20 });

const categories = Type.Array(ref(Category));
export const catalogRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Categories',
    summary: 'Every active category, each with its subcategories',
    schema: { response: categories },
    handler: async ({ context }) => {
      const all = await context.loaders.categories();
      return all.map((c) => categoryJson(c, all));
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Categories/root',
    summary: 'The top-level categories, each with its subcategories',
    schema: { response: categories },
    handler: async ({ context }) => {
      const all = await context.loaders.categories();
      return all.filter((c) => c.parentId === null).map((c) => categoryJson(c, all));
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Categories/:id/subcategories',
    summary: 'The children of a category',
    schema: { params: IdParams, response: categories },
    handler: async ({ params, context }) => {
      const all = await context.loaders.categories();
      if (!all.some((c) => c.id === params.id)) throw notFound('Category not found');
      return all.filter((c) => c.parentId === params.id).map((c) => categoryJson(c, all));
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Categories/slug/:slug',
    summary: 'A category by its slug',
    schema: { params: SlugParams, response: ref(Category) },
    handler: async ({ params, context }) => {
      const all = await context.loaders.categories();
      const category = all.find((c) => c.slug === params.slug);
      if (!category) throw notFound('Category not found');
      return categoryJson(category, all);
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/brands',
    summary: 'Every brand',
    schema: { response: Type.Array(ref(Brand)) },
    handler: async ({ context }) => listBrands(context.em),
  }),
  restRoute({
    method: 'GET',
    path: '/Products',
    summary: 'A page of all active products',
    schema: { querystring: ListingQuery, response: ProductPage },
    handler: async ({ query, context: { em, viewer, catalogue } }) =>
      pageJson(await listProductsBy(em, viewer, { ...paging(query), sort: parseSort(query.sort ?? query.sortBy, query.sortOrder) }, catalogue)),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/brand/:brandSlug',
    summary: 'A page of a brand\'s products',
    schema: { params: Type.Object({ brandSlug: Text(200) }), querystring: ListingQuery, response: ProductPage },
    handler: async ({ params, query, context: { em, viewer, catalogue } }) => {
      // Paths match case-insensitively, so a brand slug does too ("westernDigital" = "westerndigital").
      const brand = (await listBrands(em)).find((b) => b.slug.toLowerCase() === params.brandSlug.toLowerCase());
      if (!brand) throw notFound('Brand not found');
      return pageJson(await listProductsBy(em, viewer, { brandSlug: brand.slug, ...paging(query), sort: parseSort(query.sort ?? query.sortBy, query.sortOrder) }, catalogue));
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Products/category/slug/:slug',
    summary: 'A page of a category\'s products, its subcategories\' included',
    schema: { params: SlugParams, querystring: ListingQuery, response: ProductPage },
    handler: async ({ params, query, context: { em, viewer, loaders, catalogue } }) => {
      const categories = await loaders.categories();
      const category = categories.find((c) => c.slug === params.slug);
      if (!category) throw notFound('Category not found');
      return pageJson(
        await listProductsBy(em, viewer, {
          categoryIds: descendantIds(categories, category.id),
          ...paging(query),
          sort: parseSort(query.sort ?? query.sortBy, query.sortOrder),
        }, catalogue),
      );
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Products/hot-deals',
    summary: 'The newest hot deals',
    schema: { querystring: HotDealsQuery, response: cards },
    handler: async ({ query, context: { em, viewer } }) =>
      (await latestProducts(em, viewer, { limit: query.limit ?? 10, hotDealsOnly: true })).map(productCardJson),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/recent',
    summary: 'The newest products, optionally of a category and its subcategories',
    schema: { querystring: RecentQuery, response: Type.Object({ recentlyAdded: cards }) },
    handler: async ({ query, context: { em, viewer, loaders } }) => {
      const categoryIds = query.categoryId ? descendantIds(await loaders.categories(), checkCategoryId(query.categoryId)) : undefined;
      const items = await latestProducts(em, viewer, { limit: query.limit ?? 10, categoryIds });
      return { recentlyAdded: items.map(productCardJson) };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Products/recommendations',
    summary: 'Products like a product, or of a category',
    schema: { querystring: RecommendationsQuery, response: cards },
    handler: async ({ query, context: { em, viewer, loaders, catalogue } }) =>
      (
        await similarProducts(em, viewer, await loaders.categories(), {
          productId: query.productId,
          categoryId: query.categoryId,
          limit: query.limit ?? 6,
        }, catalogue)
      ).map(productCardJson),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/search',
    summary: 'Products matching a text (prefixes, typos from four letters), best first',
    schema: {
      querystring: SearchQuery,
      response: Type.Object({ products: cards, totalCount: Type.Integer(), totalCountIsLowerBound: Type.Boolean({ description: 'Always false: the count is exact' }) }),
    },
    handler: async ({ query, context: { em, viewer, catalogue } }) => {
      const { page, pageSize } = paging(query);
      const result = await searchProducts(em, viewer, catalogue, query.q ?? query.search ?? '', page, pageSize);
      return { products: result.items.map(productCardJson), totalCount: result.totalCount, totalCountIsLowerBound: result.totalCountIsLowerBound };
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
    handler: async ({ body, context: { em, viewer, loaders, catalogue } }) => {
      const categoryId = body.categoryId || null;
      const categories = categoryId ? await loaders.categories() : [];
      if (categoryId && !categories.some((c) => c.id === categoryId)) throw notFound('Category not found');
      const result = await listProductsBy(em, viewer, {
        categoryIds: categoryId ? descendantIds(categories, categoryId) : undefined,
        filters: (body.filterCriteria ?? []).map((criterion) => ownFields<FilterCriterion>(criterion)),
        minPrice: body.minPrice,
        maxPrice: body.maxPrice,
        sort: parseSort(body.sort ?? body.sortBy, body.sortOrder),
        ...paging(body),
      }, catalogue);
      return { products: result.items.map(productCardJson), totalCount: result.totalCount };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Products/:id',
    summary: 'A product\'s details, priced for the viewer',
    schema: { params: IdParams, response: ref(ProductDetail) },
    handler: async ({ params, context: { em, viewer, loaders } }) => {
      const product = await findProduct(em, viewer, params.id);
      if (!product) throw notFound('Product not found');
      const [images, prices, categories] = await Promise.all([
        loaders.imagesByProduct.load(product.id),
        visiblePrices(product, viewer, (id) => loaders.pricesByProduct.load(id)),
        loaders.categories(),
      ]);
      return productDetailJson(product, images, prices, categories);
    },
  }),
];
