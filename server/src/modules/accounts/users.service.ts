import { query } from '../../db/sql.js';
import { inTransaction, lockRow } from '../../db/transaction.js';
import { badInput, conflict, notFound, unauthenticated } from '../../errors.js';
import { ownFields } from '../../input.js';
import type { RequestContext } from '../../request-context.js';
import { checkPaging } from '../../paging.js';
import { ensureEmailAndPhoneFree, flushUnique } from './auth.service.js';
import { isRole, Role, ROLE_NAMES } from './roles.js';
import { User } from './user.entity.js';
import { normalizePhone, requiredName } from './validation.js';
import { requireAdmin } from '../../permissions.js';
import { changesOf, recordAudit } from '../audit/index.js';
import type { UpdateUserInput } from './accounts.schemas.js';
import type { UserPageRecord } from './accounts.types.js';

/** Back-office management of users: admins only, each operation checks. */

const SORT_COLUMNS = {
  CREATED_AT: 'createdAt',
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  EMAIL: 'email',
  ROLE: 'role',
  IS_ACTIVE: 'isActive',
  LAST_LOGIN: 'lastLogin',
} as const;
export type UserSortField = keyof typeof SORT_COLUMNS;

/** Reads a sort field given as `createdAt`, `created_at` or `CREATED_AT`; anything else sorts by creation. */
export function userSortField(value: string | undefined): UserSortField {
  const name = (value ?? '').replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
  return name in SORT_COLUMNS ? (name as UserSortField) : 'CREATED_AT';
}

export interface UserListOptions {
  page: number;
  pageSize: number;
  /** Null when a GraphQL caller sends null for the argument that has a default. */
  sortField: UserSortField | null;
  sortDirection: 'ASC' | 'DESC';
  filter?: { search?: string | null; role?: number | null; isActive?: boolean | null } | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listUsers(ctx: RequestContext, options: UserListOptions): Promise<UserPageRecord> {
  requireAdmin(ctx);
  const { page, pageSize, sortField, sortDirection } = options;
  const filter = options.filter ? ownFields<NonNullable<UserListOptions['filter']>>(options.filter) : null;
  checkPaging(page, pageSize);
  if (sortField === null || !Object.hasOwn(SORT_COLUMNS, sortField))
    throw badInput(`sortField must be one of ${Object.keys(SORT_COLUMNS).join(', ')}`, 'sortFieldInvalid');
  const where: Record<string, unknown> = {};
  const search = filter?.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    where.$or = [{ firstName: { $ilike: pattern } }, { lastName: { $ilike: pattern } }, { email: { $ilike: pattern } }, { phoneNumber: { $ilike: pattern } }];
  }
  if (filter?.role !== undefined && filter.role !== null) where.role = filter.role;
  if (filter?.isActive !== undefined && filter.isActive !== null) where.isActive = filter.isActive;
  const direction = sortDirection === 'ASC' ? 'asc' : 'desc';
  const [items, totalCount] = await ctx.em.findAndCount(User, where, {
    orderBy: { [SORT_COLUMNS[sortField]]: `${direction} nulls last`, id: 'asc' },
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items, totalCount, page, pageSize };
}

export async function userStatistics(ctx: RequestContext) {
  requireAdmin(ctx);
  const [row] = await ctx.em
    .getConnection()
    .execute<{ totalUsers: number; adminUsers: number; normalUsers: number; retailUsers: number; wholesaleUsers: number; vipUsers: number }[]>(
      `select count(*)::int as "totalUsers",
       count(*) filter (where role = 0)::int as "adminUsers",
       count(*) filter (where role = 1)::int as "normalUsers",
       count(*) filter (where role = 2)::int as "retailUsers",
       count(*) filter (where role = 3)::int as "wholesaleUsers",
       count(*) filter (where role = 4)::int as "vipUsers"
     from app_user`,
    );
  return row!;
}

const ROLE_OPTIONS = Object.entries(ROLE_NAMES).map(([value, name]) => ({ id: Number(value), name, value: Number(value) as Role }));

/** The roles an admin may give, for the back office's pickers. */
export async function roleOptions(ctx: RequestContext) {
  requireAdmin(ctx);
  return ROLE_OPTIONS;
}

/** Reads the user fresh from the database and locks the row until the transaction ends. */
async function lockUser(tx: RequestContext, id: string): Promise<User> {
  const user = await lockRow(tx.em, User, id);
  if (!user) throw notFound('User not found', 'userNotFound');
  return user;
}

/** What an entry about a user keeps: the access it gives and how to reach its owner. */
const AUDITED_USER_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'role', 'isActive'] as const;

/** A role's number (REST may send any whole number; GraphQL's enum is always one). */
function checkRole(role: number): Role {
  if (!isRole(role)) throw badInput('Role must be one of 0 (Admin), 1 (NormalUser), 2 (Retail), 3 (Wholesale), 4 (VIP)', 'roleInvalid');
  return role;
}

/**
 * Runs a change to user `id` in one transaction that first locks every active admin's row (in id order, so
 * two such transactions never deadlock). Two admins removing each other at once are serialised this way:
 * the second waits, then sees the first one's change when it re-checks. Checked again under the lock:
 * the actor is still an active admin (its token was valid when the request began, not necessarily now).
 * Once committed, this process forgets the user's sign-in state (a role or active flag may have changed).
 */
