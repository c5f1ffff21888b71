import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, superuserPasswordFile } from '../../src/db/embedded-postgres.js';
import { CONNECTION_TIMEOUT_MS } from '../../src/db/orm.js';

/**
 * Faults: the real server process with its embedded PostgreSQL, under a bounded mixed load (catalogue
 * reads over GraphQL and REST, sign-ups, profile updates by signed-in customers). The database is
 * killed (-9) and must come back with every acknowledged write, requests failing meanwhile with a
 * quick 503; then SIGTERM with 100 requests in flight must answer all of them, exit 0 and leave a data
 * dir that starts clean.
 */

const serverDir = path.resolve(import.meta.dirname, '..', '..');
const PASSWORD = 'Parol-2026!';
const UNAVAILABLE = 'The database is not reachable; try again shortly';
const CUSTOMERS = ['normal@texnika.az', 'retail@texnika.az', 'wholesale@texnika.az', 'vip@texnika.az'];
const DEMO_PASSWORD = 'Customer123!';
/** At most this many: sign-up is throttled to 10 an hour per address, and every request here comes from one. */
const SIGN_UPS_BEFORE = 3;
const SIGN_UPS_AFTER = 2;
const IN_FLIGHT = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails with `what` instead of hanging the test until its timeout. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------- the server process

interface Shop {
  child: ChildProcess;
  base: string;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startShop(dataDir: string): Promise<Shop> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // The first start makes the cluster and seeds the demo catalogue.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base, port, output: () => output, exited };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the shop did not become healthy:\n${output}`);
}

// ---------------------------------------------------------------- requests

interface Outcome {
  kind: string;
  start: number;
  end: number;
  ok: boolean;
  /** A failure the outage allows: 503 with the clear message, nothing internal. */
  unavailable: boolean;
  detail: string;
}

/** Answers are read loosely here: the battery checks them field by field. */
type Json = Record<string, any>;

