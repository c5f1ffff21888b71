import type { EntityManager } from '@mikro-orm/postgresql';
import { isDatabaseUnreachable } from '../../errors.js';
import type { CatalogEngine, CatalogSearch } from './catalog-search.js';
import { MemoryCardCache } from './memory/card-cache.js';
import { ChangeFeed, type ChangeBatch } from './memory/change-feed.js';
import { CatalogueSnapshot, type CatalogueReader } from './memory/snapshot.js';
import { readCatalogue, readProducts } from './memory/source.js';

/**
 * The memory catalogue engine: every server process holds the catalogue's listing and search index.
 *
 * The whole listing question (category, brand, options, custom-value and range filters, price range, hot
 * deals, search text: prefixes of every word of name, SKU, brand, category, specifications and
 * descriptions; sort or ranking, exact count, facet counts) is answered here, in well under a
 * millisecond for a listing of 100,000 products; the database then reads only the rows of the page
 * shown, by primary key. Measured in `npm run bench`: the same work in SQL cost 5-10 ms per listing and
 * 30-150 ms per short search prefix on 2 cores.
 *
 * The parts (memory/): `source` reads product_listing, the products' filter values (product_filter) and
 * product.search_vector; a `CatalogueSnapshot` is one copy of the searchable state: the `ListingColumns`
 * (the listing's conditions and sorts, facet counts, similar), the `TextIndex`
 * (dictionary, postings, trigrams; search), the `TieOrder` search breaks equal scores with, and the
 * `AnswerCache` of broad answers, each a `KeptAnswer` that changes bring up to date (a product leaves
 * and enters it where it ranks) instead of dropping it. The `ChangeFeed` follows catalogue_change, which triggers fill on
 * every write to the catalogue; the `MemoryCardCache` keeps page rows recently shown.
 *
 * Keeping in step: each request first asks the feed for entries past the last one applied (one
 * primary-key range read, no rows when nothing changed) and applies them to the live copy, so a change
 * committed before a request is always seen by it, in every process. Requests share these reads (one
 * running, one queued behind it), and they never wait for a reload.
 *
 * Reloads (hourly, when more than 2,000 changes arrive at once, or when retired slots and new words
 * call for compaction) build a new copy aside from the log's position at the time of the read (read
 * a page at a time, built in slices of about 8 ms of work between pauses for requests), replay the log
 * from that position, and swap it in with one assignment. Meanwhile requests answer from the old
 * copy, still kept current, except after a bulk of more than 2,000 changes: that only the reload
 * applies, so until the swap answers stay as of before the bulk. Only the very first load makes
 * requests wait. While a reload runs the process holds both copies (twice the index's memory).
 */

/** After a failed reload, the next try waits this long (the old copy answers meanwhile). */
const RELOAD_RETRY_MS = 10_000;

/** Test hooks: `beforeReplay` is awaited when a reload has built its copy, before it replays the log and swaps. */
export interface ReloadHooks {
  beforeReplay?: () => Promise<void>;
}

/** A copy of the index and the position in the change log it has applied. */
class LiveCopy {
  private syncing: Promise<void> | null = null;
  private following: Promise<void> | null = null;
  /** A bulk of changes arrived that only a reload applies: the copy stops following the log until swapped out. */
  private behind = false;

  constructor(
    readonly snapshot: CatalogueSnapshot,
    private readonly feed: ChangeFeed,
    private readonly cards: MemoryCardCache,
    /** Called when an applied batch holds a category change. */
    private readonly onCategoryChange: () => void,
  ) {}

  get needsReload(): boolean {
    return this.behind || this.feed.reloadDue || this.snapshot.needsCompaction;
  }

