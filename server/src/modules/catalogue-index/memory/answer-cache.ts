import type { CatalogPage } from '../catalog-search.js';

/**
 * Answers of searches and listings that look at this many products, or a fifth of the catalogue, are
 * kept until the catalogue changes (short prefixes: "mo" reaches every monitor, mouse and model; the
 * laptops hold a tenth of the catalogue: milliseconds of work each at 100,000 products); narrower ones
 * cost less than remembering them.
 */
const BROAD = 2_000;
const KEPT_ANSWERS = 1_000;

/** Broad answers of one copy of the index, the least recently asked dropped first; emptied by every change. */
export class AnswerCache {
  private readonly answers = new Map<string, CatalogPage>();

  get(key: string): CatalogPage | undefined {
    const known = this.answers.get(key);
    if (known) {
      // Most recently asked last: the oldest answers are dropped first.
      this.answers.delete(key);
      this.answers.set(key, known);
    }
    return known;
  }

  /** Keeps an answer that took looking at `reached` of `liveCount` products, if that is many (see BROAD). */
  keep(key: string, answer: CatalogPage, reached: number, liveCount: number): CatalogPage {
    if (reached >= Math.min(BROAD, liveCount / 5)) {
      this.answers.set(key, answer);
      if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    }
    return answer;
  }

  clear(): void {
    this.answers.clear();
  }
}
