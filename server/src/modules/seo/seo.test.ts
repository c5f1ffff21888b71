import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';
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
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

interface Shown {
  id: string;
  name: string;
  sku: string;
  stock: number;
  tier1: number;
  tier2: number;
  categorySlug: string;
}

/** A product the shop shows, with its tier 1 and 2 prices, read straight from the database. */
async function aShownProduct(): Promise<Shown> {
  const [row] = await query<Shown>(
    t.orm.em.fork(),
    `select p.id, coalesce(nullif(p.name_en, ''), p.name) as name, p.sku, p.stock_quantity as stock, c.slug as "categorySlug",
       (select discounted_price_minor from product_price where product_id = p.id and tier = 1) as tier1,
       (select discounted_price_minor from product_price where product_id = p.id and tier = 2) as tier2
     from product_listing l join product p on p.id = l.product_id join category c on c.id = p.category_id
     where l.is_active and exists (select 1 from product_image i where i.product_id = p.id)
       and (select discounted_price_minor from product_price where product_id = p.id and tier = 2)
         <> (select discounted_price_minor from product_price where product_id = p.id and tier = 1)
     order by p.created_at limit 1`,
  );
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

describe('page status', () => {
  it('answers the shop pages 200 with their own title, and unknown routes, slugs and ids 404 with the Not Found page', async () => {
    const product = await aShownProduct();
    const [brand] = await query<{ slug: string }>(t.orm.em.fork(), 'select slug from brand order by slug limit 1');
    for (const url of [
      '/',
      '/about',
      '/products/hot-deals',
      `/products/${product.categorySlug}`,
      '/komputerler',
      `/products/brand/${brand!.slug}`,
      `/details/${product.id}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    for (const url of [
      '/no/such/page',
      '/products/no-such-category',
      '/no-such-category',
      '/products/brand/no-such-brand',
      `/details/${randomUUID()}`,
      '/details/42',
      '/details/1/2',
      '/products/brand/%00',
      '/products/brand/a%00b',
      '/products/kabel%00',
    ]) {
      const response = await page(url, { cookie: 'language=en' });
      expect(response.statusCode, url).toBe(404);
      expect(titleOf(response.body)).toBe('Page not found | Texnika Mağazası');
      expect(response.body).toContain('<meta name="robots" content="noindex, follow" />');
    }
    // The API keeps its JSON 404.
    expect((await page('/api/v1/no-such-route')).json()).toEqual({ message: 'No route for GET /api/v1/no-such-route' });
  });

  it('writes the head in the interface language: the cookie, else Accept-Language, else English; ?lang= picks one', async () => {
    // Nothing said, or only languages the shop does not have: English, the spec's default and fallback.
    const unstated: Record<string, string>[] = [{}, { 'accept-language': 'de-DE,fr;q=0.8' }, { cookie: 'language=fr', 'accept-language': '*' }];
    for (const headers of unstated) {
      const plain = await page('/about', headers);
      expect(titleOf(plain.body), JSON.stringify(headers)).toBe('About us | Texnika Mağazası');
      expect(plain.body).toContain('<html lang="en"');
      expect(plain.headers['content-language']).toBe('en');
    }
    expect(titleOf((await page('/about', { 'accept-language': 'en-GB,en;q=0.9' })).body)).toBe('About us | Texnika Mağazası');
    expect(titleOf((await page('/about', { 'accept-language': 'az-AZ,az;q=0.9,en;q=0.8' })).body)).toBe('Haqqımızda | Texnika Mağazası');
    expect(titleOf((await page('/about', { 'accept-language': 'en', cookie: 'language=az' })).body)).toBe('Haqqımızda | Texnika Mağazası');
    const azerbaijani = await page('/about?lang=az');
    expect(titleOf(azerbaijani.body)).toBe('Haqqımızda | Texnika Mağazası');
    expect(azerbaijani.body).toContain('<html lang="az"');
    expect(azerbaijani.body).toContain(`<link rel="canonical" href="${ORIGIN}/about?lang=az" />`);
    const english = await page('/about?lang=en', { cookie: 'language=az' });
    expect(titleOf(english.body)).toBe('About us | Texnika Mağazası');
    expect(english.body).toContain('<html lang="en"');
    expect(english.headers['content-language']).toBe('en');
    expect(english.body).toContain(`<link rel="canonical" href="${ORIGIN}/about?lang=en" />`);
    // The plain address follows the visitor's language, English when none of ours is stated (x-default): it is
    // its own canonical, not a copy of one language's.
    expect((await page('/about', { 'accept-language': 'en' })).body).toContain(`<link rel="canonical" href="${ORIGIN}/about" />`);
    expect((await page('/about')).body.match(/<link rel="canonical" href="([^"]*)"/)?.[1]).toBe(`${ORIGIN}/about`);
    for (const [lang, href] of [
      ['az', `${ORIGIN}/about?lang=az`],
      ['en', `${ORIGIN}/about?lang=en`],
      ['x-default', `${ORIGIN}/about`],
    ]) {
      expect(english.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
    }
    expect(english.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(english.body.match(/<title>/g)).toHaveLength(1);
  });
});

describe('GET /api/v1/Pages/head', () => {
  it("answers a page's title, description and status for the storefront's moves between pages, in the viewer's language", async () => {
    const product = await aShownProduct();
    const head = (path: string, cookie = 'language=en') =>
      t.app.inject({ method: 'GET', url: `/api/v1/Pages/head?path=${encodeURIComponent(path)}`, headers: { cookie } });
    expect((await head(`/details/${product.id}`)).json()).toMatchObject({ title: `${product.name} | Texnika Mağazası`, status: 200 });
    expect((await head('/products?search=hp')).json()).toMatchObject({ title: 'Search results for “hp” | Texnika Mağazası', status: 200 });
    expect((await head('/about', 'language=az')).json()).toMatchObject({ title: 'Haqqımızda | Texnika Mağazası', status: 200 });
    expect((await head('/no/such/page')).json()).toEqual({
      title: 'Page not found | Texnika Mağazası',
      description: 'The address may be mistyped, or the page has moved.',
      status: 404,
    });
    expect((await head('//elsewhere.test/products/no-such-category')).json()).toMatchObject({ status: 404 });
  });
});

describe('product page head', () => {
  it('describes the product in JSON-LD: Product with an Offer in AZN at the visitor price, BreadcrumbList, Organization with the offices', async () => {
    const product = await aShownProduct();
    const response = await page(`/details/${product.id}`, { cookie: 'language=en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(titleOf(response.body)).toBe(`${product.name} | Texnika Mağazası`.replace(/&/g, '&#38;'));
    const [item, breadcrumbs, organization] = jsonLdOf(response.body);

    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      url: `${ORIGIN}/details/${product.id}`,
    });
    expect(typeof item!.description).toBe('string');
    const images = item!.image as string[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(item!.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'AZN',
      price: (product.tier1 / 100).toFixed(2),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${ORIGIN}/details/${product.id}`,
    });
    expect(response.body).toContain(`<meta property="og:image" content="${images[0]}" />`);
    expect(response.body).toContain('<meta property="og:type" content="product" />');

    expect(breadcrumbs!['@type']).toBe('BreadcrumbList');
    const trail = breadcrumbs!.itemListElement as { '@type': string; position: number; name: string; item: string }[];
    expect(trail[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` });
    expect(trail.at(-1)).toEqual({ '@type': 'ListItem', position: trail.length, name: product.name, item: `${ORIGIN}/details/${product.id}` });
    expect(trail.map((x) => x.item)).toContain(`${ORIGIN}/products/${product.categorySlug}`);

    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Texnika Mağazası', url: `${ORIGIN}/` });
    // The store settings' offices (modules/settings; their test changes them).
    const addresses = organization!.address as { '@type': string; name: string; streetAddress: string; addressCountry: string }[];
    expect(addresses.map((a) => [a['@type'], a.name, a.streetAddress, a.addressCountry])).toEqual([
      ['PostalAddress', 'Head office', '15 Nizami street, Sabail district, Baku', 'AZ'],
      ['PostalAddress', 'Service centre', '152 Heydar Aliyev avenue, Khatai district, Baku', 'AZ'],
    ]);
  });

  it('prices a signed-in Retail customer (the token cookie) at tier 2, privately', async () => {
    const product = await aShownProduct();
    const { authorization } = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD);
    const response = await page(`/details/${product.id}`, { cookie: `language=en; token=${authorization!.slice('Bearer '.length)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(jsonLdOf(response.body)[0]!.offers).toMatchObject({ price: (product.tier2 / 100).toFixed(2) });
    // A token that no longer holds is a visitor's page (not an error), still never shared.
    const stale = await page(`/details/${product.id}`, { cookie: 'token=not-a-token' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    expect(jsonLdOf(stale.body)[0]!.offers).toMatchObject({ price: (product.tier1 / 100).toFixed(2) });
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
  it('never writes a foreign Host into canonical and hreflang links, the sitemap or robots.txt: the allowed host instead', async () => {
    const foreign = { host: 'evil.example:666' };
    const about = await page('/about', foreign);
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain(`<link rel="canonical" href="${ORIGIN}/about" />`);
    expect(about.body).toContain(`hreflang="x-default" href="${ORIGIN}/about"`);
    const sitemap = await page('/sitemap.xml', foreign);
    checkSitemapShape(sitemap.body, 'urlset');
    const robots = await page('/robots.txt', foreign);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const response of [about, sitemap, robots]) expect(response.body).not.toContain('evil.example');
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
