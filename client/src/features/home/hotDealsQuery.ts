import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The spec's "recent/hot deals limit"; the deals panel shows the first 2 or 4 of the same list. */
export const HOT_DEALS_LIMIT = 10;

/** The server picks them: in stock first, so the deals panel never opens on one a shopper cannot buy. */
export const HomeHotDealsQuery = graphql(`
  query HomeHotDeals($limit: Int!) {
    hotDeals(limit: $limit) {
      id
      ...ProductCard
      ...HomeDeal
    }
  }
`);

/** The hot deals query the deals panel and the hot deals row share (one request). */
export function useHomeHotDeals() {
  return useQuery(HomeHotDealsQuery, { variables: { limit: HOT_DEALS_LIMIT } });
}
