import { roleName } from './roles.js';
import { fullName, type User } from './user.entity.js';

/** A user as the API shows it: never the password hash or the token version. */
export function userJson(user: User) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullName(user),
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    roleName: roleName(user.role),
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
  };
}
