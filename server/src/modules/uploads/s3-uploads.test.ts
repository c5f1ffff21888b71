import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { sqlOf } from '../../../test/buying.js';
import { startS3Server, type TestS3 } from '../../../test/s3.js';
import { filesUnder, graphqlUpload, pdf, picture, restUpload } from '../../../test/uploads.js';
import { freePort } from '../../db/embedded-postgres.js';

/**
 * Issue 32, object storage: a shop started with FILE_STORAGE=s3 (an s3rver bucket on a loopback port)
 * stores what is uploaded through its API in the bucket (checked with the S3 client directly, not
 * through the shop), nothing on its disk, and serves the pictures back at their /uploads URLs with the
 * headers the disk storage had; documents stay behind their download routes. With PUBLIC_FILES_URL set,
 * every picture URL the APIs and pages give out points there.
 */

let s3: TestS3;
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let productId: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 's3-uploads-test-'));

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp({ dataDir, fileStorage: s3.settings });
  admin = await signIn(t, ADMIN.email, ADMIN.password, '10.32.0.1');
  customer = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.32.0.2');
  [{ id: productId }] = (await sqlOf(t)<{ id: string }>('select id from product where is_active order by created_at limit 1')) as [{ id: string }];
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A banner with a picture, added over REST by the admin of `app`. */
const sendBanner = (app: TestApp, headers: Record<string, string>, data: Buffer) =>
  restUpload(app, {
    method: 'POST',
    url: '/api/v1/Admin/banners/with-image',
    headers,
    fields: { bannerData: JSON.stringify({ title: 'Bucket banner' }) },
    files: [{ field: 'imageFile', fileName: 'banner.png', data }],
  });

const addBanner = async (data: Buffer) => {
  const response = await sendBanner(t, admin, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; imageUrl: string }>();
};

