import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The catalogue engine's contract: which products a listing, a search or a "similar products" strip
 * shows, in which order, how many match and (for the filter panel) how many each option would list.
 * An engine answers the whole question itself (no criterion is left to SQL outside it) with the page's
 * ids and exact totals only; the page's rows are read afterwards by primary key. Every engine passes the
 * same contract tests against an SQL oracle written from the rules (product_listing, product_filter and
 * the search documents in product.search_vector).
 */

export const CATALOG_ENGINES = ['memory', 'postgres'] as const;
export type CatalogEngineName = (typeof CATALOG_ENGINES)[number];

export type CatalogSort = 'price_asc' | 'price_desc' | 'name_asc' | 'name_desc' | 'newest';

/** One filter's criterion: any of its options, its value (a custom value or its option's, ignoring case), a range of its number. */
export interface ListingFilter {
  filterId: string;
  optionIds?: readonly string[] | null;
  /** Equal, ignoring case, to the product's custom value for the filter, or else its option's value. */
  customValue?: string | null;
  /** Bounds of the product's number for the filter (product_filter.numeric_value), inclusive. */
  minValue?: number | null;
  maxValue?: number | null;
}

/**
 * The whole question a listing, a search or a filter panel asks: every condition, the order and the page,
 * and which filters' options to count. A product is listed when it is shown to the tier (active, priced in
 * it) and meets every condition given. Filters: each entry must hold (one entry per filter; an entry with
 * nothing to match is no condition). An entry with options only is a choice of the filter panel (options of
 * one filter are alternatives: its own options' counts leave it out); an entry with a custom value or bounds
 * is a condition every count keeps.
 */
export interface ListingQuery {
  tier: number;
  /** A category and its descendants (the caller expands the tree). */
  categoryIds?: readonly string[] | null;
  brandId?: string | null;
  hotDealsOnly?: boolean | null;
  filters?: readonly ListingFilter[] | null;
  /** Search text: only products every word of it finds (see `query`); a text with no words finds nothing. */
  text?: string | null;
  /** Minor units (qəpik) of the tier price. */
  minPrice?: number | null;
  maxPrice?: number | null;
  /** None: best match first when there is text, else newest first. */
  sort?: CatalogSort | null;
  offset: number;
  /** 0: no ids, only the total (and the facets). */
  limit: number;
  /** The filters whose options to count, with the options to count, in the order to answer them (see FilterFacet). */
  facets?: readonly FacetFilter[] | null;
}

export interface SimilarQuery {
  tier: number;
  categoryId: string | null;
  /** The other categories under the same parent, tried after the product's own. */
  siblingIds: readonly string[];
  excludeId: string | null;
  limit: number;
}

export interface FacetFilter {
  filterId: string;
  optionIds: readonly string[];
}

/**
 * A filter's options that products of the listing have, each with its count: the products that meet
 * every condition and every other filter's chosen options, but not this filter's own (so options of one
 * filter stay alternatives: choosing one does not empty the others). Only counts above 0.
 */
export interface FilterFacet {
  filterId: string;
  options: { optionId: string; count: number }[];
}

/** The most filters a listing may have options chosen of and still get facet counts (one bit each); more get none. */
export const MAX_CHOSEN_FILTERS = 30;

/** The counted filters in their order, with their options' counts (`countOf`), leaving out zeros and filters left with none. */
export function facetsFrom(counted: readonly FacetFilter[], countOf: (optionId: string) => number): FilterFacet[] {
  return counted.flatMap(({ filterId, optionIds }) => {
    const options = optionIds.flatMap((optionId) => {
      const count = countOf(optionId);
      return count > 0 ? [{ optionId, count }] : [];
    });
    return options.length > 0 ? [{ filterId, options }] : [];
  });
}

export interface CatalogPage {
  readonly ids: readonly string[];
  /** Every match, counted exactly. */
  readonly total: number;
}

/** A listing's answer: the page's ids in order, the exact total, and the facet counts when asked for. */
export interface ListingAnswer extends CatalogPage {
  readonly facets?: FilterFacet[];
}

/** The entries of a listing's filters that are the filter panel's choices (options only), and the rest (conditions). */
export function splitFilters(filters: readonly ListingFilter[] | null | undefined): { chosen: FacetFilter[]; conditions: ListingFilter[] } {
  const chosen: FacetFilter[] = [];
  const conditions: ListingFilter[] = [];
  for (const filter of filters ?? []) {
    const custom = Boolean(filter.customValue);
    const bounded = (filter.minValue ?? null) !== null || (filter.maxValue ?? null) !== null;
    if (custom || bounded) conditions.push(filter);
    else if (filter.optionIds?.length) chosen.push({ filterId: filter.filterId, optionIds: filter.optionIds });
  }
  return { chosen, conditions };
}

/**
 * One request's view of the engine. Every answer includes every change this process has caught up
 * with (catalogue-version.ts: the log's notifications wake it, and a writer waits for its own write)
 * before the view's first answer, and the request's later answers agree with the first.
 */
export interface CatalogSearch {
  readonly engine: CatalogEngineName;
  /** Resolves once the view can answer (the memory engine's first load; postgres: at once). Asks the database nothing. */
  ready(): Promise<void>;
  /**
   * A listing's page, total and (when asked) facet counts. Text: every query word starts a word of the
   * product's document (or, from four letters, resembles a name word); unsorted, best first, equally good
   * matches in stock first, then the most ordered, then the newest.
   */
  query(query: ListingQuery): Promise<ListingAnswer>;
  /** Products like another: its category first, then the siblings, then the rest; newest first in each. */
  similar(query: SimilarQuery): Promise<string[]>;
  /** The category of a product the engine shows, or null. */
  categoryOf(productId: string): Promise<string | null>;
}

/** An engine, shared by the process (one per database): hands each request its view. */
export interface CatalogEngine {
  readonly name: CatalogEngineName;
  view(em: EntityManager): CatalogSearch;
  /** Loads ahead of the first request, where the engine has anything to load. */
  warmUp(em: EntityManager): Promise<void>;
  /** Applies every change committed before the call, where the engine keeps anything (the catalogue version calls it). */
  catchUp(em: EntityManager): Promise<void>;
}
