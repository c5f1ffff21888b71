import { idOf } from '../../admin-input.js';
import { isUuid, pgArray, query } from '../../db/sql.js';
import { productExists } from '../catalog/index.js';
import { inCatalogueTransaction } from '../../db/transaction.js';
import { badInput, notFound } from '../../errors.js';
import { trimmedText } from '../../input.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { recordAudit, recordAuditOfMany } from '../audit/index.js';
import { followsBrand, leadingNumber } from './filter-values.js';
import { filterNotFound } from './filters.admin.service.js';
import type { BulkProductFilterAssignmentInput, ProductFilterAssignmentInput, ProductFilterValueInput } from './filters.schemas.js';
import { filtersOfCategory, filterValuesOfProducts } from './filters.service.js';
import type { FilterRecord, ProductFilterValueRecord } from './filters.types.js';

/**
 * Filter assignment (back office §2 "Product filter assignment"): a product's value for a filter is one
 * of the filter's options or a custom value (or both: the custom value is shown). A product has one
 * value per filter; assigning again replaces it. Only active filters and options may be assigned. The
 * listing triggers bring the listing rows and every process's catalogue index up to date.
 */

/** Back office §5's messages. */
export const PRODUCT_AND_FILTER_REQUIRED = 'Please select at least one product and a filter';
export const OPTION_OR_VALUE_REQUIRED = 'Please select a filter option or provide a custom value';

const productNotFound = (field?: string) => notFound(`Product not found${field ? ` (${field})` : ''}`, 'productNotFound');

interface Assignment {
  filterId: string;
  filterOptionId: string | null;
  customValue: string | null;
}

/** The checked value of an assignment (§5 rules, in the spec's order), before anything is read. */
function assignmentOf(input: Omit<ProductFilterAssignmentInput, 'productId'>, hasProducts: boolean): Assignment {
  const blank = (value: string | null | undefined) => !value?.trim();
  if (!hasProducts || blank(input.filterId)) throw badInput(PRODUCT_AND_FILTER_REQUIRED, 'productAndFilterRequired');
  const customValue = trimmedText(input.customValue, null);
  if (blank(input.filterOptionId) && customValue === null) throw badInput(OPTION_OR_VALUE_REQUIRED, 'optionOrValueRequired');
  return {
    filterId: idOf(input.filterId, 'filterId'),
    filterOptionId: blank(input.filterOptionId) ? null : idOf(input.filterOptionId, 'filterOptionId'),
    customValue,
  };
}

/**
 * Writes the value for every product in `productIds` in one statement (insert, or replace the value a
 * product has for the filter), after checking the filter and option are there and active (locked
 * against a delete or deactivation until the write commits). 404 naming any product that is not there.
 */
async function writeAssignment(tx: RequestContext, productIds: string[], a: Assignment, productField: string): Promise<AuditedValue> {
  const [filter] = await query<{ name: string; isActive: boolean; followsBrand: boolean }>(
    tx.em,
    `select name, is_active as "isActive", follows_brand as "followsBrand" from filter where id = ? for share`,
    [a.filterId],
  );
  if (!filter) throw filterNotFound('filterId');
  if (filter.followsBrand) throw followsBrand('filterId');
  if (!filter.isActive) throw badInput('Only active filters can be assigned (filterId)', 'filterInactive');
  let optionValue: string | null = null;
  let optionName: string | null = null;
  if (a.filterOptionId) {
    const [option] = await query<{ value: string; displayName: string; isActive: boolean }>(
      tx.em,
      `select value, display_name as "displayName", is_active as "isActive" from filter_option where id = ? and filter_id = ? for share`,
      [a.filterOptionId, a.filterId],
    );
    if (!option) throw notFound('Filter option not found in this filter (filterOptionId)', 'filterOptionNotFound');
    if (!option.isActive) throw badInput('Only active filter options can be assigned (filterOptionId)', 'filterOptionInactive');
    optionValue = option.value;
    optionName = option.displayName;
  }
  const written = await query<{ productId: string }>(
    tx.em,
    `insert into product_filter (id, product_id, filter_id, filter_option_id, custom_value, numeric_value)
     select gen_random_uuid(), p.id, ?, ?, ?, ? from shop_products_seen(?::uuid[], 1) p
     on conflict (product_id, filter_id) do update
       set filter_option_id = excluded.filter_option_id, custom_value = excluded.custom_value, numeric_value = excluded.numeric_value
     returning product_id::text as "productId"`,
    [a.filterId, a.filterOptionId, a.customValue, leadingNumber(a.customValue ?? optionValue ?? ''), pgArray(productIds)],
  );
  if (written.length < productIds.length) {
    const found = new Set(written.map((row) => row.productId));
    const missing = productIds.filter((id) => !found.has(id));
    throw notFound(`${missing.length === 1 ? 'Product' : 'Products'} not found: ${missing.join(', ')} (${productField})`, 'productNotFound');
  }
  return { filterName: filter.name, value: a.customValue ?? optionName };
}

