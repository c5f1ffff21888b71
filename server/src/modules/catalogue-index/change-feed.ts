import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery, query } from '../../db/sql.js';

/** More changes than this at once (bulk imports) are read as a full reload. */
export const MAX_CHANGES = 2000;
/** Sequence gaps older than this are taken for rolled-back transactions. */
const GAP_LIFETIME_MS = 10 * 60_000;
/** The advisory lock of the change log's pruning (a fixed number no other program uses). */
export const PRUNE_LOCK = 7_246_101_033;
/** A full reload this often mends anything the change log cannot show (entries pruned, very old gaps). */
const FULL_RELOAD_MS = 60 * 60_000;

/** Changes read from the log, to apply and then `commit()` (the feed moves past them only then). */
export interface ChangeBatch {
  /** The products changed, each once. */
  readonly productIds: string[];
  /** A category was written (the category triggers log entries without a product). */
  readonly categoriesChanged: boolean;
  /** More than MAX_CHANGES were waiting: this batch holds the oldest MAX_CHANGES. */
  readonly more: boolean;
  commit(): void;
}

/** Where a reader stands in the log: the last sequence number applied, and the numbers below it not seen yet. */
export interface LogPosition {
  seq: number;
  gaps: number[];
}

/**
 * A reader of `catalogue_change`, the log the catalogue triggers fill, at the position of its follower
 * (the catalogue version, a copy of the memory index): the last sequence number applied, and the
 * numbers below it not seen yet (gaps: a transaction took the number but had not committed when it
 * was read; it is asked for again until it shows up or is ten minutes old, i.e. rolled back).
 */
export class ChangeFeed {
  private constructor(
    private appliedSeq: number,
    private readonly gaps: Map<number, number>,
    /** When the copy that follows this feed was read: it reloads an hour later. */
    private readonly startedAt: number,
  ) {}

  /** The log's position now: a reload reads the catalogue after this and then replays the log from here. */
  static async start(em: EntityManager): Promise<ChangeFeed> {
    const [head] = await query<{ seq: string; gaps: string[] }>(
      em,
      `with top as (select coalesce(max(seq), 0) as seq from catalogue_change)
       select seq::text as seq, array(select s::text from generate_series(greatest(seq - 1000, 1), seq) s
         where not exists (select 1 from catalogue_change c where c.seq = s)) as gaps from top`,
    );
    const now = Date.now();
    return new ChangeFeed(Number(head!.seq), new Map(head!.gaps.map((seq) => [Number(seq), now])), now);
  }

  /**
   * Entries a day old have been applied by every running process (they reload hourly anyway). One copy of
   * the shop prunes at a time: a copy that finds another at it (the statement's own advisory lock, gone
   * with its transaction) leaves the work to it, with no extra round trip.
   */
  static async prune(em: EntityManager): Promise<void> {
    await query(em, `delete from catalogue_change where changed_at < now() - interval '1 day' and (select pg_try_advisory_xact_lock(${PRUNE_LOCK}))`);
  }

  get position(): LogPosition {
    return { seq: this.appliedSeq, gaps: [...this.gaps.keys()] };
  }

  /** The entry `seq` has been applied (or is older than anything this reader still waits for). */
  hasSeen(seq: number): boolean {
    return seq <= this.appliedSeq && !this.gaps.has(seq);
  }

  /** The hourly reload is due. */
  get reloadDue(): boolean {
    return Date.now() - this.startedAt > FULL_RELOAD_MS;
  }

  /** The changes past the last one applied and the gaps that have filled (up to MAX_CHANGES), or null: none. */
  async next(em: EntityManager): Promise<ChangeBatch | null> {
    const now = Date.now();
    for (const [seq, noticed] of this.gaps) if (now - noticed > GAP_LIFETIME_MS) this.gaps.delete(seq);
    const gaps = [...this.gaps.keys()];
    // Asked on every wake-up of every follower: prepared once per connection.
    const changes = await preparedQuery<{ seq: string; productId: string | null }>(
      em,
      gaps.length ? 'shop_catalogue_changes_and_gaps' : 'shop_catalogue_changes',
      `select seq::text as seq, product_id as "productId" from catalogue_change
       where seq > $1${gaps.length ? ' or seq = any($2::bigint[])' : ''} order by seq limit ${MAX_CHANGES + 1}`,
      gaps.length ? [this.appliedSeq, gaps] : [this.appliedSeq],
    );
    if (changes.length === 0) return null;
    const more = changes.length > MAX_CHANGES;
    if (more) changes.length = MAX_CHANGES;
    const filled: number[] = [];
    const missing: number[] = [];
    let top = this.appliedSeq;
    for (const change of changes) {
      const seq = Number(change.seq);
      if (seq <= this.appliedSeq) {
        filled.push(seq);
        continue;
      }
      for (let skipped = top + 1; skipped < seq; skipped++) missing.push(skipped);
      top = seq;
    }
    return {
      productIds: [...new Set(changes.flatMap((c) => (c.productId ? [c.productId] : [])))],
      categoriesChanged: changes.some((c) => c.productId === null),
      more,
      commit: () => {
        for (const seq of filled) this.gaps.delete(seq);
        for (const seq of missing) this.gaps.set(seq, now);
        this.appliedSeq = top;
      },
    };
  }
}
