import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../accounts/viewer.js';
import type { BrandRecord, CategoryRecord, PriceRecord, ProductImageRecord, ProductRecord } from './catalog.records.js';
import { brandsByIds, imagesOfProducts, pricesOfProducts, productsInOrder } from './catalog.service.js';
import type { CatalogSearch } from '../catalogue-index/catalog-search.js';
import { isUuid } from '../../db/sql.js';
import type { CategoryCache } from './category-cache.js';
import { filterValuesOfProducts, optionsOfFilters, type FilterOptionRecord, type ProductFilterValueRecord } from '../filters/filters.service.js';
import { specificationsOfProducts, type SpecificationGroupRecord } from '../specs/specs.service.js';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Per-request batches: whatever a page of products asks for is read with one statement per kind. */
export function createCatalogLoaders(em: EntityManager, viewer: Viewer, categoryCache: CategoryCache, catalogue: CatalogSearch) {
  return {
    /**
     * Active products priced for the viewer, through the index's card cache. The batch waits until the
     * index is current, so the detail page's product and its similar strip (chosen by the index
     * meanwhile) are read together in one statement.
     */
    productById: new DataLoader<string, ProductRecord | null>(
      async (ids) => {
        await catalogue.ready();
        const found = await productsInOrder(em, viewer, ids.filter(isUuid), catalogue.cards);
        const byId = new Map(found.filter((p) => p.isActive).map((p) => [p.id, p]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { batchScheduleFn: (run) => void catalogue.ready().then(() => setImmediate(run), () => setImmediate(run)) },
    ),
    /** All active categories, from the shared in-memory copy. */
    categories: (): Promise<CategoryRecord[]> => categoryCache.get(em),
    imagesByProduct: new DataLoader<string, ProductImageRecord[]>(async (ids) => {
      const groups = groupBy(await imagesOfProducts(em, ids), (row) => row.productId);
      return ids.map((id) => groups.get(id) ?? []);
    }),
    pricesByProduct: new DataLoader<string, PriceRecord[]>(async (ids) => {
      const groups = groupBy(await pricesOfProducts(em, ids), (row) => row.productId);
      return ids.map((id) => groups.get(id) ?? []);
    }),
    specificationsByProduct: new DataLoader<string, SpecificationGroupRecord[]>(async (ids) => {
      const groups = groupBy(await specificationsOfProducts(em, ids), (row) => row.productId);
      return ids.map((id) => groups.get(id) ?? []);
    }),
    filterValuesByProduct: new DataLoader<string, ProductFilterValueRecord[]>(async (ids) => {
      const groups = groupBy(await filterValuesOfProducts(em, ids), (row) => row.productId);
      return ids.map((id) => groups.get(id) ?? []);
    }),
    /** Active options only: what shoppers may pick. */
    activeOptionsByFilter: new DataLoader<string, FilterOptionRecord[]>(async (ids) => {
      const groups = groupBy(await optionsOfFilters(em, ids, true), (row) => row.filterId);
      return ids.map((id) => groups.get(id) ?? []);
    }),
    brandById: new DataLoader<string, BrandRecord | null>(async (ids) => {
      const byId = new Map((await brandsByIds(em, ids)).map((b) => [b.id, b]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
