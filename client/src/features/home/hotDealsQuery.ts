import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The spec's "recent/hot deals limit"; the deals panel shows the first 2 or 4 of the same list. */
export const HOT_DEALS_LIMIT = 10;

export const HomeHotDealsQuery = graphql(`
  query HomeHotDeals($limit: Int!) {
    products(input: { hotDealsOnly: true, pageSize: $limit }) {
      items {
        id
        ...ProductCard
        ...HomeDeal
      }
    }
  }
`);

/** The hot deals query the deals panel and the hot deals row share (one request). */
export function useHomeHotDeals() {
  return useQuery(HomeHotDealsQuery, { variables: { limit: HOT_DEALS_LIMIT } });
}
