import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { latenciesOf, paced, type Latencies } from './load.js';
import type { BenchRequest } from './scenarios.js';

/**
 * The catalogue engine's own rows, measured from outside a server started with CATALOG_ENGINE=<engine>:
 * memory after the first load, listing and search latency at a steady rate while nothing happens and
 * while full reloads are forced one after another, and the first search after a write. Nothing here
 * knows an engine's internals, so every engine is measured alike.
 */

export interface EngineRows {
  engine: string;
  /** The first listing answered after start: for the memory engine, a full load of the index. */
  firstListingMs: number;
  /** Process memory after that first listing, garbage collected (MiB). */
  rssMiB: number;
  heapMiB: number;
  /** Typed arrays and buffers outside the JS heap (the memory engine's columns live there), MiB. */
  arrayBuffersMiB: number;
  listing: { quiet: Latencies; reloading: Latencies };
  search: { quiet: Latencies; reloading: Latencies };
  /** The storefront's GraphQL listing, quiet, without and with its facet counts. */
  facetListing: { without: Latencies; with: Latencies };
  /** Short prefixes (le, no, mo), quiet: a search page, and a search listing with its facet counts (issue 30). */
  shortPrefix: { search: Latencies; facets: Latencies };
  /** Full reads of product_listing while the reloads were forced (each full reload reads it once). */
  fullReads: number;
  reloadTriggers: number;
  /** Over at most a hundred writes, so p99 is the slowest. */
  afterWrite: { firstMs: Latencies; normalMs: Latencies; writes: number };
}

export interface EngineTiming {
  /** Requests per second offered, evenly spaced, to the listing and to search. */
  rate: number;
  seconds: number;
  writes: number;
  /** How long to let PostgreSQL's statistics settle before counting full reads (idle backends flush within ~10 s). */
  statsWaitMs: number;
}

/** More changes than the memory engine applies one by one (2,000): the next request reloads in full. */
const RELOAD_TRIGGER_ROWS = 2001;

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** Asks the memory probe in the server (memory-probe.ts) for its garbage-collected memory. */
async function memoryOf(pid: number, file: string): Promise<NodeJS.MemoryUsage> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200 && !existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  // Written in one call; read once it is complete.
  for (let i = 0; i < 20; i++) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('The server did not report its memory');
}

