import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '../../test/render';
import { useServerGrid, type ServerGridOptions } from './useServerGrid';

type SortField = 'NAME' | 'CREATED_AT';

const SPEC: ServerGridOptions<SortField> = {
  sortFields: { name: 'NAME', createdAt: 'CREATED_AT' },
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
  filterFields: { role: 'role', isActive: 'isActive' },
  searchField: 'search',
  noRows: 'admin.grid.noRows',
};

const gridOf = (initialSearch?: string, language: 'en' | 'az' = 'en') => renderHookWithProviders(() => useServerGrid(SPEC, initialSearch), { language });

afterEach(() => {
  vi.useRealTimers();
});

describe('useServerGrid', () => {
  it('starts on the first page of ten with the default sort and no filter', () => {
    const { result } = gridOf();
    expect(result.current.variables).toEqual({ page: 1, pageSize: 10, sortField: 'CREATED_AT', sortDirection: 'DESC', filter: {} });
    expect(result.current.gridProps).toMatchObject({ paginationMode: 'server', sortingMode: 'server', filterMode: 'server' });
  });

  it('turns the grid’s paging and sorting into variables; a new sort goes back to the first page', () => {
    const { result } = gridOf();
    act(() => result.current.gridProps.onPaginationModelChange({ page: 2, pageSize: 25 }));
    expect(result.current.variables).toMatchObject({ page: 3, pageSize: 25 });

    act(() => result.current.gridProps.onSortModelChange([{ field: 'name', sort: 'asc' }]));
    expect(result.current.variables).toEqual({ page: 1, pageSize: 25, sortField: 'NAME', sortDirection: 'ASC', filter: {} });

    // A column the server cannot sort by falls back to the default sort.
    act(() => result.current.gridProps.onSortModelChange([{ field: 'phone', sort: 'desc' }]));
    expect(result.current.variables).toMatchObject({ sortField: 'CREATED_AT', sortDirection: 'DESC' });
  });

  it('sets and clears the controls’ filters, each time from the first page', () => {
    const { result } = gridOf();
    act(() => result.current.gridProps.onPaginationModelChange({ page: 4, pageSize: 10 }));
    act(() => result.current.setFilterValue('role', 'VIP'));
    expect(result.current.variables).toMatchObject({ page: 1, filter: { role: 'VIP' } });
    expect(result.current.filterValue('role')).toBe('VIP');

    act(() => result.current.setFilterValue('isActive', false));
    expect(result.current.variables.filter).toEqual({ role: 'VIP', isActive: false });

    act(() => result.current.gridProps.onPaginationModelChange({ page: 1, pageSize: 10 }));
    act(() => result.current.setFilterValue('role', 'all'));
    expect(result.current.variables).toMatchObject({ page: 1, filter: { isActive: false } });
    expect(result.current.filterValue('role')).toBe('all');
  });

  it('searches 300 ms after the last keystroke, trimmed, from the first page', () => {
    vi.useFakeTimers();
    const { result } = gridOf();
    act(() => result.current.gridProps.onPaginationModelChange({ page: 3, pageSize: 10 }));
    act(() => result.current.search.onChange('  nig'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => result.current.search.onChange('  nigar '));
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current.variables).toMatchObject({ page: 4, filter: {} });

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.variables).toMatchObject({ page: 1, filter: { search: 'nigar' } });
    expect(result.current.gridProps.filterModel.quickFilterValues).toEqual(['nigar']);
  });

  it('opens searched when a link says so, and an emptied box searches for nothing', () => {
    vi.useFakeTimers();
    const { result } = gridOf('aysel@example.az');
    expect(result.current.variables.filter).toEqual({ search: 'aysel@example.az' });
    expect(result.current.search.value).toBe('aysel@example.az');

    act(() => result.current.search.onChange(''));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current.variables.filter).toEqual({});
  });

  it('gives the grid its texts in the interface language', () => {
    const { result, t } = gridOf(undefined, 'az');
    expect(result.current.gridProps.localeText.noRowsLabel).toBe(t('admin.grid.noRows'));
  });
});
