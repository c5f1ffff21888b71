import type { ApolloCache, Reference } from '@apollo/client';

/** The storefront's filter sidebars are read again the next time they show. */
export function forgetShownFilters(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'filters' });
}

/** A new filter (normalized from the answer) joins the cached list. */
export function addCachedFilter(cache: ApolloCache, id: string): void {
  cache.modify<{ adminFilters: readonly Reference[] }>({
    id: 'ROOT_QUERY',
    fields: { adminFilters: (list, { toReference }) => [...list, toReference({ __typename: 'AdminFilter', id })!] },
  });
  forgetShownFilters(cache);
}

/** A new option joins its filter's options. */
export function addCachedOption(cache: ApolloCache, filterId: string, optionId: string): void {
  cache.modify<{ options: readonly Reference[] }>({
    id: cache.identify({ __typename: 'AdminFilter', id: filterId }),
    fields: { options: (list, { toReference }) => [...list, toReference({ __typename: 'FilterOption', id: optionId })!] },
  });
  forgetShownFilters(cache);
}

/** A deleted filter or option leaves the cache (and so every list holding it). */
export function removeCachedFilterPart(cache: ApolloCache, typename: 'AdminFilter' | 'FilterOption', id: string): void {
  cache.evict({ id: cache.identify({ __typename: typename, id }) });
  cache.gc();
  forgetShownFilters(cache);
}

/** A filter's product count after products gained (+) or lost (-) a value for it. */
export function bumpFilterProductCount(cache: ApolloCache, filterId: string, delta: number): void {
  if (delta)
    cache.modify<{ productCount: number }>({
      id: cache.identify({ __typename: 'AdminFilter', id: filterId }),
      fields: { productCount: (count) => Math.max(0, count + delta) },
    });
}
