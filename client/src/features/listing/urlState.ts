/**
 * A listing's filter, sort and page state, kept in the URL query string so a filtered listing can be
 * shared, survives a reload and follows the browser's back button:
 * `?category=<slug>&f=<optionId>,<optionId>&min=100&max=900&sort=price_asc&page=2` (and `search`).
 */

export const SORTS = ['price_asc', 'price_desc', 'name_asc', 'name_desc', 'newest'] as const;
export type ListingSort = (typeof SORTS)[number];

/** The GraphQL ProductSort value of a URL sort. */
export const SORT_TO_GRAPHQL = {
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  name_asc: 'NAME_ASC',
  name_desc: 'NAME_DESC',
  newest: 'NEWEST',
} as const satisfies Record<ListingSort, string>;

export interface ListingState {
  /** Slug of the category chosen in the sidebar (single choice). */
  category: string | null;
  /** Chosen filter option ids, in the order they were picked. */
  options: string[];
  min: number | null;
  max: number | null;
  sort: ListingSort | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_STATE: ListingState = { category: null, options: [], min: null, max: null, sort: null, page: 1 };

/** The keys this module owns; anything else in the query string (e.g. `search`) is left alone. */
const OWN_KEYS = ['category', 'f', 'min', 'max', 'sort', 'page'] as const;

/**
 * A price bound as typed or found in a URL: a decimal number ≥ 0 ("12", "12.5", "12,5"); anything else
 * (empty, negative, not a number) is null. At most two decimals are kept (prices are whole qəpik).
 */
export function parsePrice(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  const text = raw.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null;
}

export function parseListingState(params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const options = (params.get('f') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id, i, all) => id !== '' && all.indexOf(id) === i);
  return {
    category: params.get('category')?.trim() || null,
    options,
    min: parsePrice(params.get('min')),
    max: parsePrice(params.get('max')),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query string for `state`, keeping unrelated keys of `base` (such as `search`). Defaults are
 * left out, so an unfiltered first page has a clean address.
 */
export function serializeListingState(state: ListingState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of OWN_KEYS) params.delete(key);
  if (state.category) params.set('category', state.category);
  if (state.options.length > 0) params.set('f', state.options.join(','));
  if (state.min != null) params.set('min', String(state.min));
  if (state.max != null) params.set('max', String(state.max));
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Spec §4: filtering is active when a category, a filter option, a price bound or a sort is set. */
export function isFiltering(state: ListingState): boolean {
  return state.category != null || state.options.length > 0 || state.min != null || state.max != null || state.sort != null;
}

/** Transitions of spec §4, each giving the next state. */
export const listingTransitions = {
  /** A new sort starts again at page 1. */
  sort: (state: ListingState, sort: ListingSort | null): ListingState => ({ ...state, sort, page: 1 }),
  /** A category replaces the previous one and resets the chosen filter options (they belong to its filters). */
  category: (state: ListingState, category: string | null): ListingState =>
    category === state.category ? state : { ...state, category, options: [], page: 1 },
  toggleOption: (state: ListingState, optionId: string): ListingState => ({
    ...state,
    options: state.options.includes(optionId) ? state.options.filter((id) => id !== optionId) : [...state.options, optionId],
    page: 1,
  }),
  price: (state: ListingState, min: number | null, max: number | null): ListingState => ({ ...state, min, max, page: 1 }),
  page: (state: ListingState, page: number): ListingState => ({ ...state, page: Math.max(1, Math.floor(page)) }),
  /** Clearing all returns to the default list. */
  clear: (): ListingState => EMPTY_STATE,
};