async function call(
  base: string,
  kind: string,
  pathName: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<Outcome & { json: Json }> {
  const start = Date.now();
  try {
    const response = await fetch(base + pathName, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const json = (text ? JSON.parse(text) : {}) as Json;
    const errors = (json.errors ?? []) as { message: string; extensions?: { code?: string } }[];
    const ok = response.status >= 200 && response.status < 300 && errors.length === 0;
    const unavailable =
      response.status === 503 &&
      (pathName === '/graphql'
        ? errors.length > 0 && errors.every((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE' && e.message === UNAVAILABLE)
        : json.message === UNAVAILABLE);
    return { kind, start, end: Date.now(), ok, unavailable, detail: `${response.status} ${text.slice(0, 200)}`, json };
  } catch (error) {
    return { kind, start, end: Date.now(), ok: false, unavailable: false, detail: String((error as Error).cause ?? error), json: {} };
  }
}

const graphql = (query: string, variables: Json = {}) => ({ query, variables });
const LISTING = graphql('query ($page: Int) { products(page: $page, pageSize: 12) { totalCount items { id name prices { userRole price } } } }');
const SEARCH = graphql('query ($text: String!) { searchProducts(text: $text, pageSize: 6) { totalCount items { id name } } }', { text: 'noutbuk' });
const ME = graphql('{ me { email lastName } }');
const UPDATE_PROFILE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { lastName } }';

interface Customer {
  email: string;
  token: string;
  /** Profile writes by sequence number: the last name says which one the database holds. */
  writes: { seq: number; acked: boolean }[];
}

const lastNameOf = (seq: number) => `Yoxlama ${seq}`;
const seqOf = (lastName: string) => Number(lastName.match(/^Yoxlama (\d+)$/)?.[1] ?? -1);

async function signIn(base: string, email: string, password: string): Promise<string> {
  const result = await call(base, 'login', '/api/v1/Auth/login', { body: { email, password } });
  if (!result.ok) throw new Error(`sign-in of ${email} failed: ${result.detail}`);
  return result.json.token as string;
}

let phoneCounter = Math.floor(Math.random() * 9_000_000);
async function signUp(base: string, label: string) {
  const email = `faults-${label}-${Date.now()}@example.az`;
  const phoneNumber = `+99470${String(1_000_000 + (phoneCounter++ % 9_000_000)).padStart(7, '0')}`;
  const outcome = await call(base, 'sign-up', '/api/v1/Auth/register', {
    body: { firstName: 'Sınaq', lastName: 'Müştəri', email, phoneNumber, password: PASSWORD, confirmPassword: PASSWORD },
  });
  return { email, outcome };
}

/** Readers and writers in loops, each waiting for its answer (bounded load), until stopped. */
class Load {
  outcomes: Outcome[] = [];
  private running = true;
  private workers: Promise<void>[] = [];
  private seq = 0;

  constructor(
    private readonly base: string,
    private readonly customers: Customer[],
  ) {}

  start(): void {
    const reads: [string, () => Promise<Outcome>][] = [
      ['graphql listing', () => call(this.base, 'graphql listing', '/graphql', { body: { ...LISTING, variables: { page: 1 + (this.seq % 3) } } })],
      ['rest listing', () => call(this.base, 'rest listing', '/api/v1/Products?page=1&pageSize=12')],
      ['graphql search', () => call(this.base, 'graphql search', '/graphql', { body: SEARCH })],
      ['rest filter', () => call(this.base, 'rest filter', '/api/v1/Products/filter', { body: { page: 1, pageSize: 12 } })],
    ];
    for (let r = 0; r < 3; r++) {
      this.workers.push(
        (async () => {
          for (let i = r; this.running; i++) {
            this.outcomes.push(await reads[i % reads.length]![1]());
            await sleep(10);
          }
        })(),
      );
    }
    for (const customer of this.customers) this.workers.push(this.writer(customer));
  }

  private async writer(customer: Customer): Promise<void> {
    for (let i = 0; this.running; i++) {
      const seq = ++this.seq;
      const input = { firstName: 'Sınaq', lastName: lastNameOf(seq), email: customer.email };
      const write = { seq, acked: false };
      customer.writes.push(write);
      const outcome =
        i % 2 === 0
          ? await call(this.base, 'rest profile', '/api/v1/Auth/profile', { method: 'PUT', token: customer.token, body: input })
          : await call(this.base, 'graphql profile', '/graphql', { token: customer.token, body: graphql(UPDATE_PROFILE, { input }) });
      write.acked = outcome.ok;
      this.outcomes.push(outcome);
      this.outcomes.push(await call(this.base, 'graphql me', '/graphql', { token: customer.token, body: ME }));
      await sleep(30);
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }
}

/** Acknowledged profile writes the database no longer shows (it holds an older one than acknowledged). */
async function lostWrites(base: string, customers: Customer[]): Promise<number> {
  let lost = 0;
  for (const customer of customers) {
    const me = await call(base, 'read back', '/graphql', { token: customer.token, body: ME });
    expect(me.ok, me.detail).toBe(true);
    const held = seqOf(me.json.data.me.lastName as string);
    lost += customer.writes.filter((w) => w.acked && w.seq > held).length;
  }
  return lost;
}

// ---------------------------------------------------------------- the embedded database, seen from outside

function postmaster(dataDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

async function databaseAnswers(dataDir: string, port: number): Promise<boolean> {
  const password = readFileSync(superuserPasswordFile(path.join(dataDir, 'pg')), 'utf8').trim();
  const client = new pg.Client({ host: os.tmpdir(), port, user: 'postgres', password, database: 'shop', connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A request whose headers are sent now and whose body is finished later: in flight in the server until then. */
function requestInFlight(port: number, method: string, pathName: string, body: unknown, token?: string) {
  const payload = Buffer.from(JSON.stringify(body));
  const request = http.request({
    host: '127.0.0.1',
    port,
    method,
    path: pathName,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': payload.length, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', (error) => resolve({ status: 0, body: String(error) }));
    });
    request.on('error', (error) => resolve({ status: 0, body: String(error) }));
  });
  request.write(payload.subarray(0, 5));
  return { finish: () => request.end(payload.subarray(5)), answer };
}

// ---------------------------------------------------------------- the battery

describe('faults', () => {
  let dataDir: string;
  let shop: Shop;
  const customers: Customer[] = [];
  const signedUp: string[] = [];
  const figures = { recoveryMs: NaN, outageMs: NaN, writes: 0, lost: NaN, inFlightAnswered: 0, exitCode: null as number | null, restartClean: false };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-faults-'));
    // PostgreSQL runs as its own user when we are root: it must be able to enter this folder.
    await chmod(dataDir, 0o755);
    shop = await startShop(dataDir);
  }, 180_000);

  afterAll(async () => {
    shop?.child.kill('SIGKILL');
    // A PostgreSQL left behind by a failed run is stopped too (it runs in its own process group).
    if (existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))) {
      try {
        process.kill(postmaster(dataDir).pid, 'SIGQUIT');
      } catch {
        // already gone
      }
      await sleep(500);
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('kill -9 of the database under load: 503 meanwhile, recovery within 5 s of it being back, no acknowledged write lost', async () => {
    for (const email of CUSTOMERS) customers.push({ email, token: await signIn(shop.base, email, DEMO_PASSWORD), writes: [] });
    for (let i = 0; i < SIGN_UPS_BEFORE; i++) {
      const { email, outcome } = await signUp(shop.base, `before${i}`);
      expect(outcome.ok, outcome.detail).toBe(true);
      signedUp.push(email);
      customers.push({ email, token: await signIn(shop.base, email, PASSWORD), writes: [] });
    }

    const load = new Load(shop.base, customers);
    load.start();
    await sleep(2000);

    const before = postmaster(dataDir);
    const killedAt = Date.now();
    process.kill(before.pid, 'SIGKILL');
    let backAt = 0;
    while (!backAt) {
      if (Date.now() - killedAt > 30_000) throw new Error(`the database did not come back within 30 s:\n${shop.output().slice(-3000)}`);
      await sleep(25);
      if (await databaseAnswers(dataDir, before.port)) backAt = Date.now();
    }
    expect(postmaster(dataDir).pid).not.toBe(before.pid);

    const lateSignUps = await Promise.all(Array.from({ length: SIGN_UPS_AFTER }, (_, i) => signUp(shop.base, `after${i}`)));
    // Requests are recovered once none has failed for three seconds.
    const lastFailure = () => Math.max(0, ...load.outcomes.filter((o) => !o.ok).map((o) => o.end));
    while (Date.now() - Math.max(backAt, lastFailure()) < 3000) {
      if (Date.now() - backAt > 30_000) break;
      await sleep(100);
    }
    await load.stop();

    const afterKill = load.outcomes.filter((o) => o.end >= killedAt);
    const failures = afterKill.filter((o) => !o.ok);
    // Every failure is the quick, clear 503: no 500, no reset, no hanging request, nothing internal.
    expect(failures.filter((o) => !o.unavailable).map((o) => `${o.kind}: ${o.detail}`)).toEqual([]);
    // (Most fail at once; on a busy machine one may wait up to the pool's connection timeout, never longer.)
    expect(Math.max(0, ...failures.map((o) => o.end - o.start))).toBeLessThan(CONNECTION_TIMEOUT_MS + 500);
    // Listings the in-memory index can answer (pages shown before) kept answering while the database was down.
    const listingsDuringOutage = afterKill.filter((o) => o.start >= killedAt && o.end <= backAt && o.kind === 'graphql listing');
    expect(listingsDuringOutage.filter((o) => !o.ok).map((o) => o.detail)).toEqual([]);

    // 0 when no request failed any more once the database answered this test's own probe.
    const recoveredAt = Math.max(backAt, lastFailure());
    figures.recoveryMs = recoveredAt - backAt;
    figures.outageMs = recoveredAt - killedAt;
    expect(figures.recoveryMs).toBeLessThanOrEqual(5000);

    for (const { email, outcome } of lateSignUps) {
      expect(outcome.ok || outcome.unavailable, outcome.detail).toBe(true);
      if (outcome.ok) signedUp.push(email);
    }
    figures.writes = signedUp.length + customers.reduce((n, c) => n + c.writes.filter((w) => w.acked).length, 0);
    figures.lost = (await lostWrites(shop.base, customers)) + (await missingSignUps(shop.base, signedUp));
    expect(figures.lost).toBe(0);
  }, 120_000);

  it(`SIGTERM with ${IN_FLIGHT} requests in flight: every one answered, then exit 0`, async () => {
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) => {
      if (i < customers.length) {
        // One profile write per customer: each must be answered and kept.
        const customer = customers[i]!;
        const seq = 1_000_000 + i;
        customer.writes.push({ seq, acked: false });
        return {
          customer,
          seq,
          ...requestInFlight(
            shop.port,
            'PUT',
            '/api/v1/Auth/profile',
            { firstName: 'Sınaq', lastName: lastNameOf(seq), email: customer.email },
            customer.token,
          ),
        };
      }
      return i % 2 === 0
        ? requestInFlight(shop.port, 'POST', '/graphql', { ...LISTING, variables: { page: 1 + (i % 3) } })
        : requestInFlight(shop.port, 'POST', '/api/v1/Products/filter', { page: 1, pageSize: 12 }, customers[i % customers.length]!.token);
    });
    // Every request's headers are in the server, its body not yet complete.
    await sleep(500);
    const signalledAt = Date.now();
    shop.child.kill('SIGTERM');
    await sleep(300);
    // The server stopped accepting connections while still holding the requests in flight.
    await expect(within(5000, 'a new connection', fetch(`${shop.base}/health`))).rejects.toThrow(TypeError);
    expect(shop.child.exitCode).toBeNull();
    for (const request of requests) request.finish();

    const answers = await within(20_000, 'the answers in flight', Promise.all(requests.map((r) => r.answer)));
    const answered = answers.filter((a) => a.status === 200 && !(JSON.parse(a.body) as Json).errors);
    figures.inFlightAnswered = answered.length;
    expect(answers.filter((a) => !answered.includes(a)).map((a) => `${a.status} ${a.body.slice(0, 200)}`)).toEqual([]);
    for (const request of requests) if ('customer' in request && request.customer) request.customer.writes.at(-1)!.acked = true;

    figures.exitCode = await within(20_000, 'the exit', shop.exited);
    expect(figures.exitCode, shop.output().slice(-3000)).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    // PostgreSQL was stopped by the shop, after the drain, and cleanly.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 60_000);

  it('a restart on the same data dir starts clean and still has every acknowledged write', async () => {
    shop = await startShop(dataDir);
    // A fast shutdown leaves nothing to recover.
    expect(shop.output()).toContain('database system was shut down at');
    expect(shop.output()).not.toMatch(/not properly shut down|automatic recovery/);
    const lost = (await lostWrites(shop.base, customers)) + (await missingSignUps(shop.base, signedUp));
    expect(lost).toBe(0);
    figures.lost += lost;
    figures.writes += customers.length;
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    figures.restartClean = true;

    console.log(
      `[battery] faults: recovery ${figures.recoveryMs} ms after database back (${figures.outageMs} ms total outage), ` +
        `acknowledged writes lost ${figures.lost} of ${figures.writes}, in-flight answered on SIGTERM ${figures.inFlightAnswered}/${IN_FLIGHT}, ` +
        `exit ${figures.exitCode}, restart ${figures.restartClean ? 'clean' : 'not clean'}`,
    );
  }, 180_000);
});

/** Sign-ups that were acknowledged but cannot sign in now. */
async function missingSignUps(base: string, emails: string[]): Promise<number> {
  let missing = 0;
  for (const email of emails) {
    const outcome = await call(base, 'login', '/api/v1/Auth/login', { body: { email, password: PASSWORD } });
    if (!outcome.ok) missing++;
  }
  return missing;
}
