/**
 * Rows read for products (page cards, pictures, specifications), kept until the change log names the
 * product: the catalogue version (catalogue-version.ts) forgets them, and keeps none while it does not
 * follow the log. The least recently used are dropped first beyond `capacity`. A read that began before
 * a change is not remembered (`generation`), so a row read before a write never outlives it.
 */
export class KeptByProduct<T> {
  private readonly rows = new Map<string, T>();
  private generation = 0;
  private keeping = false;

  /** `keysOf`: the keys a product's rows are kept under (the cards keep one per price tier). */
  constructor(
    private readonly capacity: number,
    private readonly keysOf: (productId: string) => readonly string[] = (productId) => [productId],
  ) {}

  /** The kept rows of these keys, and a token to remember the missing ones with. */
  lookUp(keys: readonly string[]): { found: Map<string, T>; generation: number } {
    const found = new Map<string, T>();
    for (const key of keys) {
      const row = this.rows.get(key);
      if (row !== undefined) {
        // Least recently used leaves first: a hit moves to the back of the insertion order.
        this.rows.delete(key);
        this.rows.set(key, row);
        found.set(key, row);
      }
    }
    return { found, generation: this.generation };
  }

  /** Keeps rows read for these keys, unless the catalogue changed since `generation` was handed out. */
  remember(entries: Iterable<readonly [string, T]>, generation: number): void {
    if (!this.keeping || generation !== this.generation) return;
    for (const [key, row] of entries) this.rows.set(key, row);
    for (const key of this.rows.keys()) {
      if (this.rows.size <= this.capacity) break;
      this.rows.delete(key);
    }
  }

  /**
   * The rows of these products: the kept ones, and the others read at once by `read` (a product it
   * answers nothing for gets `none`, and that is kept too: a product without pictures asks once).
   */
  async readThrough(productIds: readonly string[], read: (missing: string[]) => Promise<Map<string, T>>, none: T): Promise<T[]> {
    const { found, generation } = this.lookUp(productIds);
    const missing = productIds.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const fresh = await read(missing);
      const entries = missing.map((id) => [id, fresh.get(id) ?? none] as const);
      this.remember(entries, generation);
      for (const [id, row] of entries) found.set(id, row);
    }
    return productIds.map((id) => found.get(id)!);
  }

  /** These products changed. */
  forget(productIds: readonly string[]): void {
    this.generation++;
    for (const id of productIds) for (const key of this.keysOf(id)) this.rows.delete(key);
  }

  /** Anything may have changed; `keeping: false` keeps nothing until the next call (the log is not being followed). */
  forgetAll(keeping: boolean): void {
    this.generation++;
    this.rows.clear();
    this.keeping = keeping;
  }
}
