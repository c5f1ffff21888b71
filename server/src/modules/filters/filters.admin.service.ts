import { asConflict, bilingualNameOf, idOf, isGiven, pictureUrlOf, slugOf, slugTaken, sortOrderOf } from '../../admin-input.js';
import { isUuid, pgArray, query } from '../../db/sql.js';
import { lockRow, WRITES_CATALOGUE } from '../../db/transaction.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { trimmedText } from '../../input.js';
import { inLanguage } from '../../language.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { changesOf, recordAudit } from '../audit/index.js';
import { withStoredFiles } from '../uploads/index.js';
import { followsBrand, leadingNumber } from './filter-values.js';
import { CategoryFilter, Filter, FilterOption } from './filter.entity.js';
import type { FilterInput, FilterOptionInput } from './filters.schemas.js';
import { optionsOfFilters } from './filters.service.js';
import type { AdminFilterRecord, FilterOptionRecord, FilterRecord } from './filters.types.js';

/**
 * The back office's filters: every filter with all its options (inactive ones too), the categories it
 * belongs to and how many products have a value for it; add (with options), edit, delete, and options
 * added, edited and deleted one by one. Deleting a filter or an option removes the products' values
 * for it in the same transaction (the listing triggers follow).
 */

/** The kinds of filter (FilterType): 0 checkboxes, 1 a numeric range, 2 a free value. */
const FILTER_TYPES = [0, 1, 2];
/** Back office §9: an option's colour is red unless said. */
export const DEFAULT_OPTION_COLOR = '#ff0000';
/** A hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) or a CSS colour name. */
const COLOR = /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]{3,30})$/i;
const NAME_REQUIRED = { message: 'Filter name is required (name or nameEn)', reason: 'filterNameRequired' };

export const filterNotFound = (field?: string) => notFound(`Filter not found${field ? ` (${field})` : ''}`, 'filterNotFound');
const optionNotFound = () => notFound('Filter option not found', 'filterOptionNotFound');
const optionValueTaken = (value: string) => conflict(`This filter already has an option with the value "${value}"`, 'optionValueTaken');

interface AdminFilterRow extends Omit<FilterRecord, 'name'> {
  categoryIds: string[];
  productCount: number;
}

async function readFilters(ctx: RequestContext, id: string | null): Promise<AdminFilterRecord[]> {
  const rows = await query<AdminFilterRow>(
    ctx.em,
    `select f.id, f.name as "nameAz", f.name_en as "nameEn", f.slug, f.type, f.is_active as "isActive", f.sort_order as "sortOrder",
       f.follows_brand as "followsBrand", array(select cf.category_id::text from category_filter cf where cf.filter_id = f.id order by 1) as "categoryIds",
       (select count(*) from product_filter pf where pf.filter_id = f.id)::int as "productCount"
     from filter f where ?::uuid is null or f.id = ?::uuid
     order by f.sort_order, f.name, f.id`,
    [id, id],
  );
  const options = await optionsOfFilters(
    ctx,
    rows.map((row) => row.id),
    false,
  );
  return rows.map((row) => ({
    ...row,
    name: inLanguage(ctx.language, row.nameAz, row.nameEn),
    options: options.filter((option) => option.filterId === row.id),
  }));
}

/** Admin: every filter, active or not, with all its options, its categories and its product count. */
export async function adminFilters(ctx: RequestContext): Promise<AdminFilterRecord[]> {
  requireAdmin(ctx);
  return readFilters(ctx, null);
}

async function adminFilter(ctx: RequestContext, id: string): Promise<AdminFilterRecord> {
  return (await readFilters(ctx, id))[0] ?? Promise.reject(filterNotFound());
}

/** The fields of a filter after applying `input` to `current` (defaults for a new one), checked. */
function filterFieldsOf(input: FilterInput, current: Filter | null) {
  const names = bilingualNameOf({ az: input.name, en: input.nameEn }, current && { az: current.name, en: current.nameEn }, NAME_REQUIRED);
  const type = isGiven(input, 'type') ? (input.type ?? 0) : (current?.type ?? 0);
  if (!FILTER_TYPES.includes(type)) throw badInput('type must be 0 (checkboxes), 1 (a numeric range) or 2 (a free value)', 'filterTypeInvalid');
  return {
    name: names.az,
    nameEn: names.en,
    type,
    isActive: input.isActive ?? current?.isActive ?? true,
    sortOrder: isGiven(input, 'sortOrder') ? sortOrderOf(input.sortOrder) : (current?.sortOrder ?? 0),
  };
}

