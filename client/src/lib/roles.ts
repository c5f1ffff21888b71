import type { Role } from '../gql/graphql';
import type { MessageKey } from '../i18n';
import type { RoleName } from './auth';

/** The API's roles with the spec's names (the message catalogue keys them by name). */
export const ROLE_NAME_OF: Record<Role, RoleName> = {
  ADMIN: 'Admin',
  NORMAL_USER: 'NormalUser',
  RETAIL: 'Retail',
  WHOLESALE: 'Wholesale',
  VIP: 'VIP',
};

/** The catalogue key of a role's display name; a role this client does not know reads "Unknown Role". */
export function roleMessageKey(role: Role | null | undefined): MessageKey {
  const name = role ? ROLE_NAME_OF[role] : undefined;
  return name ? `role.${name}` : 'role.unknown';
}
