import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSignedIn } from '../../lib/auth';
import { useRenderHints } from '../../lib/renderHints';
import { ROUTES } from '../../lib/site';
import type { AuthLocationState } from '../../shop/account/redirect';

/**
 * Pages for signed-in customers: without a `token` cookie the visitor goes to /login, which brings them
 * back here afterwards. Checked on navigation only, so a page can show its own "log in again" message
 * when the server turns a stale token down. On the server the cookie is the request's (render hints).
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  const hints = useRenderHints();
  if (!(typeof document === 'undefined' ? hints.signedIn : isSignedIn())) {
    const state: AuthLocationState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={ROUTES.login} replace state={state} />;
  }
  return children;
}
