import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, pgArray, query } from '../../db/sql.js';
import { badInput, notFound } from '../../errors.js';
import { ownFields } from '../../input.js';
import type { Viewer } from '../accounts/viewer.js';
import type { CatalogLoaders } from './catalog.loaders.js';
import type { ProductPageRecord } from './catalog.records.js';
import { checkCategoryId, checkPaging, descendantIds, listBrands, productsInOrder, toProduct, type ProductRow } from './catalog.service.js';
import type { CatalogueReader } from '../catalogue-index/catalogue-index.js';
import { PRICE_TIERS } from '../pricing/money.js';
import { MIN_SEARCH_LENGTH } from '../search/search.service.js';
import { PRODUCT_COLUMNS } from './catalog.sql.js';

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
/** A search's own order, best match first (the rank the catalogue index gave each match). */
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
    if (!isUuid(String(c.filterId))) throw badInput('filterId must be a filter id', 'filterInvalid');
    const options = (c.filterOptionIds ?? []).filter((id) => id !== null && id !== '');
    if (options.some((id) => !isUuid(String(id)))) throw badInput('filterOptionIds must be option ids', 'filterInvalid');
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

/**
 * Every product listing of the shop (category, brand, search text, hot deals, filtered, sorted, priced).
 * The catalogue index picks, counts and orders the page; the database reads the page's rows. Listings
 * the index does not answer (a brand page, custom-value and numeric-range filters, search text with
 * anything else) run as one SQL statement on the listing read model (product_listing), with the same
 * filters and order, restricted to the search's matches when there is text.
 */
