import Type from 'typebox';
import { badInput } from '../../errors.js';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { Message, ref } from '../../rest/schema.js';
import { userJson } from './accounts.json.js';
import { Credentials, PasswordChange, Profile, Registration, RoleChange, TokenAnswer, User, UserEdit, UserIdParams, UsersQuery } from './accounts.schemas.js';
import { changePassword, currentUser, login, logout, register, updateProfile } from './auth.service.js';
import { isRole, Role, type RoleName } from './roles.js';
import { deleteUser, listUsers, roleOptions, setUserActive, setUserRole, updateUser, userSortField, userStatistics } from './users.service.js';

/** Roles may come as numbers or as names ("Retail"). */
function roleValue<T extends number | null | undefined>(value: T | RoleName): T | Role {
  return typeof value === 'string' ? Role[value] : value;
}

/** The role filter of the users list: a role number or name, or none. */
function roleFilter(value: string | undefined): number | null {
  if (value === undefined) return null;
  const role = /^\d+$/.test(value) ? Number(value) : Object.hasOwn(Role, value) ? Role[value as RoleName] : value;
  if (!isRole(role)) throw badInput('role must be one of 0 (Admin), 1 (NormalUser), 2 (Retail), 3 (Wholesale), 4 (VIP)', 'roleInvalid');
  return role;
}

const user = ref(User);

export const accountsRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/Auth/login',
    summary: 'Signs in: a bearer token and its expiry',
    schema: { body: Credentials, response: TokenAnswer },
    handler: async ({ body, context }) => {
      const { token, expiresAt } = await login(context, body);
      return { token, expiresAt: expiresAt.toISOString() };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/Auth/register',
    summary: 'Signs up a customer (always a NormalUser)',
    status: 201,
    schema: { body: Registration, response: Type.Object({ message: Type.String(), user }) },
    handler: async ({ body, context }) => ({ message: 'Signed up successfully!', user: userJson(await register(context, body)) }),
  }),
  restRoute({
    method: 'GET',
    path: '/Auth/me',
    summary: 'The signed-in user',
    schema: { response: user },
    handler: async ({ context }) => userJson(await currentUser(context)),
  }),
  restRoute({
    method: 'POST',
    path: '/Auth/change-password',
    summary: 'Changes the own password (fields named currentPassword/newPassword or currentPass/newPass); older tokens stop working',
    schema: { body: PasswordChange, response: Type.Object({ message: Type.String(), ...TokenAnswer.properties }) },
    handler: async ({ body, context }) => {
      const { token, expiresAt } = await changePassword(context, {
        currentPassword: body.currentPassword ?? body.currentPass,
        newPassword: body.newPassword ?? body.newPass,
        confirmNewPassword: body.confirmNewPassword,
      });
      return { message: 'Password changed successfully', token, expiresAt: expiresAt.toISOString() };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/Auth/profile',
    summary: 'Saves the own first name, last name and e-mail',
    schema: { body: Profile, response: user },
    handler: async ({ body, context }) => userJson(await updateProfile(context, body)),
  }),
  restRoute({
    method: 'POST',
    path: '/Auth/logout',
    summary: 'Signs out everywhere: every token of the user stops working',
    schema: { response: Message },
    handler: async ({ context }) => {
      await logout(context);
      return { message: 'Logged out successfully!' };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/Users',
    summary: 'Users, filtered and sorted (admins); X-Total-Count has the number of matches',
    schema: { querystring: UsersQuery, response: Type.Array(user) },
    handler: async ({ query, context, reply }) => {
      const paged = query.page !== undefined || query.pageSize !== undefined;
      const result = await listUsers(context, {
        page: paged ? (query.page ?? 1) : 1,
        pageSize: paged ? (query.pageSize ?? 25) : 100,
        sortField: userSortField(query.sortField),
        sortDirection: query.sortDirection?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
        filter: { search: query.search, role: roleFilter(query.role), isActive: query.isActive ?? null },
      });
      reply.header('X-Total-Count', String(result.totalCount));
      return result.items.map(userJson);
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/users/statistics',
    summary: 'How many users there are of each role (admins)',
    schema: {
      response: Type.Object({
        totalUsers: Type.Integer(),
        adminUsers: Type.Integer(),
        normalUsers: Type.Integer(),
        retailUsers: Type.Integer(),
        wholesaleUsers: Type.Integer(),
        vipUsers: Type.Integer(),
      }),
    },
    handler: async ({ context }) => userStatistics(context),
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/users/roles',
    summary: 'The roles a user may have (admins)',
    schema: { response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), value: Type.Integer() })) },
    handler: async ({ context }) => roleOptions(context),
  }),
  restRoute({
    method: 'PUT',
    path: '/Admin/users/:id',
    summary: 'Edits a user (admins); the last active admin cannot be demoted or deactivated',
    schema: { params: UserIdParams, body: UserEdit, response: user },
    handler: async ({ params, body, context }) => userJson(await updateUser(context, params.id, { ...body, role: roleValue(body.role) })),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Admin/users/:id',
    summary: 'Deletes a user (admins); never the own account or the last admin',
    schema: { params: UserIdParams, response: Type.Object({ message: Type.String(), id: Type.String() }) },
    handler: async ({ params, context }) => ({ message: 'User deleted successfully', id: await deleteUser(context, params.id) }),
  }),
  restRoute({
    method: 'PUT',
    path: '/Admin/users/:id/role',
    summary: "Changes a user's role (admins)",
    schema: { params: UserIdParams, body: RoleChange, response: user },
    handler: async ({ params, body, context }) => userJson(await setUserRole(context, params.id, roleValue(body.role))),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/users/:id/activate',
    summary: 'Activates a user (admins)',
    schema: { params: UserIdParams, response: user },
    handler: async ({ params, context }) => userJson(await setUserActive(context, params.id, true)),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/users/:id/deactivate',
    summary: 'Deactivates a user (admins); their tokens stop working',
    schema: { params: UserIdParams, response: user },
    handler: async ({ params, context }) => userJson(await setUserActive(context, params.id, false)),
  }),
];
