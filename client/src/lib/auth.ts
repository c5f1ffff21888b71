import { deleteCookie, getCookie, parseCookies, setCookie } from './cookies';
import { LANGUAGE_COOKIE } from './language';

/** The signed-in state is the presence of this cookie (set at login, cleared at logout). */
export const TOKEN_COOKIE = 'token';

/** Role numbers as the API answers them (User.role); roles 1 to 4 are the price tiers. */
export const ROLES = { Admin: 0, NormalUser: 1, Retail: 2, Wholesale: 3, VIP: 4 } as const;
export type RoleName = keyof typeof ROLES;
export const ROLE_NAMES: readonly RoleName[] = ['Admin', 'NormalUser', 'Retail', 'Wholesale', 'VIP'];

/** The role name for a role number, or undefined for a number the shop does not know. */
export function roleName(role: number | null | undefined): RoleName | undefined {
  return ROLE_NAMES.find((name) => ROLES[name] === role);
}

/** The JWT from the `token` cookie, or undefined for a visitor. */
export function getAuthToken(): string | undefined {
  const token = getCookie(TOKEN_COOKIE);
  return token ? token : undefined;
}

export function isSignedIn(): boolean {
  return getAuthToken() !== undefined;
}

/** The `Authorization` header value for the current token, if any. */
export function authorizationHeader(token: string | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

// ---- changes: the header and guards re-render when the token is stored or cleared

const listeners = new Set<() => void>();

/** For `useSyncExternalStore`: called whenever this tab stores or clears the token. */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifyAuthChange(): void {
  for (const listener of [...listeners]) listener();
}

/** The token cookie exactly as the spec says: expires at expiresAt, path /, SameSite Lax, Secure on https. */
export function tokenCookieOptions(expiresAt: string | Date, protocol: string) {
  return { path: '/', expires: new Date(expiresAt), sameSite: 'Lax', secure: protocol === 'https:' } as const;
}

/** Stores the token from login (or from a password change, which revokes the older ones). */
export function setAuthToken(token: string, expiresAt: string | Date): void {
  setCookie(TOKEN_COOKIE, token, tokenCookieOptions(expiresAt, typeof location === 'undefined' ? 'http:' : location.protocol));
  notifyAuthChange();
}

export function clearAuthToken(): void {
  deleteCookie(TOKEN_COOKIE);
  notifyAuthChange();
}

/**
 * The admin's Sign Out: the spec clears every cookie. The `language` cookie is kept on purpose, so
 * signing out does not switch the interface back to English.
 */
export function clearCookiesOnSignOut(keep: readonly string[] = [LANGUAGE_COOKIE]): void {
  if (typeof document === 'undefined') return;
  for (const name of parseCookies(document.cookie).keys()) {
    if (!keep.includes(name)) deleteCookie(name);
  }
  notifyAuthChange();
}

// ---- the role claim (read on the client for the admin guard only; the server checks every call)

/** The JWT payload (the base64url middle part), or undefined when the token is not a readable JWT. */
export function decodeTokenPayload(token: string | undefined): Record<string, unknown> | undefined {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const binary = atob(base64);
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The `role` claim of a token ('Admin', 'NormalUser', …), or undefined. */
export function tokenRole(token: string | undefined): string | undefined {
  const role = decodeTokenPayload(token)?.role;
  return typeof role === 'string' ? role : undefined;
}

/** The admin guard's test: a token whose role claim is Admin (expired tokens fail too). */
export function isAdminToken(token: string | undefined, now = Date.now()): boolean {
  const payload = decodeTokenPayload(token);
  if (!payload || payload.role !== 'Admin') return false;
  return typeof payload.exp !== 'number' || payload.exp * 1000 > now;
}
