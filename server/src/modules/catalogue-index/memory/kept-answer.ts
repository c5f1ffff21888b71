import type { CatalogPage } from '../catalog-search.js';

/** How an answer orders products: which slots it holds, and which of two comes first. */
export interface Ranking {
  matches(slot: number): boolean;
  /** Which of two slots comes first (negative: `a`), read from the columns as they are now (they grow into new arrays). */
  order(): (a: number, b: number) => number;
  /** Words the change added to the names (search rankings learn which of them resemble their words). */
  learn?(newNameWords: readonly number[]): void;
}

/** Kept beyond the page, so a few products leaving it can be made up without working the answer out again. */
export const SPARE = 16;

/**
 * A broad answer kept up to date through changes instead of worked out again after each one: it keeps
 * the best slots in order (the page and SPARE more) and the exact count. A change takes each changed
 * product's old slot out (before it is retired) and puts its new slot in where it ranks: one check per
 * changed product, where working the answer out again looks at thousands. Invariant: `top` holds the
 * best `top.length` matches in order, and all of them when `top.length === total`.
 */
export class KeptAnswer {
  private answer: CatalogPage | null = null;

  constructor(
    private readonly top: number[],
    private total: number,
    private readonly offset: number,
    private readonly limit: number,
    private readonly ranking: Ranking,
    private readonly ids: readonly string[],
  ) {}

  page(): CatalogPage {
    this.answer ??= { ids: this.top.slice(this.offset, this.offset + this.limit).map((slot) => this.ids[slot]!), total: this.total };
    return this.answer;
  }

  /** Before a change: the changed products' current slots leave the answer. */
  leave(slots: readonly number[]): void {
    for (const slot of slots) {
      if (!this.ranking.matches(slot)) continue;
      this.total--;
      const at = this.top.indexOf(slot);
      if (at >= 0) this.top.splice(at, 1);
      this.answer = null;
    }
  }

  /**
   * After it: their new slots enter where they rank. Answers false when the page can no longer be told
   * (more of it left than the spare slots make up): the answer is then dropped.
   */
  enter(slots: readonly number[], newNameWords: readonly number[]): boolean {
    this.ranking.learn?.(newNameWords);
    const window = this.offset + this.limit + SPARE;
    const compare = this.ranking.order();
    for (const slot of slots) {
      if (!this.ranking.matches(slot)) continue;
      const holdsAll = this.top.length === this.total;
      this.total++;
      this.answer = null;
      if (!holdsAll && (this.top.length === 0 || compare(slot, this.top.at(-1)!) > 0)) continue;
      let low = 0;
      let high = this.top.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compare(this.top[middle]!, slot) < 0) low = middle + 1;
        else high = middle;
      }
      this.top.splice(low, 0, slot);
      if (this.top.length > window) this.top.pop();
    }
    return this.top.length >= this.offset + this.limit || this.top.length === this.total;
  }
}
