/** The `page` search parameter: a whole number from 1; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number.parseInt(value, 10));
}

/** How many pages the favorites fill (at least 1); paging shows only above 1, i.e. above one page size. */
export function favoritesPageCount(totalCount: number, pageSize: number): number {
  if (!Number.isFinite(totalCount) || totalCount <= 0 || pageSize <= 0) return 1;
  return Math.ceil(totalCount / pageSize);
}
