import { forbidden, unauthenticated } from './errors.js';

/**
 * Permission checks: called by services only (a test keeps them out of resolvers and routes), so every
 * way into an operation is checked the same. They sit below the feature modules, so any module may
 * check (the accounts module, which works out the viewer, uses the audit trail, which checks too).
 */

/** What a check needs to know of the viewer (accounts' `Viewer`). */
interface Caller {
  viewer: { userId: string | null; isAdmin: boolean };
}

/** The signed-in user's id, or 401. */
export function requireUser({ viewer }: Caller): string {
  if (!viewer.userId) throw unauthenticated();
  return viewer.userId;
}

/** 401 for visitors and rejected tokens, 403 for customers. */
export function requireAdmin({ viewer }: Caller): string {
  const userId = requireUser({ viewer });
  if (!viewer.isAdmin) throw forbidden('Only administrators may do this');
  return userId;
}
