import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ROLE_NAMES, type Role, type RoleName } from './roles.js';

/** How long a sign-in lasts: a working day, so a stolen token is worth little for long. The client's cookie follows expiresAt. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

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
  // Whole seconds, as the claims carry them: the client's cookie then ends exactly when the token does.
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + TOKEN_LIFETIME_SECONDS) * 1000);
  const token = await new SignJWT({ role: ROLE_NAMES[user.role as Role], tv: user.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
  return { token, expiresAt };
}

/** Every token we sign has these; one without an expiry would never stop working. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub'];

/**
 * The claims of a token signed with our key by HS256 and not expired; null for anything else
 * (another key, `alg: none`, another algorithm, expired, no expiry, issued longer ago than a lifetime
 * (tokens signed before the lifetime was shortened), malformed).
 */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM], requiredClaims: REQUIRED_CLAIMS, maxTokenAge: TOKEN_LIFETIME_SECONDS });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.role !== 'string') return null;
    return { userId: payload.sub, role: payload.role as RoleName, tokenVersion: payload.tv };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