/**
 * The fields of an option after applying `input` to `current` (a new one: red, active, at `position`),
 * checked; `at` names the option in messages (`options.2.`). Back office §5: label and value both needed.
 */
function optionFieldsOf(ctx: RequestContext, input: FilterOptionInput, current: FilterOption | null, position: number, at = '') {
  const read = (field: 'value' | 'displayName' | 'displayNameEn', now: string) => (isGiven(input, field) ? trimmedText(input[field], '') : now);
  const value = read('value', current?.value ?? '');
  const displayName = read('displayName', current?.displayName ?? '');
  const displayNameEn = read('displayNameEn', current?.displayNameEn ?? '');
  if (!value || (!displayName && !displayNameEn))
    throw badInput(
      `An option needs both a label (displayName or displayNameEn) and a value (${at.replace(/\.$/, '') || 'option'})`,
      'optionLabelAndValueRequired',
    );
  const color = isGiven(input, 'color') ? trimmedText(input.color, DEFAULT_OPTION_COLOR) : (current?.color ?? DEFAULT_OPTION_COLOR);
  if (!COLOR.test(color)) throw badInput(`${at}color must be a CSS colour: #rgb, #rrggbb or a name such as red`, 'colorInvalid');
  return {
    value,
    displayName,
    displayNameEn,
    color,
    iconUrl: isGiven(input, 'iconUrl') ? pictureUrlOf(input.iconUrl, `${at}iconUrl`, ctx.publicFilesUrl) : (current?.iconUrl ?? null),
    isActive: input.isActive ?? current?.isActive ?? true,
    sortOrder: isGiven(input, 'sortOrder') ? sortOrderOf(input.sortOrder, `${at}sortOrder`) : (current?.sortOrder ?? position),
  };
}

