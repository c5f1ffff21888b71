import { badInput, unauthenticated } from '../../errors.js';
import { ownFields } from '../../input.js';
import { intParam } from '../../rest/params.js';
import type { RestRoute } from '../../rest/route.js';
import { userJson } from './accounts.json.js';
import { changePassword, findUser, login, register, revokeTokens, updateProfile } from './auth.service.js';
import { isRole, Role, type RoleName } from './roles.js';
import { deleteUser, listUsers, ROLE_OPTIONS, setUserActive, setUserRole, updateUser, userSortField, userStatistics } from './users.service.js';
import { requireAdmin, requireUser } from './viewer.js';

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
    handler: async ({ context: { em, viewer } }) => {
      const user = await findUser(em, requireUser(viewer));
      if (!user) throw unauthenticated();
      return userJson(user);
    },
  },
  {
    method: 'POST',
    path: '/Auth/change-password',
    handler: async ({ body: b, context }) => {
      const input = body(b);
      const { token, expiresAt } = await changePassword(context, requireUser(context.viewer), {
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
    handler: async ({ body: b, context: { em, viewer } }) => userJson(await updateProfile(em, requireUser(viewer), body(b))),
  },
  {
    method: 'POST',
    path: '/Auth/logout',
    handler: async ({ context: { em, viewer } }) => {
      const user = await findUser(em, requireUser(viewer));
      if (user) await revokeTokens(em, user);
      return { message: 'Logged out successfully!' };
    },
  },
  {
    method: 'GET',
    path: '/Admin/Users',
    handler: async ({ query, context: { em, viewer }, reply }) => {
      requireAdmin(viewer);
      const paged = query.page !== undefined || query.pageSize !== undefined;
      const result = await listUsers(em, {
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
    handler: async ({ context: { em, viewer } }) => {
      requireAdmin(viewer);
      return userStatistics(em);
    },
  },
  {
    method: 'GET',
    path: '/Admin/users/roles',
    handler: async ({ context: { viewer } }) => {
      requireAdmin(viewer);
      return ROLE_OPTIONS;
    },
  },
  {
    method: 'PUT',
    path: '/Admin/users/:id',
    handler: async ({ params, body: b, context: { em, viewer } }) => {
      const input = body(b);
      return userJson(await updateUser(em, requireAdmin(viewer), params.id!, { ...input, role: roleValue(input.role) }));
    },
  },
  {
    method: 'DELETE',
    path: '/Admin/users/:id',
    handler: async ({ params, context: { em, viewer } }) => ({ message: 'User deleted successfully', id: await deleteUser(em, requireAdmin(viewer), params.id!) }),
  },
  {
    method: 'PUT',
    path: '/Admin/users/:id/role',
    handler: async ({ params, body: b, context: { em, viewer } }) =>
      userJson(await setUserRole(em, requireAdmin(viewer), params.id!, roleValue(body(b).role))),
  },
  {
    method: 'POST',
    path: '/Admin/users/:id/activate',
    handler: async ({ params, context: { em, viewer } }) => userJson(await setUserActive(em, requireAdmin(viewer), params.id!, true)),
  },
  {
    method: 'POST',
    path: '/Admin/users/:id/deactivate',
    handler: async ({ params, context: { em, viewer } }) => userJson(await setUserActive(em, requireAdmin(viewer), params.id!, false)),
  },
];
