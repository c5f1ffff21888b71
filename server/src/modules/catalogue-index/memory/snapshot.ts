import type { CatalogFacetQuery, CatalogListing, CatalogPage, CatalogSearchQuery, FilterFacet, SimilarQuery } from '../catalog-search.js';
import { AnswerCache } from './answer-cache.js';
import { KeptAnswer, SPARE, type Ranking } from './kept-answer.js';
import { isShown, ListingColumns } from './listing-columns.js';
import type { SourceRow } from './source.js';
import { queryWordsOf, TextIndex } from './text-index.js';
import { TIE_KEY_SPAN, TieOrder } from './tie-order.js';
import { TimeSlices } from './time-slices.js';

/** What requests may ask of a copy of the index (all a view hands out: only the engine changes a copy). */
export interface CatalogueReader {
  list(criteria: CatalogListing): CatalogPage;
  facets(query: CatalogFacetQuery): FilterFacet[];
  search(query: CatalogSearchQuery): CatalogPage;
  similar(query: SimilarQuery): string[];
  categoryOf(productId: string): string | null;
}

/** Retired slots past this many (and past the live ones) make the next reload due. */
const MAX_RETIRED = 10_000;
/** Facet counts of broad listings kept until the next change (any change may move a count). */
const KEPT_FACETS = 200;

/**
 * One copy of the searchable state: the listing columns, the text index over the same slots, the
 * tie order search breaks equal scores with, and the broad answers worked out on this copy. Built aside by
 * `build()`; the engine then swaps it in with one assignment and keeps it current with `apply()`,
 * which brings the kept answers up to date too: the first search after a write costs what a repeated
 * one does, not a search worked out afresh.
 */
export class CatalogueSnapshot implements CatalogueReader {
  private readonly answers = new AnswerCache();
  private readonly keptFacets = new Map<string, FilterFacet[]>();

  private constructor(
    private readonly columns: ListingColumns,
    private readonly text: TextIndex,
    private readonly ties: TieOrder,
  ) {}

  /** A copy of these rows, built in time slices (requests keep running meanwhile). */
  static async build(pages: AsyncIterable<readonly SourceRow[]>): Promise<CatalogueSnapshot> {
    const slices = new TimeSlices();
    const columns = new ListingColumns();
    const text = new TextIndex();
    for await (const rows of pages) {
      slices.restart();
      for (let i = 0; i < rows.length; i++) {
        text.add(columns.put(rows[i]!), rows[i]!.document, true);
        if ((i & 255) === 255) await slices.breathe();
      }
    }
    await text.buildPostings(slices);
    return new CatalogueSnapshot(columns, text, await TieOrder.build(columns.slotCount, columns.searchTies, slices));
  }

  /** Changed products: their current rows, and the ids of the products that are gone (no row). */
  apply(productIds: readonly string[], rows: readonly SourceRow[]): void {
    this.keptFacets.clear();
    const kept = this.answers.entries();
    // Out of the kept answers while the old slots still read as they were, in again once the new ones are in.
    const leaving = productIds.flatMap((id) => this.columns.currentSlot(id) ?? []);
    for (const [, answer] of kept) answer.leave(leaving);
    const found = new Set<string>();
    const entering: number[] = [];
    for (const row of rows) {
      found.add(row.id);
      const slot = this.columns.put(row);
      this.text.add(slot, row.document, false);
      this.ties.add(slot);
      entering.push(slot);
    }
    for (const id of productIds) if (!found.has(id)) this.columns.retire(id);
    const newNameWords = this.text.takeNewHeadWords();
    for (const [key, answer] of kept) if (!answer.enter(entering, newNameWords)) this.answers.forget(key);
  }

  /** Retired slots outnumber the live ones, or many words wait outside the sorted layout: a reload compacts. */
  get needsCompaction(): boolean {
    const retired = this.columns.slotCount - this.columns.liveCount;
    return retired > Math.max(MAX_RETIRED, this.columns.liveCount) || this.text.needsCompaction;
  }

  list(criteria: CatalogListing): CatalogPage {
    const key = `list:${JSON.stringify(criteria)}`;
    const known = this.answers.get(key);
    if (known) return known.page();
    const { offset, limit } = criteria;
    const { slots, total, reached } = this.columns.list({ ...criteria, offset: 0, limit: offset + limit + SPARE });
    const ranking: Ranking = { matches: (slot) => this.columns.listed(slot, criteria), order: () => this.columns.order(criteria) };
    return this.kept(key, new KeptAnswer(slots, total, offset, limit, ranking, this.columns.ids), reached);
  }

  /** Facet counts; those of broad listings (not restricted to a set of products) are kept until the next change. */
  facets(query: CatalogFacetQuery): FilterFacet[] {
    const key = query.within ? null : JSON.stringify(query);
    const known = key === null ? undefined : this.keptFacets.get(key);
    if (known) return known;
    const { facets, reached } = this.columns.facets(query);
    if (key !== null && AnswerCache.worthKeeping(reached, this.columns.liveCount)) {
      if (this.keptFacets.size >= KEPT_FACETS) this.keptFacets.delete(this.keptFacets.keys().next().value!);
      this.keptFacets.set(key, facets);
    }
    return facets;
  }

  /** Keeps a broad answer (see AnswerCache), and answers its page. */
  private kept(key: string, answer: KeptAnswer, reached: number): CatalogPage {
    if (AnswerCache.worthKeeping(reached, this.columns.liveCount)) this.answers.keep(key, answer);
    return answer.page();
  }

  /** `remember: false` keeps a long answer (every match, for a listing to narrow) out of the answer cache. */
  search({ text, tier, offset, limit, remember = true }: CatalogSearchQuery): CatalogPage {
    const shown = this.columns.shown(tier);
    const words = queryWordsOf(text);
    if (words.length === 0) return { ids: [], total: 0 };
    if (!remember) {
      const { slots, total } = this.text.search(words, shown, this.ties.tieKeys(), offset, limit);
      return { ids: slots.map((slot) => this.columns.ids[slot]!), total };
    }
    const key = `search:${tier}:${offset}:${limit}:${words.join(' ')}`;
    const known = this.answers.get(key);
    if (known) return known.page();
    const { slots, total, reached } = this.text.search(words, shown, this.ties.tieKeys(), 0, offset + limit + SPARE);
    return this.kept(key, new KeptAnswer(slots, total, offset, limit, this.searchRanking(tier, words), this.columns.ids), reached);
  }

  /** Search's order for a kept answer: score, then the tie order, as `TextIndex.search` ranks. */
  private searchRanking(tier: number, words: readonly string[]): Ranking {
    const terms = this.text.queryTerms(words);
    return {
      matches: (slot) => isShown(this.columns.shown(tier), slot) && this.text.scoreOf(terms, slot) > 0,
      order: () => {
        const tieKeys = this.ties.tieKeys();
        const keyOf = (slot: number) => this.text.scoreOf(terms, slot) * TIE_KEY_SPAN + (TIE_KEY_SPAN - tieKeys[slot]!);
        return (a, b) => keyOf(b) - keyOf(a);
      },
      learn: (newNameWords) => this.text.learnSimilar(terms, newNameWords),
    };
  }

  similar(query: SimilarQuery): string[] {
    return this.columns.similar(query);
  }

  categoryOf(productId: string): string | null {
    return this.columns.categoryOf(productId);
  }
}
