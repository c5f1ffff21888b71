import { getFragmentData, type FragmentType } from '../../gql';
import type { AdminFilterFieldsFragment, AdminFilterOptionFieldsFragment } from '../../gql/graphql';
import { AdminFilterFields, AdminFilterOptionFields } from './operations';

/** A filter and its options as the filter screens (filters, product filters) show them. */
export type FilterOptionRow = AdminFilterOptionFieldsFragment;
export type FilterRow = Omit<AdminFilterFieldsFragment, 'options'> & { options: FilterOptionRow[] };

/** The filters query's answer with its options unmasked. */
export function readFilters(list: readonly FragmentType<typeof AdminFilterFields>[]): FilterRow[] {
  return getFragmentData(AdminFilterFields, list)
    .map((filter) => ({ ...filter, options: [...getFragmentData(AdminFilterOptionFields, filter.options)].sort((a, b) => a.sortOrder - b.sortOrder) }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
}
