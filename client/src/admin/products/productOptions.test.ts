import { describe, expect, it } from 'vitest';
import { flattenCategories } from './productOptions';

describe('category options', () => {
  it('lists the tree in order with each category’s depth', () => {
    const tree = [
      { id: '1', name: 'Laptops', subCategories: [{ id: '2', name: 'Gaming', subCategories: [{ id: '3', name: '17 inch' }] }] },
      { id: '4', name: 'Monitors', subCategories: [] },
    ];
    expect(flattenCategories(tree)).toEqual([
      { id: '1', name: 'Laptops', depth: 0 },
      { id: '2', name: 'Gaming', depth: 1 },
      { id: '3', name: '17 inch', depth: 2 },
      { id: '4', name: 'Monitors', depth: 0 },
    ]);
  });
});
