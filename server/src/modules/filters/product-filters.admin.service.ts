import { idOf, listOf } from '../../admin-input.js';
import { isUuid, pgArray, query } from '../../db/sql.js';
import { inTransaction } from '../../db/transaction.js';
import { badInput, notFound } from '../../errors.js';
import { textField } from '../../input.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { recordAudit, recordAuditOfMany } from '../audit/index.js';
import { leadingNumber } from './filter-values.js';
import { filterNotFound } from './filters.admin.service.js';
import { filterValuesOfProducts, type ProductFilterValueRecord } from './filters.service.js';

/**
 * Filter assignment (back office §2 "Product filter assignment"): a product's value for a filter is one
 * of the filter's options or a custom value (or both: the custom value is shown). A product has one
 * value per filter; assigning again replaces it. Only active filters and options may be assigned. The
 * listing triggers bring the listing rows and every process's catalogue index up to date.
 */

/** One product's value for a filter (REST: POST /Admin/products/filters/assign). */
export interface ProductFilterInput {
  productId?: string | null;
  filterId?: string | null;
  filterOptionId?: string | null;
  customValue?: string | null;
}

/** Many products' value for a filter (REST: POST /Admin/products/filters/bulk-assign). */
export interface BulkProductFilterInput extends Omit<ProductFilterInput, 'productId'> {
  productIds?: readonly string[] | null;
}

/** However many products a bulk assignment names, it is one statement; this bounds the request. */
export const MAX_BULK_PRODUCTS = 10_000;

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
function assignmentOf(input: Omit<ProductFilterInput, 'productId'>, hasProducts: boolean): Assignment {
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());
  if (!hasProducts || blank(input.filterId)) throw badInput(PRODUCT_AND_FILTER_REQUIRED, 'productAndFilterRequired');
  const customValue = textField(input.customValue, 'customValue', 255, null);
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
  const [filter] = await query<{ name: string; isActive: boolean }>(tx.em, `select name, is_active as "isActive" from filter where id = ? for share`, [
    a.filterId,
  ]);
  if (!filter) throw filterNotFound('filterId');
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
     select gen_random_uuid(), p.id, ?, ?, ?, ? from product p where p.id = any(?::uuid[])
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
export async function assignProductFilter(ctx: RequestContext, input: ProductFilterInput): Promise<ProductFiltersRecord> {
  requireAdmin(ctx);
  const blankProduct = input.productId === undefined || input.productId === null || (typeof input.productId === 'string' && !input.productId.trim());
  const assignment = assignmentOf(input, !blankProduct);
  const productId = idOf(input.productId, 'productId');
  await inTransaction(ctx, async (tx) => {
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
export async function bulkAssignProductFilter(ctx: RequestContext, input: BulkProductFilterInput): Promise<number> {
  requireAdmin(ctx);
  const given = listOf(input.productIds, 'productIds', 'product ids');
  const assignment = assignmentOf(input, given.length > 0);
  if (given.length > MAX_BULK_PRODUCTS) throw badInput(`productIds takes at most ${MAX_BULK_PRODUCTS} products`, 'productIdsTooMany');
  const productIds = [...new Set(given.map((id, i) => idOf(id, `productIds.${i}`)))];
  await inTransaction(ctx, async (tx) => {
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
  const [product] = isUuid(productId) ? await query(tx.em, `select 1 from product where id = ?`, [productId]) : [];
  if (!product) throw productNotFound();
}

/** Admin: removes every filter value of a product; answers how many went. */
export async function removeProductFilters(ctx: RequestContext, productId: string): Promise<number> {
  requireAdmin(ctx);
  return inTransaction(ctx, async (tx) => {
    await checkProduct(tx, productId);
    const removed = await query<AuditedValue>(tx.em, `with pf as (delete from product_filter where product_id = ? returning *) select ${AUDITED_VALUE}`, [
      productId,
    ]);
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
  await inTransaction(ctx, async (tx) => {
    await checkProduct(tx, productId);
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
