import type { KeptAnswer } from './kept-answer.js';

/**
 * Answers of searches and listings that look at this many products, or a fifth of the catalogue, are
 * kept (short prefixes: "mo" reaches every monitor, mouse and model; the laptops hold a tenth of the
 * catalogue: milliseconds of work each at 100,000 products); narrower ones cost less than remembering them.
 */
export const BROAD = 2_000;
const KEPT_ANSWERS = 1_000;

/**
 * Broad answers, the least recently asked dropped first: of one copy of the memory index (KeptAnswer, which
 * changes update), or the postgres engine's totals and facet counts of one catalogue version.
 */
export class AnswerCache<T = KeptAnswer> {
  private readonly answers = new Map<string, T>();

  get(key: string): T | undefined {
    const known = this.answers.get(key);
    if (known) {
      // Most recently asked last: the oldest answers are dropped first.
      this.answers.delete(key);
      this.answers.set(key, known);
    }
    return known;
  }

  /** Whether an answer that took looking at `reached` of `liveCount` products is worth keeping. */
  static worthKeeping(reached: number, liveCount: number): boolean {
    return reached >= Math.min(BROAD, liveCount / 5);
  }

  keep(key: string, answer: T): void {
    this.answers.set(key, answer);
    if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
  }

  /** Every kept answer with its key. */
  entries(): [string, T][] {
    return [...this.answers];
  }

  forget(key: string): void {
    this.answers.delete(key);
  }
}
