import { describe, expect, it } from 'vitest';
import { filterValue, gridVariables, withFilterValue } from './gridModel';

const spec = {
  sortFields: { fullName: 'FIRST_NAME', createdAt: 'CREATED_AT' },
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
  filterFields: { role: 'role', isActive: 'isActive' },
  searchField: 'search',
} as const;

const models = (overrides: Partial<Parameters<typeof gridVariables>[0]> = {}) => ({
  pagination: { page: 0, pageSize: 25 },
  sort: [],
  filter: { items: [] },
  ...overrides,
});

describe('grid models → GraphQL variables', () => {
  it('turns the 0-based grid page into the 1-based page and keeps the size', () => {
    expect(gridVariables(models({ pagination: { page: 2, pageSize: 50 } }), spec)).toMatchObject({ page: 3, pageSize: 50 });
  });

  it('maps a sortable column to its server field and direction', () => {
    expect(gridVariables(models({ sort: [{ field: 'fullName', sort: 'asc' }] }), spec)).toMatchObject({ sortField: 'FIRST_NAME', sortDirection: 'ASC' });
  });

  it('falls back to the default sort for no sort or a column the server cannot sort by', () => {
    const expected = { sortField: 'CREATED_AT', sortDirection: 'DESC' };
    expect(gridVariables(models(), spec)).toMatchObject(expected);
    expect(gridVariables(models({ sort: [{ field: 'phone', sort: 'asc' }] }), spec)).toMatchObject(expected);
    expect(gridVariables(models({ sort: [{ field: 'fullName', sort: null }] }), spec)).toMatchObject(expected);
  });

  it('leaves the sort out without a default', () => {
    const variables = gridVariables(models(), { filterFields: {} });
    expect(variables).not.toHaveProperty('sortField');
    expect(variables).not.toHaveProperty('sortDirection');
  });

  it('puts filter items and the quick filter into one filter object, skipping empty values and unknown columns', () => {
    const filter = {
      items: [
        { id: 1, field: 'role', operator: 'is', value: 'VIP' },
        { id: 2, field: 'isActive', operator: 'is', value: false },
        { id: 3, field: 'email', operator: 'is', value: 'x' },
      ],
      quickFilterValues: ['  nigar ', 'aliyeva'],
    };
    expect(gridVariables(models({ filter }), spec).filter).toEqual({ role: 'VIP', isActive: false, search: 'nigar  aliyeva' });
    const empty = { items: [{ id: 1, field: 'role', operator: 'is', value: 'all' }], quickFilterValues: ['  '] };
    expect(gridVariables(models({ filter: empty }), spec).filter).toEqual({});
  });

  it('sets and clears one column filter, keeping the rest', () => {
    const model = withFilterValue({ items: [], quickFilterValues: ['a'] }, 'role', 'ADMIN');
    expect(filterValue(model, 'role')).toBe('ADMIN');
    const both = withFilterValue(model, 'isActive', false);
    expect(filterValue(both, 'isActive')).toBe(false);
    const cleared = withFilterValue(both, 'role', 'all');
    expect(filterValue(cleared, 'role')).toBe('all');
    expect(cleared.items).toHaveLength(1);
    expect(cleared.quickFilterValues).toEqual(['a']);
  });
});
