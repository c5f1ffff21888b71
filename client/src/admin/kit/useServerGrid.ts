import type { DataGridProps, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n';
import { gridLocaleText } from './gridLocale';
import { filterValue, gridVariables, withFilterValue, type GridVariables, type GridVariablesSpec } from './gridModel';

export const PAGE_SIZES = [10, 25, 50, 100];
const SEARCH_DEBOUNCE_MS = 300;

export interface ServerGridOptions<SortField extends string> extends GridVariablesSpec<SortField> {
  initialSort?: GridSortModel;
  pageSize?: number;
  /** The grid's text when no row matches. */
  noRows: MessageKey;
}

/**
 * A DataGrid paged, sorted and filtered on the server: it keeps the three models (a sort or filter
 * change goes back to the first page, the search box is debounced), answers the query's variables,
 * and the props to spread on the grid. `initialSearch` starts it searched.
 */
export function useServerGrid<SortField extends string>(options: ServerGridOptions<SortField>, initialSearch = '') {
  const intl = useIntl();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: options.pageSize ?? PAGE_SIZES[0]! });
  const [sort, setSort] = useState<GridSortModel>(options.initialSort ?? []);
  // A link may open the grid searched (the audit log links a user by e-mail).
  const [filter, setFilter] = useState<GridFilterModel>({ items: [], quickFilterValues: initialSearch ? [initialSearch] : [] });
  const [searchText, setSearchText] = useState(initialSearch);

  // A new sort or filter starts again from the first page.
  const changeFilter = useCallback((change: (model: GridFilterModel) => GridFilterModel) => {
    setFilter((model) => {
      const next = change(model);
      if (next !== model) setPagination((current) => ({ ...current, page: 0 }));
      return next;
    });
  }, []);
  const changeSort = useCallback((model: GridSortModel) => {
    setSort(model);
    setPagination((current) => ({ ...current, page: 0 }));
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const search = searchText.trim();
      changeFilter((model) => ((model.quickFilterValues ?? []).join(' ') === search ? model : { ...model, quickFilterValues: search ? [search] : [] }));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, changeFilter]);

  const { sortFields, defaultSort, filterFields, searchField, noRows } = options;
  const variables: GridVariables<SortField> = useMemo(
    () => gridVariables({ pagination, sort, filter }, { sortFields, defaultSort, filterFields, searchField }),
    [pagination, sort, filter, sortFields, defaultSort, filterFields, searchField],
  );
  const localeText = useMemo(() => gridLocaleText(intl, noRows), [intl, noRows]);

  const gridProps = {
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    paginationModel: pagination,
    onPaginationModelChange: setPagination,
    sortModel: sort,
    onSortModelChange: changeSort,
    // The MIT grid keeps one filter item and drops the rest, so the controls' filters stay here; the grid
    // is told of the search only (its column filter menu is off).
    filterModel: { items: [], quickFilterValues: filter.quickFilterValues ?? [] },
    pageSizeOptions: PAGE_SIZES,
    disableColumnFilter: true,
    disableRowSelectionOnClick: true,
    localeText,
  } satisfies Partial<DataGridProps>;

  return {
    variables,
    gridProps,
    search: { value: searchText, onChange: setSearchText },
    /** The value of a column filter set from a control above the grid ('all' for none). */
    filterValue: (field: string) => filterValue(filter, field),
    setFilterValue: (field: string, value: unknown) => changeFilter((model) => withFilterValue(model, field, value)),
  };
}
