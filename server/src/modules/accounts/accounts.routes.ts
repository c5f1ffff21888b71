import { badInput } from '../../errors.js';
import { ownFields } from '../../input.js';
import { intParam } from '../../rest/params.js';
import type { RestRoute } from '../../rest/route.js';
import { userJson } from './accounts.json.js';
import { changePassword, currentUser, login, logout, register, updateProfile } from './auth.service.js';
import { isRole, Role, type RoleName } from './roles.js';
import { deleteUser, listUsers, roleOptions, setUserActive, setUserRole, updateUser, userSortField, userStatistics } from './users.service.js';

/** The body's own fields: one the caller left out reads as undefined, never as an inherited value. */
function body(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badInput('The request body must be a JSON object');
  return ownFields(value);
}

/** Roles may come as numbers or as names ("Retail"). */
function roleValue(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(Role, value) ? Role[value as RoleName] : value;
}

/** The role filter of the users list: a role number or name, or none. */
function roleFilter(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const role = roleValue(/^\d+$/.test(value) ? Number(value) : value);
  if (!isRole(role)) throw badInput('role must be one of 0 (Admin), 1 (NormalUser), 2 (Retail), 3 (Wholesale), 4 (VIP)', 'roleInvalid');
  return role;
}

export const accountsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/Auth/login',
    handler: async ({ body: b, context }) => {
      const { token, expiresAt } = await login(context, body(b) as { email: unknown; password: unknown });
      return { token, expiresAt: expiresAt.toISOString() };
    },
  },
  {
    method: 'POST',
    path: '/Auth/register',
    status: 201,
    handler: async ({ body: b, context }) => ({ message: 'Signed up successfully!', user: userJson(await register(context, body(b))) }),
  },
  {
    method: 'GET',
    path: '/Auth/me',
    handler: async ({ context }) => userJson(await currentUser(context)),
  },
  {
    method: 'POST',
    path: '/Auth/change-password',
    handler: async ({ body: b, context }) => {
      const input = body(b);
      const { token, expiresAt } = await changePassword(context, {
        currentPassword: input.currentPassword ?? input.currentPass,
        newPassword: input.newPassword ?? input.newPass,
        confirmNewPassword: input.confirmNewPassword,
      });
      return { message: 'Password changed successfully', token, expiresAt: expiresAt.toISOString() };
    },
  },
  {
    method: 'PUT',
    path: '/Auth/profile',
    handler: async ({ body: b, context }) => userJson(await updateProfile(context, body(b))),
  },
  {
    method: 'POST',
    path: '/Auth/logout',
    handler: async ({ context }) => {
      await logout(context);
      return { message: 'Logged out successfully!' };
    },
  },
  {
    method: 'GET',
    path: '/Admin/Users',
    handler: async ({ query, context, reply }) => {
      const paged = query.page !== undefined || query.pageSize !== undefined;
      const result = await listUsers(context, {
        page: paged ? intParam(query.page, 'page', 1) : 1,
        pageSize: paged ? intParam(query.pageSize, 'pageSize', 25) : 100,
        sortField: userSortField(query.sortField),
        sortDirection: query.sortDirection?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
        filter: { search: query.search, role: roleFilter(query.role), isActive: query.isActive === undefined ? null : query.isActive === 'true' },
      });
      reply.header('X-Total-Count', String(result.totalCount));
      return result.items.map(userJson);
    },
  },
  {
    method: 'GET',
    path: '/Admin/users/statistics',
    handler: async ({ context }) => userStatistics(context),
  },
  {
    method: 'GET',
    path: '/Admin/users/roles',
    handler: async ({ context }) => roleOptions(context),
  },
  {
    method: 'PUT',
    path: '/Admin/users/:id',
    handler: async ({ params, body: b, context }) => {
      const input = body(b);
      return userJson(await updateUser(context, params.id!, { ...input, role: roleValue(input.role) }));
    },
  },
  {
    method: 'DELETE',
    path: '/Admin/users/:id',
    handler: async ({ params, context }) => ({ message: 'User deleted successfully', id: await deleteUser(context, params.id!) }),
  },
  {
    method: 'PUT',
    path: '/Admin/users/:id/role',
    handler: async ({ params, body: b, context }) => userJson(await setUserRole(context, params.id!, roleValue(body(b).role))),
  },
  {
    method: 'POST',
    path: '/Admin/users/:id/activate',
    handler: async ({ params, context }) => userJson(await setUserActive(context, params.id!, true)),
  },
  {
    method: 'POST',
    path: '/Admin/users/:id/deactivate',
    handler: async ({ params, context }) => userJson(await setUserActive(context, params.id!, false)),
  },
];
