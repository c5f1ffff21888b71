import { describe, expect, it } from 'vitest';
import { newCategoryValues } from './categoryForm';

describe('a new category', () => {
  it('starts inactive: the shop shows it only once the admin switches it on', () => {
    expect(newCategoryValues(null).isActive).toBe(false);
    expect(newCategoryValues('a-parent').isActive).toBe(false);
  });
});
