import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../errors.js';
import { checkPaging } from '../catalog/catalog.service.js';
import { ensureEmailAndPhoneFree, flushUnique } from './auth.service.js';
import { isRole, Role, ROLE_NAMES } from './roles.js';
import { User } from './user.entity.js';
import { normalizePhone, requiredName } from './validation.js';

/** Back-office management of users. Callers have already checked that the viewer is an admin. */

export interface UserPageRecord {
  items: User[];
  totalCount: number;
  page: number;
  pageSize: number;
}

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
  sortField: UserSortField;
  sortDirection: 'ASC' | 'DESC';
  filter?: { search?: string | null; role?: number | null; isActive?: boolean | null } | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listUsers(em: EntityManager, options: UserListOptions): Promise<UserPageRecord> {
  const { page, pageSize, sortField, sortDirection, filter } = options;
  checkPaging(page, pageSize);
  const where: Record<string, unknown> = {};
  const search = filter?.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    where.$or = [{ firstName: { $ilike: pattern } }, { lastName: { $ilike: pattern } }, { email: { $ilike: pattern } }, { phoneNumber: { $ilike: pattern } }];
  }
  if (filter?.role !== undefined && filter.role !== null) where.role = filter.role;
  if (filter?.isActive !== undefined && filter.isActive !== null) where.isActive = filter.isActive;
  const direction = sortDirection === 'ASC' ? 'asc' : 'desc';
  const [items, totalCount] = await em.findAndCount(User, where, {
    orderBy: { [SORT_COLUMNS[sortField]]: `${direction} nulls last`, id: 'asc' },
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items, totalCount, page, pageSize };
}

export async function userStatistics(em: EntityManager) {
  const [row] = await em.getConnection().execute<
    { totalUsers: number; adminUsers: number; normalUsers: number; retailUsers: number; wholesaleUsers: number; vipUsers: number }[]
  >(
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

export const ROLE_OPTIONS = Object.entries(ROLE_NAMES).map(([value, name]) => ({ id: Number(value), name, value: Number(value) }));

async function getUser(em: EntityManager, id: string): Promise<User> {
  const user = /^[0-9a-f-]{36}$/i.test(id) ? await em.findOne(User, { id }) : null;
  if (!user) throw notFound('User not found', 'userNotFound');
  return user;
}

function checkRole(role: unknown): Role {
  if (!isRole(role)) throw badInput('Role must be one of 0 (Admin), 1 (NormalUser), 2 (Retail), 3 (Wholesale), 4 (VIP)', 'roleInvalid');
  return role;
}

/** An admin may not lock themselves out, and the shop always keeps at least one active admin. */
async function guardAdminChange(em: EntityManager, actorId: string, user: User, change: 'delete' | 'deactivate' | 'demote'): Promise<void> {
  if (user.id === actorId) {
    const messages = {
      delete: ['You cannot delete your own account', 'selfDelete'],
      deactivate: ['You cannot deactivate your own account', 'selfDeactivate'],
      demote: ['You cannot change your own role', 'selfDemote'],
    } as const;
    throw conflict(messages[change][0], messages[change][1]);
  }
  if (user.role === Role.Admin && user.isActive) {
    const otherAdmins = await em.count(User, { role: Role.Admin, isActive: true, id: { $ne: user.id } });
    if (otherAdmins === 0) throw conflict('The last admin cannot be removed', 'lastAdmin');
  }
}

/** Applies a role and an active flag, revoking the user's tokens when either changes. */
async function applyAccess(em: EntityManager, actorId: string, user: User, role: Role, isActive: boolean): Promise<void> {
  if (role !== user.role && (user.id === actorId || user.role === Role.Admin)) await guardAdminChange(em, actorId, user, 'demote');
  if (!isActive && user.isActive) await guardAdminChange(em, actorId, user, 'deactivate');
  if (role !== user.role || isActive !== user.isActive) user.tokenVersion += 1;
  user.role = role;
  user.isActive = isActive;
}

export async function updateUser(em: EntityManager, actorId: string, id: string, input: Record<string, unknown>): Promise<User> {
  const user = await getUser(em, id);
  const firstName = requiredName(input.firstName, 'First name', 'firstNameRequired');
  const lastName = requiredName(input.lastName, 'Last name', 'lastNameRequired');
  const phoneNumber = normalizePhone(input.phoneNumber);
  const role = input.role === undefined || input.role === null ? user.role : checkRole(input.role);
  const isActive = input.isActive === undefined || input.isActive === null ? user.isActive : Boolean(input.isActive);
  if (phoneNumber !== user.phoneNumber) await ensureEmailAndPhoneFree(em, { phoneNumber }, user.id);
  await applyAccess(em, actorId, user, role as Role, isActive);
  Object.assign(user, { firstName, lastName, phoneNumber });
  await flushUnique(em);
  return user;
}

export async function setUserRole(em: EntityManager, actorId: string, id: string, role: unknown): Promise<User> {
  const user = await getUser(em, id);
  await applyAccess(em, actorId, user, checkRole(role), user.isActive);
  await em.flush();
  return user;
}

export async function setUserActive(em: EntityManager, actorId: string, id: string, isActive: boolean): Promise<User> {
  const user = await getUser(em, id);
  await applyAccess(em, actorId, user, user.role as Role, isActive);
  await em.flush();
  return user;
}

export async function deleteUser(em: EntityManager, actorId: string, id: string): Promise<string> {
  const user = await getUser(em, id);
  await guardAdminChange(em, actorId, user, 'delete');
  em.remove(user);
  await em.flush();
  return id;
}
