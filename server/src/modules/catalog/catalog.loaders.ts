import DataLoader from 'dataloader';
import type { RequestContext } from '../../request-context.js';
import type { BrandRecord, CategoryRecord, PriceRecord, ProductImageRecord, ProductRecord } from './catalog.records.js';
import { brandsByIds, imagesOfProducts, pricesOfProducts, productsInOrder } from './catalog.service.js';
import { isUuid } from '../../db/sql.js';
import type { CategoryCache } from './category-cache.js';
import { groupedLoader } from '../../batch.js';
import type { CatalogLoaders } from './catalog.types.js';

/**
 * Per-request batches: whatever a page of products asks for is read with one statement per kind. They
 * read through the request's context (made before its loaders, so `ctx.loaders` is not used here).
 */
export function createCatalogLoaders(ctx: Omit<RequestContext, 'loaders'>, categoryCache: CategoryCache): CatalogLoaders {
  const { em, catalogue, catalogueVersion, language } = ctx;
  const context = ctx as RequestContext;
  return {
    /**
     * Active products priced for the viewer, through the card cache. The batch waits until the engine
     * can answer (the memory index loaded) and a turn more, so the detail page's product and its similar
     * strip (chosen by the engine meanwhile) are read together in one statement.
     */
    productById: new DataLoader<string, ProductRecord | null>(
      async (ids) => {
        await catalogue.ready();
        const found = await productsInOrder(context, ids.filter(isUuid));
        const byId = new Map(found.filter((p) => p.isActive).map((p) => [p.id, p]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      {
        batchScheduleFn: (run) =>
          void catalogue.ready().then(
            () => setImmediate(run),
            () => setImmediate(run),
          ),
      },
    ),
    /** All active categories in the viewer's language, from the shared in-memory copy (as current as the catalogue). */
    categories: async (): Promise<CategoryRecord[]> => categoryCache.get(em, language, catalogueVersion.categories()),
    imagesByProduct: groupedLoader<ProductImageRecord>(
      (ids) => imagesOfProducts(context, ids),
      (row) => row.productId,
    ),
    pricesByProduct: groupedLoader<PriceRecord>(
      (ids) => pricesOfProducts(context, ids),
      (row) => row.productId,
    ),
    brandById: new DataLoader<string, BrandRecord | null>(async (ids) => {
      const byId = new Map((await brandsByIds(context, ids)).map((b) => [b.id, b]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
