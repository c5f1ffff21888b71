import DataLoader from 'dataloader';
import type { RequestContext } from '../../request-context.js';
import { favoriteProductIds } from './favorites.service.js';
import type { FavoritesLoaders } from './favorites.types.js';

/** Per-request batch: whether the viewer keeps each product of a page, in one statement whatever the page size. */
export function createFavoritesLoaders(ctx: Omit<RequestContext, 'loaders'>): FavoritesLoaders {
  return {
    isFavorite: new DataLoader<string, boolean>(async (productIds) => {
      const kept = await favoriteProductIds(ctx, productIds);
      return productIds.map((id) => kept.has(id));
    }),
  };
}
