import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '@shop/server/app.js';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@shop/server/config.js';
import { freePort, startEmbeddedPostgres } from '@shop/server/db/embedded-postgres.js';
import { migrate, openOrm } from '@shop/server/db/orm.js';
import { catalogueOf } from '@shop/server/modules/catalogue-index/index.js';
import { seedDemoDataIfEmpty } from '@shop/server/db/seed/index.js';
import { openFileStorage } from '@shop/server/modules/uploads/index.js';
import { generateLargeCatalogue } from '@shop/tools/large-catalogue.js';
import { copiesTable, measureCopies, type CopiesResult } from './copies.js';
import { engineTable, measureEngine, measureIndexMemory, type EngineRows, type IndexMemory } from './engines.js';
import { measureSideBySide, type LoadResult, type Peak, type Target, type Timing } from './load.js';
import { askEachOnce, pageTable, warningsIn, type PageRows, type PageViewer } from './pages.js';
import {
  buildScenarios,
  collectFacts,
  facetListingRequests,
  pageScenarios,
  shortPrefixRequests,
  signedIn,
  type BenchFacts,
  type BenchRequest,
  type Scenario,
} from './scenarios.js';

/**
 * `npm run bench`: the catalogue under load on a large synthetic catalogue, side by side with a raw
 * baseline (the same SQL through `pg` in a bare Fastify app). See docs/benchmark.md.
 *   --products N   catalogue size (default 100000); the database is kept in bench/.data and reused
 *   --no-scaling   skip the 10,000-product run that shows how p95 grows with size
 *   --engines memory,postgres   catalogue engines (CATALOG_ENGINE) whose own rows to measure side by side (default memory)
 *   --smoke        1,000 products, about a second per measurement, nothing written but bench/.data/smoke.json;
 *                  of the pages only the home page, warm, and none if the client is not built
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const JWT_SECRET = 'benchmark-secret-that-is-long-enough-for-hs256';
/** Production refuses to start without a strong admin password; the bench database is seeded with the demo accounts already. */
const ADMIN = { ADMIN_EMAIL: DEFAULT_ADMIN_EMAIL, ADMIN_PASSWORD: 'bench-admin-password-not-used' };
const EMPTY_GRAPHQL: BenchRequest = {
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ __typename }' }),
};
const RETAIL = { email: 'retail@texnika.az', password: 'Customer123!' };

/** Ratios are to the baseline; a scenario without a baseline (checkout) has none to meet. */
const TARGETS: Record<Scenario['name'], { p95: number; statements: number; graphqlRatio: number | null; restRatio: number | null }> = {
  // Ratios of issue 30; a memory-engine search asks the database nothing once its cards are cached.
  listing: { p95: 20, statements: 3, graphqlRatio: 0.7, restRatio: 0.9 },
  search: { p95: 10, statements: 0, graphqlRatio: 0.5, restRatio: 0.8 },
  detail: { p95: 15, statements: 4, graphqlRatio: 0.7, restRatio: 0.9 },
  'tier listing': { p95: 20, statements: 3, graphqlRatio: 0.6, restRatio: 0.8 },
  // The header badges ask for the cart on every page: an add or a read in a few statements, whatever the lines.
  checkout: { p95: 20, statements: 5, graphqlRatio: null, restRatio: null },
};

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const smoke = process.argv.includes('--smoke');
const products = smoke ? 1000 : Number(argument('--products') ?? 100_000);
if (!Number.isInteger(products) || products < 100) throw new Error('--products must be a whole number of at least 100');
const sizes = smoke || process.argv.includes('--no-scaling') || products <= 10_000 ? [products] : [10_000, products];
// The peak has always been at 8 or 32 connections here. Latency is the median of five 2-second windows:
// slow spells of this VM last longer than a window, and two of them should not decide a median.
const timing = smoke
  ? { probeSeconds: 1, measureSeconds: 1, concurrencies: [4], rounds: 1 }
  : { probeSeconds: 3, measureSeconds: 2, concurrencies: [8, 32], rounds: 5 };
