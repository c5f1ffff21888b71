import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { changePassword, currentUser, login, logout, register, updateProfile } from './auth.service.js';
import { roleName } from './roles.js';
import { fullName } from './user.entity.js';
import { deleteUser, listUsers, roleOptions, setUserActive, setUserRole, updateUser, userStatistics } from './users.service.js';

export const accountsResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => currentUser(ctx),
    users: (_, args, ctx) => listUsers(ctx, args),
    userStatistics: (_, __, ctx) => userStatistics(ctx),
    roles: (_, __, ctx) => roleOptions(ctx),
  },
  Mutation: {
    register: (_, { input }, ctx) => register(ctx, input),
    login: (_, { input }, ctx) => login(ctx, input),
    logout: async (_, __, ctx) => {
      await logout(ctx);
      return true;
    },
    changePassword: (_, { input }, ctx) => changePassword(ctx, input),
    updateProfile: (_, { input }, ctx) => updateProfile(ctx, input),
    updateUser: (_, { id, input }, ctx) => updateUser(ctx, id, input),
    setUserRole: (_, { id, role }, ctx) => setUserRole(ctx, id, role),
    activateUser: (_, { id }, ctx) => setUserActive(ctx, id, true),
    deactivateUser: (_, { id }, ctx) => setUserActive(ctx, id, false),
    deleteUser: (_, { id }, ctx) => deleteUser(ctx, id),
  },
  User: {
    fullName: (user) => fullName(user),
    roleName: (user) => roleName(user.role),
  },
};
