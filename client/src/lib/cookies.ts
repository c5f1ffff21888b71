/** Small, dependency-free helpers over `document.cookie`. The parsing functions are pure for tests. */

export interface CookieOptions {
  /** Seconds until the cookie expires; 0 or less deletes it. */
  maxAge?: number;
  expires?: Date;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** Every cookie in a `document.cookie`-style string, decoded. The first occurrence of a name wins. */
export function parseCookies(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(eq + 1).trim();
    cookies.set(name, safeDecode(raw));
  }
  return cookies;
}

/** The `Set-Cookie`-style string `document.cookie = …` expects. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  parts.push(`path=${options.path ?? '/'}`);
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.floor(options.maxAge)}`);
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The cookies as read in the running script (until its microtasks). Reading `document.cookie` asks the
 * browser's network service (a few ms in a profile of the hydration, where every signed-in check asks):
 * read once per run of script, and again after this module writes one; a response's cookies arrive
 * in a later task.
 */
let readThisTask: Map<string, string> | undefined;

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!readThisTask) {
    readThisTask = parseCookies(document.cookie);
    queueMicrotask(forgetCookies);
  }
  return readThisTask.get(name);
}

function forgetCookies(): void {
  readThisTask = undefined;
}

export function hasCookie(name: string): boolean {
  return getCookie(name) !== undefined;
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, options);
  forgetCookies();
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { path, maxAge: 0 });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
