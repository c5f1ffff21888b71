import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { getFragmentData } from '../../gql';
import type { FilterCriterionInput } from '../../gql/graphql';
import { toCategoryNodes, type CategoryNode } from './categoryTree';
import type { FilterDefinition } from './FilterPanel';
import { ListingCategoryNodeFragment, ListingCategoryTreeQuery, ListingFiltersQuery } from './operations';
import type { ListingSource } from './useListingResults';

/** The data a listing page reads besides its products: what it lists, the category tree, the filters. */

/** The general Brand filter's slug; on a brand's listing the brand is fixed, so the filter is hidden. */
export const BRAND_FILTER_SLUG = 'brend';

/** What the route lists: a category, a brand, hot deals, recommended, a search or everything. */
export function useListingSource(): ListingSource {
  const { slug, brandSlug } = useParams();
  const [params] = useSearchParams();
  if (brandSlug) return { kind: 'brand', brandSlug };
  if (slug === 'hot-deals') return { kind: 'hot-deals' };
  if (slug === 'recommended') return { kind: 'recommended' };
  if (slug) return { kind: 'category', slug };
  const search = params.get('search')?.trim();
  return search ? { kind: 'search', text: search } : { kind: 'all' };
}

/** The category tree (titles, breadcrumbs, the category filter); loaded once it answered or failed. */
export function useCategoryTree(): { tree: CategoryNode[]; loaded: boolean } {
  const { data, error } = useQuery(ListingCategoryTreeQuery);
  const tree = useMemo(() => {
    if (!data) return [];
    type Raw = { id: string; name: string; slug: string; subCategories?: readonly Raw[] };
    const unmask = (nodes: readonly { subCategories?: readonly unknown[] }[]): Raw[] =>
      nodes.map((node) => ({
        ...getFragmentData(ListingCategoryNodeFragment, node as never),
        subCategories: node.subCategories ? unmask(node.subCategories as never) : [],
      }));
    return toCategoryNodes(unmask(data.categoryTree));
  }, [data]);
  return { tree, loaded: Boolean(data || error) };
}

/**
 * The filters of a category (all filters without one); none when the call fails. Asked by the slug the
 * address names, so a page asks for them together with the category tree and its products, not after.
 */
export function useFilterDefinitions(categorySlug: string | null, skip: boolean): readonly FilterDefinition[] | undefined {
  const { data, error } = useQuery(ListingFiltersQuery, { variables: { categorySlug }, skip });
  if (error) return [];
  return data?.filters;
}

/** Groups chosen option ids by their filter (options of one filter OR, different filters AND). */
export function filterCriteria(options: string[], filters: readonly FilterDefinition[]): FilterCriterionInput[] {
  const byFilter = new Map<string, string[]>();
  for (const filter of filters) {
    const chosen = filter.options.filter((option) => options.includes(option.id)).map((option) => option.id);
    if (chosen.length > 0) byFilter.set(filter.id, chosen);
  }
  return [...byFilter].map(([filterId, filterOptionIds]) => ({ filterId, filterOptionIds }));
}
