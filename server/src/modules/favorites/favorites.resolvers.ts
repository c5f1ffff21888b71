import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { addFavorite, clearFavorites, favoritesCount, isFavorite, listFavorites, removeFavorite, toggleFavorite } from './favorites.service.js';

export const favoritesResolvers: Resolvers = {
  Query: {
    favorites: (_, { page, pageSize }, ctx) => listFavorites(ctx, page, pageSize),
    favoritesCount: (_, __, ctx) => favoritesCount(ctx),
  },
  Mutation: {
    addFavorite: (_, { productId }, ctx) => addFavorite(ctx, productId),
    removeFavorite: (_, { productId }, ctx) => removeFavorite(ctx, productId),
    toggleFavorite: (_, { productId }, ctx) => toggleFavorite(ctx, productId),
    clearFavorites: (_, __, ctx) => clearFavorites(ctx),
  },
  Product: {
    isFavorite: (product, _, ctx) => isFavorite(ctx, product.id),
  },
};
