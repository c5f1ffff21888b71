import type { EntityManager } from '@mikro-orm/postgresql';
import { isDatabaseUnreachable } from '../../errors.js';
import type { CatalogEngine, CatalogSearch } from './catalog-search.js';
import { ChangeFeed, type ChangeBatch } from './change-feed.js';
import { SharedRuns } from './shared-runs.js';
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
 * every write to the catalogue. Page rows recently shown are the catalogue version's (catalogue-version.ts).
 *
 * Keeping in step: requests ask the database nothing. When the catalogue version catches up (woken by
 * the log's notification, by the slow poll while no notification can arrive, or after a write of this
 * process), the feed reads the entries past the last one applied (one primary-key range read) and
 * applies them to the live copy. Catch-ups share these reads (one running, one queued behind it), and
 * requests never wait for them, nor for a reload.
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
  private readonly catchUps = new SharedRuns();
  /** A bulk of changes arrived that only a reload applies: the copy stops following the log until swapped out. */
  private behind = false;

  constructor(
    readonly snapshot: CatalogueSnapshot,
    private readonly feed: ChangeFeed,
  ) {}

  get needsReload(): boolean {
    return this.behind || this.feed.reloadDue || this.snapshot.needsCompaction;
  }

  /** Applies every change committed before this call. Concurrent callers share the reads. */
  catchUp(em: EntityManager): Promise<void> {
    return this.catchUps.run(() => this.sync(em));
  }

  private async sync(em: EntityManager): Promise<void> {
    if (this.behind) return;
    const batch = await this.feed.next(em);
    if (!batch) return;
    if (batch.more) {
      this.behind = true;
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
      const rows = await readProducts(em, batch.productIds);
      this.snapshot.apply(batch.productIds, rows);
    }
    batch.commit();
  }
}

/** The memory engine: one index per process and database, loaded on first use, brought up to date when the catalogue version catches up. */
export class MemoryCatalogEngine implements CatalogEngine {
  readonly name = 'memory';
  private live: LiveCopy | null = null;
  private firstLoad: Promise<LiveCopy> | null = null;
  private reloading: Promise<void> | null = null;
  private retryAfter = 0;

  constructor(private readonly hooks: ReloadHooks = {}) {}

  /** Applies every change committed before this call to the index, once it is loaded (a first load reads them anyway). */
  async catchUp(em: EntityManager): Promise<void> {
    if (this.live || this.firstLoad) await this.current(em);
  }

  /** The index, up to date with every change committed before this call (see the notes above on bulk changes). */
  async current(em: EntityManager): Promise<CatalogueReader> {
    const live = this.live ?? (await (this.firstLoad ??= this.loadFirst(em)));
    try {
      await live.catchUp(em);
    } catch (error) {
      // While the database cannot be reached, the copy already loaded keeps answering (as of the outage).
      if (!isDatabaseUnreachable(error)) throw error;
    }
    this.reloadIfDue(live, em);
    return live.snapshot;
  }

  /** Starts a reload in the background when the copy calls for one (hourly, after a bulk, to compact). */
  private reloadIfDue(live: LiveCopy, em: EntityManager): void {
    if (live.needsReload && !this.reloading && Date.now() >= this.retryAfter) {
      this.reload(em).catch(() => (this.retryAfter = Date.now() + RELOAD_RETRY_MS));
    }
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
    await ChangeFeed.prune(em);
  }

  private async build(em: EntityManager): Promise<LiveCopy> {
    const feed = await ChangeFeed.start(em);
    const snapshot = await CatalogueSnapshot.build(readCatalogue(em));
    return new LiveCopy(snapshot, feed);
  }

  /** The live copy as it stands (loaded first if need be): a request asks the database nothing to learn whether it is current. */
  private async loaded(em: EntityManager): Promise<CatalogueReader> {
    const live = this.live ?? (await (this.firstLoad ??= this.loadFirst(em)));
    this.reloadIfDue(live, em);
    return live.snapshot;
  }

  view(em: EntityManager): CatalogSearch {
    // A request's answers all come from the copy its first answer came from.
    let reader: Promise<CatalogueReader> | null = null;
    const ready = () => (reader ??= this.loaded(em));
    return {
      engine: this.name,
      ready: async () => {
        await ready();
      },
      query: async (query) => (await ready()).query(query),
      similar: async (query) => (await ready()).similar(query),
      categoryOf: async (productId) => (await ready()).categoryOf(productId),
    };
  }

  async warmUp(em: EntityManager): Promise<void> {
    await this.current(em);
  }
}
