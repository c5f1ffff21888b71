import type { ApolloCache, Reference } from '@apollo/client';
import { FavoritesCountQuery } from './favoritesCount';

/** What a favorite change answers (the optimistic guess has the same shape). */
export interface FavoriteStatus {
  productId: string;
  isFavorite: boolean;
  favoritesCount: number;
}

interface CachedFavoritePage {
  items: readonly Reference[];
  totalCount: number;
}

/** The favorites count the header shows now (0 when it was never read). */
export function cachedFavoritesCount(cache: ApolloCache): number {
  return cache.readQuery({ query: FavoritesCountQuery })?.favoritesCount ?? 0;
}

/**
 * A favorite change (the optimistic guess or the server's answer): the header count, the product's
 * `isFavorite` wherever it is shown (also when the answer has no product), and, for a removal, the
 * product leaves the cached favorites pages. Apollo undoes all of it when an optimistic guess fails.
 */
export function applyFavoriteStatus(cache: ApolloCache, status: FavoriteStatus): void {
  cache.writeQuery({ query: FavoritesCountQuery, data: { favoritesCount: status.favoritesCount } });
  const productId = cache.identify({ __typename: 'Product', id: status.productId });
  if (productId) cache.modify({ id: productId, fields: { isFavorite: () => status.isFavorite } });
  if (status.isFavorite) return;
  cache.modify<{ favorites: CachedFavoritePage }>({
    fields: {
      favorites(page, { readField, isReference }) {
        if (isReference(page)) return page;
        const items = page.items.filter((item) => {
          const product = readField<Reference>('product', item);
          return readField<string>('id', product) !== status.productId;
        });
        if (items.length === page.items.length) return page;
        return { ...page, items, totalCount: Math.max(0, page.totalCount - (page.items.length - items.length)) };
      },
    },
  });
}

/** After "clear all": no favorites anywhere: the count, every cached page and every cached product. */
export function applyFavoritesCleared(cache: ApolloCache): void {
  cache.writeQuery({ query: FavoritesCountQuery, data: { favoritesCount: 0 } });
  cache.modify<{ favorites: CachedFavoritePage }>({
    fields: {
      favorites(page, { isReference }) {
        return isReference(page) ? page : { ...page, items: [], totalCount: 0 };
      },
    },
  });
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith('Product:')) cache.modify({ id, fields: { isFavorite: () => false } });
  }
}
