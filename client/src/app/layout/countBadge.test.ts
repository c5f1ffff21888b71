import { describe, expect, it } from 'vitest';
import { countBadge } from './countBadge';

describe('countBadge', () => {
  it('is hidden at 0 (and for nonsense counts)', () => {
    expect(countBadge(0)).toBeNull();
    expect(countBadge(-3)).toBeNull();
    expect(countBadge(Number.NaN)).toBeNull();
    expect(countBadge(0.4)).toBeNull();
  });

  it('shows the number from 1 to 99', () => {
    expect(countBadge(1)).toBe('1');
    expect(countBadge(42)).toBe('42');
    expect(countBadge(99)).toBe('99');
  });

  it('caps at 99+ above 99', () => {
    expect(countBadge(100)).toBe('99+');
    expect(countBadge(1234)).toBe('99+');
  });
});
