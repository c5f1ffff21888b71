import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useId, useRef, type FocusEvent } from 'react';
import { SearchInput } from './SearchInput';
import { DESKTOP_RESULT_LIMIT } from './searchState';
import { focusResult, useSearch } from './useSearch';

const loadDropdown = () => import('./SearchDropdown');
const SearchDropdown = lazy(loadDropdown);

/**
 * The desktop search field with its dropdown of up to 4 results. Only the field is in the first load;
 * the dropdown (and the query) load on first focus.
 */
export function SearchBox() {
  const search = useSearch();
  const { state, dispatch } = search;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();

  // An outside click closes the panel (and clears the text).
  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open, dispatch]);

  // Text typed before the page was hydrated is in the field but not in the state: take it over (a focused
  // field with 2+ characters opens its results, as if typed now).
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed === '') return;
    if (document.activeElement === inputRef.current) void loadDropdown();
    dispatch({ type: 'change', text: typed });
    if (document.activeElement !== inputRef.current) dispatch({ type: 'blur' });
  }, [dispatch]);

  // Focus leaving by keyboard only hides the panel; the text stays for when focus returns.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) dispatch({ type: 'blur' });
  };

  const escape = () => {
    dispatch({ type: 'escape' });
    inputRef.current?.blur();
    (document.activeElement as HTMLElement | null)?.blur();
    return true;
  };

  return (
    <Box ref={rootRef} onBlur={onBlur} sx={{ position: 'relative', width: '100%' }} data-testid="search-box">
      <SearchInput
        testId="search-input"
        value={state.text}
        inputRef={inputRef}
        controls={state.open ? panelId : undefined}
        onChange={(text) => dispatch({ type: 'change', text })}
        onFocus={() => {
          void loadDropdown();
          dispatch({ type: 'focus' });
        }}
        onSubmit={(text) => {
          if (search.submit(text)) inputRef.current?.blur();
        }}
        onClear={() => {
          dispatch({ type: 'clear' });
          inputRef.current?.focus();
        }}
        onEscape={escape}
        onArrowDown={() => focusResult(document.getElementById(panelId), 'first')}
      />
      {state.open && (
        <Suspense fallback={null}>
          <SearchDropdown
            id={panelId}
            query={search.sentQuery}
            pending={search.pending}
            limit={DESKTOP_RESULT_LIMIT}
            onChoose={() => dispatch({ type: 'choose' })}
            onLeaveTop={() => inputRef.current?.focus()}
            onEscape={escape}
          />
        </Suspense>
      )}
    </Box>
  );
}
