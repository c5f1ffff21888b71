import type DataLoader from 'dataloader';

// The favorites module's types the request context uses: a leaf (types only, no services).

/** The request's favorites batch (favorites.loaders.ts makes it). */
export interface FavoritesLoaders {
  /** Whether the viewer keeps each product. */
  isFavorite: DataLoader<string, boolean>;
}
