import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { authorizationHeader, clearAuthToken, clearCookiesOnSignOut, getAuthToken, isSignedIn, setAuthToken, subscribeAuth } from './auth';
import { isUnauthenticated } from './errors';
import { graphql } from '../gql';
import { useOwnDataReady } from './ownData';
import { useRenderHints } from './renderHints';

/** The signed-in user, for the header and the profile page. */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      firstName
      lastName
      fullName
      email
      phoneNumber
      role
      roleName
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** The signed-in user's Authorization header (none for visitors), for requests made outside Apollo (uploads). */
export function sessionHeaders(): Record<string, string> {
  return authorizationHeader(getAuthToken());
}

/**
 * True while a `token` cookie exists; re-renders when this tab stores or clears it. On the server, and
 * while the browser hydrates a server-rendered page, what the server saw (the cookie is the browser's).
 */
export function useSignedIn(): boolean {
  const { signedIn } = useRenderHints();
  return useSyncExternalStore(subscribeAuth, isSignedIn, () => signedIn);
}

/**
 * The signed-in user (`me`), skipped for visitors. A token the server no longer accepts (logged out
 * elsewhere, password changed, role changed, deactivated) is cleared, so the visitor state shows.
 */
export function useMe() {
  const signedIn = useSignedIn();
  // On a page rendered for the customer's tier, who they are is asked once it is hydrated.
  const ownDataReady = useOwnDataReady();
  const { data, loading, error, refetch } = useQuery(MeQuery, { skip: !signedIn || !ownDataReady });
  const unauthenticated = signedIn && error !== undefined && isUnauthenticated(error);
  useEffect(() => {
    if (unauthenticated) clearAuthToken();
  }, [unauthenticated]);
  return {
    signedIn,
    me: signedIn ? data?.me : undefined,
    // Also while a page rendered for the customer's tier waits to ask (the header shows a placeholder).
    loading: signedIn && !data && (loading || !ownDataReady),
    error: signedIn ? error : undefined,
    refetch,
  };
}

/**
 * Refetches everything after the viewer changed: prices depend on who is looking. Queries failing
 * during the refetch report through their own hooks, so the promise's rejection is not interesting.
 */
function useResetStore(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    await client.resetStore().catch(() => undefined);
  }, [client]);
}

/** Stores a new session (login) and refetches every query as the new viewer. */
export function useStartSession(): (session: { token: string; expiresAt: string }) => Promise<void> {
  const resetStore = useResetStore();
  return useCallback(
    async ({ token, expiresAt }) => {
      setAuthToken(token, expiresAt);
      await resetStore();
    },
    [resetStore],
  );
}

/**
 * Logs out: the server revokes every token of the user, then the cookie goes and the store is reset.
 * `strict` (the profile's Logout) keeps the session when the server cannot be reached, so the user can
 * try again; otherwise (the admin's Sign Out) the local session ends whatever the server answered.
 * An UNAUTHENTICATED answer means the token was already revoked: that is a success.
 */
export function useLogout(): { logout: (options: { strict: boolean; clearAllCookies?: boolean }) => Promise<boolean>; loading: boolean } {
  const [mutate, { loading }] = useMutation(LogoutMutation);
  const resetStore = useResetStore();
  const logout = useCallback(
    async ({ strict, clearAllCookies = false }: { strict: boolean; clearAllCookies?: boolean }) => {
      let ok = true;
      try {
        await mutate();
      } catch (error) {
        ok = isUnauthenticated(error);
        if (!ok && strict) return false;
      }
      if (clearAllCookies) clearCookiesOnSignOut();
      else clearAuthToken();
      await resetStore();
      return ok;
    },
    [mutate, resetStore],
  );
  return { logout, loading };
}
