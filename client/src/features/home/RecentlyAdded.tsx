import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ROUTES } from '../../lib/site';
import { ProductRowSection } from './ProductRowSection';

/** The spec's "recent/hot deals limit". */
export const RECENTLY_ADDED_LIMIT = 10;

export const RecentlyAddedQuery = graphql(`
  query RecentlyAdded($limit: Int!) {
    recentlyAdded(limit: $limit) {
      id
      ...ProductCard
    }
  }
`);

/** A row of the newest products with a More link to /products/recommended. */
export function RecentlyAdded() {
  const { data, loading, error, refetch } = useQuery(RecentlyAddedQuery, { variables: { limit: RECENTLY_ADDED_LIMIT } });
  return (
    <ProductRowSection
      testId="recently-added"
      titleKey="home.recent.title"
      moreTo={ROUTES.recommended}
      errorKey="home.recent.error"
      emptyKey="home.recent.empty"
      products={data?.recentlyAdded ?? []}
      loading={loading}
      failed={!!error}
      onRetry={() => void refetch()}
    />
  );
}
