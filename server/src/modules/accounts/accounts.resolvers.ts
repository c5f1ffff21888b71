import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { validInput } from '../../graphql/input-schema.js';
import { ChangePasswordInput, Credentials, Profile, Registration, UpdateUserInput } from './accounts.schemas.js';
import { changePassword, currentUser, login, logout, register, updateProfile } from './auth.service.js';
import { roleName } from './roles.js';
import { fullName } from './user.entity.js';
import { deleteUser, listUsers, roleOptions, setUserActive, setUserRole, updateUser, userStatistics } from './users.service.js';

/**
 * The reasons GraphQL gave a too-long field before the schemas checked the lengths (the services' own
 * checks), kept because clients translate them (the storefront's `passwordTooLong`, `emailInvalid`…); the
 * message is REST's now. A field not named here gets `textTooLong`.
 */
export const ACCOUNT_FIELD_REASONS = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  email: 'emailInvalid',
  phoneNumber: 'phoneInvalid',
  password: 'passwordTooLong',
  confirmPassword: 'passwordMismatch',
  newPassword: 'newPasswordTooLong',
  confirmNewPassword: 'passwordMismatch',
} as const;

const { password: _password, ...SIGN_IN_REASONS } = ACCOUNT_FIELD_REASONS;

export const accountsResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => currentUser(ctx),
    users: (_, args, ctx) => listUsers(ctx, args),
    userStatistics: (_, __, ctx) => userStatistics(ctx),
    roles: (_, __, ctx) => roleOptions(ctx),
  },
  Mutation: {
    register: (_, { input }, ctx) => register(ctx, validInput(Registration, input, ACCOUNT_FIELD_REASONS)),
    // A password too long for any account is refused before the throttle, as over REST: no password is checked, nothing counted.
    login: (_, { input }, ctx) => login(ctx, validInput(Credentials, input, SIGN_IN_REASONS)),
    logout: async (_, __, ctx) => {
      await logout(ctx);
      return true;
    },
    changePassword: (_, { input }, ctx) => changePassword(ctx, validInput(ChangePasswordInput, input, ACCOUNT_FIELD_REASONS)),
    updateProfile: (_, { input }, ctx) => updateProfile(ctx, validInput(Profile, input, ACCOUNT_FIELD_REASONS)),
    updateUser: (_, { id, input }, ctx) => updateUser(ctx, id, validInput(UpdateUserInput, input, ACCOUNT_FIELD_REASONS)),
    // The Role enum argument is always a role (no input type to check); the service checks REST's numbers.
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
