import type { MessageKey } from '../../i18n';
import { roleName } from '../../lib/auth';

/** The catalogue key of a role's display name; numbers outside 0 to 4 read "Unknown Role". */
export function roleMessageKey(role: number | null | undefined): MessageKey {
  const name = roleName(role);
  return name ? `role.${name}` : 'role.unknown';
}
