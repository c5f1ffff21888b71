import { isUuid, pgArray, query, toDate } from '../../db/sql.js';
import { badInput } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import { checkPaging } from '../../paging.js';
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
  'settings',
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

/** Records several writes, each with changes of its own (stock moved on each product of an order), in one statement. */
export async function recordAudits(tx: RequestContext, entries: readonly AuditWrite[]): Promise<void> {
  if (entries.length === 0) return;
  await query(
    tx.em,
    `insert into audit_entry (actor_id, actor_email, entity, entity_id, action, changes)
     select u.id, u.email, e.entity, e.entity_id, e.action, e.changes
     from app_user u cross join jsonb_to_recordset(?::jsonb) as e(entity text, entity_id text, action text, changes jsonb)
     where u.id = ?`,
    [
      JSON.stringify(entries.map((entry) => ({ entity: entry.entity, entity_id: entry.entityId, action: entry.action, changes: entry.changes ?? {} }))),
      tx.viewer.userId,
    ],
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

/** What an entry is about, as the log shows and links it: the record's kind, its id while it exists, and its name. */
export interface AuditSubjectRecord {
  /** The kind of record the link opens: user, order, product, category, banner, filter or file. */
  kind: string;
  /** The record's id; null when it is gone (the name is then the one the entry kept). */
  id: string | null;
  /** A user's e-mail, an order's reference, a product's, category's, banner's, filter's or file's name. */
  name: string;
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
  subject: AuditSubjectRecord | null;
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
  /** Entries at or after this moment. */
  from?: Date | string | null;
  /** Entries before this moment. */
  to?: Date | string | null;
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
  subjectKind: string | null;
  subjectId: string | null;
  subjectName: string | null;
}

/** Values are handed out as JSON text: a price is a number, a flag a boolean, a role a number. */
const asText = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** A moment given as a Date or ISO text, or 400 naming the field. */
function moment(value: Date | string | null | undefined, field: 'from' | 'to'): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw badInput(`${field} must be a date and time (ISO 8601)`, 'auditRangeInvalid');
  return date;
}

/** The entries' filter, shared by the page and its count. */
function auditWhere(filter: { entity: string | null; entityId: string | null; userId: string | null; from: Date | null; to: Date | null }) {
  return {
    sql: `(?::text is null or entity = ?) and (?::text is null or entity_id = ?) and (?::uuid is null or actor_id = ?)
      and (?::timestamptz is null or at >= ?) and (?::timestamptz is null or at < ?)`,
    params: [filter.entity, filter.entity, filter.entityId, filter.entityId, filter.userId, filter.userId, filter.from, filter.from, filter.to, filter.to],
  };
}

/**
 * Names what each entry of a page is about, in the viewer's language where the record has two: the live
 * record when it still exists (so the log can link it), else the name the entry kept (a deleted user's
 * e-mail, a deleted category's name). Specifications, product PDFs and filter values name their product.
 */
const SUBJECT = `left join lateral (
    select kind, id, name, 0 as rank from (
      select 'user' as kind, u.id::text as id, u.email as name from app_user u where page.entity = 'user' and u.id = page.uid
      union all select 'order', o.id::text, o.reference from shop_order o where page.entity = 'order' and o.id = page.uid
      union all select 'product', p.id::text, p.name from shop_products_seen(array[page.uid], 1) p where page.entity in ('product', 'specification', 'productFilter')
      union all select 'product', p.id::text, p.name || ' · ' || coalesce(nullif(d.custom_file_name, ''), d.original_file_name)
        from product_pdf d join shop_products_seen(array[d.product_id], 1) p on true where page.entity = 'productPdf' and d.id = page.uid
      union all select 'category', c.id::text, case when ? = 'en' then coalesce(nullif(c.name_en, ''), c.name) else c.name end
        from category c where page.entity = 'category' and c.id = page.uid
      union all select 'banner', b.id::text, case when ? = 'en' then coalesce(nullif(b.title_en, ''), b.title) else b.title end
        from banner b where page.entity = 'banner' and b.id = page.uid
      union all select 'filter', f.id::text, case when ? = 'en' then coalesce(nullif(f.name_en, ''), f.name) else f.name end
        from filter f where page.entity = 'filter' and f.id = page.uid
      union all select 'filter', f.id::text,
          case when ? = 'en' then coalesce(nullif(f.name_en, ''), f.name) || ': ' || coalesce(nullif(fo.display_name_en, ''), fo.display_name)
               else f.name || ': ' || fo.display_name end
        from filter_option fo join filter f on f.id = fo.filter_id where page.entity = 'filterOption' and fo.id = page.uid
      union all select 'file', m.id::text, coalesce(nullif(m.custom_file_name, ''), m.original_file_name) from managed_file m where page.entity = 'file' and m.id = page.uid
    ) live
    union all
    select case page.entity when 'specification' then 'product' when 'productFilter' then 'product' when 'productPdf' then 'product'
             when 'filterOption' then 'filter' else page.entity end,
           null,
           coalesce(page.changes->'email'->>'before', page.changes->'reference'->>'before', page.changes->'name'->>'before',
             page.changes->'title'->>'before', page.changes->'fileName'->>'before', page.changes->'value'->>'before'),
           1
    order by rank limit 1
  ) s on s.name is not null`;

/** Admin: the newest entries first, optionally of one kind of record, one record, one admin, or a time range. */
export async function auditTrail(ctx: RequestContext, options: AuditTrailOptions): Promise<AuditPageRecord> {
  requireAdmin(ctx);
  const { page, pageSize } = options;
  checkPaging(page, pageSize);
  const entity = options.entity?.trim() || null;
  if (entity !== null && !(AUDITED_ENTITIES as readonly string[]).includes(entity))
    throw badInput(`entity must be one of ${AUDITED_ENTITIES.join(', ')}`, 'auditEntityInvalid');
  const userId = options.userId?.trim() || null;
  if (userId !== null && !isUuid(userId)) throw badInput('userId must be a user id', 'userIdInvalid');
  const from = moment(options.from, 'from');
  const to = moment(options.to, 'to');
  if (from && to && to < from) throw badInput('to must not be before from', 'auditRangeInvalid');
  const where = auditWhere({ entity, entityId: options.entityId ?? null, userId, from, to });
  const language = ctx.language;
  const rows = await query<AuditRow>(
    ctx.em,
    `with page as (
       select id, at, actor_id, actor_email, entity, entity_id, action, changes, count(*) over ()::int as "totalCount",
         case when entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then entity_id::uuid end as uid
       from audit_entry where ${where.sql}
       order by at desc, id desc limit ? offset ?
     )
     select page.id::text, page.at, page.actor_id as "actorId", page.actor_email as "actorEmail", page.entity, page.entity_id as "entityId",
       page.action, page.changes, page."totalCount", s.kind as "subjectKind", s.id as "subjectId", s.name as "subjectName"
     from page ${SUBJECT}
     order by page.at desc, page.id desc`,
    [...where.params, pageSize, (page - 1) * pageSize, language, language, language, language],
  );
  const totalCount = rows[0]?.totalCount ?? (page > 1 ? await countEntries(ctx, where) : 0);
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
      subject: row.subjectKind && row.subjectName !== null ? { kind: row.subjectKind, id: row.subjectId, name: row.subjectName } : null,
    })),
    totalCount,
    page,
    pageSize,
  };
}

/** The count for a page past the last one, where the window count has no row to ride on. */
async function countEntries(ctx: RequestContext, where: ReturnType<typeof auditWhere>): Promise<number> {
  const [row] = await query<{ n: number }>(ctx.em, `select count(*)::int as n from audit_entry where ${where.sql}`, where.params);
  return row!.n;
}
