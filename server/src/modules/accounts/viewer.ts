import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../db/sql.js';
import type { AccountState, AccountStates } from './account-states.js';
import { VISITOR_TIER, type PriceTier } from '../pricing/index.js';
import { Role, tierOf } from './roles.js';
import { verifyToken } from './tokens.js';
import type { Viewer } from './accounts.types.js';

export const VISITOR: Viewer = { userId: null, role: null, tier: VISITOR_TIER, isAdmin: false, tokenRejected: false };

/**
 * The price tier a signed-in customer's public pages are shared at (rendered once for every customer of
 * it); null for a visitor, a rejected token and an admin, whose pages are their own.
 */
export function sharedTierOf(viewer: Viewer): PriceTier | null {
  return viewer.userId !== null && !viewer.isAdmin ? viewer.tier : null;
}

/** No one, at a price tier: what a page shared by every customer of the tier is rendered as (their own data left out). */
export function tierViewer(tier: PriceTier): Viewer {
  return { ...VISITOR, tier };
}

/**
 * The viewer behind an `Authorization: Bearer` header. The token must verify and match the user's
 * current token version and active flag: as kept by `states` while the database's notifications reach
 * the process (a change forgets it, see AccountStates), else read from the database, so revocation is
 * immediate in the process that made it and follows in the others as soon as its notification arrives.
 * A rejected token browses as a visitor; operations that need an account answer 401.
 */
export async function resolveViewer(em: EntityManager, states: AccountStates, secret: string, authorization: string | undefined): Promise<Viewer> {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return VISITOR;
  const claims = await verifyToken(secret, match[1]!);
  if (!claims) return { ...VISITOR, tokenRejected: true };
  const user = await states.read(claims.userId, async () => {
    // Prepared once per connection: asked by every signed-in request while notifications do not arrive.
    const [row] = await preparedQuery<AccountState>(
      em,
      'shop_viewer',
      'select role, token_version as "tokenVersion", is_active as "isActive" from app_user where id = $1',
      [claims.userId],
    );
    return row;
  });
  if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) return { ...VISITOR, tokenRejected: true };
  return { userId: claims.userId, role: user.role, tier: tierOf(user.role), isAdmin: user.role === Role.Admin, tokenRejected: false };
}