const engines = (argument('--engines') ?? 'memory')
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
if (engines.length === 0 || engines.some((e) => !/^[a-z]+$/.test(e))) throw new Error('--engines takes names such as memory,postgres');
// A page's render keeps the server's one thread busy for tens of milliseconds: one or two connections
// saturate it, more only queue, and a render that waits past its 3-s budget goes out as the app shell.
// Eight for the pages the page cache answers.
const pageTiming: Timing = smoke
  ? { probeSeconds: 1, measureSeconds: 1, concurrencies: [2], rounds: 1 }
  : { probeSeconds: 3, measureSeconds: 3, concurrencies: [1, 2, 8], rounds: 5 };
// Two copies on one database: each scenario's peak on one copy and on both, taking turns (bench/src/copies.ts).
const copiesTiming = smoke ? { concurrencies: [4], seconds: 1, rounds: 1, samples: 1 } : { concurrencies: [8, 32], seconds: 3, rounds: 2, samples: 5 };
const engineTiming = smoke ? { rate: 20, seconds: 1, writes: 4, statsWaitMs: 1000 } : { rate: 50, seconds: 10, writes: 40, statsWaitMs: 11_000 };
const log = (message: string) => console.error(`[bench] ${message}`);
const serverScript = path.join(repoRoot, 'server', 'dist', 'main.js');

// The server renders pages only with the client built (its files and its server bundle).
const clientBuilt = () =>
  existsSync(path.join(repoRoot, 'client', 'dist', 'index.html')) && existsSync(path.join(repoRoot, 'client', 'dist-ssr', 'entry-server.js'));
