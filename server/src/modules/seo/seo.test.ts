import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { query } from '../../db/sql.js';
import { VISITOR } from '../accounts/index.js';
import { sitemapFile, SITEMAP_NAMESPACE } from './sitemap.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ allowedHosts: ['shop.test'] });
});
afterAll(() => t.close());

const ORIGIN = 'http://shop.test';
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });

/** A product the shop shows, read straight from the database. */
async function aShownProduct(): Promise<{ id: string }> {
  const [row] = await query<{ id: string }>(t.orm.em.fork(), 'select product_id as id from product_listing where is_active order by product_id limit 1');
  return row!;
}

/**
 * What the sitemap protocol's schema asks of a file (sitemap.xsd, siteindex.xsd), checked by hand: well
 * formed (every element closed in order), the root in the protocol's namespace, every entry with exactly one
 * absolute `loc` under 2,048 characters, `lastmod` a W3C date-time, at most 50,000 entries.
 */
function checkSitemapShape(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name!);
  }
  expect(open).toEqual([]);
  expect(xml).toContain(`<${root} xmlns="${SITEMAP_NAMESPACE}"`);
  const entry = root === 'urlset' ? 'url' : 'sitemap';
  const entries = [...xml.matchAll(new RegExp(`<${entry}>([\\s\\S]*?)</${entry}>`, 'g'))].map((m) => m[1]!);
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.length).toBeLessThanOrEqual(50_000);
  return entries.map((body) => {
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toHaveLength(1);
    expect(locs[0]!.length).toBeLessThan(2048);
    expect(new URL(locs[0]!.replace(/&#38;/g, '&')).origin).toBe(ORIGIN);
    for (const [, stamp] of body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)) expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
    return locs[0]!;
  });
}

describe('pages without a server bundle', () => {
  // Server tests run before the client is built: the app answers every page path as the app shell, and
  // the real render's statuses and heads are held by e2e/tests/seo.spec.ts against the built bundle.
  it('answers every page path with the app shell, 200 and its general head, since nothing can say what the address names; none is kept', async () => {
    const product = await aShownProduct();
    for (const url of ['/', `/details/${product.id}`, '/no/such/page', `/details/${randomUUID()}`, '/products/no-such-category?lang=az']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers.etag, url).toBeUndefined();
      expect(response.headers['server-timing'], url).toBeUndefined();
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('application/ld+json');
      expect(response.body, url).not.toContain('rel="canonical"');
    }
    expect((await page('/about?lang=az')).body).toContain('<html lang="az"');
    // The API keeps its JSON 404.
    expect((await page('/api/v1/no-such-route')).json()).toEqual({ message: 'No route for GET /api/v1/no-such-route' });
  });
});

describe('GET /api/v1/Pages/head', () => {
  it('is gone: pages make their own heads, in the browser too', async () => {
    const product = await aShownProduct();
    const response = await page(`/api/v1/Pages/head?path=${encodeURIComponent(`/details/${product.id}`)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/v1/Pages/head' });
    const openapi = (await page('/api/v1/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(openapi.paths).filter((path) => /pages/i.test(path))).toEqual([]);
  });
});

describe('robots.txt and the sitemap', () => {
  it('lists every shown product, the active categories and the brands, in both languages, as the protocol shapes it', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = new Set(checkSitemapShape(response.body, 'urlset'));
    const em = t.orm.em.fork();
    const products = await query<{ id: string }>(em, 'select product_id as id from product_listing where is_active');
    const hidden = await query<{ id: string }>(em, 'select product_id as id from product_listing where not is_active');
    const categories = await query<{ slug: string; parentId: string | null }>(em, 'select slug, parent_id as "parentId" from category where is_active');
    const brands = await query<{ slug: string }>(em, 'select slug from brand');
    expect(products.length).toBeGreaterThan(10);
    for (const language of ['az', 'en']) {
      for (const { id } of products) expect(locs.has(`${ORIGIN}/details/${id}?lang=${language}`)).toBe(true);
      for (const { slug, parentId } of categories) expect(locs.has(`${ORIGIN}${parentId ? '/products/' : '/'}${slug}?lang=${language}`)).toBe(true);
      for (const { slug } of brands) expect(locs.has(`${ORIGIN}/products/brand/${slug}?lang=${language}`)).toBe(true);
      for (const { id } of hidden) expect(locs.has(`${ORIGIN}/details/${id}?lang=${language}`)).toBe(false);
    }
    expect(response.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`);
  });

  it('becomes an index of several files past the per-file limit, which together hold every address once', async () => {
    const ctx = t.contextAs(VISITOR);
    const whole = checkSitemapShape((await sitemapFile(ctx, ORIGIN, 0))!, 'urlset');
    const index = (await sitemapFile(ctx, ORIGIN, 0, 40))!;
    const files = checkSitemapShape(index, 'sitemapindex');
    expect(files).toEqual(Array.from({ length: Math.ceil(whole.length / 40) }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));
    const parts = [];
    for (let n = 1; n <= files.length; n++) parts.push(...checkSitemapShape((await sitemapFile(ctx, ORIGIN, n, 40))!, 'urlset'));
    expect(parts).toEqual(whole);
    expect(await sitemapFile(ctx, ORIGIN, files.length + 1, 40)).toBeNull();
    expect((await page('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the back office and the APIs', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/admin', '/api/', '/graphql']) expect(response.body).toContain(`Disallow: ${path}`);
  });
});

describe('the Host header', () => {
  // The pages' canonical and hreflang links: ssr.test.ts (the render is given the allowed origin).
  it('never writes a foreign Host into the sitemap or robots.txt: the allowed host instead', async () => {
    const foreign = { host: 'evil.example:666' };
    const sitemap = await page('/sitemap.xml', foreign);
    checkSitemapShape(sitemap.body, 'urlset');
    expect(sitemap.body).toContain(`hreflang="x-default" href="${ORIGIN}/about"`);
    const robots = await page('/robots.txt', foreign);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const response of [sitemap, robots]) expect(response.body).not.toContain('evil.example');
  });

  it.each(['shop.test:abc', 'shop test', '<script>', 'shop.test/x', 'user@shop.test', '[::1', 'shop..test', 'shop.test:99999', 'x'.repeat(300)])(
    'answers a malformed Host %j with 400 on pages, files and APIs',
    async (host) => {
      for (const [method, url] of [
        ['GET', '/'],
        ['GET', '/about'],
        ['GET', '/robots.txt'],
        ['GET', '/sitemap.xml'],
        ['GET', '/api/v1/Products'],
        ['POST', '/graphql'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: { host }, ...(method === 'POST' ? { payload: { query: '{ __typename }' } } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json()).toEqual({ message: 'The Host header must be a host name or address with an optional port' });
      }
    },
  );

  it('takes the allowed host in any case, and with SITE_URL unset an address with a port', async () => {
    expect((await page('/robots.txt', { host: 'SHOP.test' })).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const app = await startTestApp({ sameDatabaseAs: t, allowedHosts: ['shop.test:8080', '[::1]:3000'] });
    try {
      const robots = (host: string) => app.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } }).then((r) => r.body);
      expect(await robots('[::1]:3000')).toContain('Sitemap: http://[::1]:3000/sitemap.xml');
      expect(await robots('shop.test')).toContain('Sitemap: http://shop.test:8080/sitemap.xml');
    } finally {
      await app.close();
    }
  });
});
