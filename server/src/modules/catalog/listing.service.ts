import { isUuid, pgArray, query } from '../../db/sql.js';
import { badInput } from '../../errors.js';
import { ownFields } from '../../input.js';
import type { RequestContext } from '../../request-context.js';
import type { Viewer } from '../accounts/accounts.types.js';
import type { ListingFacetBase, ProductPageRecord } from './catalog.records.js';
import {
  brandBySlug,
  brandNotFound,
  categoryById,
  categoryBySlug,
  checkCategoryId,
  descendantIds,
  listBrands,
  productsInOrder,
  toProduct,
  type ProductSqlRow,
} from './catalog.service.js';
import { PRICE_TIERS } from '../pricing/index.js';
import { MIN_SEARCH_LENGTH } from './search.service.js';
import { PRODUCT_COLUMNS } from './catalog.sql.js';
import { checkPaging } from '../../paging.js';

export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'name_asc', 'name_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Sort keys of the listing read model, by the aliases its page query carries out (`k_price` …). */
const ORDER_BY: Record<ProductSort, string> = {
  price_asc: 'k_price asc, k_id',
  price_desc: 'k_price desc, k_id',
  name_asc: 'k_name asc, k_id',
  name_desc: 'k_name desc, k_id',
  newest: 'k_created desc, k_id',
};
/** A search's own order, best match first (the rank the catalogue engine gave each match). */
const BEST_MATCH_FIRST = 'k_rank, k_id';

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
  brandSlug?: string;
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

/** Merges criteria per filter: options of one filter combine with OR, different filters with AND. */
function normalizeCriteria(criteria: readonly FilterCriterion[]): FilterCriterion[] {
  const byFilter = new Map<string, FilterCriterion>();
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
    const merged = byFilter.get(c.filterId) ?? { filterId: c.filterId, filterOptionIds: [] };
    byFilter.set(c.filterId, {
      ...merged,
      filterOptionIds: [...(merged.filterOptionIds ?? []), ...options],
      customValue: custom ?? merged.customValue ?? null,
      minValue: c.minValue ?? merged.minValue ?? null,
      maxValue: c.maxValue ?? merged.maxValue ?? null,
    });
  }
  return [...byFilter.values()];
}

/** A filter given by its options alone (any of them), as the sidebar's checkboxes give it. */
function isOptionsOnly(c: FilterCriterion): boolean {
  return Boolean(c.filterOptionIds?.length) && !c.customValue && (c.minValue ?? null) === null && (c.maxValue ?? null) === null;
}

/** A listing as callers ask for it: a category by id or by slug, a brand by slug (404 when there is none). */
export interface ListingRequest extends Omit<ListingCriteria, 'categoryIds'> {
  categoryId?: string | null;
  categorySlug?: string;
}

/** The category (and everything below it) and the brand a request names, looked up as everywhere else. */
async function lookUpCriteria(ctx: RequestContext, { categoryId, categorySlug, ...request }: ListingRequest): Promise<ListingCriteria> {
  const category = categorySlug !== undefined ? await categoryBySlug(ctx, categorySlug) : categoryId ? await categoryById(ctx, categoryId) : null;
  return {
    ...request,
    // The category itself comes first (descendantIds).
    categoryIds: category ? descendantIds(await ctx.loaders.categories(), category.id) : undefined,
    brandSlug: request.brandSlug === undefined ? undefined : (await brandBySlug(ctx, request.brandSlug)).slug,
  };
}

/**
 * Every product listing of the shop (category, brand, search text, hot deals, filtered, sorted, priced).
 * The catalogue engine picks, counts and orders the page; the database reads the page's rows. Listings
 * the engine does not answer (a brand page, custom-value and numeric-range filters, search text with
 * anything else) run as one SQL statement on the listing read model (product_listing), with the same
 * filters and order, restricted to the search's matches when there is text.
 */
