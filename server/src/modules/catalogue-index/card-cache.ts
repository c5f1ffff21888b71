import type { ProductRow } from '../catalog/catalog.types.js';

/** Product cards (page rows, one per product and tier) kept in all, the least recently shown dropped first. */
const CARD_CAPACITY = 20_000;

/**
 * Page rows recently shown, by tier and id, so a page read asks the database only for the others. A row
 * holds its texts in both languages (each request picks its viewer's), so viewers of either language
 * share it. The catalogue version (catalogue-version.ts) drops a row when the change log names its
 * product, and keeps none while it does not follow the log.
 */
export class CardCache {
  private readonly cards = new Map<string, ProductRow>();
  /** Changes whenever cards may have gone stale, so a read that began before it is not remembered. */
  private generation = 0;
  private keeping = false;

  /** The cached rows of these products in this tier, and a token to remember the missing ones with. */
  cachedCards(tier: number, ids: readonly string[]): { found: Map<string, ProductRow>; generation: number } {
    const found = new Map<string, ProductRow>();
    for (const id of ids) {
      const key = `${tier}:${id}`;
      const card = this.cards.get(key);
      if (card) {
        // Least recently used leaves first: a hit moves to the back of the insertion order.
        this.cards.delete(key);
        this.cards.set(key, card);
        found.set(id, card);
      }
    }
    return { found, generation: this.generation };
  }

  /** Keeps rows read for a page, unless the catalogue changed since `generation` was handed out. */
  rememberCards(tier: number, rows: readonly ProductRow[], generation: number): void {
    if (!this.keeping || generation !== this.generation) return;
    for (const row of rows) this.cards.set(`${tier}:${row.id}`, row);
    for (const key of this.cards.keys()) {
      if (this.cards.size <= CARD_CAPACITY) break;
      this.cards.delete(key);
    }
  }

  /** These products changed. */
  forget(productIds: readonly string[]): void {
    this.generation++;
    for (const id of productIds) for (let tier = 1; tier <= 4; tier++) this.cards.delete(`${tier}:${id}`);
  }

  /** Anything may have changed; `keeping: false` keeps nothing until the next call (the log is not being followed). */
  forgetAll(keeping: boolean): void {
    this.generation++;
    this.cards.clear();
    this.keeping = keeping;
  }
}