if (!smoke && !clientBuilt()) {
  log('the client is not built: building it for the page rows (npm run build -w client)');
  execFileSync('npm', ['run', 'build', '-w', 'client'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (!clientBuilt()) throw new Error('client/dist or client/dist-ssr is still missing after `npm run build -w client`: run `npm run build`');
}
const measurePages = clientBuilt();
if (!measurePages) log('no page rows: the client is not built (npm run build)');

/** Makes (or reuses) a database with the demo data plus `size` generated products. */
async function prepareDatabase(size: number) {
  const dataDir = path.join(repoRoot, 'bench', '.data', `p${size}`);
  mkdirSync(dataDir, { recursive: true });
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'), 'shop');
  const orm = await openOrm({ url: pg.url });
  try {
    await migrate(orm);
    await seedDemoDataIfEmpty(orm, {
      storage: openFileStorage({ dataDir }),
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: DEFAULT_ADMIN_PASSWORD,
      demoCustomers: true,
    });
    const started = Date.now();
    await generateLargeCatalogue(orm.em.fork(), size, (done, total) => process.stderr.write(`\r[bench] catalogue ${done}/${total}`));
    process.stderr.write('\n');
    log(`catalogue of ${size} products ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // Written to disk now, not by the checkpointer in the middle of a measurement.
    await orm.em.fork().execute('checkpoint');
    const facts = await collectFacts(orm.em.fork());
    const [{ version } = { version: '' }] = await orm.em.fork().execute<{ version: string }[]>("select current_setting('server_version') as version");
    return { dataDir, pg, facts, postgresVersion: version };
  } finally {
    await orm.close();
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become healthy`);
}

/** Starts a script with Node; its stdout (a server's log) is dropped, or written to `logFile`. */
async function startProcess(
  script: string,
  env: Record<string, string>,
  { nodeOptions = [], logFile }: { nodeOptions?: string[]; logFile?: string } = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const out = logFile ? openSync(logFile, 'w') : 'ignore';
  const child = spawn(process.execPath, [...nodeOptions, script], {
    // A generous request timeout: the first requests wait for the catalogue's first load, which on a large
    // catalogue and a busy machine can take longer than the default 30 s. Under 300 s: above it the server
    // does not start (Node refuses a headersTimeout over its default requestTimeout of 300 s).
    env: { ...process.env, REQUEST_TIMEOUT_MS: '290000', ...env, ...ADMIN, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', JWT_SECRET },
    stdio: ['ignore', out, 'inherit'],
  });
  // The child has its own copy of the file's descriptor.
  if (typeof out === 'number') closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, child };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function send(base: string, request: BenchRequest): Promise<{ status: number; body: unknown }> {
  const response = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * Every request answers 200 without GraphQL errors, and the shim answers exactly what the baseline does
 * (where there is one). Answers the average answer size (bytes) of each API, for the floor measurement.
 */
async function verify(scenario: Scenario, serverUrl: string, baselineUrl: string): Promise<{ graphql: number; rest: number }> {
  const bytes = { graphql: 0, rest: 0 };
  const checked = Math.min(5, scenario.rest.length);
  for (let i = 0; i < checked; i++) {
    const baselineRequest = scenario.restBaseline?.[i];
    const [gql, rest, base] = await Promise.all([
      send(serverUrl, scenario.graphql[i]!),
      send(serverUrl, scenario.rest[i]!),
      baselineRequest ? send(baselineUrl, baselineRequest) : null,
    ]);
    if (gql.status !== 200 || (gql.body as { errors?: unknown } | null)?.errors)
      throw new Error(`${scenario.name}: GraphQL answered ${gql.status} ${JSON.stringify(gql.body).slice(0, 300)}`);
    if (rest.status !== 200) throw new Error(`${scenario.name}: REST answered ${rest.status} ${JSON.stringify(rest.body).slice(0, 300)}`);
    if (base && JSON.stringify(rest.body) !== JSON.stringify(base.body))
      throw new Error(`${scenario.name}: the baseline's answer differs from the REST shim's`);
    bytes.graphql += JSON.stringify(gql.body).length / checked;
    bytes.rest += JSON.stringify(rest.body).length / checked;
  }
  return { graphql: Math.round(bytes.graphql), rest: Math.round(bytes.rest) };
}

/**
 * SQL statements per request, counted by the ORM's logger on an in-process copy of the app: the most of
 * ten requests asked for the first time (`cold`: product cards not cached yet) and asked again (as a
 * running server answers them). GraphQL's requests go first, so REST's cold count would be warm: both
 * are counted on a fresh card cache each.
 */
async function countStatements(databaseUrl: string, dataDir: string, scenarios: Scenario[]) {
  const statements: string[] = [];
  const orm = await openOrm({ url: databaseUrl, onQuery: (line) => line.startsWith('[query]') && statements.push(line) });
  const app = await buildApp({ config: { clientDist: path.join(repoRoot, 'client', 'dist'), dataDir, nodeEnv: 'production', jwtSecret: JWT_SECRET }, orm });
  const mostOf = async (requests: BenchRequest[]) => {
    let max = 0;
    for (const r of requests) {
      statements.length = 0;
      await app.inject({ method: r.method, url: r.path, headers: r.headers, payload: r.body });
      max = Math.max(max, statements.length);
    }
    return max;
  };
  const catalogue = catalogueOf(orm, 'memory');
  const perRequest = async (requests: BenchRequest[]) => {
    const sample = requests.slice(0, 10);
    catalogue.version.cards.forgetAll(true);
    const cold = await mostOf(sample);
    return { cold, warm: await mostOf(sample) };
  };
  try {
    const counts: Record<string, StatementCounts> = {};
    // Once to warm the in-memory category list, as a running server has it warm.
    await mostOf(scenarios[0]!.rest.slice(0, 1));
    for (const s of scenarios) {
      const [graphql, rest] = [await perRequest(s.graphql), await perRequest(s.rest)];
      counts[s.name] = { graphql: graphql.warm, rest: rest.warm, graphqlCold: graphql.cold, restCold: rest.cold };
    }
    return counts;
  } finally {
    await app.close();
    await orm.close();
  }
}

/** SQL statements per request, the most of a sample: asked again (graphql, rest) and asked first (…Cold). */
interface StatementCounts {
  graphql: number;
  rest: number;
  graphqlCold: number;
  restCold: number;
}

interface ScenarioResult {
  scenario: Scenario['name'];
  graphql: LoadResult;
  rest: LoadResult;
  /** Null for a scenario without a baseline, as are its ratios. */
  graphqlBaseline: LoadResult | null;
  restBaseline: LoadResult | null;
  statements: StatementCounts;
  graphqlRatio: number | null;
  restRatio: number | null;
}

/**
 * The storefront's pages as the server renders them, each as a visitor and as the Retail customer
 * (`token` cookie: kept per price tier) of the normal server (`warm`: its page cache on) and of a server
 * started with PAGE_CACHE_MB=0 (`cold`); the four take turns. Two servers of
 * their own, whose logs (bench/.data/p<N>/pages-*.log) show a render that fell back to the app shell: such
 * answers count as errors. The ratios are to the REST product detail measured before.
 */
async function benchPages(
  size: number,
  env: { DATABASE_URL: string; DATA_DIR: string },
  facts: BenchFacts,
  token: string,
  catalogueRequest: BenchRequest,
  restDetail: Peak,
): Promise<PageRows> {
  const servers: { url: string; child: ChildProcess; logFile: string; warnings: () => number }[] = [];
  const startPageServer = async (name: string, extra: Record<string, string>) => {
    const logFile = path.join(env.DATA_DIR, `pages-${name}.log`);
    const server = { ...(await startProcess(serverScript, { ...env, ...extra }, { logFile })), logFile, warnings: warningsIn(logFile) };
    servers.push(server);
    // A page's render waits for the catalogue's first load, longer than its budget on a large catalogue.
    await send(server.url, catalogueRequest);
    return server;
  };
  try {
    const warm = await startPageServer('warm', {});
    const cold = smoke ? null : await startPageServer('cold', { PAGE_CACHE_MB: '0' });
    const rows: PageRows['rows'] = [];
    for (const page of pageScenarios(facts).filter((p) => !smoke || p.name === 'home')) {
      const variants: { viewer: PageViewer; server: (typeof servers)[number]; requests: BenchRequest[] }[] = [
        { viewer: 'visitor, warm', server: warm, requests: page.requests },
      ];
      if (cold) {
        variants.push(
          { viewer: 'visitor, cold', server: cold, requests: page.requests },
          { viewer: 'Retail, warm', server: warm, requests: signedIn(page.requests, token) },
          { viewer: 'Retail, cold', server: cold, requests: signedIn(page.requests, token) },
        );
      }
      for (const { viewer, server, requests } of variants) {
        await askEachOnce(server.url, requests, `${page.name} page, ${viewer} (the server's log: ${server.logFile})`, viewer.startsWith('Retail'));
      }
      log(`${size} products, ${page.name} page: ${variants.map((v) => v.viewer).join('; ')}, taking turns`);
      const targets = variants.map(({ server, requests }): Target => ({ url: server.url, pid: server.child.pid, requests, failuresLogged: server.warnings }));
      const { results } = await measureSideBySide(targets, pageTiming);
      variants.forEach(({ viewer }, i) => {
        const load = results[i]!;
        const ratioToRestDetail = Number((load.peakRps / Math.max(1, restDetail.peakRps)).toPrecision(2));
        rows.push({ page: page.name, address: page.address, addresses: page.requests.length, viewer, load, ratioToRestDetail });
      });
    }
    const { peakRps, concurrency, errors } = restDetail;
    return { restDetail: { peakRps, concurrency, errors }, rows };
  } finally {
    for (const server of servers) await stopProcess(server.child);
  }
}

/**
 * A second copy of the shop on the same database beside the measured one (as docs/scaling-out.md runs
 * them): the REST listing, search and detail on one copy and on two, and a price change's way from one
 * copy to the other.
 */
async function benchCopies(
  size: number,
  env: { DATABASE_URL: string; DATA_DIR: string },
  firstUrl: string,
  scenarios: Scenario[],
  facts: BenchFacts,
): Promise<CopiesResult> {
  const second = await startProcess(serverScript, env);
  try {
    const rest = (name: Scenario['name']) => ({ name, requests: scenarios.find((s) => s.name === name)!.rest });
    // Its first answer waits for the catalogue's first load.
    await send(second.url, scenarios[0]!.rest[0]!);
    const login = await send(firstUrl, {
      method: 'POST',
      path: '/api/v1/Auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
    });
    const adminToken = (login.body as { token?: string }).token;
    if (!adminToken) throw new Error(`the admin's sign-in failed: ${JSON.stringify(login.body)}`);
    log(`${size} products, two copies: REST listing, search and detail on one copy and on two, taking turns; then a price change's way across`);
    return await measureCopies([firstUrl, second.url], [rest('listing'), rest('search'), rest('detail')], copiesTiming, {
      adminToken,
      productId: facts.productIds[0]!,
      samples: copiesTiming.samples,
    });
  } finally {
    await stopProcess(second.child);
  }
}

/**
 * `floor`: the main size's run, which also measures the machine's floor (bench/floor.ts) at each latency
 * run's rate and answer size, the pages and the catalogue engines.
 */
async function benchSize(size: number, floor: boolean) {
  const { dataDir, pg, facts, postgresVersion } = await prepareDatabase(size);
  const env = { DATABASE_URL: pg.url, DATA_DIR: dataDir };
  const server = await startProcess(serverScript, env);
  const baseline = await startProcess(path.join(import.meta.dirname, 'baseline.js'), env);
  const floorServer = floor ? await startProcess(path.join(import.meta.dirname, 'floor.js'), {}) : null;
  try {
    const login = await send(server.url, {
      method: 'POST',
      path: '/api/v1/Auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(RETAIL),
    });
    const token = (login.body as { token?: string }).token;
    if (!token) throw new Error(`Retail sign-in failed: ${JSON.stringify(login.body)}`);
    const scenarios = buildScenarios(facts, token);
    // Measured once the catalogue is loaded (the engine rows below time the first load).
    const warm = Date.now();
    await send(server.url, scenarios[0]!.rest[0]!);
    log(`${size} products: first listing answered ${((Date.now() - warm) / 1000).toFixed(1)} s after the server was healthy`);
    const measured: Omit<ScenarioResult, 'statements'>[] = [];
    let graphqlNoWork: Peak | undefined;
    for (const scenario of scenarios) {
      const bytes = await verify(scenario, server.url, baseline.url);
      const ours = { url: server.url, pid: server.child.pid };
      const targets: Target[] = [
        { ...ours, requests: scenario.graphql, floorBytes: bytes.graphql },
        { ...ours, requests: scenario.rest, floorBytes: bytes.rest },
      ];
      if (scenario.restBaseline) targets.push({ url: baseline.url, pid: baseline.child.pid, requests: scenario.restBaseline, floorBytes: bytes.rest });
      // The detail page's baseline reads what the GraphQL page query reads; the other scenarios share one.
      if (scenario.graphqlBaseline && scenario.graphqlBaseline !== scenario.restBaseline) {
        targets.push({ url: baseline.url, pid: baseline.child.pid, requests: scenario.graphqlBaseline });
      }
      log(`${size} products, ${scenario.name}: GraphQL, REST${scenario.restBaseline ? ' and baseline' : ''}, taking turns`);
      // Probed alongside search (the cheapest scenario): a GraphQL request that asks for nothing, what
      // Apollo and HTTP alone allow, the ceiling of every GraphQL row.
      const references = floorServer && scenario.name === 'search' ? [{ url: server.url, requests: [EMPTY_GRAPHQL] }] : [];
      const side = await measureSideBySide(targets, timing, { floorUrl: floorServer?.url, references });
      const [graphql, rest, restBaseline = null, graphqlBaseline = restBaseline] = side.results as [LoadResult, LoadResult, LoadResult?, LoadResult?];
      graphqlNoWork ??= side.references[0];
      const ratio = (ours: LoadResult, base: LoadResult | null) => (base ? Math.round((ours.peakRps / Math.max(1, base.peakRps)) * 100) / 100 : null);
      measured.push({
        scenario: scenario.name,
        graphql,
        rest,
        graphqlBaseline,
        restBaseline,
        graphqlRatio: ratio(graphql, graphqlBaseline),
        restRatio: ratio(rest, restBaseline),
      });
    }
    const copies = floor ? await benchCopies(size, env, server.url, scenarios, facts) : null;
    await stopProcess(server.child);
    await stopProcess(baseline.child);
    if (floorServer) await stopProcess(floorServer.child);
    const restDetail = measured.find((m) => m.scenario === 'detail')!.rest;
    const pages = floor && measurePages ? await benchPages(size, env, facts, token, scenarios[0]!.rest[0]!, restDetail) : null;
    // Each engine in a fresh server (its memory after the first load, reloads forced from outside).
    const engineRows: EngineRows[] = [];
    const [listing, search] = [scenarios.find((s) => s.name === 'listing')!.rest, scenarios.find((s) => s.name === 'search')!.rest];
    for (const engine of floor ? engines : []) {
      log(`${size} products, catalogue engine ${engine}: memory, latency while reloading, search after a write`);
      const memoryFile = path.join(dataDir, `memory-${engine}.json`);
      const probe = ['--expose-gc', '--import', pathToFileURL(path.join(import.meta.dirname, 'memory-probe.js')).href];
      const engineServer = await startProcess(serverScript, { ...env, CATALOG_ENGINE: engine, BENCH_MEMORY_FILE: memoryFile }, { nodeOptions: probe });
      try {
        engineRows.push(
          await measureEngine({
            engine,
            url: engineServer.url,
            pid: engineServer.child.pid!,
            memoryFile,
            databaseUrl: pg.url,
            listing,
            search,
            facetListing: facetListingRequests(facts),
            shortPrefix: shortPrefixRequests(),
            productIds: facts.productIds,
            timing: engineTiming,
          }),
        );
      } finally {
        await stopProcess(engineServer.child);
      }
    }
    const indexMemory: IndexMemory | null = floor && engines.includes('memory') ? measureIndexMemory(pg.url) : null;
    // Counted after the measurements: the in-process copy of the app (and its catalogue index) would
    // otherwise live, and be garbage-collected, in the load generator's process while it measures.
    const statements = await countStatements(pg.url, dataDir, scenarios);
    const results: ScenarioResult[] = measured.map((m) => ({ ...m, statements: statements[m.scenario]! }));
    return { products: size, postgresVersion, results, graphqlNoWork, copies, pages, engines: engineRows, indexMemory };
  } finally {
    await stopProcess(server.child);
    await stopProcess(baseline.child);
    if (floorServer) await stopProcess(floorServer.child);
    await pg.stop();
  }
}

function table(run: Awaited<ReturnType<typeof benchSize>>, previous?: Awaited<ReturnType<typeof benchSize>>): string {
  const cpu = (load: LoadResult) => load.cpuMsPerRequest?.toFixed(2) ?? '';
  const lines = [
    `| scenario (${run.products.toLocaleString('en-US')} products) | API | req/s at saturation (conns) | p50 / p95 / p99 ms at 50% | floor p95 ms | server CPU ms / request at 50% | errors | SQL / request (first ask) | ratio to baseline | target met |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of run.results) {
    const target = TARGETS[r.scenario];
    for (const api of ['graphql', 'rest'] as const) {
      const load = r[api];
      const ratio = api === 'graphql' ? r.graphqlRatio : r.restRatio;
      const ratioTarget = api === 'graphql' ? target.graphqlRatio : target.restRatio;
      const met =
        load.p95 <= target.p95 &&
        r.statements[api] <= target.statements &&
        (ratioTarget === null || (ratio !== null && ratio >= ratioTarget)) &&
        load.errors === 0;
      lines.push(
        `| ${r.scenario} | ${api === 'graphql' ? 'GraphQL' : 'REST'} | ${load.peakRps} (${load.concurrency}) | ${load.p50} / ${load.p95} / ${load.p99} | ${load.floor?.p95 ?? ''} | ${cpu(load)} | ${load.errors} | ${r.statements[api]} (${r.statements[api === 'graphql' ? 'graphqlCold' : 'restCold']}) | ${ratio?.toFixed(2) ?? 'no baseline'} | ${met ? 'yes' : 'no'} |`,
      );
    }
    const base = r.restBaseline;
    if (base)
      lines.push(
        `| ${r.scenario} | baseline (pg) | ${base.peakRps} (${base.concurrency}) | ${base.p50} / ${base.p95} / ${base.p99} | ${base.floor?.p95 ?? ''} | ${cpu(base)} | ${base.errors} | | 1.00 | |`,
      );
  }
  if (run.graphqlNoWork) {
    const none = run.graphqlNoWork;
    lines.push(`| \`{ __typename }\` (no work, probed with search) | GraphQL | ${none.peakRps} (${none.concurrency}) | | | | ${none.errors} | | | |`);
  }
  if (previous) {
    lines.push(
      '',
      `| scenario | p95 at ${previous.products.toLocaleString('en-US')} (GraphQL / REST) | p95 at ${run.products.toLocaleString('en-US')} | growth (target ≤ 1.5) | server CPU ms / request, GraphQL / REST (${previous.products.toLocaleString('en-US')} → ${run.products.toLocaleString('en-US')}) |`,
      '|---|---|---|---|---|',
    );
    for (const r of run.results) {
      const small = previous.results.find((p) => p.scenario === r.scenario)!;
      const growth = Math.max(r.graphql.p95 / small.graphql.p95, r.rest.p95 / small.rest.p95);
      lines.push(
        `| ${r.scenario} | ${small.graphql.p95} / ${small.rest.p95} | ${r.graphql.p95} / ${r.rest.p95} | ${growth.toFixed(2)} | ${cpu(small.graphql)} → ${cpu(r.graphql)} / ${cpu(small.rest)} → ${cpu(r.rest)} |`,
      );
    }
  }
  return lines.join('\n');
}

const startedAt = Date.now();
const runs = [];
for (const size of sizes) runs.push(await benchSize(size, size === sizes[sizes.length - 1]));
const main = runs[runs.length - 1]!;
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, PostgreSQL ${main.postgresVersion} (embedded), loopback`;
const pagesMarkdown = main.pages ? `Pages, rendered by the server:\n\n${pageTable(main.products, main.pages)}\n\n` : '';
const copiesMarkdown = main.copies ? `Two copies of the shop on one database (docs/scaling-out.md):\n\n${copiesTable(main.products, main.copies)}\n\n` : '';
const markdown = `Machine: ${machine}. Run ${new Date().toISOString()} in ${((Date.now() - startedAt) / 60000).toFixed(1)} min.\n\n${table(main, runs.length > 1 ? runs[0] : undefined)}\n\n${pagesMarkdown}${copiesMarkdown}${engineTable(main.products, engineTiming.rate, main.engines, main.indexMemory)}`;
console.log(markdown);

const errors =
  runs.flatMap((r) => r.results).reduce((n, r) => n + r.graphql.errors + r.rest.errors + (r.restBaseline?.errors ?? 0) + (r.graphqlBaseline?.errors ?? 0), 0) +
  runs.reduce((n, r) => n + (r.graphqlNoWork?.errors ?? 0), 0) +
  runs.flatMap((r) => r.copies?.rows ?? []).reduce((n, row) => n + row.errors, 0) +
  runs.flatMap((r) => r.pages?.rows ?? []).reduce((n, p) => n + p.load.errors, 0);
const report = { machine, date: new Date().toISOString(), targets: TARGETS, runs };
if (smoke) {
  writeFileSync(path.join(repoRoot, 'bench', '.data', 'smoke.json'), JSON.stringify(report, null, 2));
} else {
  mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench', 'results', 'latest.json'), JSON.stringify(report, null, 2) + '\n');
  // The results table lives between markers in bench/results/README.md (docs/benchmark.md links it).
  const tablePath = path.join(repoRoot, 'bench', 'results', 'README.md');
  const page = readFileSync(tablePath, 'utf8');
  const updated = page.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, `<!-- bench:start -->\n${markdown}\n<!-- bench:end -->`);
  if (!updated.includes(markdown)) throw new Error(`${tablePath} has no <!-- bench:start --> … <!-- bench:end --> markers`);
  if (updated !== page) writeFileSync(tablePath, updated);
}
if (errors > 0) {
  log(`${errors} failed requests`);
  process.exitCode = 1;
}
