import type { EntityManager } from '@mikro-orm/postgresql';
import { CardCache } from './card-cache.js';
import { KeptByProduct } from './kept-by-product.js';
import { ChangeFeed, MAX_CHANGES, type LogPosition } from './change-feed.js';
import { SharedRuns } from './shared-runs.js';

/** What else in the process follows the change log: the engine (the memory index applies changes; postgres has nothing to). */
export interface LogFollower {
  /** Applies every change committed before the call. */
  catchUp(em: EntityManager): Promise<void>;
}

/**
 * The catalogue version of one process and database: how far this process has followed the change
 * log (`catalogue_change`, which the catalogue triggers fill on every write, whoever writes), and the
 * caches keyed by it: the product cards of both engines and the other rows kept per product, and the keys of the category list and the
 * store settings (category-cache.ts, settings.service.ts) and of anything else that shows the catalogue.
 *
 * Requests never ask the database whether the catalogue changed: the process is told. Catch-ups run
 * when the log's notification wakes the process (change-listener.ts), on the slow poll that stands in
 * while the listening connection is down, and after a write of this process commits (`written`), so a
 * writer's answer and next request show its write. A catch-up reads the log past this version's
 * position, brings the engine up to date, and only then drops the changed products' kept rows and moves
 * the keys on, so a request never pairs a new key with an old index.
 */
export class CatalogueVersion {
  /** Page rows recently shown (both engines read pages through them). */
  readonly cards = new CardCache();
  /** Every per-product cache: the cards, and those their owners ask for by name (`keptByProduct`). */
  private readonly perProduct = new Map<string, KeptByProduct<unknown>>([['cards', this.cards]]);
  private feed: ChangeFeed | null = null;
  private starting: Promise<void> | null = null;
  private readonly catchUps = new SharedRuns();
  private categoryChanges = 0;
  private changes = 0;
  /** Keys handed out before the log is followed: each one new, so nothing is kept by them. */
  private unfollowed = 0;

  constructor(private readonly engine: LogFollower) {}

  /** Begins following the log from its head now (once: later calls share the first). */
  start(em: EntityManager): Promise<void> {
    if (this.feed) return Promise.resolve();
    return (this.starting ??= ChangeFeed.start(em)
      .then((feed) => {
        this.feed ??= feed;
        for (const kept of this.perProduct.values()) kept.forgetAll(true);
      })
      .finally(() => (this.starting = null)));
  }

  /**
   * A product's rows beside its card (its pictures, its specifications), kept per product as the cards
   * are: the module that reads them names the cache (made on first ask) and reads through it.
   */
  keptByProduct<T>(name: string, capacity: number): KeptByProduct<T> {
    let kept = this.perProduct.get(name);
    if (!kept) {
      this.perProduct.set(name, (kept = new KeptByProduct<unknown>(capacity)));
      if (this.feed) kept.forgetAll(true);
    }
    return kept as KeptByProduct<T>;
  }

  /** Where this process stands in the log; null while it does not follow it yet. */
  get position(): LogPosition | null {
    return this.feed?.position ?? null;
  }

  /** The log's entry `seq` has been applied here. */
  hasSeen(seq: number): boolean {
    return this.feed?.hasSeen(seq) ?? false;
  }

  /** A key that changes whenever the categories (or the store settings, which log alike) have. */
  categories(): string {
    return this.feed ? `categories:${this.categoryChanges}` : `unfollowed:${++this.unfollowed}`;
  }

  /** A key that changes whenever anything of the catalogue has: for caches of whole answers. */
  version(): string {
    return this.feed ? `catalogue:${this.changes}` : `unfollowed:${++this.unfollowed}`;
  }

  /** The catch-up under way (and the one queued behind it), if any. */
  get catchingUp(): Promise<void> | null {
    return this.catchUps.pending;
  }

  /** Applies every change committed before the call: this version's own reading of the log, then the engine's. */
  catchUp(em: EntityManager): Promise<void> {
    return this.catchUps.run(async () => {
      if (!this.feed) await this.start(em);
      const feed = this.feed!;
      const products = new Set<string>();
      let categories = false;
      try {
        for (let batch = await feed.next(em); batch; batch = batch.more ? await feed.next(em) : null) {
          for (const id of batch.productIds) products.add(id);
          categories ||= batch.categoriesChanged;
          batch.commit();
        }
        await this.engine.catchUp(em);
      } finally {
        // Also when the engine failed: forgetting is always safe, and the feed has moved past these.
        for (const kept of this.perProduct.values()) {
          if (products.size > MAX_CHANGES) kept.forgetAll(true);
          else if (products.size > 0) kept.forget([...products]);
        }
        if (categories) this.categoryChanges++;
        if (categories || products.size > 0) this.changes++;
      }
    });
  }

  /**
   * A request of this process committed a write to the catalogue: resolves once this process has
   * applied it. The write stands whatever happens here: a catch-up that fails (the database gone
   * meanwhile) is left to the next one, which the listener runs and reports.
   */
  async written(em: EntityManager): Promise<void> {
    await this.catchUp(em).catch(() => undefined);
  }
}
