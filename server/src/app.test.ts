import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the HTTP application', () => {
  it('reports health when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with 404 and a JSON message, never the app shell', async () => {
    for (const url of ['/api/v1/Nothing', '/api/v1/Products/x/y/z', '/uploads/none.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('answers an empty catalogue with empty lists, not errors', async () => {
    const { data, errors } = await t.graphql('{ categoryTree { id } products { totalCount items { id } } recentlyAdded { id } }');
    expect(errors).toBeUndefined();
    expect(data).toEqual({ categoryTree: [], products: { totalCount: 0, items: [] }, recentlyAdded: [] });
  });

  it('names GraphQL mistakes and refuses requests that could be forged cross-site', async () => {
    const unknownField = await t.graphql('{ nope }');
    expect(unknownField.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const simple = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{"query":"{ categories { id } }"}',
    });
    expect(simple.statusCode).toBe(400);
  });

  it('answers GraphQL as compact JSON that shared caches must not store (it carries tier prices)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ products(pageSize: 1) { totalCount } }' } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('\n');
  });

  it('never leaks internals when something breaks', async () => {
    await t.orm.em.getConnection().execute('alter table product rename to product_moved');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/Products/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error' });
      const { errors } = await t.graphql('{ product(id: "7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11") { id } }');
      expect(errors).toEqual([{ message: 'Internal server error', path: ['product'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    } finally {
      await t.orm.em.getConnection().execute('alter table product_moved rename to product');
    }
  });
});

describe('the request timeout', () => {
  it('starts with any allowed REQUEST_TIMEOUT_MS, also above the 300 s default of Node', async () => {
    for (const requestTimeoutMs of [100, 300_001, 3_600_000]) {
      const app = await buildApp({
        config: { clientDist: os.tmpdir(), dataDir: os.tmpdir(), nodeEnv: 'test', jwtSecret: TEST_JWT_SECRET, requestTimeoutMs },
        orm: t.orm,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(app.server.requestTimeout).toBe(requestTimeoutMs);
      expect(app.server.headersTimeout).toBe(requestTimeoutMs);
      await app.close();
    }
  });
});

describe('the access log', () => {
  it('writes one line per answered request, with method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-log-'));
    const app = await buildApp({
      config: { clientDist: dataDir, dataDir, nodeEnv: 'test', jwtSecret: TEST_JWT_SECRET },
      orm: t.orm,
      logger: { level: 'info', stream },
    });
    try {
      await app.inject({ method: 'GET', url: '/health' });
      await app.inject({ method: 'GET', url: '/api/v1/Nothing?x=1' });
      const requests = lines.filter((line) => line.msg === 'request');
      expect(requests).toEqual([
        expect.objectContaining({ method: 'GET', url: '/health', statusCode: 200, ms: expect.any(Number) }),
        expect.objectContaining({ method: 'GET', url: '/api/v1/Nothing?x=1', statusCode: 404 }),
      ]);
      expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('the built client', () => {
  it('serves pages from the shell, assets as files, a missing asset as 404, and the explorer to browsers at /graphql', async () => {
    const clientDist = mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
    mkdirSync(path.join(clientDist, 'assets'));
    writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><html lang="en"><head><title>shell</title></head><body>shop shell</body></html>');
    writeFileSync(path.join(clientDist, 'graphiql.html'), '<!doctype html><title>explorer</title>');
    writeFileSync(path.join(clientDist, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = await buildApp({ config: { clientDist, dataDir: clientDist, nodeEnv: 'test', jwtSecret: TEST_JWT_SECRET }, orm: t.orm });
    try {
      // Every page path gets the shell: without the client's server bundle nothing can say what an address names.
      for (const url of ['/', '/about', '/details/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', '/products/noutbuklar?page=2']) {
        const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('shop shell');
        expect(page.body.match(/<title>/g)).toHaveLength(1);
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ method: 'GET', url: '/assets/missing-chunk.js' })).statusCode).toBe(404);
      const explorer = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(explorer.body).toContain('explorer');
      const api = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ categories { id } }' },
      });
      expect(api.json()).toEqual({ data: { categories: [] } });
    } finally {
      await app.close();
    }
  });

  it('sends the precompressed copy the browser accepts (brotli, then gzip), the plain file otherwise, and says it varies', async () => {
    const clientDist = mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
    mkdirSync(path.join(clientDist, 'assets'));
    const script = `console.log(${JSON.stringify('texnika '.repeat(500))});`;
    const shell = `<!doctype html><html lang="en"><head><title>shell</title></head><body>${'<p>mağaza</p>'.repeat(200)}</body></html>`;
    writeFileSync(path.join(clientDist, 'index.html'), shell);
    writeFileSync(path.join(clientDist, 'index.html.br'), brotliCompressSync(shell));
    writeFileSync(path.join(clientDist, 'assets', 'app-1234.js'), script);
    writeFileSync(path.join(clientDist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(clientDist, 'assets', 'app-1234.js.gz'), gzipSync(script));
    const app = await buildApp({ config: { clientDist, dataDir: clientDist, nodeEnv: 'test', jwtSecret: TEST_JWT_SECRET }, orm: t.orm });
    try {
      const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
      const brotli = await get('/assets/app-1234.js', 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(brotli.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
      const gzipped = await get('/assets/app-1234.js', 'gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
      const plain = await get('/assets/app-1234.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      // Pages get the shell, compressed too.
      for (const [encoding, decompress] of [
        ['gzip, deflate, br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const page = await get('/about', encoding);
        expect(page.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : 'br');
        expect(String(page.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(decompress(page.rawPayload).toString()).toContain('<p>mağaza</p>'.repeat(200));
      }
      expect((await get('/about')).body).toContain('<p>mağaza</p>');
    } finally {
      await app.close();
    }
  });
});
