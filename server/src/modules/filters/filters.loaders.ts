import { groupedLoader } from '../../batch.js';
import type { RequestContext } from '../../request-context.js';
import { filterValuesOfProducts, optionsOfFilters } from './filters.service.js';
import type { FilterLoaders, FilterOptionRecord, ProductFilterValueRecord } from './filters.types.js';

/** Per-request batches of filter values: one statement per kind for a whole page of products. */
export function createFilterLoaders(ctx: Omit<RequestContext, 'loaders'>): FilterLoaders {
  return {
    filterValuesByProduct: groupedLoader<ProductFilterValueRecord>(
      (ids) => filterValuesOfProducts(ctx, ids),
      (row) => row.productId,
    ),
    /** Active options only: what shoppers may pick. */
    activeOptionsByFilter: groupedLoader<FilterOptionRecord>(
      (ids) => optionsOfFilters(ctx, ids, true),
      (row) => row.filterId,
    ),
  };
}
