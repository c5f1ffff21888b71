import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, pgArray, query } from '../../db/sql.js';
import { badInput } from '../../errors.js';
import type { Viewer } from '../accounts/viewer.js';
import type { ProductPageRecord } from './catalog.records.js';
import { checkPaging, toProduct, type ProductRow } from './catalog.service.js';
import { PRODUCT_COLUMNS, PRODUCT_JOINS } from './catalog.sql.js';

export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'name_asc', 'name_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const ORDER_BY: Record<ProductSort, string> = {
  price_asc: 'pr.discounted_price_minor asc, p.id',
  price_desc: 'pr.discounted_price_minor desc, p.id',
  name_asc: 'p.name asc, p.id',
  name_desc: 'p.name desc, p.id',
  newest: 'p.created_at desc, p.id',
};

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
  for (const c of criteria) {
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

/**
 * Every product listing of the shop (category, brand, hot deals, filtered, sorted, priced) as one SQL
 * statement: the viewer's tier price is joined in, so price bounds and price sorts use it, and the total
 * comes from a window count.
 */
export async function listProductsBy(em: EntityManager, viewer: Viewer, criteria: ListingCriteria): Promise<ProductPageRecord> {
  const { page, pageSize } = criteria;
  const { sql, params, where, whereParams } = buildListingQuery(viewer, criteria);
  const rows = await query<ProductRow>(em, sql, params);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page the window count has no row to ride on: count separately.
    const [row] = await query<{ n: number }>(em, `select count(*)::int as n ${PRODUCT_JOINS('?')} where ${where}`, whereParams);
    totalCount = row?.n ?? 0;
  }
  return { items: rows.map(toProduct), totalCount, page, pageSize };
}

/** The listing statement for some criteria (also used to EXPLAIN it on a large catalogue). */
export function buildListingQuery(viewer: Viewer, criteria: ListingCriteria) {
  const { page, pageSize } = criteria;
  checkPaging(page, pageSize);
  const sort = criteria.sort ?? 'newest';
  if (!PRODUCT_SORTS.includes(sort)) throw badInput(`sort must be one of ${PRODUCT_SORTS.join(', ')}`, 'sortInvalid');
  const minPrice = checkPrice(criteria.minPrice, 'minPrice');
  const maxPrice = checkPrice(criteria.maxPrice, 'maxPrice');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) throw badInput('minPrice cannot be above maxPrice', 'priceRangeInvalid');

  const where: string[] = ['p.is_active'];
  const params: unknown[] = [viewer.tier];
  if (criteria.categoryIds) {
    where.push('p.category_id = any(?::uuid[])');
    params.push(pgArray(criteria.categoryIds));
  }
  if (criteria.brandSlug !== undefined) {
    where.push('p.brand_id = (select id from brand where slug = ?)');
    params.push(criteria.brandSlug);
  }
  if (criteria.hotDealsOnly) where.push('p.is_hot_deal');
  if (minPrice !== null) {
    where.push('pr.discounted_price_minor >= ?');
    params.push(minPrice);
  }
  if (maxPrice !== null) {
    where.push('pr.discounted_price_minor <= ?');
    params.push(maxPrice);
  }
  for (const c of normalizeCriteria(criteria.filters ?? [])) {
    const conditions = ['pf.product_id = p.id', 'pf.filter_id = ?'];
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

  return {
    sql: `select ${PRODUCT_COLUMNS}, count(*) over ()::int as "totalCount"
     ${PRODUCT_JOINS('?')}
     where ${where.join(' and ')}
     order by ${ORDER_BY[sort]}
     limit ? offset ?`,
    params: [...params, pageSize, (page - 1) * pageSize],
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
