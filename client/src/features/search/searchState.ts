/**
 * The search box's state, as the spec's §4 describes it, kept pure so it can be tested without a DOM.
 *
 * - The panel opens when the input gets focus with at least 2 characters, or when the text reaches 2.
 * - It closes on choosing a result, on the close button, on an outside click and on clear; closing
 *   clears the text. Going to the full results page (Enter, "View all") clears it too.
 * - Escape clears the text (the component also removes focus).
 * - Focus leaving by keyboard (Tab) only hides the panel; the text stays, and focusing the input again
 *   with 2+ characters reopens it.
 */

/** Queries are sent from this many characters (trimmed). */
export const SEARCH_MIN_CHARS = 2;
/** Result cards in the desktop dropdown and in the mobile panel/overlay. */
export const DESKTOP_RESULT_LIMIT = 4;
export const MOBILE_RESULT_LIMIT = 6;
/** One page of this size serves both layouts (desktop shows the first 4), so they share the cache. */
export const SEARCH_PAGE_SIZE = 6;
/** Quiet time after the last keystroke before a query is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchState {
  text: string;
  open: boolean;
}

export type SearchAction =
  | { type: 'change'; text: string }
  | { type: 'focus' }
  | { type: 'blur' }
  | { type: 'escape' }
  | { type: 'clear' }
  | { type: 'close' }
  | { type: 'choose' }
  | { type: 'submit' };

export const initialSearchState: SearchState = { text: '', open: false };

/** The text a query would be sent with; null below the minimum. */
export function searchQuery(text: string): string | null {
  const query = text.trim();
  return query.length >= SEARCH_MIN_CHARS ? query : null;
}

const CLOSED: SearchState = { text: '', open: false };

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'change': {
      const reaches = searchQuery(action.text) !== null;
      return { text: action.text, open: reaches };
    }
    case 'focus':
      return searchQuery(state.text) !== null && !state.open ? { ...state, open: true } : state;
    case 'blur':
      return state.open ? { ...state, open: false } : state;
    case 'escape':
    case 'clear':
    case 'close':
    case 'choose':
      return CLOSED;
    case 'submit':
      // Enter below the minimum does nothing (no query, no navigation).
      return searchQuery(state.text) === null ? state : CLOSED;
  }
}

/** What the result list shows (§4): loading, results, no results (only with 2+ characters), nothing. */
export type ResultListView = 'loading' | 'results' | 'empty' | 'error' | 'nothing';

export function resultListView(input: {
  query: string | null;
  /** The typed text differs from the one the last query was sent with (debounce running). */
  pending: boolean;
  loading: boolean;
  error: boolean;
  total: number | undefined;
}): ResultListView {
  if (input.query === null) return 'nothing';
  if (input.pending || input.loading) return 'loading';
  if (input.error) return 'error';
  if (input.total === undefined) return 'loading';
  return input.total > 0 ? 'results' : 'empty';
}

/** Whether the "View all N results" button shows: only when there are more matches than cards. */
export function hasMoreResults(total: number, limit: number): boolean {
  return total > limit;
}
