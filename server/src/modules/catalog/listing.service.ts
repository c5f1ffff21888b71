import { isUuid } from '../../db/sql.js';
import { badInput } from '../../errors.js';
import { ownFields } from '../../input.js';
import type { RequestContext } from '../../request-context.js';
import type { ListingFilter, ListingQuery } from '../catalogue-index/index.js';
import type { ProductPageRecord } from './catalog.records.js';
import { brandBySlug, brandNotFound, categoryById, categoryBySlug, checkCategoryId, descendantIds, listBrands, productsInOrder } from './catalog.service.js';
import { MIN_SEARCH_LENGTH } from './search.service.js';
import { checkPaging } from '../../paging.js';

export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'name_asc', 'name_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** One filter criterion: options of one filter (any of them), a custom value, or a numeric range. */
export interface FilterCriterion {
  filterId: string;
  filterOptionIds?: readonly string[] | null;
  customValue?: string | null;
  minValue?: number | null;
  maxValue?: number | null;
}

export interface ListingCriteria {
  /** A category and all its descendants. */
  categoryIds?: readonly string[];
  brandId?: string;
  /** Search text: only products it finds, best matches first unless sorted. */
  searchText?: string;
  hotDealsOnly?: boolean;
  filters?: readonly FilterCriterion[];
  /** AZN, in the viewer's tier. */
  minPrice?: number | null;
  maxPrice?: number | null;
  sort?: ProductSort | null;
  page: number;
  pageSize: number;
}

function checkPrice(value: number | null | undefined, name: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw badInput(`${name} must be a number of at least 0`, 'priceInvalid');
  return Math.round(value * 100);
}

/** Checks the criteria and merges them per filter: options of one filter combine with OR, different filters with AND. */
function filtersOf(criteria: readonly FilterCriterion[]): ListingFilter[] {
  const byFilter = new Map<string, ListingFilter>();
  for (const c of criteria.map((criterion) => ownFields<FilterCriterion>(criterion))) {
    if (!isUuid(c.filterId)) throw badInput('filterId must be a filter id', 'filterInvalid');
    // Loose clients send nulls and empty strings among the ids: they are skipped.
    const options = (c.filterOptionIds ?? []).filter((id) => (id as string | null) !== null && id !== '');
    if (options.some((id) => !isUuid(id))) throw badInput('filterOptionIds must be option ids', 'filterInvalid');
    for (const bound of [c.minValue, c.maxValue]) {
      if (bound !== null && bound !== undefined && !Number.isFinite(bound)) throw badInput('minValue and maxValue must be numbers', 'filterInvalid');
    }
    const custom = c.customValue?.trim() || null;
    const hasRange = (c.minValue ?? null) !== null || (c.maxValue ?? null) !== null;
    if (options.length === 0 && !custom && !hasRange) continue;
    const merged = byFilter.get(c.filterId) ?? { filterId: c.filterId, optionIds: [] };
    byFilter.set(c.filterId, {
      filterId: c.filterId,
      optionIds: [...(merged.optionIds ?? []), ...options],
      customValue: custom ?? merged.customValue ?? null,
      minValue: c.minValue ?? merged.minValue ?? null,
      maxValue: c.maxValue ?? merged.maxValue ?? null,
    });
  }
  return [...byFilter.values()];
}

/** A listing as callers ask for it: a category by id or by slug, a brand by slug (404 when there is none). */
export interface ListingRequest extends Omit<ListingCriteria, 'categoryIds' | 'brandId'> {
  categoryId?: string | null;
  categorySlug?: string;
  brandSlug?: string;
}

/** The category (and everything below it) and the brand a request names, looked up as everywhere else. */
async function lookUpCriteria(ctx: RequestContext, { categoryId, categorySlug, brandSlug, ...request }: ListingRequest): Promise<ListingCriteria> {
  const category = categorySlug !== undefined ? await categoryBySlug(ctx, categorySlug) : categoryId ? await categoryById(ctx, categoryId) : null;
  return {
    ...request,
    // The category itself comes first (descendantIds).
    categoryIds: category ? descendantIds(await ctx.loaders.categories(), category.id) : undefined,
    brandId: brandSlug === undefined ? undefined : (await brandBySlug(ctx, brandSlug)).id,
  };
}

