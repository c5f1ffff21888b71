import { query } from '../../db/sql.js';
import { inCatalogueTransaction, lockRow } from '../../db/transaction.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { ownFields, textField } from '../../input.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { recordAudit } from '../audit/index.js';
import { Product } from '../catalog/index.js';
import { SpecificationGroup, SpecificationItem } from './specification.entity.js';
import { specificationsOfProducts, storedSpecifications } from './specs.service.js';
import type { ProductSpecificationsRecord } from './specs.types.js';

/**
 * The back office's specifications (back office §5, §7): add a product's set, replace it whole, delete
 * it; each in one transaction with its audit entry. Names come in both languages (`name` Azerbaijani,
 * `nameEn` English; at least one). The triggers rewrite the product's search document.
 */

export interface SpecificationItemInput {
  name?: string | null;
  nameEn?: string | null;
  value?: string | null;
  /** The value in English; empty: the shop's term list's English for the value, else the value as it is. */
  valueEn?: string | null;
  unit?: string | null;
  unitEn?: string | null;
  /** 0 text (default), 1 number, 2 yes or no. */
  type?: number | null;
}

export interface SpecificationGroupInput {
  groupName?: string | null;
  groupNameEn?: string | null;
  items?: readonly SpecificationItemInput[] | null;
}

/** The spec's own message when a group or item lacks what it needs (back office §5). */
export const SPECIFICATIONS_INCOMPLETE = 'Please fill in all required fields';
/** No limit in the spec; these only bound what one request may write. */
const MAX_GROUPS = 100;
const MAX_ITEMS = 200;
const SPECIFICATION_TYPES = [0, 1, 2];

interface CheckedItem {
  name: string;
  nameEn: string;
  value: string;
  valueEn: string;
  unit: string | null;
  unitEn: string;
  type: number;
}
interface CheckedGroup {
  groupName: string;
  groupNameEn: string;
  items: CheckedItem[];
}

const incomplete = (field: string) => badInput(`${SPECIFICATIONS_INCOMPLETE} (${field})`, 'specificationsIncomplete');

/**
 * Checks a set (back office §5): every group a name (in either language) and at least one item, every
 * item a name and a value; the unit optional. 400 naming the field.
 */
function checkGroups(value: unknown): CheckedGroup[] {
  if (!Array.isArray(value)) throw badInput('specificationGroups must be a list', 'specificationsInvalid');
  if (value.length > MAX_GROUPS) throw badInput(`specificationGroups must have at most ${MAX_GROUPS} groups`, 'specificationsTooMany');
  return value.map((entry: unknown, g) => {
    const at = `specificationGroups.${g}`;
    if (!entry || typeof entry !== 'object') throw incomplete(at);
    const group = ownFields<SpecificationGroupInput>(entry);
    const groupName = textField(group.groupName, `${at}.groupName`, 255, '');
    const groupNameEn = textField(group.groupNameEn, `${at}.groupNameEn`, 255, '');
    if (!groupName && !groupNameEn) throw incomplete(`${at}.groupName`);
    if (!Array.isArray(group.items) || group.items.length === 0) throw incomplete(`${at}.items`);
    if (group.items.length > MAX_ITEMS) throw badInput(`${at}.items must have at most ${MAX_ITEMS} items`, 'specificationsTooMany');
    const items = group.items.map((raw: unknown, i) => {
      const field = `${at}.items.${i}`;
      if (!raw || typeof raw !== 'object') throw incomplete(field);
      const item = ownFields<SpecificationItemInput>(raw);
      const name = textField(item.name, `${field}.name`, 255, '');
      const nameEn = textField(item.nameEn, `${field}.nameEn`, 255, '');
      if (!name && !nameEn) throw incomplete(`${field}.name`);
      const value = textField(item.value, `${field}.value`, 255, '');
      if (!value) throw incomplete(`${field}.value`);
      const type = item.type ?? 0;
      if (!SPECIFICATION_TYPES.includes(type)) throw badInput(`${field}.type must be 0 (text), 1 (number) or 2 (yes or no)`, 'specificationTypeInvalid');
      const valueEn = textField(item.valueEn, `${field}.valueEn`, 255, '');
      const unitEn = textField(item.unitEn, `${field}.unitEn`, 50, '');
      return { name, nameEn, value, valueEn, unit: textField(item.unit, `${field}.unit`, 50, null), unitEn, type };
    });
    return { groupName, groupNameEn, items };
  });
}