export async function listProductsBy(ctx: RequestContext, request: ListingRequest): Promise<ProductPageRecord> {
  const { em, viewer, catalogue } = ctx;
  const criteria = await lookUpCriteria(ctx, request);
  const { page, pageSize } = criteria;
  let listing = buildListingQuery(viewer, criteria);
  const { filters } = listing;
  const text = criteria.searchText?.trim();
  if (text !== undefined && text.length < MIN_SEARCH_LENGTH) return { items: [], totalCount: 0, page, pageSize };
  // Every match of the text, best first: asked once, by the listing or by its facet counts.
  let matches: Promise<readonly string[]> | null = null;
  const allMatches = (searched: string) =>
    (matches ??= catalogue
      .search({ text: searched, tier: viewer.tier, offset: 0, limit: Number.MAX_SAFE_INTEGER, remember: false })
      .then((found) => found.ids));
  const facets = facetBase(ctx, criteria, listing, text === undefined ? null : () => allMatches(text));
  if (text !== undefined) {
    // The engine ranks the matches. Alone, the text's page is the engine's answer; with anything
    // else, the listing statement keeps those of all the matches that meet it.
    if (isTextOnly(criteria)) {
      const found = await catalogue.search({ text, tier: viewer.tier, offset: (page - 1) * pageSize, limit: pageSize });
      return { items: await productsInOrder(ctx, found.ids), totalCount: found.total, page, pageSize, facets };
    }
    listing = buildListingQuery(viewer, criteria, await allMatches(text));
  } else if (criteria.brandSlug === undefined && filters.every(isOptionsOnly)) {
    const found = await catalogue.list({
      tier: viewer.tier,
      categoryIds: criteria.categoryIds,
      hotDealsOnly: criteria.hotDealsOnly,
      optionGroups: filters.map((f) => f.filterOptionIds!),
      minPrice: listing.minPrice,
      maxPrice: listing.maxPrice,
      sort: listing.sort,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { items: await productsInOrder(ctx, found.ids), totalCount: found.total, page, pageSize, facets };
  }
  const { sql, params, from, where, whereParams } = listing;
  const rows = await query<ProductSqlRow>(em, sql, params);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page the window count has no row to ride on: count separately.
    const [row] = await query<{ n: number }>(em, `select count(*)::int as n from ${from} where ${where}`, whereParams);
    totalCount = row?.n ?? 0;
  }
  return { items: rows.map((row) => toProduct(row, ctx.language)), totalCount, page, pageSize, facets };
}

/**
 * A listing as its facet counts see it: the engine's conditions and the chosen options by filter; a
 * brand and custom-value or range filters (which the engine does not hold) become the set of products
 * they leave, read on demand in one statement, within the search's matches when there is text.
 */
function facetBase(
  ctx: RequestContext,
  criteria: ListingCriteria,
  listing: ReturnType<typeof buildListingQuery>,
  searchMatches: (() => Promise<readonly string[]>) | null,
): ListingFacetBase {
  const otherFilters = listing.filters.filter((f) => !isOptionsOnly(f));
  const narrowed = criteria.brandSlug !== undefined || otherFilters.length > 0;
  return {
    categoryId: criteria.categoryIds?.[0] ?? null,
    query: {
      tier: ctx.viewer.tier,
      categoryIds: criteria.categoryIds,
      hotDealsOnly: criteria.hotDealsOnly,
      minPrice: listing.minPrice,
      maxPrice: listing.maxPrice,
      chosen: listing.filters.filter(isOptionsOnly).map((f) => ({ filterId: f.filterId, optionIds: f.filterOptionIds! })),
    },
    within: async () => {
      const matched = searchMatches ? await searchMatches() : null;
      if (!narrowed) return matched;
      const { where, params } = listingConditions(ctx.viewer.tier, { brandSlug: criteria.brandSlug, otherFilters });
      const rows = await query<{ id: string }>(
        ctx.em,
        `select l.product_id as id from product_listing l where ${where}${matched ? ' and l.product_id = any(?::uuid[])' : ''}`,
        matched ? [...params, pgArray(matched)] : params,
      );
      return rows.map((r) => r.id);
    },
  };
}

/** Search text and nothing else to narrow or order by. */
function isTextOnly(c: ListingCriteria): boolean {
  const none = (value: unknown) => value === undefined || value === null;
  return none(c.categoryIds) && none(c.brandSlug) && !c.hotDealsOnly && !c.filters?.length && none(c.minPrice) && none(c.maxPrice) && none(c.sort);
}

/**
 * The listing statement for some criteria (also used to EXPLAIN it on a large catalogue); `rankedIds`
 * (a search's matches, best first) restricts it to those products, by default in that order.
 */
export function buildListingQuery(viewer: Viewer, criteria: ListingCriteria, rankedIds?: readonly string[]) {
  const { page, pageSize } = criteria;
  checkPaging(page, pageSize);
  const sort = criteria.sort ?? 'newest';
  if (!PRODUCT_SORTS.includes(sort)) throw badInput(`sort must be one of ${PRODUCT_SORTS.join(', ')}`, 'sortInvalid');
  const minPrice = checkPrice(criteria.minPrice, 'minPrice');
  const maxPrice = checkPrice(criteria.maxPrice, 'maxPrice');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) throw badInput('minPrice cannot be above maxPrice', 'priceRangeInvalid');
  const filters = normalizeCriteria(criteria.filters ?? []);
  const conditions = listingConditions(viewer.tier, {
    ...criteria,
    minPrice,
    maxPrice,
    optionGroups: filters.filter(isOptionsOnly).map((c) => c.filterOptionIds!),
    otherFilters: filters.filter((c) => !isOptionsOnly(c)),
  });
  // The search's matches with their rank (1 = best), joined in before the conditions' parameters.
  const matches = rankedIds ? ' join unnest(?::uuid[]) with ordinality as m(id, rank) on m.id = l.product_id' : '';
  const params = rankedIds ? [pgArray(rankedIds), ...conditions.params] : conditions.params;
  const order = rankedIds && !criteria.sort ? BEST_MATCH_FIRST : ORDER_BY[sort];
  const from = `product_listing l${matches}`;

  return {
    sql: `select ${PRODUCT_COLUMNS}, hits.total as "totalCount"
     from (${listingPageSql(viewer.tier, from, conditions.where, order, rankedIds ? 'm.rank' : '0')}) hits
     join product p on p.id = hits.k_id
     join category c on c.id = p.category_id
     join product_price pr on pr.product_id = p.id and pr.tier = ?
     order by ${order.replace(/k_/g, 'hits.k_')}`,
    params: [...params, pageSize, (page - 1) * pageSize, viewer.tier],
    sort,
    minPrice,
    maxPrice,
    filters,
    from,
    where: conditions.where,
    whereParams: params,
  };
}

