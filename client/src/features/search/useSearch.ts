import { useCallback, useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../lib/site';
import { initialSearchState, SEARCH_DEBOUNCE_MS, searchQuery, searchReducer } from './searchState';

/** `value` after `delay` ms without change; null passes at once (nothing is sent below 2 characters). */
function useDebounced(value: string | null, delay: number): string | null {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (value === null) {
      setDebounced(null);
      return;
    }
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return value === null ? null : debounced;
}

/** The search box's state, the debounced query and the navigation to the full results page. */
export function useSearch() {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const navigate = useNavigate();
  const query = searchQuery(state.text);
  const sentQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);

  /** Enter: the full results page for 2+ characters; the text is cleared on the way. */
  const submit = useCallback(
    (text: string): boolean => {
      const q = searchQuery(text);
      if (q === null) return false;
      dispatch({ type: 'submit' });
      void navigate(ROUTES.search(q));
      return true;
    },
    [navigate],
  );

  return {
    state,
    dispatch,
    /** The trimmed text once it has 2+ characters, else null. */
    query,
    /** The query the results are fetched for (lags `query` by the debounce). */
    sentQuery,
    /** The debounce is running: the shown results would be for older text. */
    pending: query !== sentQuery,
    submit,
  };
}

export type SearchController = ReturnType<typeof useSearch>;

/** Moves focus among the result links of a panel (ArrowDown/ArrowUp), for keyboard users. */
export function focusResult(panel: HTMLElement | null, step: 1 | -1 | 'first'): boolean {
  if (!panel) return false;
  const options = [...panel.querySelectorAll<HTMLElement>('[data-search-option]')];
  if (options.length === 0) return false;
  if (step === 'first') {
    options[0]?.focus();
    return true;
  }
  const index = options.findIndex((option) => option === document.activeElement);
  const next = options[index + step];
  if (!next) return false;
  next.focus();
  return true;
}
