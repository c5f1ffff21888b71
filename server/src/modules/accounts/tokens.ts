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
 * Tokens that verified lately, by key and token, with their claims and times: a signed-in viewer sends
 * the same token with every request, and its HMAC check through WebCrypto cost more CPU than the rest of a
 * kept page (profiled: about a tenth of a Retail customer's page). The same string verifies the same way
 * until it expires, so a kept one is checked against the clock alone. Only tokens that verified are kept
 * (nothing a stranger sends fills it); at most VERIFIED_KEPT, emptied when full. Revocation is untouched:
 * the caller still checks the token's version against the account.
 */
const verified = new Map<string, { claims: TokenClaims; issuedAt: number; expiresAt: number }>();
const VERIFIED_KEPT = 10_000;

/** Seconds since the epoch, as jose compares a token's times. */
const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The claims of a token signed with our key by HS256 and not expired; null for anything else
 * (another key, `alg: none`, another algorithm, expired, no expiry, issued longer ago than a lifetime
 * (tokens signed before the lifetime was shortened), malformed).
 */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  const kept = verified.get(`${secret}\u0000${token}`);
  if (kept) {
    const now = nowInSeconds();
    return now < kept.expiresAt && now - kept.issuedAt <= TOKEN_LIFETIME_SECONDS ? kept.claims : null;
  }
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM], requiredClaims: REQUIRED_CLAIMS, maxTokenAge: TOKEN_LIFETIME_SECONDS });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.role !== 'string') return null;
    const claims: TokenClaims = Object.freeze({ userId: payload.sub, role: payload.role as RoleName, tokenVersion: payload.tv });
    if (verified.size >= VERIFIED_KEPT) verified.clear();
    verified.set(`${secret}\u0000${token}`, { claims, issuedAt: payload.iat!, expiresAt: payload.exp! });
    return claims;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
