import type { PriceTier } from '../pricing/index.js';

import { Role } from './accounts.schemas.js';

/** Role numbers as the spec's clients know them (declared with the accounts' schemas, which the client reads too). */
export { Role };
export type RoleName = keyof typeof Role;

export const ROLE_NAMES: Record<Role, RoleName> = { 0: 'Admin', 1: 'NormalUser', 2: 'Retail', 3: 'Wholesale', 4: 'VIP' };

/** The role's name, or 'Unknown' for a number no role has (rows written before a role was retired). */
export function roleName(role: number): RoleName | 'Unknown' {
  return isRole(role) ? ROLE_NAMES[role] : 'Unknown';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'number' && value in ROLE_NAMES;
}

/** The price tier a role buys at; admins browse the shop at the Normal tier. */
export function tierOf(role: Role): PriceTier {
  return role === Role.Admin ? 1 : role;
}