/**
 * A product's value for a filter as the audit log keeps it: the filter's name and the value shown (the
 * custom value, else the option's name), as they were at the time, so an admin reads them without ids.
 */
interface AuditedValue {
  filterName: string;
  value: string | null;
}

/** The audit changes of values that went from `before` to `after` (or to nothing), one field per filter name. */
function valueChanges(
  values: { filterName: string; before: string | null; after: string | null }[],
): Record<string, { before: string | null; after: string | null }> {
  return Object.fromEntries(values.map(({ filterName, before, after }) => [filterName, { before, after }]));
}

/** Reads a product's values as audited: `from` is a query (or a data-changing CTE) of product_filter rows named `pf`. */
const AUDITED_VALUE = `f.name as "filterName", coalesce(pf.custom_value, o.display_name) as "value"
  from pf join filter f on f.id = pf.filter_id left join filter_option o on o.id = pf.filter_option_id`;

/** A product's filter values after a change. */
export interface ProductFiltersRecord {
  productId: string;
  filters: ProductFilterValueRecord[];
}

async function productFilters(ctx: RequestContext, productId: string): Promise<ProductFiltersRecord> {
  return { productId, filters: await filterValuesOfProducts(ctx, [productId]) };
}

/** Admin: gives a product its value for a filter (replacing the one it had); answers the product's filter values. */
export async function assignProductFilter(ctx: RequestContext, input: ProductFilterAssignmentInput): Promise<ProductFiltersRecord> {
  requireAdmin(ctx);
  const assignment = assignmentOf(input, Boolean(input.productId?.trim()));
  const productId = idOf(input.productId, 'productId');
  await inCatalogueTransaction(ctx, async (tx) => {
    const [before] = await query<AuditedValue>(
      tx.em,
      `with pf as (select * from product_filter where product_id = ? and filter_id = ?) select ${AUDITED_VALUE}`,
      [productId, assignment.filterId],
    );
    const after = await writeAssignment(tx, [productId], assignment, 'productId');
    await recordAudit(tx, {
      entity: 'productFilter',
      entityId: productId,
      action: 'assign',
      changes: valueChanges([{ filterName: after.filterName, before: before?.value ?? null, after: after.value }]),
    });
  });
  return productFilters(ctx, productId);
}

/** Admin: gives every listed product the same value for a filter, in one statement however many; answers how many. */
export async function bulkAssignProductFilter(ctx: RequestContext, input: BulkProductFilterAssignmentInput): Promise<number> {
  requireAdmin(ctx);
  const given = input.productIds ?? [];
  const assignment = assignmentOf(input, given.length > 0);
  const productIds = [...new Set(given.map((id, i) => idOf(id, `productIds.${i}`)))];
  await inCatalogueTransaction(ctx, async (tx) => {
    const after = await writeAssignment(tx, productIds, assignment, 'productIds');
    await recordAuditOfMany(tx, {
      entity: 'productFilter',
      entityIds: productIds,
      action: 'bulkAssign',
      changes: valueChanges([{ filterName: after.filterName, before: null, after: after.value }]),
    });
  });
  return productIds.length;
}