async function changeUnderAdminLock<T>(
  ctx: RequestContext,
  actorId: string,
  id: string,
  work: (tx: RequestContext, activeAdmins: ReadonlySet<string>) => Promise<T>,
): Promise<T> {
  const result = await inTransaction(ctx, async (tx) => {
    const rows = await query<{ id: string }>(tx.em, 'select id from app_user where role = 0 and is_active order by id for update');
    const activeAdmins = new Set(rows.map((row) => row.id));
    if (!activeAdmins.has(actorId)) throw unauthenticated();
    return work(tx, activeAdmins);
  });
  ctx.accountStates.forget(id);
  return result;
}

/** An admin may not lock themselves out, and the shop always keeps at least one active admin. */
function guardAdminChange(actorId: string, activeAdmins: ReadonlySet<string>, user: User, change: 'delete' | 'deactivate' | 'demote'): void {
  if (user.id === actorId) {
    const messages = {
      delete: ['You cannot delete your own account', 'selfDelete'],
      deactivate: ['You cannot deactivate your own account', 'selfDeactivate'],
      demote: ['You cannot change your own role', 'selfDemote'],
    } as const;
    throw conflict(messages[change][0], messages[change][1]);
  }
  if (activeAdmins.has(user.id) && activeAdmins.size <= 1) throw conflict('The last admin cannot be removed', 'lastAdmin');
}

/** Applies a role and an active flag, revoking the user's tokens when either changes. */
function applyAccess(actorId: string, activeAdmins: ReadonlySet<string>, user: User, role: Role, isActive: boolean): void {
  if (role !== user.role && (user.id === actorId || user.role === Role.Admin)) guardAdminChange(actorId, activeAdmins, user, 'demote');
  if (!isActive && user.isActive) guardAdminChange(actorId, activeAdmins, user, 'deactivate');
  if (role !== user.role || isActive !== user.isActive) user.tokenVersion += 1;
  user.role = role;
  user.isActive = isActive;
}

export async function updateUser(ctx: RequestContext, id: string, fields: UpdateUserInput): Promise<User> {
  const actorId = requireAdmin(ctx);
  // Role and active flag are optional: one left out must read as absent, never as an inherited value.
  const input = ownFields<UpdateUserInput>(fields);
  const firstName = requiredName(input.firstName, 'First name', 'firstName');
  const lastName = requiredName(input.lastName, 'Last name', 'lastName');
  const phoneNumber = normalizePhone(input.phoneNumber);
  const role = input.role === undefined || input.role === null ? null : checkRole(input.role);
  return changeUnderAdminLock(ctx, actorId, id, async (tx, activeAdmins) => {
    const user = await lockUser(tx, id);
    const before = { ...user };
    const isActive = input.isActive ?? user.isActive;
    if (phoneNumber !== user.phoneNumber) await ensureEmailAndPhoneFree(tx, { phoneNumber }, user.id);
    applyAccess(actorId, activeAdmins, user, role ?? (user.role as Role), isActive);
    Object.assign(user, { firstName, lastName, phoneNumber });
    await flushUnique(tx);
    await recordAudit(tx, { entity: 'user', entityId: user.id, action: 'update', changes: changesOf(before, user, AUDITED_USER_FIELDS) });
    return user;
  });
}

export async function setUserRole(ctx: RequestContext, id: string, role: number): Promise<User> {
  const actorId = requireAdmin(ctx);
  const newRole = checkRole(role);
  return changeUnderAdminLock(ctx, actorId, id, async (tx, activeAdmins) => {
    const user = await lockUser(tx, id);
    const before = { ...user };
    applyAccess(actorId, activeAdmins, user, newRole, user.isActive);
    await recordAudit(tx, { entity: 'user', entityId: user.id, action: 'setRole', changes: changesOf(before, user, ['role']) });
    return user;
  });
}

export async function setUserActive(ctx: RequestContext, id: string, isActive: boolean): Promise<User> {
  const actorId = requireAdmin(ctx);
  return changeUnderAdminLock(ctx, actorId, id, async (tx, activeAdmins) => {
    const user = await lockUser(tx, id);
    const before = { ...user };
    applyAccess(actorId, activeAdmins, user, user.role as Role, isActive);
    await recordAudit(tx, { entity: 'user', entityId: user.id, action: 'setActive', changes: changesOf(before, user, ['isActive']) });
    return user;
  });
}

export async function deleteUser(ctx: RequestContext, id: string): Promise<string> {
  const actorId = requireAdmin(ctx);
  return changeUnderAdminLock(ctx, actorId, id, async (tx, activeAdmins) => {
    const user = await lockUser(tx, id);
    guardAdminChange(actorId, activeAdmins, user, 'delete');
    tx.em.remove(user);
    await recordAudit(tx, {
      entity: 'user',
      entityId: user.id,
      action: 'delete',
      changes: { email: { before: user.email, after: null }, role: { before: user.role, after: null } },
    });
    return id;
  });
}
