import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../src/db/embedded-postgres.js';
import { createTestDatabase } from '../database.js';
import { startS3Server, type TestS3 } from '../s3.js';
import { filesUnder, pdf, picture } from '../uploads.js';

/**
 * Several copies of the shop on one PostgreSQL, as behind a load balancer (no Docker here: processes on
 * loopback ports, started as production starts them, `src/main.ts`). They share what a cluster shares:
 * the database, the files' bucket (an s3rver on another port, test/s3.ts), JWT_SECRET; each has a data
 * folder of its own, which must stay empty of files.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
/** The client's server bundle: pages are rendered by it, so the built shop is what runs (`npm test` builds first). */
const SERVER_BUNDLE = path.resolve(SERVER_DIR, '../client/dist-ssr/entry-server.js');
const ADMIN = { email: 'owner@cluster.example', password: 'Klaster-Sınaq-2026' };
const SHARED_ENV = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'cluster-test-secret-shared-by-every-copy-0123456789',
  PASSWORD_HASHING: 'light',
  HOST: '127.0.0.1',
};

interface Copy {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
}

let databaseUrl: string;
let s3: TestS3;
let dropDatabase: () => Promise<void>;
const dataDirs: string[] = [];
const running = new Set<Copy>();

/** FILE_STORAGE=s3 on the test's bucket. */
const bucketEnv = () => ({
  FILE_STORAGE: 's3',
  S3_ENDPOINT: s3.settings.endpoint,
  S3_REGION: s3.settings.region,
  S3_BUCKET: s3.settings.bucket,
  S3_ACCESS_KEY_ID: s3.settings.credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.settings.credentials.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
});

/** Starts a copy and waits until its /health answers 200 (its database is migrated and seeded by then). */
async function startCopy(name: string): Promise<Copy> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-cluster-${name}-`));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...SHARED_ENV, ...bucketEnv(), PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const copy: Copy = { name, url: `http://127.0.0.1:${port}`, child, output: [] };
  child.stdout.on('data', (chunk: Buffer) => copy.output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => copy.output.push(chunk.toString()));
  running.add(copy);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`copy ${name} exited with ${child.exitCode}:\n${copy.output.join('')}`);
    const health = await fetch(`${copy.url}/health`).catch(() => null);
    if (health?.status === 200) return copy;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`copy ${name} did not become healthy:\n${copy.output.join('')}`);
}

/** SIGTERM, as an orchestrator stops a copy: it answers what it accepted, then exits 0. */
async function stopCopy(copy: Copy): Promise<number | null> {
  running.delete(copy);
  if (copy.child.exitCode !== null) return copy.child.exitCode;
  const exited = once(copy.child, 'exit');
  copy.child.kill('SIGTERM');
  await exited;
  return copy.child.exitCode;
}

async function call(copy: Copy, method: string, route: string, { body, token }: { body?: unknown; token?: string } = {}) {
  const response = await fetch(copy.url + route, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as unknown };
}

async function signIn(copy: Copy, email: string, password: string): Promise<string> {
  const response = await call(copy, 'POST', '/api/v1/Auth/login', { body: { email, password } });
  expect(response.status, response.text).toBe(200);
  return (response.json() as { token: string }).token;
}

let copies: Copy[];
/** Signed in before the throttle test, which leaves the admin's address refused for the rest of its window. */
let adminToken: string;

