import { groupedLoader } from '../../batch.js';
import type { RequestContext } from '../../request-context.js';
import { specificationsOfProducts, type SpecificationGroupRecord } from './specs.service.js';

/** Per-request batch of specification groups: one statement for a whole page of products. */
export function createSpecsLoaders(ctx: Omit<RequestContext, 'loaders'>) {
  return {
    specificationsByProduct: groupedLoader<SpecificationGroupRecord>(
      (ids) => specificationsOfProducts(ctx, ids),
      (row) => row.productId,
    ),
  };
}

export type SpecsLoaders = ReturnType<typeof createSpecsLoaders>;
