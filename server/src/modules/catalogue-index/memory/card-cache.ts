import type { ProductRow } from '../../catalog/catalog.types.js';
import type { CardCache } from '../catalog-search.js';

/** Product cards (page rows, one per product and tier) kept in all, the least recently shown dropped first. */
const CARD_CAPACITY = 20_000;

/**
 * Rows of products recently shown in a page, by tier and id. A row goes when the change log names its
 * product; all go when a reload swaps the index, and none is kept while the index is behind the log.
 */
export class MemoryCardCache implements CardCache {
  private readonly cards = new Map<string, ProductRow>();
  /** Changes whenever cards may have gone stale, so a read that began before it is not remembered. */
  private generation = 0;
  private keeping = true;

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
