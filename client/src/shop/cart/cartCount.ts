import { graphql } from '../../gql';

/**
 * The header badge: how many lines the cart has (0 for a visitor). In its own module because the header
 * is in the first load and needs only this query, not the cart's other documents.
 */
export const CartCountQuery = graphql(`
  query CartCount {
    cartCount
  }
`);
