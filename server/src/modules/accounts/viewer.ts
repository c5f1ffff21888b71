import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../db/sql.js';
import { VISITOR_TIER } from '../pricing/index.js';
import { Role, tierOf } from './roles.js';
import { verifyToken } from './tokens.js';
import type { Viewer } from './accounts.types.js';

export const VISITOR: Viewer = { userId: null, role: null, tier: VISITOR_TIER, isAdmin: false, tokenRejected: false };

/**
 * The viewer behind an `Authorization: Bearer` header. The token must verify and match the user's
 * current token version and active flag, read fresh on every request, so revocation is immediate.
 * A rejected token browses as a visitor; operations that need an account answer 401.
 */
export async function resolveViewer(em: EntityManager, secret: string, authorization: string | undefined): Promise<Viewer> {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return VISITOR;
  const claims = await verifyToken(secret, match[1]!);
  if (!claims) return { ...VISITOR, tokenRejected: true };
  // Asked on every signed-in request: prepared once per connection.
  const [user] = await preparedQuery<{ role: Role; tokenVersion: number; isActive: boolean }>(
    em,
    'shop_viewer',
    'select role, token_version as "tokenVersion", is_active as "isActive" from app_user where id = $1',
    [claims.userId],
  );
  if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) return { ...VISITOR, tokenRejected: true };
  return { userId: claims.userId, role: user.role, tier: tierOf(user.role), isAdmin: user.role === Role.Admin, tokenRejected: false };
}
