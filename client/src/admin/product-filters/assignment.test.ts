import { describe, expect, it } from 'vitest';
import type { FilterRow } from '../catalogue/filterRows';
import { assignableFilters, assignedValue, assignProblem, selectionForMode, toggleAll } from './assignment';

const option = (id: string, value: string, displayName: string, isActive = true) => ({
  __typename: 'FilterOption' as const,
  id,
  value,
  displayName,
  displayNameAz: displayName,
  displayNameEn: displayName,
  color: 'red',
  isActive,
  sortOrder: 0,
});

const filter = (id: string, isActive: boolean, options: ReturnType<typeof option>[]): FilterRow => ({
  id,
  name: `Filter ${id}`,
  nameAz: `Filter ${id}`,
  nameEn: `Filter ${id}`,
  slug: id,
  isActive,
  sortOrder: 0,
  categoryIds: [],
  productCount: 0,
  options,
});

describe('filter assignment (back office §5)', () => {
  const ram = filter('ram', true, [option('o16', '16', '16 GB'), option('o8', '8', '8 GB', false)]);

  it('offers active filters with their active options only', () => {
    const offered = assignableFilters([ram, filter('old', false, [option('x', 'x', 'X')])]);
    expect(offered.map((item) => item.id)).toEqual(['ram']);
    expect(offered[0]?.options.map((item) => item.id)).toEqual(['o16']);
  });

  it('wants a product and a filter, then an option or a custom value', () => {
    const choice = { productIds: ['p1'], filterId: 'ram', optionId: '', customValue: '' };
    expect(assignProblem({ ...choice, productIds: [] })).toBe('admin.errors.productAndFilterRequired');
    expect(assignProblem({ ...choice, filterId: '' })).toBe('admin.errors.productAndFilterRequired');
    expect(assignProblem({ ...choice, customValue: '  ' })).toBe('admin.errors.optionOrValueRequired');
    expect(assignProblem({ ...choice, optionId: 'o16' })).toBeNull();
    expect(assignProblem({ ...choice, customValue: '12 GB' })).toBeNull();
  });

  it('gives the custom value priority over the option; without it, the option', () => {
    expect(assignedValue(ram, { optionId: 'o16', customValue: ' 12 GB ' })).toMatchObject({ filterOptionId: 'o16', value: '12 GB' });
    expect(assignedValue(ram, { optionId: 'o16', customValue: '' })).toMatchObject({ optionName: '16 GB', value: '16' });
    expect(assignedValue(ram, { optionId: '', customValue: '' })).toBeNull();
    expect(assignedValue(undefined, { optionId: 'o16', customValue: '' })).toBeNull();
  });

  it('keeps one product in single mode; Select All and Deselect All act on the listed products', () => {
    expect(selectionForMode('single', ['a', 'b'])).toEqual(['a']);
    expect(selectionForMode('bulk', ['a', 'b'])).toEqual(['a', 'b']);
    expect(toggleAll(['z'], ['a', 'b'])).toEqual(['z', 'a', 'b']);
    expect(toggleAll(['a', 'z', 'b'], ['a', 'b'])).toEqual(['z']);
  });
});