/** The catalogue engine's question for checked criteria (a 400 naming the field otherwise), facets aside. */
function listingQueryOf(tier: number, criteria: ListingCriteria): ListingQuery {
  const { page, pageSize } = criteria;
  checkPaging(page, pageSize);
  const sort = criteria.sort ?? null;
  if (sort !== null && !PRODUCT_SORTS.includes(sort)) throw badInput(`sort must be one of ${PRODUCT_SORTS.join(', ')}`, 'sortInvalid');
  const minPrice = checkPrice(criteria.minPrice, 'minPrice');
  const maxPrice = checkPrice(criteria.maxPrice, 'maxPrice');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) throw badInput('minPrice cannot be above maxPrice', 'priceRangeInvalid');
  return {
    tier,
    categoryIds: criteria.categoryIds ?? null,
    brandId: criteria.brandId ?? null,
    hotDealsOnly: criteria.hotDealsOnly ?? false,
    filters: filtersOf(criteria.filters ?? []),
    text: criteria.searchText?.trim() ?? null,
    minPrice,
    maxPrice,
    sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  };
}

/**
 * Every product listing of the shop (category, brand, search text, hot deals, filtered, sorted, priced):
 * the catalogue engine picks, counts and orders the page, the database reads the page's rows by id. The
 * facet counts, when asked for, are the engine's too, for the same question (the filters module names
 * the filters to count).
 */
export async function listProductsBy(ctx: RequestContext, request: ListingRequest): Promise<ProductPageRecord> {
  const criteria = await lookUpCriteria(ctx, request);
  const { page, pageSize } = criteria;
  const question = listingQueryOf(ctx.viewer.tier, criteria);
  if (typeof question.text === 'string' && question.text.length < MIN_SEARCH_LENGTH) return { items: [], totalCount: 0, page, pageSize };
  const found = await ctx.catalogue.query(question);
  return {
    items: await productsInOrder(ctx, found.ids),
    totalCount: found.total,
    page,
    pageSize,
    facets: {
      categoryId: criteria.categoryIds?.[0] ?? null,
      counts: async (counted) => (await ctx.catalogue.query({ ...question, offset: 0, limit: 0, facets: counted })).facets ?? [],
    },
  };
}

/** Reads a sort given as the spec's `price_asc` …, as `sortBy` + `sortOrder` (price/name/createdDate + asc/desc), or as an enum name. */
export function parseSort(sort?: string | null, sortOrder?: string | null): ProductSort | null {
  if (!sort) return null;
  const key = sort.trim().toLowerCase();
  if ((PRODUCT_SORTS as readonly string[]).includes(key)) return key as ProductSort;
  const desc = sortOrder?.trim().toLowerCase() === 'desc';
  if (key === 'price') return desc ? 'price_desc' : 'price_asc';
  if (key === 'name') return desc ? 'name_desc' : 'name_asc';
  if (key === 'newest' || key === 'createddate' || key === 'created_at' || key === 'createdat') return 'newest';
  throw badInput(`sort must be one of ${PRODUCT_SORTS.join(', ')}`, 'sortInvalid');
}

/** What one storefront listing asks for (the GraphQL `ProductListInput`). */
export interface ProductListRequest {
  categoryId?: string | null;
  categorySlug?: string | null;
  brandId?: string | null;
  brandSlug?: string | null;
  search?: string | null;
  hotDealsOnly?: boolean | null;
  filterCriteria?: readonly FilterCriterion[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  sort?: ProductSort | null;
  page?: number | null;
  pageSize?: number | null;
}

/**
 * Any storefront listing: a category (by id or slug, with everything below it), a brand (by id or
 * slug), search text, hot deals only, filter criteria, a price range, a sort and a page, all together.
 * An unknown category or brand is NOT_FOUND.
 */
export async function listProducts(ctx: RequestContext, request: ProductListRequest): Promise<ProductPageRecord> {
  // Every field is optional: one left out must read as absent, never as an inherited value.
  const input = ownFields<ProductListRequest>(request);
  if (input.categoryId && input.categorySlug) throw badInput('Give categoryId or categorySlug, not both', 'categoryInvalid');
  if (input.brandId && input.brandSlug) throw badInput('Give brandId or brandSlug, not both', 'brandInvalid');
  let brandSlug = input.brandSlug ?? undefined;
  if (input.brandId) {
    if (!isUuid(input.brandId)) throw badInput('brandId must be a brand id', 'brandInvalid');
    brandSlug = (await listBrands(ctx)).find((b) => b.id === input.brandId)?.slug;
    if (brandSlug === undefined) throw brandNotFound();
  }
  return listProductsBy(ctx, {
    categoryId: input.categoryId ? checkCategoryId(input.categoryId) : null,
    categorySlug: input.categorySlug ?? undefined,
    brandSlug,
    searchText: input.search ?? undefined,
    hotDealsOnly: input.hotDealsOnly ?? false,
    filters: input.filterCriteria ?? [],
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    sort: input.sort ?? null,
    // Left out: the default; an explicit null is no page at all (checkPaging refuses it, naming the field).
    page: input.page === undefined ? 1 : (input.page ?? NaN),
    pageSize: input.pageSize === undefined ? 20 : (input.pageSize ?? NaN),
  });
}
