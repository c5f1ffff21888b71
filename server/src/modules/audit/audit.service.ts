import { isUuid, pgArray, query, toDate } from '../../db/sql.js';
import { badInput } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import { checkPaging } from '../catalog/index.js';
import { requireAdmin } from '../../permissions.js';

/**
 * The audit trail: every admin write records who did what to which record, in the same transaction as
 * the write (so a rolled-back write leaves no record, and a committed one always has one). For the
 * values that move money, stock or access (prices, stock, roles, activation, order status) the entry
 * keeps the value before and after.
 */

/** What an entry is about: the kinds of record the back office changes. */
export const AUDITED_ENTITIES = [
  'user',
  'order',
  'category',
  'product',
  'specification',
  'productPdf',
  'banner',
  'filter',
  'filterOption',
  'productFilter',
  'file',
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

/** A value before and after a change; null where there was none (created) or is none (deleted). */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

export interface AuditWrite {
  entity: AuditedEntity;
  entityId: string;
  /** What was done, in a word or two: `create`, `update`, `delete`, `setRole`, `archive`... */
  action: string;
  /** Field name → before and after; only fields that changed are kept. */
  changes?: Record<string, AuditChange>;
}

/** The fields of `tracked` whose values differ between `before` and `after` (compared as JSON). */
export function changesOf<T extends object>(before: T, after: T, tracked: readonly (keyof T & string)[]): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const field of tracked) {
    const [was, is] = [before[field] ?? null, after[field] ?? null];
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

/**
 * Records one admin write. Call it with the transaction's context, after the write, so both commit or
 * neither. The actor is the context's viewer (services have checked it is an admin).
 */
export async function recordAudit(tx: RequestContext, entry: AuditWrite): Promise<void> {
  const changes = entry.changes ?? {};
  await query(
    tx.em,
    `insert into audit_entry (actor_id, actor_email, entity, entity_id, action, changes)
     select u.id, u.email, ?, ?, ?, ?::jsonb from app_user u where u.id = ?`,
    [entry.entity, entry.entityId, entry.action, JSON.stringify(changes), tx.viewer.userId],
  );
}

/** Records one write to many records of one kind (a bulk assignment) in one statement: an entry for each. */
export async function recordAuditOfMany(tx: RequestContext, entry: Omit<AuditWrite, 'entityId'> & { entityIds: readonly string[] }): Promise<void> {
  await query(
    tx.em,
    `insert into audit_entry (actor_id, actor_email, entity, entity_id, action, changes)
     select u.id, u.email, ?, e.id, ?, ?::jsonb from app_user u cross join unnest(?::text[]) as e(id) where u.id = ?`,
    [entry.entity, entry.action, JSON.stringify(entry.changes ?? {}), pgArray(entry.entityIds), tx.viewer.userId],
  );
}

export interface AuditEntryRecord {
  id: string;
  at: Date;
  actorId: string | null;
  actorEmail: string;
  entity: string;
  entityId: string;
  action: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

export interface AuditPageRecord {
  items: AuditEntryRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface AuditTrailOptions {
  page: number;
  pageSize: number;
  entity?: string | null;
  entityId?: string | null;
  userId?: string | null;
}

interface AuditRow {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string;
  entity: string;
  entityId: string;
  action: string;
  changes: Record<string, AuditChange>;
  totalCount: number;
}

/** Values are handed out as JSON text: a price is a number, a flag a boolean, a role a number. */
const asText = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** Admin: the newest entries first, optionally of one kind of record, one record, or one admin. */
export async function auditTrail(ctx: RequestContext, options: AuditTrailOptions): Promise<AuditPageRecord> {
  requireAdmin(ctx);
  const { page, pageSize } = options;
  checkPaging(page, pageSize);
  const entity = options.entity?.trim() || null;
  if (entity !== null && !(AUDITED_ENTITIES as readonly string[]).includes(entity))
    throw badInput(`entity must be one of ${AUDITED_ENTITIES.join(', ')}`, 'auditEntityInvalid');
  const userId = options.userId?.trim() || null;
  if (userId !== null && !isUuid(userId)) throw badInput('userId must be a user id', 'userIdInvalid');
  const rows = await query<AuditRow>(
    ctx.em,
    `select id::text, at, actor_id as "actorId", actor_email as "actorEmail", entity, entity_id as "entityId", action, changes,
       count(*) over ()::int as "totalCount"
     from audit_entry
     where (?::text is null or entity = ?) and (?::text is null or entity_id = ?) and (?::uuid is null or actor_id = ?)
     order by at desc, id desc limit ? offset ?`,
    [entity, entity, options.entityId ?? null, options.entityId ?? null, userId, userId, pageSize, (page - 1) * pageSize],
  );
  const totalCount = rows[0]?.totalCount ?? (page > 1 ? await countEntries(ctx, entity, options.entityId ?? null, userId) : 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: toDate(row.at),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      entity: row.entity,
      entityId: row.entityId,
      action: row.action,
      changes: Object.entries(row.changes).map(([field, change]) => ({ field, before: asText(change.before), after: asText(change.after) })),
    })),
    totalCount,
    page,
    pageSize,
  };
}

/** The count for a page past the last one, where the window count has no row to ride on. */
async function countEntries(ctx: RequestContext, entity: string | null, entityId: string | null, userId: string | null): Promise<number> {
  const [row] = await query<{ n: number }>(
    ctx.em,
    `select count(*)::int as n from audit_entry
     where (?::text is null or entity = ?) and (?::text is null or entity_id = ?) and (?::uuid is null or actor_id = ?)`,
    [entity, entity, entityId, entityId, userId, userId],
  );
  return row!.n;
}
