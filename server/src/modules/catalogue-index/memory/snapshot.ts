import {
  MAX_CHOSEN_FILTERS,
  splitFilters,
  type CatalogPage,
  type FacetFilter,
  type FilterFacet,
  type ListingAnswer,
  type ListingQuery,
  type SimilarQuery,
} from '../catalog-search.js';
import { AnswerCache } from './answer-cache.js';
import { KeptAnswer, SPARE, type Ranking } from './kept-answer.js';
import { ListingColumns } from './listing-columns.js';
import type { SourceRow } from './source.js';
import { queryWordsOf, TextIndex } from './text-index.js';
import { TIE_KEY_SPAN, TieOrder } from './tie-order.js';
import { TimeSlices } from './time-slices.js';

/** What requests may ask of a copy of the index (all a view hands out: only the engine changes a copy). */
export interface CatalogueReader {
  query(query: ListingQuery): ListingAnswer;
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
  private readonly keptFacets = new Map<string, { facets: FilterFacet[]; total: number }>();

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

  /**
   * A listing's page and total, and its facet counts when asked for. With text, the search's matches that
   * meet every other condition, best first or in the asked order; without, the listing's products.
   */
  query(query: ListingQuery): ListingAnswer {
    const words = query.text === undefined || query.text === null ? null : queryWordsOf(query.text);
    if (words?.length === 0) return query.facets ? { ids: [], total: 0, facets: [] } : { ids: [], total: 0 };
    if (!query.facets) return this.page(query, words);
    const counted = splitFilters(query.filters).chosen.length <= MAX_CHOSEN_FILTERS ? this.facets(query, words, query.facets) : null;
    // The facet counts count the total too: a question for the counts alone (limit 0) needs no page.
    const page = query.limit > 0 || !counted ? this.page(query, words) : null;
    return { ids: page?.ids ?? [], total: page?.total ?? counted!.total, facets: counted?.facets ?? [] };
  }

  /** The question's conditions as an answer's key (the facets asked for aside). */
  private keyOf(kind: string, query: ListingQuery, words: readonly string[] | null): string {
    return `${kind}:${JSON.stringify({ ...query, text: words?.join(' '), facets: undefined })}`;
  }

  private page(query: ListingQuery, words: readonly string[] | null): CatalogPage {
    const key = this.keyOf('page', query, words);
    const known = this.answers.get(key);
    if (known) return known.page();
    const { offset, limit, tier } = query;
    const count = offset + limit + SPARE;
    const sort = query.sort ?? (words ? null : 'newest');
    const order = sort ? () => this.columns.order(tier, sort) : null;
    if (!words) {
      const { slots, total, reached } = this.columns.list(query, count);
      const ranking: Ranking = { matches: (slot) => this.columns.listed(slot, query), order: order! };
      return this.kept(key, new KeptAnswer(slots, total, offset, limit, ranking, this.columns.ids), reached);
    }
    const holds = this.columns.holds(query, true);
    const { slots, total, reached } = this.text.search([...words], holds, this.ties.tieKeys(), count, order?.() ?? null);
    const terms = this.text.queryTerms(words);
    const ranking: Ranking = {
      matches: (slot) => this.columns.listed(slot, query) && this.text.scoreOf(terms, slot) > 0,
      order: order ?? (() => this.bestFirst(terms)),
      learn: (newNameWords) => this.text.learnSimilar(terms, newNameWords),
    };
    return this.kept(key, new KeptAnswer(slots, total, offset, limit, ranking, this.columns.ids), reached);
  }

  /** Search's order for a kept answer: score, then the tie order, as `TextIndex.search` ranks. */
  private bestFirst(terms: ReturnType<TextIndex['queryTerms']>): (a: number, b: number) => number {
    const tieKeys = this.ties.tieKeys();
    const keyOf = (slot: number) => this.text.scoreOf(terms, slot) * TIE_KEY_SPAN + (TIE_KEY_SPAN - tieKeys[slot]!);
    return (a, b) => keyOf(b) - keyOf(a);
  }

  /** Facet counts and the total; those of broad listings are kept until the next change. */
  private facets(query: ListingQuery, words: readonly string[] | null, counted: readonly FacetFilter[]): { facets: FilterFacet[]; total: number } {
    const key = `${this.keyOf('facets', { ...query, offset: 0, limit: 0 }, words)}:${JSON.stringify(counted)}`;
    const known = this.keptFacets.get(key);
    if (known) return known;
    const matched = words ? this.text.matching([...words], this.columns.holds(query, false)) : null;
    const { facets, total, reached } = this.columns.facets(query, counted, matched);
    const answer = { facets, total };
    if (AnswerCache.worthKeeping(matched?.reached ?? reached, this.columns.liveCount)) {
      if (this.keptFacets.size >= KEPT_FACETS) this.keptFacets.delete(this.keptFacets.keys().next().value!);
      this.keptFacets.set(key, answer);
    }
    return answer;
  }

  /** Keeps a broad answer (see AnswerCache), and answers its page. */
  private kept(key: string, answer: KeptAnswer, reached: number): CatalogPage {
    if (AnswerCache.worthKeeping(reached, this.columns.liveCount)) this.answers.keep(key, answer);
    return answer.page();
  }

  similar(query: SimilarQuery): string[] {
    return this.columns.similar(query);
  }

  categoryOf(productId: string): string | null {
    return this.columns.categoryOf(productId);
  }
}
