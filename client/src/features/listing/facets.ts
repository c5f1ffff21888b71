import type { FilterDefinition } from './FilterPanel';

/** A listing's facet counts as the products query answers them (ProductPage.facets). */
export interface ListingFacet {
  filterId: string;
  options: readonly { optionId: string; count: number }[];
}

/**
 * The filters as the panel offers them for the current results: each filter's options that some
 * product has, with their counts, plus the chosen ones (so they can be unchosen, counted 0 when none
 * is left); filters left with no option are hidden. Without counts yet, nothing is offered.
 */
export function facetedFilters(filters: readonly FilterDefinition[], facets: readonly ListingFacet[], chosen: readonly string[]): FilterDefinition[] {
  const counts = new Map(facets.flatMap((facet) => facet.options.map((option) => [option.optionId, option.count] as const)));
  return filters.flatMap((filter) => {
    const options = filter.options
      .filter((option) => counts.has(option.id) || chosen.includes(option.id))
      .map((option) => ({ ...option, count: counts.get(option.id) ?? 0 }));
    return options.length > 0 ? [{ ...filter, options }] : [];
  });
}
