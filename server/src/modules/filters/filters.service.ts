import { pgArray, query } from '../../db/sql.js';
import { inLanguage, inLanguageOrNull } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import { categoryById, categoryBySlug } from '../catalog/index.js';
import type { CategoryRow, ListingFacetBase } from '../catalog/catalog.types.js';
import type { FilterFacet } from '../catalogue-index/index.js';
import type { FilterOptionRecord, FilterRecord, ProductFilterValueRecord } from './filters.types.js';

/** A category and the categories above it, nearest first. */
export function ancestorIds(categories: readonly Pick<CategoryRow, 'id' | 'parentId'>[], categoryId: string): string[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const ids: string[] = [];
  for (let c = byId.get(categoryId); c && !ids.includes(c.id); c = c.parentId ? byId.get(c.parentId) : undefined) ids.push(c.id);
  return ids;
}

/**
 * The active filters a listing offers: the general ones (linked to no category) everywhere, plus, in a
 * category, those linked to it or to a category above it. A category with none of its own gets the general ones.
 */
export async function filtersFor(ctx: RequestContext, categoryId: string | null, categorySlug: string | null = null): Promise<FilterRecord[]> {
  const category = categorySlug !== null ? await categoryBySlug(ctx, categorySlug) : categoryId ? await categoryById(ctx, categoryId) : null;
  const categoryIdsUp = category ? ancestorIds(await ctx.loaders.categories(), category.id) : null;
  const rows = await query<Omit<FilterRecord, 'name'>>(
    ctx.em,
    `select f.id, f.name as "nameAz", f.name_en as "nameEn", f.slug, f.type, f.is_active as "isActive", f.sort_order as "sortOrder",
       f.follows_brand as "followsBrand"
     from filter f
     where f.is_active and (
       not exists (select 1 from category_filter cf where cf.filter_id = f.id)
       ${categoryIdsUp ? 'or exists (select 1 from category_filter cf where cf.filter_id = f.id and cf.category_id = any(?::uuid[]))' : ''})
     order by f.sort_order, f.name`,
    categoryIdsUp ? [pgArray(categoryIdsUp)] : [],
  );
  return rows.map((row) => ({ ...row, name: inLanguage(ctx.language, row.nameAz, row.nameEn) }));
}

/**
 * The active filters a product of a category takes values for, whatever the category's own state (the
 * product form's): the general ones and those linked to it or a category above it, in sidebar order.
 * `lock`: held against a change or delete until the caller's transaction ends.
 */
export async function filtersOfCategory({ em, language }: Pick<RequestContext, 'em' | 'language'>, categoryId: string, lock = false): Promise<FilterRecord[]> {
  const rows = await query<Omit<FilterRecord, 'name'>>(
    em,
    `with recursive up as (select id, parent_id from category where id = ? union all select c.id, c.parent_id from category c join up on c.id = up.parent_id)
     select f.id::text, f.name as "nameAz", f.name_en as "nameEn", f.slug, f.type, f.is_active as "isActive", f.sort_order as "sortOrder",
       f.follows_brand as "followsBrand"
     from filter f
     where f.is_active and (not exists (select 1 from category_filter cf where cf.filter_id = f.id)
       or exists (select 1 from category_filter cf where cf.filter_id = f.id and cf.category_id in (select id from up)))
     order by f.sort_order, f.name${lock ? ' for share of f' : ''}`,
    [categoryId],
  );
  return rows.map((row) => ({ ...row, name: inLanguage(language, row.nameAz, row.nameEn) }));
}

/**
 * A listing's facet counts: the options of the filters it offers that some of its products have, each
 * with its count (options of the filter's own choice aside, see FilterFacet), from the catalogue engine.
 */
export async function listingFacets(ctx: RequestContext, base: ListingFacetBase): Promise<FilterFacet[]> {
  const filters = await filtersFor(ctx, base.categoryId);
  const options = await ctx.loaders.activeOptionsByFilter.loadMany(filters.map((f) => f.id));
  const counted = filters.map((filter, i) => {
    const found = options[i];
    // A loader answers an error in place of a failed batch's entries.
    if (found instanceof Error) throw found;
    return { filterId: filter.id, optionIds: (found ?? []).map((option) => option.id) };
  });
  return base.counts(counted);
}

export async function optionsOfFilters(
  { em, language }: Pick<RequestContext, 'em' | 'language'>,
  filterIds: readonly string[],
  activeOnly: boolean,
): Promise<FilterOptionRecord[]> {
  const rows = await query<Omit<FilterOptionRecord, 'displayName'>>(
    em,
    `select id, filter_id as "filterId", value, display_name as "displayNameAz", display_name_en as "displayNameEn", color, icon_url as "iconUrl",
       is_active as "isActive", sort_order as "sortOrder"
     from filter_option where filter_id = any(?::uuid[]) ${activeOnly ? 'and is_active' : ''}
     order by sort_order, display_name`,
    [pgArray(filterIds)],
  );
  return rows.map((row) => ({ ...row, displayName: inLanguage(language, row.displayNameAz, row.displayNameEn) }));
}

export async function filterValuesOfProducts(
  { em, language }: Pick<RequestContext, 'em' | 'language'>,
  productIds: readonly string[],
): Promise<ProductFilterValueRecord[]> {
  const rows = await query<Omit<ProductFilterValueRecord, 'filterName' | 'optionName'> & FilterValueNames>(
    em,
    `select pf.product_id as "productId", f.id as "filterId", f.name as "filterNameAz", f.name_en as "filterNameEn", o.id as "filterOptionId",
       o.display_name as "optionNameAz", o.display_name_en as "optionNameEn", coalesce(pf.custom_value, o.value) as value
     from product_filter pf join filter f on f.id = pf.filter_id left join filter_option o on o.id = pf.filter_option_id
     where pf.product_id = any(?::uuid[])
     order by f.sort_order, f.name, o.sort_order`,
    [pgArray(productIds)],
  );
  return rows.map(({ filterNameAz, filterNameEn, optionNameAz, optionNameEn, ...row }) => ({
    ...row,
    filterName: inLanguage(language, filterNameAz, filterNameEn),
    optionName: inLanguageOrNull(language, optionNameAz, optionNameEn),
  }));
}

/** A product's filter value's names as stored (the option's are null for a custom value). */
interface FilterValueNames {
  filterNameAz: string;
  filterNameEn: string;
  optionNameAz: string | null;
  optionNameEn: string | null;
}
