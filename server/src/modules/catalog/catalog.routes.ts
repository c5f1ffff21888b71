import { notFound, badInput } from '../../errors.js';
import { ownFields } from '../../input.js';
import { expandFormBody, intParam, numberParam, paging } from '../../rest/params.js';
import type { RestRoute } from '../../rest/route.js';
import { searchProducts } from '../search/search.service.js';
import { categoryJson, productCardJson, productDetailJson } from './catalog.json.js';
import type { ProductPageRecord } from './catalog.records.js';
import { checkCategoryId, descendantIds, findProduct, latestProducts, listBrands, similarProducts, visiblePrices } from './catalog.service.js';
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
    handler: async ({ context }) => {
      const all = await context.loaders.categories();
      return all.map((c) => categoryJson(c, all));
    },
  },
  {
    method: 'GET',
    path: '/Categories/root',
    handler: async ({ context }) => {
      const all = await context.loaders.categories();
      return all.filter((c) => c.parentId === null).map((c) => categoryJson(c, all));
    },
  },
  {
    method: 'GET',
    path: '/Categories/:id/subcategories',
    handler: async ({ params, context }) => {
      const all = await context.loaders.categories();
      if (!all.some((c) => c.id === params.id)) throw notFound('Category not found');
      return all.filter((c) => c.parentId === params.id).map((c) => categoryJson(c, all));
    },
  },
  {
    method: 'GET',
    path: '/Categories/slug/:slug',
    handler: async ({ params, context }) => {
      const all = await context.loaders.categories();
      const category = all.find((c) => c.slug === params.slug);
      if (!category) throw notFound('Category not found');
      return categoryJson(category, all);
    },
  },
  {
    method: 'GET',
    path: '/Admin/brands',
    handler: async ({ context }) => listBrands(context.em),
  },
  {
    method: 'GET',
    path: '/Products',
    handler: async ({ query, context: { em, viewer, catalogue } }) =>
      pageJson(await listProductsBy(em, viewer, { ...paging(query), sort: parseSort(query.sort ?? query.sortBy, query.sortOrder) }, catalogue)),
  },
  {
    method: 'GET',
    path: '/Products/brand/:brandSlug',
    handler: async ({ params, query, context: { em, viewer, catalogue } }) => {
      // Paths match case-insensitively, so a brand slug does too ("westernDigital" = "westerndigital").
      const brand = (await listBrands(em)).find((b) => b.slug.toLowerCase() === params.brandSlug!.toLowerCase());
      if (!brand) throw notFound('Brand not found');
      return pageJson(await listProductsBy(em, viewer, { brandSlug: brand.slug, ...paging(query), sort: parseSort(query.sort ?? query.sortBy, query.sortOrder) }, catalogue));
    },
  },
  {
    method: 'GET',
    path: '/Products/category/slug/:slug',
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
  },
  {
    method: 'GET',
    path: '/Products/hot-deals',
    handler: async ({ query, context: { em, viewer } }) =>
      (await latestProducts(em, viewer, { limit: intParam(query.limit, 'limit', 10), hotDealsOnly: true })).map(productCardJson),
  },
  {
    method: 'GET',
    path: '/Products/recent',
    handler: async ({ query, context: { em, viewer, loaders } }) => {
      const categoryIds = query.categoryId ? descendantIds(await loaders.categories(), checkCategoryId(query.categoryId)) : undefined;
      const items = await latestProducts(em, viewer, { limit: intParam(query.limit, 'limit', 10), categoryIds });
      return { recentlyAdded: items.map(productCardJson) };
    },
  },
  {
    method: 'GET',
    path: '/Products/recommendations',
    handler: async ({ query, context: { em, viewer, loaders, catalogue } }) =>
      (
        await similarProducts(em, viewer, await loaders.categories(), {
          productId: query.productId,
          categoryId: query.categoryId,
          limit: intParam(query.limit, 'limit', 6),
        }, catalogue)
      ).map(productCardJson),
  },
  {
    method: 'GET',
    path: '/Products/search',
    handler: async ({ query, context: { em, viewer, catalogue } }) => {
      const { page, pageSize } = paging(query);
      const result = await searchProducts(em, viewer, catalogue, query.q ?? query.search ?? '', page, pageSize);
      return { products: result.items.map(productCardJson), totalCount: result.totalCount, totalCountIsLowerBound: result.totalCountIsLowerBound };
    },
  },
  {
    method: 'POST',
    path: '/Products/filter',
    // The spec's clients post this form as multipart too; it carries no files.
    multipart: { maxFiles: 0, maxFileBytes: 0 },
    handler: async ({ body, context: { em, viewer, loaders, catalogue } }) => {
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw badInput('The request body must be an object');
      const input = expandFormBody(body as Record<string, unknown>);
      const categoryId = input.categoryId ? String(input.categoryId) : null;
      const categories = categoryId ? await loaders.categories() : [];
      if (categoryId && !categories.some((c) => c.id === categoryId)) throw notFound('Category not found');
      const result = await listProductsBy(em, viewer, {
        categoryIds: categoryId ? descendantIds(categories, categoryId) : undefined,
        filters: criteriaOf(input.filterCriteria),
        minPrice: numberParam(input.minPrice, 'minPrice'),
        maxPrice: numberParam(input.maxPrice, 'maxPrice'),
        sort: parseSort(optionalText(input.sort, 'sort') ?? optionalText(input.sortBy, 'sortBy'), optionalText(input.sortOrder, 'sortOrder')),
        ...paging(input),
      }, catalogue);
      return { products: result.items.map(productCardJson), totalCount: result.totalCount };
    },
  },
  {
    method: 'GET',
    path: '/Products/:id',
    handler: async ({ params, context: { em, viewer, loaders } }) => {
      const product = await findProduct(em, viewer, params.id ?? '');
      if (!product) throw notFound('Product not found');
      const [images, prices, categories] = await Promise.all([
        loaders.imagesByProduct.load(product.id),
        visiblePrices(product, viewer, (id) => loaders.pricesByProduct.load(id)),
        loaders.categories(),
      ]);
      return productDetailJson(product, images, prices, categories);
    },
  },
];
