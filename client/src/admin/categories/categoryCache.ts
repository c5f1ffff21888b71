import type { ApolloCache, Reference } from '@apollo/client';

/** The storefront's category lists (menu, pages, pickers) are read again the next time they show. */
export function forgetShownCategories(cache: ApolloCache): void {
  for (const fieldName of ['categoryTree', 'categories', 'categoryRoots', 'subCategories', 'categoryBySlug']) cache.evict({ id: 'ROOT_QUERY', fieldName });
}

/** The cached list a category sits in: its parent's subcategories, or the tree's top level. */
function modifySiblings(cache: ApolloCache, parentId: string | null, change: (list: readonly Reference[], ref: Reference) => Reference[], id: string) {
  const ref = { __ref: cache.identify({ __typename: 'AdminCategory', id })! } as Reference;
  const list = (existing: readonly Reference[]) => change(existing, ref);
  if (parentId)
    cache.modify<{ subCategories: readonly Reference[] }>({
      id: cache.identify({ __typename: 'AdminCategory', id: parentId }),
      fields: { subCategories: list },
    });
  else cache.modify<{ adminCategoryTree: readonly Reference[] }>({ id: 'ROOT_QUERY', fields: { adminCategoryTree: list } });
}

const without = (list: readonly Reference[], ref: Reference) => list.filter((item) => item.__ref !== ref.__ref);
const withRef = (list: readonly Reference[], ref: Reference) => [...without(list, ref), ref];

/** A new category (already normalized from the mutation's answer) joins its parent's list; the tree sorts. */
export function addCachedCategory(cache: ApolloCache, id: string, parentId: string | null): void {
  modifySiblings(cache, parentId, withRef, id);
  forgetShownCategories(cache);
}

/** An edited category moves from its old parent's list to the new one's when its parent changed. */
export function moveCachedCategory(cache: ApolloCache, id: string, from: string | null, to: string | null): void {
  if (from !== to) {
    modifySiblings(cache, from, without, id);
    modifySiblings(cache, to, withRef, id);
  }
  forgetShownCategories(cache);
}

/** A deleted category leaves the cache (and so its parent's list). */
export function removeCachedCategory(cache: ApolloCache, id: string): void {
  cache.evict({ id: cache.identify({ __typename: 'AdminCategory', id }) });
  cache.gc();
  forgetShownCategories(cache);
}
