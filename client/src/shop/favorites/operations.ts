import { graphql } from '../../gql';

/** Favorites per page (spec §9: page 1, size 20). */
export const FAVORITES_PAGE_SIZE = 20;

export const FavoritesQuery = graphql(`
  query Favorites($page: Int!, $pageSize: Int!) {
    favorites(page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        id
        product {
          id
          ...ProductCard
        }
      }
    }
  }
`);

/** A favorite change answers the product's new state (cached cards follow it) and the new count. */
export const AddFavoriteMutation = graphql(`
  mutation AddFavorite($productId: ID!) {
    addFavorite(productId: $productId) {
      productId
      isFavorite
      favoritesCount
      product {
        id
        isFavorite
      }
    }
  }
`);

export const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavorite($productId: ID!) {
    removeFavorite(productId: $productId) {
      productId
      isFavorite
      favoritesCount
      product {
        id
        isFavorite
      }
    }
  }
`);

export const ClearFavoritesMutation = graphql(`
  mutation ClearFavorites {
    clearFavorites
  }
`);
