/** One entry of a pagination bar: a page number or a gap. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pages a pagination bar shows (spec §9): every page when there are at most 5; otherwise the
 * first and the last page, a window of `siblings` pages either side of the current one, and an
 * ellipsis where pages are left out. The window is shifted near the ends so the bar keeps its length.
 */
export function paginationItems(current: number, total: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return [];
  if (count <= 5) return Array.from({ length: count }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), count);

  // Slots between first and last: the window plus one slot on each side for a page or an ellipsis.
  const inner = 2 * siblings + 3;
  // When the full bar would be no longer than the pages themselves, show them all.
  if (count <= inner + 2) return Array.from({ length: count }, (_, i) => i + 1);
  let start = Math.max(2, page - siblings);
  let end = Math.min(count - 1, page + siblings);
  if (page - siblings <= 3) {
    start = 2;
    end = Math.min(count - 1, inner);
  } else if (page + siblings >= count - 2) {
    end = count - 1;
    start = Math.max(2, count - inner + 1);
  }

  const items: PageItem[] = [1];
  if (start > 2) items.push('start-ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < count - 1) items.push('end-ellipsis');
  items.push(count);
  return items;
}

/** How many pages `totalCount` items make at `pageSize` per page. */
export function pageCount(totalCount: number, pageSize: number): number {
  return totalCount > 0 && pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0;
}