export interface ListingConditions {
  categoryIds?: readonly string[];
  brandSlug?: string;
  hotDealsOnly?: boolean;
  /** Minor units of the tier price. */
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Each group: any of these option ids (array overlap, answered by the GIN index); all groups must hold. */
  optionGroups?: readonly (readonly string[])[];
  /** Custom-value and numeric-range filters (and options given with them), checked on product_filter. */
  otherFilters?: readonly FilterCriterion[];
}

/**
 * The conditions of a listing on the read model (alias `l`) and their parameters: shared by the listing
 * statement and the postgres catalogue engine, so both filter alike.
 */
export function listingConditions(tier: number, criteria: ListingConditions): { where: string; params: unknown[] } {
  if (!PRICE_TIERS.includes(tier as never)) throw new Error(`unknown price tier ${tier}`);
  // The tier is one of four known numbers, so its column name is safe to write into the statement.
  const price = `l.price_${tier}`;
  const where: string[] = ['l.is_active', `${price} is not null`];
  const params: unknown[] = [];
  if (criteria.categoryIds) {
    where.push('l.category_id = any(?::uuid[])');
    params.push(pgArray(criteria.categoryIds));
  }
  if (criteria.brandSlug !== undefined) {
    where.push('l.brand_id = (select id from brand where slug = ?)');
    params.push(criteria.brandSlug);
  }
  if (criteria.hotDealsOnly) where.push('l.is_hot_deal');
  if (criteria.minPrice !== null && criteria.minPrice !== undefined) {
    where.push(`${price} >= ?`);
    params.push(criteria.minPrice);
  }
  if (criteria.maxPrice !== null && criteria.maxPrice !== undefined) {
    where.push(`${price} <= ?`);
    params.push(criteria.maxPrice);
  }
  for (const group of criteria.optionGroups ?? []) {
    where.push('l.option_ids && ?::uuid[]');
    params.push(pgArray(group));
  }
  for (const c of criteria.otherFilters ?? []) {
    const conditions = ['pf.product_id = l.product_id', 'pf.filter_id = ?'];
    params.push(c.filterId);
    if (c.filterOptionIds?.length) {
      conditions.push('pf.filter_option_id = any(?::uuid[])');
      params.push(pgArray(c.filterOptionIds));
    }
    if (c.customValue) {
      conditions.push('lower(coalesce(pf.custom_value, (select o.value from filter_option o where o.id = pf.filter_option_id))) = lower(?)');
      params.push(c.customValue);
    }
    if (c.minValue !== null && c.minValue !== undefined) {
      conditions.push('pf.numeric_value >= ?');
      params.push(c.minValue);
    }
    if (c.maxValue !== null && c.maxValue !== undefined) {
      conditions.push('pf.numeric_value <= ?');
      params.push(c.maxValue);
    }
    where.push(`exists (select 1 from product_filter pf where ${conditions.join(' and ')})`);
  }
  return { where: where.join(' and '), params };
}

/**
 * One page of a listing's ids in order (a sort of ORDER_BY, or a search's rank), each row with the total
 * (a window count); parameters: those of `from` and the conditions, then limit and offset. Names sort in
 * code-point order (as the memory engine sorts them), whatever the database's collation.
 */
export function listingPageSql(tier: number, from: string, where: string, order: string, rank = '0'): string {
  return `select l.product_id as k_id, l.price_${tier} as k_price, l.name collate "C" as k_name, l.created_at as k_created, ${rank} as k_rank,
         count(*) over ()::int as total
       from ${from} where ${where} order by ${order} limit ? offset ?`;
}

/** The SQL order of a listing sort (the `k_` keys of listingPageSql). */
export const listingOrder = (sort: ProductSort) => ORDER_BY[sort];

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
