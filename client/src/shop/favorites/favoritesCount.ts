import { graphql } from '../../gql';

/**
 * The header badge: how many favorites the customer has (0 for a visitor). In its own module because the
 * header is in the first load and needs only this query, not the favorites' other documents.
 */
export const FavoritesCountQuery = graphql(`
  query FavoritesCount {
    favoritesCount
  }
`);
