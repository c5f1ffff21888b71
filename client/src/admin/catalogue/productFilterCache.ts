import type { ApolloCache } from '@apollo/client';
/** A product's value for one filter, as the API's ProductFilterValue. */
export interface FilterValue {
  filterId: string;
  filterName: string;
  filterOptionId?: string | null;
  optionName?: string | null;
  value: string;
}
type StoredValue = FilterValue & { __typename?: 'ProductFilterValue' };

// ProductFilterValue has no id, so the values sit inside each product's entry, not normalized.
/** Cached products of the back office (those some grid has shown). */
function cachedProductIds(cache: ApolloCache): string[] {
  return Object.keys(cache.extract() as Record<string, unknown>).filter((id) => id.startsWith('AdminProduct:'));
}

/** Rewrites one product's filter values in the cache; the storefront's listings are read again later. */
export function modifyCachedProductFilters(cache: ApolloCache, productId: string, change: (values: readonly StoredValue[]) => StoredValue[]): void {
  cache.modify<{ filters: readonly StoredValue[] }>({
    id: cache.identify({ __typename: 'AdminProduct', id: productId }),
    fields: { filters: (values) => change(values as readonly StoredValue[]) },
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
}

/** Drops the values a deleted filter or option took away from every cached product. */
export function dropCachedFilterValues(cache: ApolloCache, gone: (value: FilterValue) => boolean): void {
  for (const id of cachedProductIds(cache))
    cache.modify<{ filters: readonly StoredValue[] }>({
      id,
      fields: { filters: (values) => (values as readonly StoredValue[]).filter((value) => !gone(value)) },
    });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
}

/** A product's values after one filter's value is set: it replaces the one it had, in place, or comes last. */
export function withFilterValue(values: readonly StoredValue[], value: FilterValue): StoredValue[] {
  const stored: StoredValue = { __typename: 'ProductFilterValue', ...value };
  return values.some((item) => item.filterId === value.filterId)
    ? values.map((item) => (item.filterId === value.filterId ? stored : item))
    : [...values, stored];
}
