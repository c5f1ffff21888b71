import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, isFiltering, listingTransitions, parseListingState, parsePrice, serializeListingState } from './urlState';

const parse = (query: string) => parseListingState(new URLSearchParams(query));

describe('parseListingState', () => {
  it('reads every key', () => {
    expect(parse('category=noutbuklar&f=a,b&min=100&max=900.5&sort=price_asc&page=2')).toEqual({
      category: 'noutbuklar',
      options: ['a', 'b'],
      min: 100,
      max: 900.5,
      sort: 'price_asc',
      page: 2,
    });
  });

  it('falls back to defaults for missing or invalid values', () => {
    expect(parse('')).toEqual(EMPTY_STATE);
    expect(parse('category=&f=,,&min=-5&max=abc&sort=cheapest&page=0')).toEqual(EMPTY_STATE);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('f=a,a,b').options).toEqual(['a', 'b']);
  });
});

describe('serializeListingState', () => {
  it('writes only what is set and keeps unrelated keys such as search', () => {
    const base = new URLSearchParams('search=lenovo&page=4&sort=name_asc');
    expect(serializeListingState(EMPTY_STATE, base).toString()).toBe('search=lenovo');
    const state = { category: 'noutbuklar', options: ['a', 'b'], min: 0, max: 900.5, sort: 'newest' as const, page: 3 };
    expect(serializeListingState(state).toString()).toBe('category=noutbuklar&f=a%2Cb&min=0&max=900.5&sort=newest&page=3');
  });

  it('round-trips', () => {
    const state = { category: 'monitorlar', options: ['x'], min: 12.5, max: null, sort: 'price_desc' as const, page: 2 };
    expect(parseListingState(serializeListingState(state))).toEqual(state);
  });
});

describe('parsePrice', () => {
  it('accepts decimals ≥ 0 (dot or comma) and rejects the rest', () => {
    expect(parsePrice('12')).toBe(12);
    expect(parsePrice(' 12.5 ')).toBe(12.5);
    expect(parsePrice('12,75')).toBe(12.75);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice('1.239')).toBe(1.24);
    for (const bad of ['', ' ', '-1', 'abc', '1e3', '1.2.3', null, undefined]) expect(parsePrice(bad)).toBeNull();
  });
});

describe('listing transitions', () => {
  const filtered = { category: 'noutbuklar', options: ['a'], min: 10, max: 20, sort: 'name_asc' as const, page: 3 };

  it('knows when filtering is active', () => {
    expect(isFiltering(EMPTY_STATE)).toBe(false);
    expect(isFiltering({ ...EMPTY_STATE, page: 4 })).toBe(false);
    expect(isFiltering({ ...EMPTY_STATE, sort: 'newest' })).toBe(true);
    expect(isFiltering({ ...EMPTY_STATE, min: 0 })).toBe(true);
    expect(isFiltering({ ...EMPTY_STATE, options: ['a'] })).toBe(true);
    expect(isFiltering({ ...EMPTY_STATE, category: 'x' })).toBe(true);
  });

  it('resets the page on a sort change', () => {
    expect(listingTransitions.sort(filtered, 'price_desc')).toEqual({ ...filtered, sort: 'price_desc', page: 1 });
  });

  it('replaces the category and resets the chosen options', () => {
    expect(listingTransitions.category(filtered, 'monitorlar')).toEqual({ ...filtered, category: 'monitorlar', options: [], page: 1 });
    expect(listingTransitions.category(filtered, 'noutbuklar')).toBe(filtered);
  });

  it('toggles options and clears everything', () => {
    expect(listingTransitions.toggleOption(filtered, 'b').options).toEqual(['a', 'b']);
    expect(listingTransitions.toggleOption(filtered, 'a').options).toEqual([]);
    expect(listingTransitions.clear()).toEqual(EMPTY_STATE);
    expect(isFiltering(listingTransitions.clear())).toBe(false);
  });
});
