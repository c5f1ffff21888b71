import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { isDatabaseUnreachable } from '../../errors.js';
import type { CatalogueVersion } from './catalogue-version.js';
import { SharedRuns } from './shared-runs.js';

/** The channel the change log's trigger notifies, with the highest sequence number a statement logged (`db/sql/shop_notify_catalogue_change.sql`). */
export const CATALOGUE_CHANNEL = 'shop_catalogue_change';
/** The slow poll: how often the log is asked whether this process missed an entry (also the listening connection's health check). */
const POLL_MS = 3000;
/** Reconnecting after a lost connection waits this long at first, twice as long after each failure, up to the longest. */
const RETRY_FIRST_MS = 250;
const RETRY_LONGEST_MS = 10_000;
/** A listening connection that cannot connect or answer within this long counts as lost. */
const CONNECTION_TIMEOUT_MS = 5000;
const QUERY_TIMEOUT_MS = 3000;

/** Another channel followed on the listening connection (the accounts' sign-in states). */
export interface ChannelFollower {
  readonly channel: string;
  /** A notification on the channel, with its payload. */
  notified(payload: string | undefined): void;
  /** The connection is listening on the channel (true), or was lost or closed (false): notifications may have been missed. */
  following(up: boolean): void;
}

export interface ChangeListenerOptions {
  /** The database, as the ORM reaches it. */
  url: string;
  /** Channels besides the catalogue's to LISTEN on. */
  followers?: readonly ChannelFollower[];
  version: CatalogueVersion;
  /** A unit of work for a catch-up, on the ORM's pool. */
  fork: () => EntityManager;
  /** Failures other than an unreachable database (which the poll and the reconnects ride out). */
  onError?: (error: unknown) => void;
}

/**
 * Pushes freshness to the process: one connection of its own (a plain `pg` client, not from the ORM's
 * pool) LISTENs on the change log's channel, and each notification wakes a catch-up of the catalogue
 * version (one per burst: catch-ups share their runs), unless the entry it names is applied already.
 * The connection is opened again after a database restart or a network failure, waiting longer after
 * each failed try; changes committed while it was down are caught up once it is back. Every few
 * seconds a slow poll asks the log on that connection whether it holds an entry this process has not
 * applied (and catches up if so); while the connection is down, the poll catches up through the ORM.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private readonly lostClients = new WeakSet<pg.Client>();
  /** Questions to the log on the listening connection: one at a time on it, shared by the callers waiting. */
  private readonly checks = new SharedRuns<boolean>();
  private retryMs = RETRY_FIRST_MS;
  private retry: NodeJS.Timeout | null = null;
  private poller: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: ChangeListenerOptions) {}

  /** Follows the log from its head now and starts listening (connecting in the background). */
  async start(): Promise<void> {
    await this.options.version.start(this.options.fork()).catch((error: unknown) => this.failed(error));
    this.poller = setInterval(() => void this.poll(), POLL_MS);
    this.poller.unref();
    await this.connect();
  }

  /** Closed: listens no more. */
  get stopped(): boolean {
    return this.closed;
  }

  /** Whether the listening connection is up (while it is, notifications reach this process). */
  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * Brings this process up to date with every change committed before the call, asking the log on the
   * listening connection whether it holds anything unapplied (no statement on the ORM when it does not).
   * For callers that changed the catalogue behind the process's back (plain SQL in tests); a no-op
   * while the connection is down.
   */
  async settle(): Promise<void> {
    const client = this.client;
    if (!client) return;
    if (await this.unseen(client)) await this.catchUp();
    // A catch-up a notification started may still be bringing the engine up to date.
    else await this.options.version.catchingUp?.catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poller) clearInterval(this.poller);
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.follow(false);
    if (client) {
      this.lostClients.add(client);
      await client.end().catch(() => undefined);
    }
  }

  private follow(up: boolean): void {
    for (const follower of this.options.followers ?? []) follower.following(up);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.url,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      application_name: 'shop catalogue listener',
    });
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) this.notified(message.payload);
      else this.options.followers?.find((follower) => follower.channel === message.channel)?.notified(message.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CATALOGUE_CHANNEL}`);
      for (const follower of this.options.followers ?? []) await client.query(`listen ${follower.channel}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.stopped || this.lostClients.has(client)) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RETRY_FIRST_MS;
    this.follow(true);
    // Whatever was committed while no one listened.
    void this.catchUp();
  }

  private lost(client: pg.Client): void {
    if (this.lostClients.has(client)) return;
    this.lostClients.add(client);
    if (this.client === client) {
      this.client = null;
      this.follow(false);
    }
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_LONGEST_MS);
  }

  private notified(payload: string | undefined): void {
    const seq = Number(payload);
    if (Number.isSafeInteger(seq) && this.options.version.hasSeen(seq)) return;
    void this.catchUp();
  }

  private async poll(): Promise<void> {
    const client = this.client;
    if (!client || (await this.unseen(client))) await this.catchUp();
  }

  /** Whether the log holds an entry this process has not applied (true when it cannot tell). */
  private unseen(client: pg.Client): Promise<boolean> {
    return this.checks.run(() => this.ask(client));
  }

  private async ask(client: pg.Client): Promise<boolean> {
    const position = this.options.version.position;
    if (!position) return true;
    try {
      const { rows } = await client.query<{ unseen: boolean }>(
        'select exists (select 1 from catalogue_change where seq > $1 or seq = any($2::bigint[])) as unseen',
        [position.seq, position.gaps],
      );
      return rows[0]?.unseen ?? true;
    } catch {
      this.lost(client);
      return true;
    }
  }

  private async catchUp(): Promise<void> {
    if (this.closed) return;
    await this.options.version.catchUp(this.options.fork()).catch((error: unknown) => this.failed(error));
  }

  private failed(error: unknown): void {
    if (!isDatabaseUnreachable(error)) this.options.onError?.(error);
  }
}
