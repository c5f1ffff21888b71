import { useQuery } from '@apollo/client/react';
import { getFragmentData, type FragmentType } from '../../gql';
import type { ProductFilterInput } from '../../gql/graphql';
import type { ProductCardFragment } from '../catalog/ProductCard';
import {
  HOT_DEALS_LIMIT,
  LISTING_PAGE_SIZE,
  ListingByBrandQuery,
  ListingByCategoryQuery,
  ListingFilteredQuery,
  ListingHotDealsQuery,
  ListingRecommendedQuery,
  ListingResultsFragment,
  ListingSearchQuery,
} from './operations';
import { useDebouncedFilter } from './useDebouncedFilter';

/** Where a listing's default (unfiltered) products come from, by route. */
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
}

type ResultsRef = FragmentType<typeof ListingResultsFragment> | undefined;

/**
 * The products of one listing page: the default source while nothing is filtered, `filterProducts`
 * (debounced, spec §4) once something is. A failed call is an empty result without a message (spec §8).
 */
export function useListingResults(
  source: ListingSource,
  page: number,
  filtering: boolean,
  /** The filtered call's input; null while what it needs (filters, categories) is still loading. */
  filterInput: ProductFilterInput | null,
): ListingResults {
  const paging = { page, pageSize: LISTING_PAGE_SIZE };
  const use = (kind: ListingSource['kind']) => !filtering && source.kind === kind;
  const { value: debouncedInput, pending } = useDebouncedFilter(filtering ? filterInput : null);

  const filtered = useQuery(ListingFilteredQuery, {
    variables: { input: debouncedInput ?? {} },
    skip: !filtering || debouncedInput == null || pending,
  });
  const category = useQuery(ListingByCategoryQuery, {
    variables: { slug: source.kind === 'category' ? source.slug : '', ...paging },
    skip: !use('category'),
  });
  const brand = useQuery(ListingByBrandQuery, {
    variables: { brandSlug: source.kind === 'brand' ? source.brandSlug : '', ...paging },
    skip: !use('brand'),
  });
  const search = useQuery(ListingSearchQuery, {
    variables: { text: source.kind === 'search' ? source.text : '', ...paging },
    skip: !use('search'),
  });
  const recommended = useQuery(ListingRecommendedQuery, { variables: paging, skip: !(use('recommended') || use('all')) });
  const hotDeals = useQuery(ListingHotDealsQuery, { variables: { limit: HOT_DEALS_LIMIT }, skip: !use('hot-deals') });

  const fromPage = (query: { loading: boolean; error?: unknown }, ref: ResultsRef): ListingResults => {
    if (query.error) return { items: [], totalCount: 0, loading: false };
    const results = getFragmentData(ListingResultsFragment, ref);
    if (query.loading || !results) return { items: [], totalCount: 0, loading: true };
    return { items: [...results.items], totalCount: results.totalCount, loading: false };
  };

  if (filtering) {
    if (debouncedInput == null || pending) return { items: [], totalCount: 0, loading: true };
    return fromPage(filtered, filtered.data?.filterProducts);
  }
  switch (source.kind) {
    case 'category':
      return fromPage(category, category.data?.productsByCategorySlug);
    case 'brand':
      return fromPage(brand, brand.data?.productsByBrand);
    case 'search':
      return fromPage(search, search.data?.searchProducts);
    case 'recommended':
    case 'all':
      return fromPage(recommended, recommended.data?.products);
    case 'hot-deals': {
      if (hotDeals.error) return { items: [], totalCount: 0, loading: false };
      const all = hotDeals.data?.hotDeals;
      if (hotDeals.loading || !all) return { items: [], totalCount: 0, loading: true };
      const start = (page - 1) * LISTING_PAGE_SIZE;
      return { items: all.slice(start, start + LISTING_PAGE_SIZE), totalCount: all.length, loading: false };
    }
  }
}
