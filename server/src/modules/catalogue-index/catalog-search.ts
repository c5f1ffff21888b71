import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The catalogue engine's contract: which products a listing, a search or a "similar products" strip
 * shows, in which order, and how many match. Engines answer ids and exact totals only; the page's rows
 * are read afterwards by primary key. Every engine passes the same contract tests against the SQL
 * oracle (the listing statement on product_listing and the search documents in product.search_vector).
 */

export const CATALOG_ENGINES = ['memory', 'postgres'] as const;
export type CatalogEngineName = (typeof CATALOG_ENGINES)[number];

export type CatalogSort = 'price_asc' | 'price_desc' | 'name_asc' | 'name_desc' | 'newest';

export interface CatalogListing {
  tier: number;
  /** A category and its descendants (the caller expands the tree). */
  categoryIds?: readonly string[];
  hotDealsOnly?: boolean;
  /** Each group: any of these option ids; all groups must hold. */
  optionGroups?: readonly (readonly string[])[];
  /** Minor units (qəpik) of the tier price. */
  minPrice?: number | null;
  maxPrice?: number | null;
  sort: CatalogSort;
  offset: number;
  limit: number;
}

export interface CatalogSearchQuery {
  text: string;
  tier: number;
  offset: number;
  limit: number;
  /** False for one-off answers too long to keep (every match of a search combined with filters). */
  remember?: boolean;
}

export interface SimilarQuery {
  tier: number;
  categoryId: string | null;
  /** The other categories under the same parent, tried after the product's own. */
  siblingIds: readonly string[];
  excludeId: string | null;
  limit: number;
}

/** A listing's conditions before its chosen options (the listing's `CatalogListing` fields, and a set of products). */
export interface CatalogFacetQuery {
  tier: number;
  categoryIds?: readonly string[];
  hotDealsOnly?: boolean;
  /** Minor units (qəpik) of the tier price. */
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Only these products (a search's matches, a brand's products); null: no such restriction. */
  within?: readonly string[] | null;
  /** The chosen options, one group per filter: a product has one of each group's options, for every group (at most 30 groups). */
  chosen: readonly FacetFilter[];
  /** The filters whose options are counted, with the options to count, in the order to answer them. */
  counted: readonly FacetFilter[];
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

/** The most filters a facet query may have options chosen of (one bit each). */
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

/**
 * One request's view of the engine. Every answer includes every change this process has caught up
 * with (catalogue-version.ts: the log's notifications wake it, and a writer waits for its own write)
 * before the view's first answer, and the request's later answers agree with the first.
 */
export interface CatalogSearch {
  readonly engine: CatalogEngineName;
  /** Resolves once the view can answer (the memory engine's first load; postgres: at once). Asks the database nothing. */
  ready(): Promise<void>;
  list(criteria: CatalogListing): Promise<CatalogPage>;
  /** Each counted filter's options with their counts for a listing (see FilterFacet). */
  facets(query: CatalogFacetQuery): Promise<FilterFacet[]>;
  /**
   * Every query word starts a word of the document (or, from four letters, resembles a name word); best
   * first; equally good matches in stock first, then the most ordered, then the newest.
   */
  search(query: CatalogSearchQuery): Promise<CatalogPage>;
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