/** 404 unless the product is there (path ids that are not ids name nothing). */
async function checkProduct(tx: RequestContext, productId: string): Promise<void> {
  if (!isUuid(productId) || !(await productExists(tx.em, productId))) throw productNotFound();
}

/** Admin: removes every filter value of a product; answers how many went. */
export async function removeProductFilters(ctx: RequestContext, productId: string): Promise<number> {
  requireAdmin(ctx);
  return inCatalogueTransaction(ctx, async (tx) => {
    await checkProduct(tx, productId);
    // The Brand value stays: it is the product's brand's.
    const removed = await query<AuditedValue>(
      tx.em,
      `with pf as (delete from product_filter where product_id = ? and filter_id not in (select id from filter where follows_brand) returning *)
       select ${AUDITED_VALUE}`,
      [productId],
    );
    await recordAudit(tx, {
      entity: 'productFilter',
      entityId: productId.toLowerCase(),
      action: 'removeAll',
      changes: valueChanges(removed.map(({ filterName, value }) => ({ filterName, before: value, after: null }))),
    });
    return removed.length;
  });
}

/** Admin: removes a product's value for one filter; 404 when it has none. Answers the product's remaining values. */
export async function removeProductFilter(ctx: RequestContext, productId: string, filterId: string): Promise<ProductFiltersRecord> {
  requireAdmin(ctx);
  await inCatalogueTransaction(ctx, async (tx) => {
    await checkProduct(tx, productId);
    const [brandFilter] = isUuid(filterId) ? await query(tx.em, `select 1 from filter where id = ? and follows_brand`, [filterId]) : [];
    if (brandFilter) throw followsBrand('filterId');
    const [removed] = isUuid(filterId)
      ? await query<AuditedValue>(tx.em, `with pf as (delete from product_filter where product_id = ? and filter_id = ? returning *) select ${AUDITED_VALUE}`, [
          productId,
          filterId,
        ])
      : [];
    if (!removed) throw notFound('This product has no value for this filter', 'productFilterNotFound');
    await recordAudit(tx, {
      entity: 'productFilter',
      entityId: productId.toLowerCase(),
      action: 'remove',
      changes: valueChanges([{ filterName: removed.filterName, before: removed.value, after: null }]),
    });
  });
  return productFilters(ctx, productId.toLowerCase());
}

/**
 * Inside a product's write (`tx`, after the product is flushed): its values for the filters its category
 * offers (the general ones, and those linked to the category or one above it), as the product form
 * gives them in `field`, checked by the ProductFilterValueInput schema (types, lengths, at most 100).
 * Each listed filter gets the option or custom value given (neither: no value); the category's filters
 * not listed lose theirs; values for other filters stay. 400 naming the entry when an id is not one,
 * when a filter is not one of the category's, is listed twice or is the Brand filter (it follows
 * `brandId`), or when an option is not the filter's own and active. A custom value is taken for any
 * filter, as the Assign Filter screen takes it (the form offers one for range and free-value filters,
 * and keeps one a product already has). Audited as one `productFilter` entry. The listing triggers carry it to the catalogue.
 */
