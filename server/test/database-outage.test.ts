import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app.js';

/**
 * The database behind a TCP hop this test controls: it can refuse connections (the server is down),
 * swallow them (the network hangs) or pass them on again (the server is back), as an external
 * DATABASE_URL would see it.
 */
class DatabaseLink {
  private server = net.createServer((client) => this.accept(client));
  private sockets = new Set<net.Socket>();
  private mode: 'pass' | 'swallow' = 'pass';
  port = 0;

  constructor(private readonly target: net.NetConnectOpts) {}

  private accept(client: net.Socket): void {
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => {});
    if (this.mode === 'swallow') return;
    const upstream = net.connect(this.target);
    this.sockets.add(upstream);
    upstream.on('close', () => this.sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  }

  async open(mode: 'pass' | 'swallow' = 'pass'): Promise<void> {
    this.mode = mode;
    if (this.server.listening) return;
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Every connection dropped, new ones refused. */
  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** The URL that reaches `url`'s database through this link. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    u.searchParams.delete('host');
    return u.toString();
  }
}

/** Where the test database listens: its Unix socket when the URL names one, else host and port. */
function targetOf(url: string): net.NetConnectOpts {
  const u = new URL(url);
  const port = Number(u.port || 5432);
  const socketDir = u.searchParams.get('host');
  return socketDir?.startsWith('/') ? { path: path.join(socketDir, `.s.PGSQL.${port}`) } : { host: u.hostname, port };
}

const UNAVAILABLE = 'The database is not reachable; try again shortly';
const LISTING = '{ products(page: 1, pageSize: 12) { totalCount items { id name prices { userRole price } } } }';

/** A server bundle of the client's shape whose page reads the brands (client/src/app/entry-server.tsx is the real one). */
const BRANDS_PAGE = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-outage-bundle-')), 'brands.mjs');
writeFileSync(
  BRANDS_PAGE,
  `export function routeOf() { return { route: 'brands', ownPage: false }; }
  export async function render({ execute }) {
    const { data } = await execute({ query: '{ brands { id name } }', variables: {}, operationName: null });
    const found = (data?.brands ?? []).length > 0;
    return { route: 'brands', ownPage: false, status: found ? 200 : 404, head: '<title>Brands</title>', body: { html: '<p>' + found + '</p>', headTags: '', state: {}, stateId: 'ssr-state' }, passes: 1 };
  }`,
);

let t: TestApp;
let link: DatabaseLink;
let token: string;
beforeAll(async () => {
  link = new DatabaseLink({ port: 0 });
  await link.open();
  t = await startTestApp({
    serverBundle: BRANDS_PAGE,
    pageCacheBytes: 0,
    via: (url) => {
      Object.assign(link, { target: targetOf(url) });
      return link.urlFor(url);
    },
  });
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/Auth/login', payload: { email: 'retail@texnika.az', password: 'Customer123!' } });
  token = login.json().token;
});
afterAll(async () => {
  await link.open();
  await t.close();
  await link.cut();
});

const me = () => t.graphql<{ me: { email: string } }>('{ me { email } }', {}, { authorization: `Bearer ${token}` });

describe('while the database cannot be reached', () => {
  let listing: unknown;

  it('answers catalogue reads the in-memory index can answer, from it', async () => {
    listing = await t.graphql(LISTING);
    expect(listing).toMatchObject({ data: { products: { totalCount: expect.any(Number) } } });
    await link.cut();
    expect(await t.graphql(LISTING)).toEqual(listing);
  });

  it('fails everything else at once with 503 and a clear message, nothing internal', async () => {
    const started = Date.now();
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: '{ me { email } }' },
    });
    expect(graphql.statusCode).toBe(503);
    expect(graphql.json().errors).toEqual([
      { message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'databaseUnavailable', retryAfterSeconds: 2 } },
    ]);

    // A resolver's read (not the viewer's): anonymous, on a product the index does not hold the rows of.
    const brands = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ brands { id } }' } });
    expect(brands.statusCode).toBe(503);
    expect(brands.json().errors[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });

    const rest = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Auth/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Nigar', lastName: 'Həsənova', email: 'retail@texnika.az' },
    });
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['retry-after']).toBe('2');
    expect(rest.json()).toEqual({ message: UNAVAILABLE, reason: 'databaseUnavailable' });
    // A page whose data did not come: the server's own error page, not one rendered without it (which would read as not found).
    const page = await t.app.inject({ method: 'GET', url: '/brands' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('2');
    expect(page.body).toContain('Something went wrong');
    for (const body of [graphql.body, brands.body, rest.body, page.body]) expect(body).not.toMatch(/ECONN|127\.0\.0\.1|select|stack|pg/i);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('/health answers 503 within about a second, even when connecting hangs', async () => {
    await link.open('swallow');
    const started = Date.now();
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('works again as soon as the database is back (broken connections are not reused)', async () => {
    await link.cut();
    await link.open('pass');
    const started = Date.now();
    let answer = await me();
    while (answer.errors && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await me();
    }
    expect(answer).toEqual({ data: { me: { email: 'retail@texnika.az' } } });
    expect(Date.now() - started).toBeLessThan(6000);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(await t.graphql(LISTING)).toEqual(listing);
  });
});
