import type { NormalizedCacheObject } from '@apollo/client/cache';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useSyncExternalStore } from 'react';
import { graphql } from '../gql';
import { useRenderHints } from './renderHints';

// A customer's public page is rendered once for their whole price tier and kept by the server, so it
// holds nothing of theirs: their name, cart and favorites counts, favorite marks and back-in-stock
// requests are asked here once the page is hydrated (the hydrating render must match the server's).

let hydrated = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The server-rendered page has been hydrated (main.tsx). */
export function markPageHydrated(): void {
  hydrated = true;
  for (const listener of listeners) listener();
}

/** Whether the viewer's own data may be shown and asked for: always, but on a page rendered for their tier only once it is hydrated. */
export function useOwnDataReady(): boolean {
  const { forTier } = useRenderHints();
  const ready = useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
  return !forTier || ready;
}

/** The viewer's favorite marks of products (asked by id: the products a page shows). */
export const OwnMarksQuery = graphql(`
  query OwnMarks($ids: [ID!]!) {
    productsById(ids: $ids) {
      id
      isFavorite
    }
  }
`);

/** Most products one OwnMarks query names (the server's limit). */
const MAX_MARKED = 100;

/** The ids of the products in a cache (a page's: cards, the product, similar ones). */
export function productIdsIn(cache: NormalizedCacheObject): string[] {
  const ids: string[] = [];
  for (const [key, value] of Object.entries(cache)) {
    if (key.startsWith('Product:') && typeof value?.id === 'string') ids.push(value.id);
  }
  return ids.slice(0, MAX_MARKED);
}

/**
 * On a page rendered for the viewer's tier: once it is hydrated, asks the favorite marks of every product
 * it shows; the answer lands on those products in the cache, so every heart on the page follows.
 */
export function OwnMarks() {
  const { forTier, signedIn } = useRenderHints();
  const ready = useOwnDataReady();
  const client = useApolloClient();
  const asking = Boolean(forTier && signedIn && ready);
  const ids = useMemo(() => (asking ? productIdsIn(client.cache.extract() as NormalizedCacheObject) : []), [asking, client]);
  useQuery(OwnMarksQuery, ids.length > 0 ? { variables: { ids }, fetchPolicy: 'network-only' } : skipToken);
  return null;
}
