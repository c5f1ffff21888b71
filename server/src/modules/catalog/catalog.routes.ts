import { badInput } from '../../errors.js';
import { ownFields } from '../../input.js';
import { expandFormBody, intParam, numberParam, paging } from '../../rest/params.js';
import type { RestRoute } from '../../rest/route.js';
import { searchProducts } from '../search/search.service.js';
import { categoryJson, productCardJson, productDetailJson } from './catalog.json.js';
import type { RequestContext } from '../../request-context.js';
import type { CategoryRecord, ProductPageRecord } from './catalog.records.js';
import { categoryBySlug, latestProducts, listBrands, productById, rootCategories, similarProducts, subCategories, visiblePrices } from './catalog.service.js';
import { listProductsBy, parseSort, type FilterCriterion } from './listing.service.js';

/** Paged listings answer the same shape everywhere: `{ products, totalCount, page, pageSize }`. */
const pageJson = (result: ProductPageRecord) => ({
  products: result.items.map(productCardJson),
  totalCount: result.totalCount,
  page: result.page,
  pageSize: result.pageSize,
});

function criteriaOf(value: unknown): FilterCriterion[] {
  if (value === undefined || value === null || value === '') return [];
  if (!Array.isArray(value)) throw badInput('filterCriteria must be a list');
  return value.map((item: unknown) => {
    const c = ownFields(item);
    return {
      filterId: String(c.filterId ?? ''),
      filterOptionIds: c.filterOptionIds === null || c.filterOptionIds === undefined ? null : ([] as unknown[]).concat(c.filterOptionIds).map(String),
      customValue: c.customValue === null || c.customValue === undefined ? null : String(c.customValue),
      minValue: numberParam(c.minValue, 'minValue'),
      maxValue: numberParam(c.maxValue, 'maxValue'),
    };
  });
}

/** The sort of a listing's query string: `sort`, or `sortBy` with `sortOrder`. */
const sortParam = (query: Record<string, string | undefined>) => parseSort(query.sort ?? query.sortBy, query.sortOrder);

/** Categories with their children, as every category route answers them. */
async function categoriesJson(context: RequestContext, categories: CategoryRecord[]) {
  const all = await context.loaders.categories();
  return categories.map((c) => categoryJson(c, all));
}

/** A text field that may be left out; anything but text (a number, a list) is refused. */
function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badInput(`${name} must be text`);
  return value;
}

export const catalogRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/Categories',
    handler: async ({ context }) => categoriesJson(context, await context.loaders.categories()),
  },
  {
    method: 'GET',
    path: '/Categories/root',
    handler: async ({ context }) => categoriesJson(context, await rootCategories(context)),
  },
  {
    method: 'GET',
    path: '/Categories/:id/subcategories',
    handler: async ({ params, context }) => categoriesJson(context, await subCategories(context, params.id!)),
  },
  {
    method: 'GET',
    path: '/Categories/slug/:slug',
    handler: async ({ params, context }) => categoryJson(await categoryBySlug(context, params.slug!), await context.loaders.categories()),
  },
  {
    method: 'GET',
    path: '/Admin/brands',
    handler: async ({ context }) => listBrands(context),
  },
  {
    method: 'GET',
    path: '/Products',
    handler: async ({ query, context }) => pageJson(await listProductsBy(context, { ...paging(query), sort: sortParam(query) })),
  },
  {
    method: 'GET',
    path: '/Products/brand/:brandSlug',
    handler: async ({ params, query, context }) => pageJson(await listProductsBy(context, { brandSlug: params.brandSlug!, ...paging(query), sort: sortParam(query) })),
  },
  {
    method: 'GET',
    path: '/Products/category/slug/:slug',
    handler: async ({ params, query, context }) => pageJson(await listProductsBy(context, { categorySlug: params.slug!, ...paging(query), sort: sortParam(query) })),
  },
  {
    method: 'GET',
    path: '/Products/hot-deals',
    handler: async ({ query, context }) => (await latestProducts(context, { limit: intParam(query.limit, 'limit', 10), hotDealsOnly: true })).map(productCardJson),
  },
  {
    method: 'GET',
    path: '/Products/recent',
    handler: async ({ query, context }) => ({
      recentlyAdded: (await latestProducts(context, { limit: intParam(query.limit, 'limit', 10), categoryId: query.categoryId })).map(productCardJson),
    }),
  },
  {
    method: 'GET',
    path: '/Products/recommendations',
    handler: async ({ query, context }) =>
      (await similarProducts(context, { productId: query.productId, categoryId: query.categoryId, limit: intParam(query.limit, 'limit', 6) })).map(productCardJson),
  },
  {
    method: 'GET',
    path: '/Products/search',
    handler: async ({ query, context }) => {
      const { page, pageSize } = paging(query);
      const result = await searchProducts(context, query.q ?? query.search ?? '', page, pageSize);
      return { products: result.items.map(productCardJson), totalCount: result.totalCount, totalCountIsLowerBound: result.totalCountIsLowerBound };
    },
  },
  {
    method: 'POST',
    path: '/Products/filter',
    // The spec's clients post this form as multipart too; it carries no files.
    multipart: { maxFiles: 0, maxFileBytes: 0 },
    handler: async ({ body, context }) => {
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw badInput('The request body must be an object');
      const input = expandFormBody(body as Record<string, unknown>);
      const result = await listProductsBy(context, {
        categoryId: input.categoryId ? String(input.categoryId) : null,
        filters: criteriaOf(input.filterCriteria),
        minPrice: numberParam(input.minPrice, 'minPrice'),
        maxPrice: numberParam(input.maxPrice, 'maxPrice'),
        sort: parseSort(optionalText(input.sort, 'sort') ?? optionalText(input.sortBy, 'sortBy'), optionalText(input.sortOrder, 'sortOrder')),
        ...paging(input),
      });
      return { products: result.items.map(productCardJson), totalCount: result.totalCount };
    },
  },
  {
    method: 'GET',
    path: '/Products/:id',
    handler: async ({ params, context }) => {
      const product = await productById(context, params.id!);
      const [images, prices, categories] = await Promise.all([
        context.loaders.imagesByProduct.load(product.id),
        visiblePrices(context, product),
        context.loaders.categories(),
      ]);
      return productDetailJson(product, images, prices, categories);
    },
  },
];
