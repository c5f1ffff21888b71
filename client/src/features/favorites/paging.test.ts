import { describe, expect, it } from 'vitest';
import { favoritesPageCount, parsePageParam } from './paging';

describe('favorites paging', () => {
  it('reads the page parameter, page 1 for anything unreadable', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('')).toBe(1);
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam('99999999')).toBe(1);
  });

  it('shows paging only when there are more favorites than one page holds', () => {
    expect(favoritesPageCount(0, 20)).toBe(1);
    expect(favoritesPageCount(20, 20)).toBe(1);
    expect(favoritesPageCount(21, 20)).toBe(2);
    expect(favoritesPageCount(40, 20)).toBe(2);
    expect(favoritesPageCount(41, 20)).toBe(3);
    expect(favoritesPageCount(Number.NaN, 20)).toBe(1);
  });
});
