import type { ApolloCache, Reference } from '@apollo/client';

/** The Download page's list (`files`) is read again the next time it shows. */
function forgetDownloadList(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'files' });
}

/** A new file (normalized from the upload's answer) goes first in the cached admin list: newest first, as the server sorts. */
export function addCachedFile(cache: ApolloCache, id: string): void {
  cache.modify<{ adminFiles: readonly Reference[] }>({
    id: 'ROOT_QUERY',
    fields: { adminFiles: (list, { toReference }) => [toReference({ __typename: 'ManagedFile', id })!, ...list] },
  });
  forgetDownloadList(cache);
}

/** A deleted file leaves the cache (and so every cached list). */
export function removeCachedFile(cache: ApolloCache, id: string): void {
  cache.evict({ id: cache.identify({ __typename: 'ManagedFile', id }) });
  forgetDownloadList(cache);
  cache.gc();
}