async function timed(url: string, request: BenchRequest): Promise<number> {
  const started = performance.now();
  const response = await fetch(url + request.path, { method: request.method, headers: request.headers, body: request.body });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${request.path} answered ${response.status}`);
  return performance.now() - started;
}

function summary(values: number[]): Latencies {
  return latenciesOf({ rps: 0, errors: 0, latencies: values });
}

/** Full sequential reads of product_listing so far (PostgreSQL's statistics, flushed within seconds). */
async function listingReads(db: pg.Client): Promise<number> {
  const [row] = (
    await db.query<{ reads: string }>(`select coalesce(seq_tup_read, 0)::text as reads from pg_stat_user_tables where relname = 'product_listing'`)
  ).rows;
  return Number(row?.reads ?? 0);
}

/**
 * Forces full reloads, one after another, until `stop` resolves: every `everyMs` it logs more changes
 * than the memory engine applies one by one, as a bulk import would (the rows name real products, so
 * an engine that reads them finds nothing changed).
 */
async function forceReloads(db: pg.Client, everyMs: number, stop: Promise<void>): Promise<number> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  let triggers = 0;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set when `stop` settles, between awaits
  while (!stopped) {
    await db.query(`insert into catalogue_change (product_id) select id from product order by id limit ${RELOAD_TRIGGER_ROWS}`);
    triggers++;
    await Promise.race([new Promise((resolve) => setTimeout(resolve, everyMs)), stop]);
  }
  return triggers;
}

/** A product's name or price changed with plain SQL and changed back, as the back office and imports do. */
async function write(db: pg.Client, productId: string, i: number): Promise<void> {
  if (i % 2 === 0) {
    const sign = i % 4 === 0 ? '+' : '-';
    await db.query(
      `update product_price set price_minor = price_minor ${sign} 100, discounted_price_minor = discounted_price_minor ${sign} 100 where product_id = $1 and tier = 1`,
      [productId],
    );
  } else {
    const suffix = ' (bench)';
    await db.query(`update product set name = case when name like '%' || $2 then left(name, -length($2)) else name || $2 end where id = $1`, [
      productId,
      suffix,
    ]);
  }
}

export async function measureEngine(options: {
  engine: string;
  url: string;
  pid: number;
  memoryFile: string;
  databaseUrl: string;
  listing: BenchRequest[];
  search: BenchRequest[];
  facetListing: { without: BenchRequest[]; with: BenchRequest[] };
  shortPrefix: { search: BenchRequest[]; facets: BenchRequest[] };
  productIds: string[];
  timing: EngineTiming;
}): Promise<EngineRows> {
  const { url, pid, timing } = options;
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const firstListingMs = await timed(url, options.listing[0]!);
    const memory = await memoryOf(pid, options.memoryFile);
    const rss = rssOf(pid);

    // Warm, then a quiet window, then the same window while full reloads are forced back to back.
    await paced(url, options.listing, timing.rate, 1);
    await paced(url, options.search, timing.rate, 1);
    const quietListing = latenciesOf(await paced(url, options.listing, timing.rate, timing.seconds));
    const quietSearch = latenciesOf(await paced(url, options.search, timing.rate, timing.seconds));
    await paced(url, options.facetListing.with, timing.rate, 1);
    const withoutFacets = latenciesOf(await paced(url, options.facetListing.without, timing.rate, timing.seconds));
    const withFacets = latenciesOf(await paced(url, options.facetListing.with, timing.rate, timing.seconds));
    await paced(url, [...options.shortPrefix.search, ...options.shortPrefix.facets], timing.rate, 1);
    const shortSearch = latenciesOf(await paced(url, options.shortPrefix.search, timing.rate, timing.seconds));
    const shortFacets = latenciesOf(await paced(url, options.shortPrefix.facets, timing.rate, timing.seconds));

    const readsBefore = await listingReads(db);
    let done!: () => void;
    const stop = new Promise<void>((resolve) => (done = resolve));
    // A reload is triggered again as soon as one could have finished: never less often than the first load took.
    const reloads = forceReloads(db, Math.max(250, firstListingMs), stop);
    const [reloadingListing, reloadingSearch] = await Promise.all([
      paced(url, options.listing, timing.rate, timing.seconds * 2),
      paced(url, options.search, timing.rate, timing.seconds * 2),
    ]);
    done();
    const reloadTriggers = await reloads;
    // Let the last reload finish, and the statistics reach the collector.
    await timed(url, options.listing[0]!);
    await new Promise((resolve) => setTimeout(resolve, timing.statsWaitMs));
    const rows = Number((await db.query<{ n: string }>('select count(*)::text as n from product_listing')).rows[0]!.n);
    const fullReads = Math.floor(((await listingReads(db)) - readsBefore) / Math.max(1, rows));

    // First search after a write, against the same search asked again with nothing changed.
    const first: number[] = [];
    const normal: number[] = [];
    for (let i = 0; i < timing.writes; i++) {
      const search = options.search[(i * 7) % options.search.length]!;
      await timed(url, search);
      await write(db, options.productIds[i % options.productIds.length]!, i);
      first.push(await timed(url, search));
      normal.push(await timed(url, search));
    }
    return {
      engine: options.engine,
      firstListingMs: Math.round(firstListingMs),
      rssMiB: mib(rss),
      heapMiB: mib(memory.heapUsed),
      arrayBuffersMiB: mib(memory.arrayBuffers),
      listing: { quiet: quietListing, reloading: latenciesOf(reloadingListing) },
      search: { quiet: quietSearch, reloading: latenciesOf(reloadingSearch) },
      facetListing: { without: withoutFacets, with: withFacets },
      shortPrefix: { search: shortSearch, facets: shortFacets },
      fullReads,
      reloadTriggers,
      afterWrite: { firstMs: summary(first), normalMs: summary(normal), writes: timing.writes },
    };
  } finally {
    await db.end();
  }
}

export interface IndexMemory {
  buildMs: number;
  heapMiB: number;
  arrayBuffersMiB: number;
  rssMiB: number;
}

/** The memory engine's index alone: one full load in a process of its own (index-memory.ts). */
export function measureIndexMemory(databaseUrl: string): IndexMemory {
  const output = execFileSync(process.execPath, ['--expose-gc', path.join(import.meta.dirname, 'index-memory.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const { buildMs, before, after } = JSON.parse(output.trim().split('\n').pop()!) as { buildMs: number; before: NodeJS.MemoryUsage; after: NodeJS.MemoryUsage };
  return {
    buildMs: Math.round(buildMs),
    heapMiB: mib(after.heapUsed - before.heapUsed),
    arrayBuffersMiB: mib(after.arrayBuffers - before.arrayBuffers),
    rssMiB: mib(after.rss - before.rss),
  };
}

/** The engines side by side, one column each. */
export function engineTable(products: number, rate: number, rows: EngineRows[], index: IndexMemory | null): string {
  const ms = (l: Latencies) => `${l.p50} / ${l.p95} / ${l.p99}`;
  const line = (label: string, cell: (r: EngineRows) => string | number) => `| ${label} | ${rows.map(cell).join(' | ')} |`;
  const lines = [
    `| catalogue engine (${products.toLocaleString('en-US')} products) | ${rows.map((r) => r.engine).join(' | ')} |`,
    `|---|${rows.map(() => '---').join('|')}|`,
    line('first listing after start, ms (memory: a full load)', (r) => r.firstListingMs),
    line('server RSS after load, MiB', (r) => r.rssMiB),
    line('server JS heap / array buffers after load, MiB', (r) => `${r.heapMiB} / ${r.arrayBuffersMiB}`),
    line('listing p50 / p95 / p99 ms, quiet', (r) => ms(r.listing.quiet)),
    line('listing p50 / p95 / p99 ms, during full reloads', (r) => ms(r.listing.reloading)),
    line('search p50 / p95 / p99 ms, quiet', (r) => ms(r.search.quiet)),
    line('search p50 / p95 / p99 ms, during full reloads', (r) => ms(r.search.reloading)),
    line('GraphQL listing p50 / p95 / p99 ms, quiet, without facet counts', (r) => ms(r.facetListing.without)),
    line('the same with facet counts (the filter panel)', (r) => ms(r.facetListing.with)),
    line(`short-prefix search (le, no, mo; REST, 20 a page) p50 / p95 / p99 ms at ${rate}/s`, (r) => ms(r.shortPrefix.search)),
    line(`short-prefix search with its facet counts (GraphQL) p50 / p95 / p99 ms at ${rate}/s`, (r) => ms(r.shortPrefix.facets)),
    line('full reloads forced / full reads of product_listing seen', (r) => `${r.reloadTriggers} / ${r.fullReads}`),
    line('first search after a write (SQL), p50 / max ms', (r) => `${r.afterWrite.firstMs.p50} / ${r.afterWrite.firstMs.p99}`),
    line('the same search again, p50 / max ms', (r) => `${r.afterWrite.normalMs.p50} / ${r.afterWrite.normalMs.p99}`),
    line('first search after a write ÷ normal search (p50)', (r) => (r.afterWrite.firstMs.p50 / Math.max(0.01, r.afterWrite.normalMs.p50)).toFixed(1)),
  ];
  if (index) {
    lines.push(
      '',
      `The memory engine's index alone (one full load in a process of its own): built in ${index.buildMs} ms, ` +
        `+${index.heapMiB} MiB JS heap, +${index.arrayBuffersMiB} MiB array buffers, +${index.rssMiB} MiB RSS.`,
    );
  }
  return lines.join('\n');
}