/** The checked, distinct category ids of a write, every one naming a category (404 naming it otherwise). */
async function categoryIdsOf(tx: RequestContext, value: readonly string[] | null | undefined): Promise<string[]> {
  const ids = [...new Set((value ?? []).map((id, i) => idOf(id, `categoryIds.${i}`)))];
  // Shared locks: a category linked here cannot be deleted before this write commits.
  const found = new Set(
    (await query<{ id: string }>(tx.em, `select id::text from category where id = any(?::uuid[]) order by id for share`, [pgArray(ids)])).map((r) => r.id),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(`Category not found: ${missing.join(', ')} (categoryIds)`, 'categoryNotFound');
  return ids;
}

/** Replaces a filter's category links. */
async function linkCategories(tx: RequestContext, filter: Filter, categoryIds: string[]): Promise<void> {
  await query(tx.em, `delete from category_filter where filter_id = ?`, [filter.id]);
  for (const id of categoryIds) tx.em.create(CategoryFilter, { category: id, filter });
}

const FILTER_AUDITED = ['name', 'nameEn', 'slug', 'type', 'isActive', 'sortOrder'] as const;
const OPTION_AUDITED = ['value', 'displayName', 'displayNameEn', 'color', 'iconUrl', 'isActive', 'sortOrder'] as const;
const filterSnapshot = (f: Filter | null) => Object.fromEntries(FILTER_AUDITED.map((field) => [field, f?.[field] ?? null])) as Record<string, unknown>;
const optionSnapshot = (o: FilterOption | null) => Object.fromEntries(OPTION_AUDITED.map((field) => [field, o?.[field] ?? null])) as Record<string, unknown>;

const flushFilter = (tx: RequestContext, slug: string, values: string[] = []) =>
  asConflict(() => tx.em.flush(), {
    filter_slug_unique: () => slugTaken('filter', slug),
    filter_option_filter_id_value_unique: () => optionValueTaken(values.join('", "')),
  });

/** Refuses two options of one write with the same value. */
function checkDistinctValues(options: { value: string }[]): void {
  const seen = new Set<string>();
  for (const { value } of options) {
    if (seen.has(value)) throw conflict(`Two options have the value "${value}"`, 'optionValueTaken');
    seen.add(value);
  }
}

/**
 * Admin: adds a filter with its options (type 0 and sortOrder 0 unless said, back office §9) and the
 * categories it belongs to. The slug is made from the name unless one is given (409 when taken).
 */
export async function addFilter(ctx: RequestContext, input: FilterInput): Promise<AdminFilterRecord> {
  requireAdmin(ctx);
  const fields = filterFieldsOf(input, null);
  const options = (input.options ?? []).map((option, i) => optionFieldsOf(ctx, option, null, i, `options.${i}.`));
  checkDistinctValues(options);
  const id = await withStoredFiles(ctx, async (tx) => {
    const categoryIds = await categoryIdsOf(tx, input.categoryIds);
    const slug = await slugOf(tx.em, 'filter', { given: input.slug, name: fields.name || fields.nameEn, current: null, id: null });
    const filter = tx.em.create(Filter, { ...fields, slug });
    for (const option of options) tx.em.create(FilterOption, { ...option, filter });
    for (const categoryId of categoryIds) tx.em.create(CategoryFilter, { category: categoryId, filter });
    await flushFilter(tx, slug);
    await recordAudit(tx, {
      entity: 'filter',
      entityId: filter.id,
      action: 'create',
      changes: {
        ...changesOf(filterSnapshot(null), filterSnapshot(filter), FILTER_AUDITED),
        options: { before: null, after: options.map((o) => o.value) },
        ...(categoryIds.length ? { categoryIds: { before: null, after: categoryIds } } : {}),
      },
    });
    return filter.id;
  });
  return adminFilter(ctx, id);
}

/** Admin: edits a filter (name, type, active flag, position, slug, categories); fields left out stay. Options change one by one. */
export async function updateFilter(ctx: RequestContext, id: string, input: FilterInput): Promise<AdminFilterRecord> {
  requireAdmin(ctx);
  if (isGiven(input, 'options')) throw badInput('options are added, edited and deleted one by one, not with the filter', 'optionsOnFilterEdit');
  const regenerate = input.regenerateSlug ?? false;
  await withStoredFiles(ctx, async (tx) => {
    const filter = await lockRow(tx.em, Filter, id);
    if (!filter) throw filterNotFound();
    const before = filterSnapshot(filter);
    const fields = filterFieldsOf(input, filter);
    const slug = await slugOf(tx.em, 'filter', { given: input.slug, regenerate, name: fields.name || fields.nameEn, current: filter.slug, id });
    Object.assign(filter, fields, { slug });
    const changes = changesOf(before, filterSnapshot(filter), FILTER_AUDITED);
    if (isGiven(input, 'categoryIds')) {
      const [{ ids: old }] = (await query<{ ids: string[] }>(
        tx.em,
        `select array(select category_id::text from category_filter where filter_id = ? order by 1) as ids`,
        [id],
      )) as [{ ids: string[] }];
      const categoryIds = await categoryIdsOf(tx, input.categoryIds);
      await linkCategories(tx, filter, categoryIds);
      if (JSON.stringify(old) !== JSON.stringify([...categoryIds].sort())) changes.categoryIds = { before: old, after: [...categoryIds].sort() };
    }
    await flushFilter(tx, slug);
    await recordAudit(tx, { entity: 'filter', entityId: id, action: 'update', changes });
  });
  return adminFilter(ctx, id);
}

/**
 * Admin: deletes a filter with its options, category links and every product's value for it, in one
 * transaction; its options' icons go once that has committed. Answers its id.
 */
export async function deleteFilter(ctx: RequestContext, id: string): Promise<string> {
  requireAdmin(ctx);
  return withStoredFiles(
    ctx,
    async (tx, files) => {
      const filter = await lockRow(tx.em, Filter, id);
      if (!filter) throw filterNotFound();
      // Made inactive it is hidden; deleted, new brands and products would have no Brand value.
      if (filter.followsBrand) throw followsBrand('id');
      const removed = await query<{ productId: string }>(tx.em, `delete from product_filter where filter_id = ? returning product_id as "productId"`, [id]);
      const icons = await query<{ iconUrl: string }>(tx.em, `select icon_url as "iconUrl" from filter_option where filter_id = ? and icon_url is not null`, [
        id,
      ]);
      await query(tx.em, `delete from filter where id = ?`, [id]);
      for (const { iconUrl } of icons) files.removeAfterCommit(iconUrl);
      await recordAudit(tx, {
        entity: 'filter',
        entityId: id,
        action: 'delete',
        changes: {
          ...changesOf(filterSnapshot(filter), filterSnapshot(null), ['name', 'nameEn', 'slug']),
          productValues: { before: removed.length, after: 0 },
        },
      });
      return id;
    },
    WRITES_CATALOGUE,
  );
}

/** The option of a filter, locked; 404 when the filter has no such option. */
async function lockOption(tx: RequestContext, filterId: string, optionId: string): Promise<FilterOption> {
  const option = await lockRow(tx.em, FilterOption, optionId);
  if (!option || option.filter.id !== filterId.toLowerCase()) throw optionNotFound();
  return option;
}

async function optionRecord(ctx: RequestContext, filterId: string, optionId: string): Promise<FilterOptionRecord> {
  return (await optionsOfFilters(ctx, [filterId], false)).find((o) => o.id === optionId) ?? Promise.reject(optionNotFound());
}

/** Admin: adds an option to a filter (after its last one unless a sortOrder is given); 409 when the filter has its value. */
export async function addFilterOption(ctx: RequestContext, filterId: string, input: FilterOptionInput): Promise<FilterOptionRecord> {
  requireAdmin(ctx);
  const optionId = await withStoredFiles(ctx, async (tx) => {
    // Shared: options may be added side by side, while an edit or delete of the filter waits.
    const [filter] = isUuid(filterId)
      ? await query<{ next: number; followsBrand: boolean }>(
          tx.em,
          `select coalesce((select max(sort_order) + 1 from filter_option where filter_id = f.id), 0)::int as next, f.follows_brand as "followsBrand"
           from filter f where f.id = ? for share`,
          [filterId],
        )
      : [];
    if (!filter) throw filterNotFound();
    if (filter.followsBrand) throw followsBrand('filterId');
    const fields = optionFieldsOf(tx, input, null, Math.min(filter.next, 1_000_000));
    const option = tx.em.create(FilterOption, { ...fields, filter: filterId });
    await flushFilter(tx, '', [fields.value]);
    await recordAudit(tx, {
      entity: 'filterOption',
      entityId: option.id,
      action: 'create',
      changes: changesOf(optionSnapshot(null), optionSnapshot(option), OPTION_AUDITED),
    });
    return option.id;
  });
  return optionRecord(ctx, filterId, optionId);
}

/**
 * Admin: edits an option; fields left out stay. A new value also renews the number range filters read
 * from the products that have the option. A new icon replaces the old one.
 */
export async function updateFilterOption(ctx: RequestContext, filterId: string, optionId: string, input: FilterOptionInput): Promise<FilterOptionRecord> {
  requireAdmin(ctx);
  await withStoredFiles(
    ctx,
    async (tx, files) => {
      const option = await lockOption(tx, filterId, optionId);
      const before = optionSnapshot(option);
      Object.assign(option, optionFieldsOf(tx, input, option, option.sortOrder));
      if (option.iconUrl !== before.iconUrl) files.removeAfterCommit(before.iconUrl as string | null);
      await flushFilter(tx, '', [option.value]);
      if (option.value !== before.value) {
        await query(tx.em, `update product_filter set numeric_value = ? where filter_option_id = ? and custom_value is null`, [
          leadingNumber(option.value),
          optionId,
        ]);
      }
      await recordAudit(tx, {
        entity: 'filterOption',
        entityId: optionId,
        action: 'update',
        changes: changesOf(before, optionSnapshot(option), OPTION_AUDITED),
      });
    },
    WRITES_CATALOGUE,
  );
  return optionRecord(ctx, filterId, optionId);
}

/** Admin: deletes an option and every product's value that is this option, in one transaction; its icon goes after. Answers its id. */
export async function deleteFilterOption(ctx: RequestContext, filterId: string, optionId: string): Promise<string> {
  requireAdmin(ctx);
  return withStoredFiles(
    ctx,
    async (tx, files) => {
      const option = await lockOption(tx, filterId, optionId);
      if (option.brand) throw followsBrand('optionId');
      const removed = await query(tx.em, `delete from product_filter where filter_option_id = ? returning id`, [optionId]);
      await query(tx.em, `delete from filter_option where id = ?`, [optionId]);
      files.removeAfterCommit(option.iconUrl);
      await recordAudit(tx, {
        entity: 'filterOption',
        entityId: optionId,
        action: 'delete',
        changes: { value: { before: option.value, after: null }, productValues: { before: removed.length, after: 0 } },
      });
      return optionId;
    },
    WRITES_CATALOGUE,
  );
}