beforeAll(async () => {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('The cluster test runs the built shop: run `npm run build` first');
  s3 = await startS3Server();
  const database = await createTestDatabase(inject('adminUrl'), 'template0');
  databaseUrl = database.url;
  dropDatabase = database.drop;
  // Three copies at the same moment on an empty database: one migrates and seeds, the others wait (db/database.ts).
  copies = await Promise.all(['a', 'b', 'c'].map((name) => startCopy(name)));
  adminToken = await signIn(copies[0]!, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await Promise.all([...running].map((copy) => stopCopy(copy)));
  await dropDatabase?.();
  await s3?.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('copies of the shop on one database', () => {
  it('started together on an empty database made one schema, one catalogue and one admin', async () => {
    // A token one copy issued is good on the others (JWT_SECRET is shared).
    const users = await call(copies[1]!, 'GET', '/api/v1/Admin/Users?pageSize=50', { token: adminToken });
    expect(users.status, users.text).toBe(200);
    expect((users.json() as { email: string }[]).map((user) => user.email)).toEqual([ADMIN.email]);
    const listings = await Promise.all(copies.map((copy) => call(copy, 'GET', '/api/v1/Products?pageSize=1')));
    const totals = listings.map((listing) => (listing.json() as { totalCount: number }).totalCount);
    expect(new Set(totals).size).toBe(1);
    expect(totals[0]).toBeGreaterThanOrEqual(80);
  });

  it('serve a picture and a PDF uploaded through one copy from the others', async () => {
    const [a, b, c] = copies as [Copy, Copy, Copy];
    const upload = async (copy: Copy, route: string, form: FormData) => {
      const response = await fetch(copy.url + route, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
      const text = await response.text();
      expect(response.status, text).toBe(201);
      return JSON.parse(text) as Record<string, string>;
    };
    const bannerForm = new FormData();
    bannerForm.set('bannerData', JSON.stringify({ title: 'Klaster banneri' }));
    bannerForm.set('imageFile', new Blob([await picture('png', 900, 300)], { type: 'image/png' }), 'banner.png');
    const banner = await upload(a, '/api/v1/Admin/banners/with-image', bannerForm);
    const stored = await fetch(b.url + banner.imageUrl!);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals((await s3.bytesOf(banner.imageUrl!.replace('/uploads/', '')))!)).toBe(true);
    expect((await fetch(c.url + banner.imageUrl!)).status).toBe(200);
    // Nothing on any copy's own disk: the seed's pictures and this one are in the bucket.
    for (const dir of dataDirs) expect(filesUnder(path.join(dir, 'uploads')), dir).toEqual([]);

    const product = ((await call(a, 'GET', '/api/v1/Products?pageSize=1')).json() as { products: { id: string }[] }).products[0]!;
    const document = pdf();
    const pdfForm = new FormData();
    pdfForm.set('PdfFile', new Blob([document], { type: 'application/pdf' }), 'sheet.pdf');
    const { downloadUrl } = await upload(a, `/api/v1/Admin/products/${product.id}/pdf`, pdfForm);
    for (const copy of [b, c]) {
      const download = await fetch(copy.url + downloadUrl!, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(download.status, copy.name).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(document), copy.name).toBe(true);
    }
  });

  it('count sign-in attempts made through all copies as one', async () => {
    // Five wrong passwords per (address, account) a window: spread over the three copies, the sixth is refused.
    for (let i = 0; i < 5; i++) {
      const wrong = await call(copies[i % 3]!, 'POST', '/api/v1/Auth/login', { body: { email: ADMIN.email, password: `Wrong-guess-${i}-2026` } });
      expect(wrong.status, wrong.text).toBe(401);
    }
    const sixth = await call(copies[2]!, 'POST', '/api/v1/Auth/login', { body: { email: ADMIN.email, password: 'Wrong-guess-5-2026' } });
    expect(sixth.status, sixth.text).toBe(429);
  });

  it("show a price changed through one copy on another's listing, search and page within a second", async () => {
    const [a, b] = copies as [Copy, Copy];
    const page = (await call(b, 'GET', '/api/v1/Products?pageSize=1')).json() as { products: { id: string; name: string }[] };
    const product = page.products[0]!;
    // Read once on B first, so that B has the old price in its caches.
    expect((await call(b, 'GET', `/api/v1/Products/${product.id}`)).status).toBe(200);
    const change = await call(a, 'POST', '/graphql', {
      token: adminToken,
      body: {
        query: 'mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
        variables: { id: product.id, input: { prices: [{ userRole: 'NORMAL_USER', price: 4321.57 }] } },
      },
    });
    expect(change.text).not.toContain('"errors"');
    const changedAt = Date.now();
    const seenOnB = async () => {
      const [detail, search, html] = await Promise.all([
        call(b, 'GET', `/api/v1/Products/${product.id}`),
        call(b, 'GET', `/api/v1/Products/search?q=${encodeURIComponent(product.name)}&pageSize=50`),
        call(b, 'GET', `/details/${product.id}`),
      ]);
      return detail.text.includes('4321.57') && search.text.includes('4321.57') && html.text.includes('"price":"4321.57"');
    };
    while (!(await seenOnB())) {
      expect(Date.now() - changedAt, 'B shows the new price within a second').toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(
      `[cluster] a price changed through ${a.name} showed on ${b.name}'s detail, search and page ${Date.now() - changedAt} ms after ${a.name} acknowledged it (polled every 50 ms)`,
    );
  });

  it('lose no request and no acknowledged write in a rolling restart', async () => {
    const customer = { firstName: 'Nigar', lastName: 'Əliyeva', email: 'nigar.cluster@example.az', phoneNumber: '+994551234567', password: 'Parol-2026!' };
    const signedUp = await call(copies[0]!, 'POST', '/api/v1/Auth/register', { body: { ...customer, confirmPassword: customer.password } });
    expect(signedUp.status, signedUp.text).toBe(201);
    const token = await signIn(copies[1]!, customer.email, customer.password);
    const products = ((await call(copies[0]!, 'GET', '/api/v1/Products?pageSize=60')).json() as { products: { id: string }[] }).products.map((p) => p.id);

    // The balancer: requests go round the copies in rotation; a copy leaves it before it is stopped.
    const rotation = [...copies];
    let turn = 0;
    const next = () => rotation[turn++ % rotation.length]!;
    const failures: string[] = [];
    const favorites = new Set<string>();
    let stop = false;
    let requests = 0;
    let acknowledgedWrites = 0;

    const reader = async () => {
      for (let i = 0; !stop; i++) {
        const copy = next();
        const route = i % 2 ? `/details/${products[i % products.length]}` : `/api/v1/Products/search?q=pc&pageSize=20`;
        const response = await call(copy, 'GET', route).catch((error: unknown) => ({ status: 0, text: String(error) }));
        requests++;
        if (response.status !== 200) failures.push(`${copy.name} GET ${route}: ${response.status} ${response.text.slice(0, 200)}`);
      }
    };
    // One writer, so that the expected favorites follow from the acknowledged writes alone.
    const writer = async () => {
      for (let i = 0; !stop; i++) {
        const productId = products[i % products.length]!;
        const adding = !favorites.has(productId);
        const copy = next();
        const response = await (
          adding ? call(copy, 'POST', '/api/v1/Favorites', { token, body: { productId } }) : call(copy, 'DELETE', `/api/v1/Favorites/${productId}`, { token })
        ).catch((error: unknown) => ({ status: 0, text: String(error) }));
        requests++;
        if (response.status !== 200) failures.push(`${copy.name} ${adding ? 'add' : 'remove'} favorite: ${response.status} ${response.text.slice(0, 200)}`);
        else {
          acknowledgedWrites++;
          if (adding) favorites.add(productId);
          else favorites.delete(productId);
        }
      }
    };
    const trafficStarted = Date.now();
    const traffic = Promise.all([reader(), reader(), writer()]);

    const restart = async (index: number) => {
      const old = copies[index]!;
      rotation.splice(rotation.indexOf(old), 1);
      expect(await stopCopy(old), `${old.name} exits cleanly`).toBe(0);
      const fresh = await startCopy(old.name);
      copies[index] = fresh;
      rotation.push(fresh);
    };
    await new Promise((resolve) => setTimeout(resolve, 500));
    await restart(0);
    await restart(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await traffic;

    const seconds = ((Date.now() - trafficStarted) / 1000).toFixed(1);
    console.log(
      `[cluster] rolling restart of two of the ${copies.length} copies, one at a time, in ${seconds} s: ${requests} requests (${acknowledgedWrites} acknowledged writes), ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
    for (const copy of copies) {
      const stored = (await call(copy, 'GET', '/api/v1/Favorites?pageSize=100', { token })).json() as { favorites: { product: { id: string } }[] };
      expect(new Set(stored.favorites.map((favorite) => favorite.product.id)), copy.name).toEqual(favorites);
    }
  });
});
