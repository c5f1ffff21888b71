// The cookies the server reads: the storefront's language and sign-in, the known device.

/** The value of a cookie in a Cookie header, or null. */
export function cookieOf(header: string | undefined, name: string): string | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match ? match[1]!.trim() : null;
}

/** The value of the `language` cookie in a Cookie header, or null. */
export const languageCookieOf = (header: string | undefined) => cookieOf(header, 'language');

/** The value of the `token` cookie the storefront keeps its sign-in in, as an Authorization header, or undefined. */
export function bearerFromCookie(header: string | undefined): string | undefined {
  const token = cookieOf(header, 'token');
  return token ? `Bearer ${token}` : undefined;
}
