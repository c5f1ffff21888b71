import { groupedLoader } from '../../batch.js';
import type { RequestContext } from '../../request-context.js';
import { specificationsOfProducts } from './specs.service.js';
import type { SpecificationGroupRecord, SpecsLoaders } from './specs.types.js';

/** Per-request batch of specification groups: one statement for a whole page of products. */
export function createSpecsLoaders(ctx: Omit<RequestContext, 'loaders'>): SpecsLoaders {
  return {
    specificationsByProduct: groupedLoader<SpecificationGroupRecord>(
      (ids) => specificationsOfProducts(ctx, ids),
      (row) => row.productId,
    ),
  };
}
