import { describe, expect, it } from 'vitest';
import { hasMoreResults, initialSearchState, resultListView, searchQuery, searchReducer, type SearchAction, type SearchState } from './searchState';

const run = (actions: SearchAction[], from: SearchState = initialSearchState) => actions.reduce(searchReducer, from);

describe('searchQuery', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(searchQuery('')).toBeNull();
    expect(searchQuery('l')).toBeNull();
    expect(searchQuery(' l ')).toBeNull();
    expect(searchQuery('le')).toBe('le');
    expect(searchQuery('  lenovo ')).toBe('lenovo');
  });
});

describe('searchReducer', () => {
  it('stays closed below 2 characters and opens when the text reaches 2', () => {
    expect(run([{ type: 'change', text: 'l' }])).toEqual({ text: 'l', open: false });
    expect(
      run([
        { type: 'change', text: 'l' },
        { type: 'change', text: 'le' },
      ]),
    ).toEqual({ text: 'le', open: true });
  });

  it('hides again when the text drops below 2 characters', () => {
    expect(
      run([
        { type: 'change', text: 'le' },
        { type: 'change', text: 'l' },
      ]),
    ).toEqual({ text: 'l', open: false });
  });

  it('opens on focus only with 2+ characters', () => {
    expect(run([{ type: 'focus' }])).toEqual({ text: '', open: false });
    expect(run([{ type: 'focus' }], { text: 'h', open: false })).toEqual({ text: 'h', open: false });
    expect(run([{ type: 'focus' }], { text: 'hp', open: false })).toEqual({ text: 'hp', open: true });
  });

  it('keeps the text when focus leaves by keyboard, and reopens on focus', () => {
    const hidden = run([{ type: 'change', text: 'dell' }, { type: 'blur' }]);
    expect(hidden).toEqual({ text: 'dell', open: false });
    expect(searchReducer(hidden, { type: 'focus' })).toEqual({ text: 'dell', open: true });
  });

  it.each(['escape', 'clear', 'close', 'choose'] as const)('%s closes the panel and clears the text', (type) => {
    expect(run([{ type: 'change', text: 'lenovo' }, { type }])).toEqual({ text: '', open: false });
  });

  it('submit clears the text with a valid query and does nothing below 2 characters', () => {
    expect(run([{ type: 'change', text: 'lenovo' }, { type: 'submit' }])).toEqual({ text: '', open: false });
    const short = { text: 'l', open: false };
    expect(searchReducer(short, { type: 'submit' })).toBe(short);
  });

  it('returns the same object when nothing changes (no needless re-render)', () => {
    const closed = { text: 'x', open: false };
    expect(searchReducer(closed, { type: 'blur' })).toBe(closed);
    const open = { text: 'xy', open: true };
    expect(searchReducer(open, { type: 'focus' })).toBe(open);
  });
});

describe('resultListView', () => {
  const base = { query: 'lenovo', pending: false, loading: false, error: false, total: 3 };

  it('shows nothing below 2 characters, even with stale data', () => {
    expect(resultListView({ ...base, query: null })).toBe('nothing');
    expect(resultListView({ ...base, query: null, total: 0 })).toBe('nothing');
  });

  it('shows loading while the debounce runs or the query is in flight', () => {
    expect(resultListView({ ...base, pending: true })).toBe('loading');
    expect(resultListView({ ...base, loading: true })).toBe('loading');
    expect(resultListView({ ...base, total: undefined })).toBe('loading');
  });

  it('distinguishes results, no results and errors', () => {
    expect(resultListView(base)).toBe('results');
    expect(resultListView({ ...base, total: 0 })).toBe('empty');
    expect(resultListView({ ...base, error: true, total: undefined })).toBe('error');
  });
});

describe('hasMoreResults', () => {
  it('offers "View all" only when the total exceeds the cards shown', () => {
    expect(hasMoreResults(4, 4)).toBe(false);
    expect(hasMoreResults(5, 4)).toBe(true);
    expect(hasMoreResults(6, 6)).toBe(false);
    expect(hasMoreResults(7, 6)).toBe(true);
    expect(hasMoreResults(0, 4)).toBe(false);
  });
});
