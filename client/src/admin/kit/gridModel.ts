import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

/** How one screen's grid models become its query's variables: the sortable columns and the filterable ones. */
export interface GridVariablesSpec<SortField extends string> {
  /** Grid column → the server's sort field; columns not listed are not sorted by the server. */
  sortFields?: Record<string, SortField>;
  /** The sort when the grid has none. */
  defaultSort?: { field: SortField; direction: 'ASC' | 'DESC' };
  /** Grid column → the filter's field; a value of undefined, null, '' or 'all' is no filter. */
  filterFields?: Record<string, string>;
  /** The filter field the quick filter (search box) fills. */
  searchField?: string;
}

export interface GridVariables<SortField extends string> {
  page: number;
  pageSize: number;
  sortField?: SortField;
  sortDirection?: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}

const isNoValue = (value: unknown) => value === undefined || value === null || value === '' || value === 'all';

/** The grid's models as GraphQL variables: 1-based page, sort field and direction, and one filter object. */
export function gridVariables<SortField extends string>(
  models: { pagination: GridPaginationModel; sort: GridSortModel; filter: GridFilterModel },
  spec: GridVariablesSpec<SortField>,
): GridVariables<SortField> {
  const variables: GridVariables<SortField> = { page: models.pagination.page + 1, pageSize: models.pagination.pageSize, filter: {} };
  const sort = models.sort[0];
  const sortField = sort?.sort ? spec.sortFields?.[sort.field] : undefined;
  if (sort?.sort && sortField) {
    variables.sortField = sortField;
    variables.sortDirection = sort.sort === 'asc' ? 'ASC' : 'DESC';
  } else if (spec.defaultSort) {
    variables.sortField = spec.defaultSort.field;
    variables.sortDirection = spec.defaultSort.direction;
  }
  for (const item of models.filter.items) {
    const field = spec.filterFields?.[item.field];
    if (field && !isNoValue(item.value)) variables.filter[field] = item.value;
  }
  const search = (models.filter.quickFilterValues ?? [])
    .map((value) => String(value))
    .join(' ')
    .trim();
  if (spec.searchField && search) variables.filter[spec.searchField] = search;
  return variables;
}

/** Sets (or with a no-value clears) one column's filter item, keeping the others. */
export function withFilterValue(model: GridFilterModel, field: string, value: unknown): GridFilterModel {
  const items = model.items.filter((item) => item.field !== field);
  if (!isNoValue(value)) items.push({ id: field, field, operator: 'is', value });
  return { ...model, items };
}

/** The value of one column's filter item, or 'all' when it has none. */
export function filterValue(model: GridFilterModel, field: string): unknown {
  return model.items.find((item) => item.field === field)?.value ?? 'all';
}