export async function listProductsBy(em: EntityManager, viewer: Viewer, criteria: ListingCriteria, catalogue: CatalogueReader): Promise<ProductPageRecord> {
  const { page, pageSize } = criteria;
  let listing = buildListingQuery(viewer, criteria);
  const { filters } = listing;
  if (criteria.searchText !== undefined) {
    const text = criteria.searchText.trim();
    if (text.length < MIN_SEARCH_LENGTH) return { items: [], totalCount: 0, page, pageSize };
    // The index ranks the matches (no database work). Alone, the text's page is the index's answer;
    // with anything else, the listing statement keeps those of all the matches that meet it.
    const index = await catalogue();
    if (isTextOnly(criteria)) {
      const found = index.search(text, viewer.tier, (page - 1) * pageSize, pageSize);
      return { items: await productsInOrder(em, viewer, found.ids, index), totalCount: found.total, page, pageSize };
    }
    listing = buildListingQuery(viewer, criteria, index.search(text, viewer.tier, 0, Number.MAX_SAFE_INTEGER, { remember: false }).ids);
  } else if (criteria.brandSlug === undefined && filters.every(isOptionsOnly)) {
    const index = await catalogue();
    const found = index.list({
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
    return { items: await productsInOrder(em, viewer, found.ids, index), totalCount: found.total, page, pageSize };
  }
  const { sql, params, from, where, whereParams } = listing;
  const rows = await query<ProductRow>(em, sql, params);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page the window count has no row to ride on: count separately.
    const [row] = await query<{ n: number }>(em, `select count(*)::int as n from ${from} where ${where}`, whereParams);
    totalCount = row?.n ?? 0;
  }
  return { items: rows.map(toProduct), totalCount, page, pageSize };
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
  if (!PRICE_TIERS.includes(viewer.tier)) throw new Error(`unknown price tier ${viewer.tier}`);
  // The tier is one of four known numbers, so its column name is safe to write into the statement.
  const price = `l.price_${viewer.tier}`;

  const where: string[] = ['l.is_active', `${price} is not null`];
  const params: unknown[] = [];
  // The search's matches with their rank (1 = best), joined in before the conditions' parameters.
  const matches = rankedIds ? 'join unnest(?::uuid[]) with ordinality as m(id, rank) on m.id = l.product_id' : '';
  if (rankedIds) params.push(pgArray(rankedIds));
  if (criteria.categoryIds) {
    where.push('l.category_id = any(?::uuid[])');
    params.push(pgArray(criteria.categoryIds));
  }
  if (criteria.brandSlug !== undefined) {
    where.push('l.brand_id = (select id from brand where slug = ?)');
    params.push(criteria.brandSlug);
  }
  if (criteria.hotDealsOnly) where.push('l.is_hot_deal');
  if (minPrice !== null) {
    where.push(`${price} >= ?`);
    params.push(minPrice);
  }
  if (maxPrice !== null) {
    where.push(`${price} <= ?`);
    params.push(maxPrice);
  }
  const filters = normalizeCriteria(criteria.filters ?? []);
  for (const c of filters) {
    if (isOptionsOnly(c)) {
      // Options of one filter: any of them (array overlap, answered by the GIN index).
      where.push('l.option_ids && ?::uuid[]');
      params.push(pgArray(c.filterOptionIds!));
      continue;
    }
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

  const order = rankedIds && !criteria.sort ? BEST_MATCH_FIRST : ORDER_BY[sort];
  return {
    sql: `select ${PRODUCT_COLUMNS}, hits.total as "totalCount"
     from (
       select l.product_id as k_id, ${price} as k_price, l.name as k_name, l.created_at as k_created,
         ${rankedIds ? 'm.rank' : '0'} as k_rank, count(*) over ()::int as total
       from product_listing l ${matches}
       where ${where.join(' and ')}
       order by ${order}
       limit ? offset ?
     ) hits
     join product p on p.id = hits.k_id
     join category c on c.id = p.category_id
     join product_price pr on pr.product_id = p.id and pr.tier = ?
     order by ${order.replace(/k_/g, 'hits.k_')}`,
    params: [...params, pageSize, (page - 1) * pageSize, viewer.tier],
    sort,
    minPrice,
    maxPrice,
    filters,
    from: `product_listing l ${matches}`,
    where: where.join(' and '),
    whereParams: params,
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

/** What a listing needs from its request. */
export interface ListingContext {
  em: EntityManager;
  viewer: Viewer;
  loaders: Pick<CatalogLoaders, 'categories'>;
  catalogue: CatalogueReader;
}

/**
 * Any storefront listing: a category (by id or slug, with everything below it), a brand (by id or
 * slug), search text, hot deals only, filter criteria, a price range, a sort and a page, all together.
 * An unknown category or brand is NOT_FOUND.
 */
export async function listProducts(ctx: ListingContext, request: ProductListRequest): Promise<ProductPageRecord> {
  // Every field is optional: one left out must read as absent, never as an inherited value.
  const input = ownFields<ProductListRequest>(request);
  if (input.categoryId && input.categorySlug) throw badInput('Give categoryId or categorySlug, not both', 'categoryInvalid');
  if (input.brandId && input.brandSlug) throw badInput('Give brandId or brandSlug, not both', 'brandInvalid');
  let categoryIds: string[] | undefined;
  if (input.categoryId || input.categorySlug) {
    const categories = await ctx.loaders.categories();
    const id = input.categoryId ? checkCategoryId(input.categoryId) : null;
    const category = categories.find((c) => (id ? c.id === id : c.slug === input.categorySlug));
    if (!category) throw notFound('Category not found', 'categoryNotFound');
    categoryIds = descendantIds(categories, category.id);
  }
  let brandSlug: string | undefined;
  if (input.brandId || input.brandSlug) {
    if (input.brandId && !isUuid(input.brandId)) throw badInput('brandId must be a brand id', 'brandInvalid');
    const brand = (await listBrands(ctx.em)).find((b) => (input.brandId ? b.id === input.brandId : b.slug === input.brandSlug));
    if (!brand) throw notFound('Brand not found', 'brandNotFound');
    brandSlug = brand.slug;
  }
  const criteria: ListingCriteria = {
    categoryIds,
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
  };
  return listProductsBy(ctx.em, ctx.viewer, criteria, ctx.catalogue);
}
