import { describe, expect, it } from 'vitest';
import { evenColumns } from './StatCards';

describe('stat card columns', () => {
  it('fills every row: the most columns up to the limit that divide the cards', () => {
    expect(evenColumns(3, 3)).toBe(3);
    expect(evenColumns(4, 3)).toBe(2);
    expect(evenColumns(4, 4)).toBe(4);
    expect(evenColumns(6, 4)).toBe(3);
    expect(evenColumns(6, 6)).toBe(6);
  });

  it('takes the limit when nothing divides (five cards), and never more columns than cards', () => {
    expect(evenColumns(5, 3)).toBe(3);
    expect(evenColumns(2, 4)).toBe(2);
  });
});
