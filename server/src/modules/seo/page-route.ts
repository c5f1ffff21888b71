/**
 * The storefront's routes as the server sees them (the client's router in client/src/app/router.tsx has
 * the same table): which page a path shows and what it names. Letter case does not matter, as in the API.
 */
export const INFO_PAGES = ['about', 'contact', 'download', 'secure', 'software'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** Pages only a signed-in viewer or the back office sees: never indexed, their head says so. */
export const PRIVATE_PAGES = ['cart', 'favorites', 'profile', 'login', 'register', 'admin'] as const;
export type PrivatePage = (typeof PRIVATE_PAGES)[number];

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'info'; page: InfoPage }
  | { kind: 'private'; page: PrivatePage }
  | { kind: 'hotDeals' }
  | { kind: 'recommended' }
  | { kind: 'allProducts' }
  | { kind: 'search'; text: string }
  | { kind: 'category'; slug: string; top: boolean }
  | { kind: 'brand'; slug: string }
  | { kind: 'product'; id: string }
  | { kind: 'unknown' };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The route of a page path (`/details/…`) and its query (`search=…`). */
export function matchPage(pathname: string, query: URLSearchParams): PageRoute {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return { kind: 'unknown' };
  }
  // No slug or id holds a NUL, and PostgreSQL cannot take one as a parameter (found by the fuzz battery).
  if (segments.some((segment) => segment.includes('\u0000'))) return { kind: 'unknown' };
  const [first = '', second, third, ...rest] = segments;
  const head = first.toLowerCase();
  if (segments.length === 0) return { kind: 'home' };
  if (head === 'admin') return { kind: 'private', page: 'admin' };
  if (head === 'products') {
    if (second === undefined) {
      const text = query.get('search')?.trim();
      return text ? { kind: 'search', text } : { kind: 'allProducts' };
    }
    if (second.toLowerCase() === 'brand') return third !== undefined && rest.length === 0 ? { kind: 'brand', slug: third } : { kind: 'unknown' };
    if (third !== undefined) return { kind: 'unknown' };
    if (second.toLowerCase() === 'hot-deals') return { kind: 'hotDeals' };
    if (second.toLowerCase() === 'recommended') return { kind: 'recommended' };
    return { kind: 'category', slug: second, top: false };
  }
  if (head === 'details') return second !== undefined && third === undefined ? { kind: 'product', id: second } : { kind: 'unknown' };
  if (segments.length > 1) return { kind: 'unknown' };
  if (isOneOf(INFO_PAGES, head)) return { kind: 'info', page: head };
  if (isOneOf(PRIVATE_PAGES, head)) return { kind: 'private', page: head };
  return { kind: 'category', slug: first, top: true };
}

/**
 * Pages the server renders with their content (the client hydrates them): the public ones, and the cart
 * and favorites for a signed-in viewer (a visitor is sent to sign in by the browser). Sign-in, sign-up,
 * the profile and the back office are rendered by the browser.
 */
export function isServerRendered(route: PageRoute, signedIn: boolean): boolean {
  if (route.kind === 'private') return signedIn && (route.page === 'cart' || route.page === 'favorites');
  return route.kind !== 'unknown';
}
