import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ROLE_NAMES, type Role, type RoleName } from './roles.js';

/** How long a sign-in lasts. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  role: RoleName;
  tokenVersion: number;
}

const ALGORITHM = 'HS256';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(secret: string, user: { id: string; role: number; tokenVersion: number }, now = new Date()) {
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
  const token = await new SignJWT({ role: ROLE_NAMES[user.role as Role], tv: user.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
  return { token, expiresAt };
}

/**
 * The claims of a token signed with our key by HS256 and not expired; null for anything else
 * (another key, `alg: none`, another algorithm, expired, malformed).
 */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.role !== 'string') return null;
    return { userId: payload.sub, role: payload.role as RoleName, tokenVersion: payload.tv };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