/** A set as the audit keeps it: `Group: name = value unit` per item. */
const summary = (groups: readonly CheckedGroup[]) =>
  groups.flatMap((group) =>
    group.items.map((item) => {
      const en = item.valueEn || item.unitEn ? ` (${[item.valueEn || item.value, item.unitEn || item.unit].filter(Boolean).join(' ')})` : '';
      return `${group.groupName || group.groupNameEn}: ${item.name || item.nameEn} = ${item.value}${item.unit ? ` ${item.unit}` : ''}${en}`;
    }),
  );
/** The product, locked against a concurrent write of its set; 404 when there is none. */
async function lockProduct(tx: RequestContext, productId: string): Promise<string> {
  const product = await lockRow(tx.em, Product, productId);
  if (!product) throw notFound('Product not found', 'productNotFound');
  return product.id;
}

/** The product's set as stored (both languages), in the shape of checked input. */
async function currentSet(tx: RequestContext, productId: string): Promise<CheckedGroup[]> {
  return (await storedSpecifications(tx.em, [productId])).map((group) => ({
    groupName: group.groupNameAz,
    groupNameEn: group.groupNameEn,
    items: group.items.map((item) => ({
      name: item.nameAz,
      nameEn: item.nameEn,
      value: item.valueAz,
      valueEn: item.valueEn,
      unit: item.unitAz,
      unitEn: item.unitEn,
      type: item.type,
    })),
  }));
}

async function insertGroups(tx: RequestContext, productId: string, groups: CheckedGroup[]): Promise<void> {
  groups.forEach(({ items, ...group }, g) => {
    const row = tx.em.create(SpecificationGroup, { product: productId, ...group, sortOrder: g });
    items.forEach((item, i) => tx.em.create(SpecificationItem, { group: row, ...item, sortOrder: i }));
  });
  await tx.em.flush();
}

/** Any product's set (inactive ones too), read fresh after a write. */
async function setOf(ctx: RequestContext, productId: string): Promise<ProductSpecificationsRecord> {
  return { productId, specificationGroups: await specificationsOfProducts(ctx, [productId]) };
}

/**
 * Admin: adds a product's specifications when it has none (409 when it has: replace them with PUT).
 * `bodyProductId`: the product a REST body names besides its path, which must be the same.
 */
export async function addSpecifications(
  ctx: RequestContext,
  productId: string,
  groupsInput: unknown,
  bodyProductId?: string | null,
): Promise<ProductSpecificationsRecord> {
  requireAdmin(ctx);
  if (bodyProductId && bodyProductId !== productId) throw badInput("productId must be the path's product", 'productMismatch');
  const groups = checkGroups(groupsInput);
  const id = await inCatalogueTransaction(ctx, async (tx) => {
    const id = await lockProduct(tx, productId);
    if ((await currentSet(tx, id)).length > 0) throw conflict('The product has specifications already; replace them with PUT', 'specificationsExist');
    await insertGroups(tx, id, groups);
    await recordAudit(tx, { entity: 'specification', entityId: id, action: 'create', changes: { specifications: { before: null, after: summary(groups) } } });
    return id;
  });
  return setOf(ctx, id);
}

/** Admin: replaces a product's specifications with the given set, all in one transaction. */
export async function replaceSpecifications(ctx: RequestContext, productId: string, groupsInput: unknown): Promise<ProductSpecificationsRecord> {
  requireAdmin(ctx);
  const groups = checkGroups(groupsInput);
  const id = await inCatalogueTransaction(ctx, async (tx) => {
    const id = await lockProduct(tx, productId);
    const before = await currentSet(tx, id);
    await query(tx.em, 'delete from specification_group where product_id = ?', [id]);
    await insertGroups(tx, id, groups);
    await recordAudit(tx, {
      entity: 'specification',
      entityId: id,
      action: 'replace',
      changes: { specifications: { before: summary(before), after: summary(groups) } },
    });
    return id;
  });
  return setOf(ctx, id);
}

/** Admin: deletes all of a product's specifications; answers the product's id. */
export async function deleteSpecifications(ctx: RequestContext, productId: string): Promise<string> {
  requireAdmin(ctx);
  return inCatalogueTransaction(ctx, async (tx) => {
    const id = await lockProduct(tx, productId);
    const before = await currentSet(tx, id);
    await query(tx.em, 'delete from specification_group where product_id = ?', [id]);
    await recordAudit(tx, { entity: 'specification', entityId: id, action: 'delete', changes: { specifications: { before: summary(before), after: null } } });
    return id;
  });
}