export async function writeProductFilterValues(
  tx: RequestContext,
  productId: string,
  categoryId: string,
  given: readonly ProductFilterValueInput[] | null | undefined,
  field: string,
): Promise<void> {
  const offered = await filtersOfCategory(tx, categoryId, true);
  const byId = new Map(offered.map((f) => [f.id, f]));
  const wanted = new Map<string, Assignment & { at: string }>();
  (given ?? []).forEach((entry, i) => {
    const at = `${field}.${i}`;
    const filterId = idOf(entry.filterId, `${at}.filterId`);
    const filter = byId.get(filterId);
    if (!filter) throw badInput(`${at}.filterId is not one of the filters of the product's category`, 'filterNotInCategory');
    if (filter.followsBrand) throw followsBrand(`${at}.filterId`);
    if (wanted.has(filterId)) throw badInput(`${at}.filterId: this filter is given twice`, 'filterRepeated');
    const filterOptionId = entry.filterOptionId?.trim() ? idOf(entry.filterOptionId, `${at}.filterOptionId`) : null;
    wanted.set(filterId, { at, filterId, filterOptionId, customValue: trimmedText(entry.customValue, null) });
  });
  const optionIds = [...wanted.values()].flatMap((a) => (a.filterOptionId ? [a.filterOptionId] : []));
  const options = await query<{ id: string; filterId: string; value: string }>(
    tx.em,
    `select id::text, filter_id::text as "filterId", value from filter_option where id = any(?::uuid[]) and is_active for share`,
    [pgArray(optionIds)],
  );
  const optionById = new Map(options.map((o) => [o.id, o]));
  for (const a of wanted.values()) {
    if (a.filterOptionId && optionById.get(a.filterOptionId)?.filterId !== a.filterId)
      throw badInput(`${a.at}.filterOptionId is not an active option of this filter`, 'filterOptionNotInFilter');
  }
  const kept = [...wanted.values()].filter((a) => a.filterOptionId !== null || a.customValue !== null);
  const cleared = offered.filter((f) => !f.followsBrand && !kept.some((a) => a.filterId === f.id)).map((f) => f.id);
  const before = await query<AuditedValue>(
    tx.em,
    `with pf as (select * from product_filter where product_id = ? and filter_id = any(?::uuid[])) select ${AUDITED_VALUE}`,
    [productId, pgArray(offered.map((f) => f.id))],
  );
  if (cleared.length > 0) await query(tx.em, `delete from product_filter where product_id = ? and filter_id = any(?::uuid[])`, [productId, pgArray(cleared)]);
  if (kept.length > 0) {
    const rows = kept.map((a) => ({
      filterId: a.filterId,
      optionId: a.filterOptionId,
      customValue: a.customValue,
      numericValue: leadingNumber(a.customValue ?? (a.filterOptionId ? optionById.get(a.filterOptionId)!.value : '')),
    }));
    await query(
      tx.em,
      `insert into product_filter (id, product_id, filter_id, filter_option_id, custom_value, numeric_value)
       select gen_random_uuid(), ?, v."filterId", v."optionId", v."customValue", v."numericValue"
       from json_to_recordset(?::json) as v("filterId" uuid, "optionId" uuid, "customValue" text, "numericValue" numeric)
       on conflict (product_id, filter_id) do update
         set filter_option_id = excluded.filter_option_id, custom_value = excluded.custom_value, numeric_value = excluded.numeric_value
         where (product_filter.filter_option_id, product_filter.custom_value) is distinct from (excluded.filter_option_id, excluded.custom_value)`,
      [productId, JSON.stringify(rows)],
    );
  }
  const valueOf = new Map<string, string | null>(before.map((b) => [b.filterName, b.value]));
  const after = await query<AuditedValue>(
    tx.em,
    `with pf as (select * from product_filter where product_id = ? and filter_id = any(?::uuid[])) select ${AUDITED_VALUE}`,
    [productId, pgArray(offered.map((f) => f.id))],
  );
  const afterOf = new Map<string, string | null>(after.map((a) => [a.filterName, a.value]));
  const changed = [...new Set([...valueOf.keys(), ...afterOf.keys()])]
    .map((filterName) => ({ filterName, before: valueOf.get(filterName) ?? null, after: afterOf.get(filterName) ?? null }))
    .filter((v) => v.before !== v.after);
  if (changed.length > 0) await recordAudit(tx, { entity: 'productFilter', entityId: productId, action: 'assign', changes: valueChanges(changed) });
}

/** Admin: the filters the product form offers for a category (active or not; see filtersOfCategory). 404 for no such category. */
export async function productFormFilters(ctx: RequestContext, categoryId: string): Promise<FilterRecord[]> {
  requireAdmin(ctx);
  const id = idOf(categoryId, 'categoryId');
  const [found] = await query(ctx.em, `select 1 from category where id = ?`, [id]);
  if (!found) throw notFound('Category not found (categoryId)', 'categoryNotFound');
  return filtersOfCategory(ctx, id);
}
