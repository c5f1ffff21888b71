import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { widthQueryMatches } from './renderHints';

describe('widthQueryMatches', () => {
  it("answers MUI's breakpoint queries for a width", () => {
    const up = theme.breakpoints.up('lg');
    const down = theme.breakpoints.down('md');
    const between = theme.breakpoints.between('md', 'lg');
    expect([390, 800, 1280].map((width) => widthQueryMatches(up, width))).toEqual([false, false, true]);
    expect([390, 800, 1280].map((width) => widthQueryMatches(down, width))).toEqual([true, false, false]);
    expect([390, 800, 1280].map((width) => widthQueryMatches(between, width))).toEqual([false, true, false]);
  });

  it('does not hold for features other than width', () => {
    expect(widthQueryMatches('(prefers-reduced-motion: reduce)', 1280)).toBe(false);
    expect(widthQueryMatches('(min-width:600px) and (orientation: landscape)', 1280)).toBe(false);
  });
});
