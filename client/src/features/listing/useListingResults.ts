import { skipToken, useQuery } from '@apollo/client/react';
import { getFragmentData, type FragmentType } from '../../gql';
import type { FilterCriterionInput, ProductListInput } from '../../gql/graphql';
import type { ProductCardFragment } from '../../shop/catalog/ProductCard';
import type { ListingFacet } from './facets';
import { LISTING_PAGE_SIZE, ListingProductsQuery, ListingResultsFragment } from './operations';
import { useDebouncedFilter } from './useDebouncedFilter';
import { SORT_TO_GRAPHQL, type ListingState } from './urlState';

/** What a listing shows before any filter, by route. */
export type ListingSource =
  | { kind: 'category'; slug: string }
  | { kind: 'hot-deals' }
  | { kind: 'recommended' }
  | { kind: 'brand'; brandSlug: string }
  | { kind: 'search'; text: string }
  | { kind: 'all' };

export interface ListingResults {
  items: FragmentType<typeof ProductCardFragment>[];
  totalCount: number;
  loading: boolean;
  /**
   * The filters' counts for these results, from the same answer; while the next results load, those
   * of the previous ones (the panel keeps its place); undefined before the first answer.
   */
  facets: readonly ListingFacet[] | undefined;
}

/** The route's own restriction; filters, sort and page come on top of it and never replace it. */
function sourceInput(source: ListingSource): ProductListInput {
  switch (source.kind) {
    case 'category':
      return { categorySlug: source.slug };
    case 'brand':
      return { brandSlug: source.brandSlug };
    case 'hot-deals':
      return { hotDealsOnly: true };
    case 'search':
      return { search: source.text };
    case 'recommended':
    case 'all':
      return {};
  }
}

/**
 * The products query's input for a listing: the route's source (category, brand, hot deals or search
 * text) with the URL's category, filter criteria, price range, sort and page.
 */
export function listingInput(source: ListingSource, state: ListingState, criteria: FilterCriterionInput[]): ProductListInput {
  return {
    ...sourceInput(source),
    // The sidebar's category narrows the route's (it is one of its subcategories).
    ...(state.category ? { categorySlug: state.category } : {}),
    filterCriteria: criteria.length > 0 ? criteria : null,
    minPrice: state.min,
    maxPrice: state.max,
    sort: state.sort ? SORT_TO_GRAPHQL[state.sort] : null,
    page: state.page,
    pageSize: LISTING_PAGE_SIZE,
  };
}

/**
 * The products of one listing page. Unfiltered pages ask at once; filtered ones are debounced (spec
 * §4). A failed call is an empty result without a message (spec §8).
 */
export function useListingResults(
  /** The query's input; null while what it needs (the chosen options' filters) is still loading. */
  input: ProductListInput | null,
  filtering: boolean,
): ListingResults {
  const debounced = useDebouncedFilter(filtering ? input : null);
  const variables = filtering ? debounced.value : input;
  const waiting = variables == null || (filtering && debounced.pending);
  const query = useQuery(ListingProductsQuery, waiting ? skipToken : { variables: { input: variables } });
  const facets = getFragmentData(ListingResultsFragment, (query.data ?? query.previousData)?.products)?.facets;

  if (waiting) return { items: [], totalCount: 0, loading: true, facets };
  if (query.error) return { items: [], totalCount: 0, loading: false, facets: [] };
  const results = getFragmentData(ListingResultsFragment, query.data?.products);
  if (query.loading || !results) return { items: [], totalCount: 0, loading: true, facets };
  return { items: [...results.items], totalCount: results.totalCount, loading: false, facets: results.facets };
}
