import { unauthenticated } from '../../errors.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { changePassword, findUser, login, register, revokeTokens, updateProfile } from './auth.service.js';
import { ROLE_NAMES, type Role } from './roles.js';
import { fullName } from './user.entity.js';
import { deleteUser, listUsers, ROLE_OPTIONS, setUserActive, setUserRole, updateUser, userStatistics } from './users.service.js';
import { requireAdmin, requireUser } from './viewer.js';

export const accountsResolvers: Resolvers = {
  Query: {
    me: async (_, __, { em, viewer }) => (await findUser(em, requireUser(viewer))) ?? Promise.reject(unauthenticated()),
    users: (_, args, { em, viewer }) => {
      requireAdmin(viewer);
      return listUsers(em, args);
    },
    userStatistics: (_, __, { em, viewer }) => {
      requireAdmin(viewer);
      return userStatistics(em);
    },
    roles: (_, __, { viewer }) => {
      requireAdmin(viewer);
      return ROLE_OPTIONS;
    },
  },
  Mutation: {
    register: (_, { input }, context) => register(context, input),
    login: (_, { input }, context) => login(context, input),
    logout: async (_, __, { em, viewer }) => {
      const user = await findUser(em, requireUser(viewer));
      if (user) await revokeTokens(em, user);
      return true;
    },
    changePassword: (_, { input }, context) => changePassword(context, requireUser(context.viewer), input),
    updateProfile: (_, { input }, { em, viewer }) => updateProfile(em, requireUser(viewer), input),
    updateUser: (_, { id, input }, { em, viewer }) => updateUser(em, requireAdmin(viewer), id, input),
    setUserRole: (_, { id, role }, { em, viewer }) => setUserRole(em, requireAdmin(viewer), id, role),
    activateUser: (_, { id }, { em, viewer }) => setUserActive(em, requireAdmin(viewer), id, true),
    deactivateUser: (_, { id }, { em, viewer }) => setUserActive(em, requireAdmin(viewer), id, false),
    deleteUser: (_, { id }, { em, viewer }) => deleteUser(em, requireAdmin(viewer), id),
  },
  User: {
    fullName: (user) => fullName(user),
    roleName: (user) => ROLE_NAMES[user.role as Role] ?? 'Unknown',
  },
};
