import DataLoader from 'dataloader';

/**
 * A per-request batch of rows grouped by key: every `load(key)` in one tick becomes one call of
 * `read(keys)`, and each key gets its own rows (none: an empty list).
 */
export function groupedLoader<Row>(read: (keys: readonly string[]) => Promise<Row[]>, keyOf: (row: Row) => string): DataLoader<string, Row[]> {
  return new DataLoader<string, Row[]>(async (keys) => {
    const groups = groupRows(await read(keys), keyOf);
    return keys.map((key) => groups.get(key) ?? []);
  });
}

/** Rows by key, in the order they came. */
export function groupRows<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
