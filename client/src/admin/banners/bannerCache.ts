import type { ApolloCache, Reference } from '@apollo/client';

/** The storefront's carousel (`banners`) is read again the next time it shows; the admin list stays. */
export function forgetShownBanners(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'banners' });
}

/** A new banner (already normalized from the upload's answer) joins the cached admin list. */
export function addCachedBanner(cache: ApolloCache, id: string): void {
  cache.modify<{ adminBanners: readonly Reference[] }>({
    id: 'ROOT_QUERY',
    fields: { adminBanners: (list, { toReference }) => [...list, toReference({ __typename: 'Banner', id })!] },
  });
  forgetShownBanners(cache);
}

/** A deleted banner leaves the cache (and so every cached list). */
export function removeCachedBanner(cache: ApolloCache, id: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Banner', id }) });
  forgetShownBanners(cache);
  cache.gc();
}