  /** Applies every change committed before this call. Concurrent callers share the reads. */
  catchUp(em: EntityManager): Promise<void> {
    if (!this.syncing) {
      const run = this.sync(em).finally(() => {
        if (this.syncing === run) this.syncing = null;
      });
      return (this.syncing = run);
    }
    return (this.following ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.following = null;
        return this.catchUp(em);
      }));
  }

  private async sync(em: EntityManager): Promise<void> {
    if (this.behind) return;
    const batch = await this.feed.next(em);
    if (!batch) return;
    if (batch.more) {
      this.behind = true;
      this.cards.forgetAll(false);
      return;
    }
    await this.apply(em, batch);
  }

  /** For a copy not yet swapped in: every change since its read, however many, in batches. */
  async replay(em: EntityManager): Promise<void> {
    for (let batch = await this.feed.next(em); batch; batch = batch.more ? await this.feed.next(em) : null) await this.apply(em, batch);
  }

  private async apply(em: EntityManager, batch: ChangeBatch): Promise<void> {
    if (batch.productIds.length > 0) {
      this.cards.forget(batch.productIds);
      const rows = await readProducts(em, batch.productIds);
      this.snapshot.apply(batch.productIds, rows);
    }
    batch.commit();
    if (batch.categoriesChanged) this.onCategoryChange();
  }
}

/** The memory engine: one index per process and database, brought up to date once per request, loaded on first use. */
export class MemoryCatalogEngine implements CatalogEngine {
  readonly name = 'memory';
  readonly cards = new MemoryCardCache();
  private live: LiveCopy | null = null;
  private firstLoad: Promise<LiveCopy> | null = null;
  private reloading: Promise<void> | null = null;
  private retryAfter = 0;
  /** Category changes this engine has applied (and swaps, which may bring unseen ones): the category cache's key. */
  private categoryChanges = 0;

  constructor(private readonly hooks: ReloadHooks = {}) {}

  /** The index, up to date with every change committed before this call (see the notes above on bulk changes). */
  async current(em: EntityManager): Promise<CatalogueReader> {
    const live = this.live ?? (await (this.firstLoad ??= this.loadFirst(em)));
    try {
      await live.catchUp(em);
    } catch (error) {
      // While the database cannot be reached, the copy already loaded keeps answering (as of the outage).
      if (!isDatabaseUnreachable(error)) throw error;
    }
    if (live.needsReload && !this.reloading && Date.now() >= this.retryAfter) {
      this.reload(em).catch(() => (this.retryAfter = Date.now() + RELOAD_RETRY_MS));
    }
    return live.snapshot;
  }

  /** Builds a fresh copy aside and swaps it in (a running reload is shared); requests meanwhile answer from the live copy. */
  reload(em: EntityManager): Promise<void> {
    return (this.reloading ??= this.rebuild(em).finally(() => (this.reloading = null)));
  }

  private async loadFirst(em: EntityManager): Promise<LiveCopy> {
    try {
      const copy = await this.build(em);
      await copy.replay(em);
      this.live = copy;
      await ChangeFeed.prune(em);
      return copy;
    } finally {
      this.firstLoad = null;
    }
  }

  private async rebuild(em: EntityManager): Promise<void> {
    const fresh = await this.build(em);
    await this.hooks.beforeReplay?.();
    await fresh.replay(em);
    // The swap: everything a request reads hangs off this one field.
    this.live = fresh;
    this.categoryChanges += 1;
    this.cards.forgetAll(true);
    await ChangeFeed.prune(em);
  }

  private async build(em: EntityManager): Promise<LiveCopy> {
    const feed = await ChangeFeed.start(em);
    const snapshot = await CatalogueSnapshot.build(readCatalogue(em));
    return new LiveCopy(snapshot, feed, this.cards, () => (this.categoryChanges += 1));
  }

  view(em: EntityManager): CatalogSearch {
    // A request's answers all come from the copy its first answer came from.
    let reader: Promise<CatalogueReader> | null = null;
    const ready = () => (reader ??= this.current(em));
    return {
      engine: this.name,
      ready: async () => {
        await ready();
      },
      query: async (query) => (await ready()).query(query),
      similar: async (query) => (await ready()).similar(query),
      categoryOf: async (productId) => (await ready()).categoryOf(productId),
      categoryVersion: async () => {
        await ready();
        return `memory:${this.categoryChanges}`;
      },
      cards: this.cards,
    };
  }

  async warmUp(em: EntityManager): Promise<void> {
    await this.current(em);
  }
}