describe('with FILE_STORAGE=s3', () => {
  let banner: { id: string; imageUrl: string };
  let folder: string;

  beforeAll(async () => {
    banner = await addBanner(await picture('png', 900, 300));
    folder = banner.imageUrl.replace('/uploads/', '').replace(/\/\d+\.webp$/, '');
  });

  it('stores an uploaded picture in the bucket, every size as WebP, and nothing on the disk', async () => {
    expect(banner.imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/900\.webp$/);
    expect(await s3.keys()).toEqual([`${folder}/320.webp`, `${folder}/640.webp`, `${folder}/900.webp`]);
    const largest = await s3.bytesOf(`${folder}/900.webp`);
    expect(await sharp(largest!).metadata()).toMatchObject({ format: 'webp', width: 900, height: 300 });
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it('serves it back at its /uploads URL, as the disk storage did: type, nosniff, sandbox, a day of caching, a validator', async () => {
    const served = await t.app.inject({ url: banner.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await s3.bytesOf(`${folder}/900.webp`))!)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(served.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'public, max-age=86400',
    });
    expect(served.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Date(served.headers['last-modified'] as string).getTime()).toBeGreaterThan(Date.now() - 600_000);

    // A browser revalidating its copy gets 304 and no body; a changed copy (another tag) gets the picture.
    const revalidated = await t.app.inject({ url: banner.imageUrl, headers: { 'if-none-match': served.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers).toMatchObject({ etag: served.headers.etag, 'cache-control': 'public, max-age=86400' });
    expect((await t.app.inject({ url: banner.imageUrl, headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: banner.imageUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    // The srcset's smaller sizes too.
    expect((await t.app.inject({ url: `/uploads/${folder}/320.webp` })).statusCode).toBe(200);
  });

  it('answers hostile or missing paths with a 4xx, never a 5xx, and never a document', async () => {
    const pdfAdded = await restUpload(t, {
      method: 'POST',
      url: `/api/v1/Admin/products/${productId}/pdf`,
      headers: admin,
      files: [{ field: 'PdfFile', fileName: 'sheet.pdf', data: pdf() }],
    });
    const pdfKey = (await s3.keys()).find((key) => key.startsWith('pdfs/'))!;
    const paths = [
      `/uploads/${pdfKey}`,
      `/uploads/images/../${pdfKey}`,
      `/uploads/images/..%2f${pdfKey.replace('/', '%2f')}`,
      `/uploads/images%2F..%2F${pdfKey.replace('/', '%2F')}`,
      `/uploads//${folder}/900.webp`,
      `/uploads/${folder}`,
      `/uploads/${folder}/`,
      `/uploads/${folder}/1920.webp`,
      `/uploads/images/${'a'.repeat(300)}/320.webp`,
      `/uploads/images/${'a'.repeat(5000)}.webp`,
      `/uploads/images/${'a/'.repeat(900)}x.webp`,
      `/uploads/${folder}/900.webp%00.png`,
      `/uploads/%ff%fe/x.webp`,
      `/uploads/%`,
      '/uploads/',
      '/uploads',
    ];
    for (const url of paths) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.rawPayload.includes(Buffer.from('%PDF')), url).toBe(false);
    }
    // Dot segments that climb out of /uploads name a storefront path (`/package.json`): a page answers
    // (404 with the client's server bundle, the app shell without it), never a file of the machine's.
    for (const url of ['/uploads/%2e%2e/%2e%2e/package.json', '/uploads/images/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode === 200) expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).not.toMatch(/%PDF|"workspaces"|root:/);
    }
    // Over a real socket too: `inject` resolves dot segments as a browser would, a raw client need not.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const raw of [`/uploads/images/../${pdfKey}`, `/uploads/${folder}/../../${pdfKey}`, `/uploads/images/%2e%2e/${pdfKey}`, `/uploads/./${pdfKey}`]) {
      const answer = await rawGet(new URL(address).port, raw);
      expect(answer.slice(0, 12), raw).toBe('HTTP/1.1 404');
      expect(answer.includes('%PDF'), raw).toBe(false);
    }
    // An encoded slash is decoded like any other character: it names the same public picture, nothing more.
    const encoded = await t.app.inject({ url: `/uploads/${folder.replace('/', '%2F')}/900.webp` });
    expect(encoded.rawPayload.equals((await s3.bytesOf(`${folder}/900.webp`))!)).toBe(true);
    // A malformed or huge If-None-Match is no reason to fail either: the picture is sent.
    for (const tag of ['garbage', '"x" "y"', `"${'x'.repeat(5000)}"`, 'W/"\u00ff"'])
      expect((await t.app.inject({ url: banner.imageUrl, headers: { 'if-none-match': tag } })).statusCode, tag).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/product-pdfs/${pdfAdded.json().id}`, headers: admin });
  });

  it('keeps a PDF in the bucket, reachable through its download route only, counted; deleting it takes it from the bucket', async () => {
    const data = pdf('Bucket data sheet');
    const added = await restUpload(t, {
      method: 'POST',
      url: `/api/v1/Admin/products/${productId}/pdf`,
      headers: admin,
      files: [{ field: 'PdfFile', fileName: 'Data sheet.pdf', data }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id, downloadUrl } = added.json<{ id: string; downloadUrl: string }>();
    const [key] = (await s3.keys()).filter((each) => each.startsWith('pdfs/'));
    expect(key).toMatch(/^pdfs\/[0-9a-f-]{36}\.pdf$/);
    expect((await s3.bytesOf(key!))!.equals(data)).toBe(true);

    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: downloadUrl })).statusCode).toBe(401);
    const download = await t.app.inject({ url: downloadUrl, headers: customer });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    const [{ download_count }] = (await sqlOf(t)<{ download_count: number }>('select download_count from product_pdf where id = ?', [id])) as [
      { download_count: number },
    ];
    expect(download_count).toBe(1);

    await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/product-pdfs/${id}`, headers: admin });
    expect((await s3.keys()).filter((each) => each.startsWith('pdfs/'))).toEqual([]);
  });

  it('removes a deleted banner’s picture, every size, from the bucket', async () => {
    const other = await addBanner(await picture('png', 400, 200));
    const otherFolder = other.imageUrl.replace('/uploads/', '').replace(/\/\d+\.webp$/, '');
    expect((await s3.keys()).filter((key) => key.startsWith(`${otherFolder}/`))).toHaveLength(2);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/banners/${other.id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await s3.keys()).filter((key) => key.startsWith(`${otherFolder}/`))).toEqual([]);
    expect((await t.app.inject({ url: other.imageUrl })).statusCode).toBe(404);
  });

  describe('and PUBLIC_FILES_URL (a CDN in front of the bucket)', () => {
    const CDN = 'https://cdn.texnika.example/shop';
    let cdn: TestApp;
    beforeAll(async () => {
      cdn = await startTestApp({ sameDatabaseAs: t, dataDir, fileStorage: s3.settings, publicFilesUrl: CDN });
    });
    afterAll(() => cdn.close());

    it('gives every picture URL under it: GraphQL (srcsets too), the REST shim, and the page head', async () => {
      const key = banner.imageUrl.replace('/uploads/', '');
      const { data } = await cdn.graphql<{ banners: { id: string; imageUrl: string; imageSrcset: string }[] }>('{ banners { id imageUrl imageSrcset } }');
      const shown = data!.banners.find((b) => b.id === banner.id)!;
      expect(shown.imageUrl).toBe(`${CDN}/${key}`);
      expect(shown.imageSrcset).toBe(`${CDN}/${folder}/320.webp 320w, ${CDN}/${folder}/640.webp 640w, ${CDN}/${folder}/900.webp 900w`);
      const rest = (await cdn.app.inject({ url: '/api/v1/Banners' })).json<{ id: string; imageUrl: string }[]>();
      expect(rest.find((b) => b.id === banner.id)!.imageUrl).toBe(`${CDN}/${key}`);

      // The seeded catalogue's pictures, through every type that shows one.
      const products = await cdn.graphql<{ products: { items: { primaryImageUrl: string; primaryImageSrcset: string; images: { imageUrl: string }[] }[] } }>(
        '{ products(pageSize: 3) { items { primaryImageUrl primaryImageSrcset images { imageUrl } } } }',
      );
      const urls = products.data!.products.items.flatMap((p) => [p.primaryImageUrl, ...p.images.map((i) => i.imageUrl), ...p.primaryImageSrcset.split(', ')]);
      expect(urls.length).toBeGreaterThan(6);
      for (const url of urls) expect(url).toMatch(new RegExp(`^${CDN}/images/`));
      const categories = await cdn.graphql<{ categoryTree: { imageUrl: string | null }[] }>('{ categoryTree { imageUrl } }');
      for (const { imageUrl } of categories.data!.categoryTree) expect(imageUrl).toMatch(new RegExp(`^${CDN}/images/`));
      const card = (await cdn.app.inject({ url: `/api/v1/Products/${productId}` })).json<{ imageUrl: string; images: { imageUrl: string }[] }>();
      for (const url of [card.imageUrl, ...card.images.map((i) => i.imageUrl)]) expect(url).toMatch(new RegExp(`^${CDN}/images/`));

      // The back office's and the cart's pictures too.
      const cdnAdmin = await signIn(cdn, ADMIN.email, ADMIN.password, '10.32.0.4');
      const adminProducts = await cdn.graphql<{ adminProducts: { items: { primaryImageUrl: string }[] } }>(
        '{ adminProducts(input: { pageSize: 3 }) { items { primaryImageUrl } } }',
        {},
        cdnAdmin,
      );
      const adminCategories = await cdn.graphql<{ adminCategoryTree: { imageUrl: string }[] }>('{ adminCategoryTree { imageUrl } }', {}, cdnAdmin);
      const restAdmin = (await cdn.app.inject({ url: '/api/v1/Admin/products?pageSize=3', headers: cdnAdmin })).json<{ products: { imageUrl: string }[] }>();
      const cdnCustomer = await signIn(cdn, CUSTOMERS.Wholesale, CUSTOMER_PASSWORD, '10.32.0.5');
      const cart = (await cdn.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers: cdnCustomer, payload: { productId, quantity: 1 } })).json<{
        items: { productImageUrl: string }[];
      }>();
      const cartOverGraphQL = await cdn.graphql<{ cart: { items: { productImageUrl: string }[] } }>('{ cart { items { productImageUrl } } }', {}, cdnCustomer);
      for (const url of [
        ...adminProducts.data!.adminProducts.items.map((p) => p.primaryImageUrl),
        ...adminCategories.data!.adminCategoryTree.map((c) => c.imageUrl),
        ...restAdmin.products.map((p) => p.imageUrl),
        ...cart.items.map((item) => item.productImageUrl),
        ...cartOverGraphQL.data!.cart.items.map((item) => item.productImageUrl),
      ])
        expect(url).toMatch(new RegExp(`^${CDN}/images/`));

      // The records keep the /uploads/ form: the other app, without the setting, still gives that.
      expect(
        (await t.graphql<{ banners: { id: string; imageUrl: string }[] }>('{ banners { id imageUrl } }')).data!.banners.find((b) => b.id === banner.id)!
          .imageUrl,
      ).toBe(banner.imageUrl);
      // Pages may load pictures from there (the Content-Security-Policy), and the shop still serves old links.
      expect((await cdn.app.inject({ url: '/' })).headers['content-security-policy']).toContain(' https://cdn.texnika.example;');
      expect((await cdn.app.inject({ url: banner.imageUrl })).statusCode).toBe(200);
    });

    it('takes a picture URL back as the API gave it (a category keeping a stored picture) and keeps its /uploads/ form', async () => {
      const cdnAdmin = await signIn(cdn, ADMIN.email, ADMIN.password, '10.32.0.3');
      const added = await cdn.app.inject({
        method: 'POST',
        url: '/api/v1/Categories',
        headers: cdnAdmin,
        payload: { name: 'CDN category', imageUrl: `${CDN}/${folder}/900.webp` },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().imageUrl).toBe(`${CDN}/${folder}/900.webp`);
      const [row] = await sqlOf(cdn)<{ image_url: string }>('select image_url from category where id = ?', [added.json().id]);
      expect(row!.image_url).toBe(banner.imageUrl);
      // Another site's address is still refused.
      const foreign = await cdn.app.inject({
        method: 'POST',
        url: '/api/v1/Categories',
        headers: cdnAdmin,
        payload: { name: 'Foreign picture', imageUrl: `https://elsewhere.example/${folder}/900.webp` },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().reason).toBe('pictureUrlInvalid');
    });
  });
});

describe('with the bucket away (the store does not answer)', () => {
  let away: TestApp;
  let awayAdmin: Record<string, string>;
  const awayDir = mkdtempSync(path.join(os.tmpdir(), 's3-away-test-'));
  beforeAll(async () => {
    away = await startTestApp({ dataDir: awayDir, fileStorage: { ...s3.settings, endpoint: `http://127.0.0.1:${await freePort()}` } });
    awayAdmin = await signIn(away, ADMIN.email, ADMIN.password, '10.32.0.9');
  });
  afterAll(async () => {
    await away.close();
    rmSync(awayDir, { recursive: true, force: true });
  });

  it('answers uploads and pictures 503 with Retry-After, as while the database is away, and keeps nothing', async () => {
    const banners = async () => (await sqlOf(away)<{ n: number }>('select count(*)::int as n from banner'))[0]!.n;
    const before = await banners();
    const data = await picture('png', 400, 200);
    const rest = await sendBanner(away, awayAdmin, data);
    expect(rest.statusCode, rest.body).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.json()).toMatchObject({ reason: 'storageUnavailable' });
    const gql = await graphqlUpload(
      away,
      'mutation($input: BannerInput!, $image: Upload!) { addBanner(input: $input, image: $image) { id } }',
      { input: { title: 'No bucket' } },
      { image: { fileName: 'banner.png', data } },
      awayAdmin,
    );
    expect(gql.status).toBe(503);
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'storageUnavailable' });
    expect(await banners()).toBe(before);
    expect(filesUnder(path.join(awayDir, 'uploads'))).toEqual([]);

    const served = await away.app.inject({ url: '/uploads/images/7d4ad4a2-61f5-4a44-9d0c-5b3f3f2f0c11/320.webp' });
    expect(served.statusCode).toBe(503);
    expect(served.headers['retry-after']).toBe('5');
    // The catalogue does not need the bucket: the shop goes on answering (and /health stays 200 for the balancer).
    expect((await away.app.inject({ url: '/api/v1/Products?pageSize=1' })).statusCode).toBe(200);
    expect((await away.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});

/** GETs `target` exactly as written (no dot segments resolved) over a socket; answers the raw answer. */
function rawGet(port: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
