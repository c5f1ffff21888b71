import { getCookie } from './cookies';

/** The signed-in state is the presence of this cookie (set at login, cleared at logout). */
export const TOKEN_COOKIE = 'token';

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
