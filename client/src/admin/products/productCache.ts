import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import type { AdminProductListInput, ProductStockSummaryQuery as SummaryData, StockStatus } from '../../gql/graphql';
import { ProductStockSummaryQuery } from './operations';

type Summary = Omit<SummaryData['productStockSummary'], '__typename'>;
type Page = { totalCount: number; page: number; pageSize: number; items: readonly Reference[] };

const COUNT_OF: Record<StockStatus, keyof Summary> = {
  IN_STOCK: 'inStockProducts',
  LOW_STOCK: 'lowStockProducts',
  OUT_OF_STOCK: 'outOfStockProducts',
};

/**
 * The stat cards after a product moved from one stock state to another. No `from`: it was added (or
 * restored from the archive); no `to`: it was deleted or archived (archived ones are not counted).
 */
export function summaryAfter<S extends Summary>(summary: S, change: { from?: StockStatus | null; to?: StockStatus | null }): S {
  const { from, to } = change;
  if (from === to) return summary;
  const next = { ...summary };
  if (from) next[COUNT_OF[from]] -= 1;
  if (to) next[COUNT_OF[to]] += 1;
  next.totalProducts += (to ? 1 : 0) - (from ? 1 : 0);
  return next;
}

/** Moves the cached stat cards (no refetch: the mutations answer the product's stock state). */
export function updateCachedSummary(cache: ApolloCache, change: { from?: StockStatus | null; to?: StockStatus | null }): void {
  cache.updateQuery({ query: ProductStockSummaryQuery }, (data) => (data ? { productStockSummary: summaryAfter(data.productStockSummary, change) } : data));
}

/** The grid input a cached `adminProducts(...)` page was read with (its store field name holds the arguments). */
export function pageInput(storeFieldName: string): AdminProductListInput {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return {};
  try {
    return (JSON.parse(storeFieldName.slice(open + 1, -1)) as { input?: AdminProductListInput }).input ?? {};
  } catch {
    return {};
  }
}

/** Whether a page is the grid's first, newest first, with no search or filter: where a new product shows first. */
export function isNewestFirstPage(input: AdminProductListInput): boolean {
  const conditions = Object.entries(input).filter(([name]) => !['page', 'pageSize', 'sort'].includes(name));
  return (
    (input.page ?? 1) === 1 &&
    (input.sort ?? 'NEWEST') === 'NEWEST' &&
    conditions.every(([, value]: [string, unknown]) => value === null || value === undefined)
  );
}

/**
 * A new product (already normalized from the add's answer) joins the cached grid: first on the unfiltered
 * newest-first first page; any other cached page (searched, filtered, sorted, further on) is dropped, since
 * only the server knows where the product falls in it, and is read again when it is next shown.
 */
export function addCachedProduct(cache: ApolloCache, id: string): void {
  cache.modify<{ adminProducts: Page }>({
    id: 'ROOT_QUERY',
    fields: {
      adminProducts: (page, { storeFieldName, toReference, DELETE }) => {
        if (isReference(page) || !isNewestFirstPage(pageInput(storeFieldName))) return DELETE;
        const items = [toReference({ __typename: 'AdminProduct', id })!, ...page.items].slice(0, page.pageSize);
        return { ...page, items, totalCount: page.totalCount + 1 };
      },
    },
  });
  forgetShownProducts(cache);
}

/** A deleted product leaves every cached page of the grid (one fewer row and total) and the cache. */
export function removeCachedProduct(cache: ApolloCache, id: string): void {
  cache.modify<{ adminProducts: Page }>({
    id: 'ROOT_QUERY',
    fields: {
      adminProducts: (page, { readField }) => {
        if (isReference(page)) return page;
        const items = page.items.filter((item) => readField('id', item) !== id);
        return items.length === page.items.length ? page : { ...page, items, totalCount: page.totalCount - 1 };
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'AdminProduct', id }) });
  cache.gc();
  forgetShownProducts(cache);
}

/** A product an order refers to was archived instead of deleted: it stays in the grid, inactive and archived. */
export function archiveCachedProduct(cache: ApolloCache, id: string): void {
  cache.modify({
    id: cache.identify({ __typename: 'AdminProduct', id }),
    fields: { archived: () => true, isActive: () => false, isShown: () => false, archivedAt: () => new Date().toISOString() },
  });
  forgetShownProducts(cache);
}

/** Storefront lists a product change shows up in: read again the next time they are shown. */
const SHOP_PRODUCT_FIELDS = [
  'products',
  'productsByBrand',
  'productsByCategorySlug',
  'hotDeals',
  'recentlyAdded',
  'similarProducts',
  'searchProducts',
  'filterProducts',
  'product',
];

export function forgetShownProducts(cache: ApolloCache): void {
  for (const fieldName of SHOP_PRODUCT_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
}
