import type { Location } from 'react-router-dom';
import { ROUTES } from '../../lib/site';

/** Router state the guard, the header and the sign-in dialog pass to /login and /register. */
export interface AuthLocationState {
  /** Where to go back to after signing in. */
  from?: Partial<Pick<Location, 'pathname' | 'search' | 'hash'>> | string;
  /** Prefills the login form (after signing up). */
  email?: string;
}

const AUTH_PAGES: string[] = [ROUTES.login, ROUTES.register];

/** The path a non-admin returns to after login: the `from` state when it is a shop page, else /. */
export function returnPath(state: unknown): string {
  const from = (state as AuthLocationState | null | undefined)?.from;
  const path = typeof from === 'string' ? from : from ? `${from.pathname ?? ''}${from.search ?? ''}${from.hash ?? ''}` : '';
  if (!path.startsWith('/') || path.startsWith('//')) return ROUTES.home;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (AUTH_PAGES.includes(pathname) || pathname === ROUTES.admin || pathname.startsWith(`${ROUTES.admin}/`)) return ROUTES.home;
  return path;
}
