import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql, signInOverApi } from './api.js';
import { waitForHydration } from './hydration.js';
import { storefrontRoutes } from './storefrontRoutes.js';

/**
 * What search engines read, from the built server bundle: every route of the client's one route table
 * rendered by the server with its head from the same render as its body, the statuses of addresses that
 * name nothing, the sitemap, and titles kept current by the app as the visitor moves.
 */

const SHOP = 'Texnika Mağazası';
const RETAIL = { email: 'retail@texnika.az', password: 'Customer123!' };

/** The route table as the built server bundle has it (client/src/app/routes.tsx through entry-server.tsx). */
async function tableRouteIds(): Promise<string[]> {
  const bundle = (await import(new URL('../../client/dist-ssr/entry-server.js', import.meta.url).href)) as { ROUTE_IDS: readonly string[] };
  return [...bundle.ROUTE_IDS];
}

/** The route the server says answered (Server-Timing: route;desc="…"). */
const routeOf = (headers: Record<string, string>) => /route;desc="([^"]+)"/.exec(headers['server-timing'] ?? '')?.[1];

/** An amount as the English interface writes it ("1,299.00"). */
const amount = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a page's head and body say, as a browser without JavaScript reads the server's HTML. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      titles: document.querySelectorAll('title').length,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      robots: meta('meta[name="robots"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      heading: document.querySelector('h1')?.textContent?.trim() ?? null,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>),
    };
  });
}

async function aProduct(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const { products } = await graphql<{ products: { items: { id: string; name: string }[] } }>(
    request,
    '{ products(input: { pageSize: 1 }) { items { id name } } }',
  );
  return products.items[0];
}

test.describe('pages for search engines', () => {
  test.describe('rendered by the server, without JavaScript', () => {
    test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'accept-language': 'en' } });

    test("renders every route of the one table: each head's title names what its body shows, the product's JSON-LD price is the price on the page", async ({
      page,
      request,
    }) => {
      // Every route of the table rendered and read: 15 s on a quiet machine, 31 s beside the other projects on
      // a slower host (2026-12-07); like the sitemap test below, it gets time for its count of pages.
      test.setTimeout(60_000);
      const urls = [...(await storefrontRoutes(request)), '/admin'];
      const seen = new Set<string>();
      const shownByBrowser: Record<string, string> = {
        '/login': 'Sign in',
        '/register': 'Create an account',
        '/cart': 'Cart',
        '/favorites': 'Favorites',
        '/profile': 'My profile',
        '/admin': 'Back office',
      };
      for (const url of urls) {
        const response = await page.goto(url);
        const route = routeOf(response!.headers());
        expect(route, url).toBeDefined();
        seen.add(route!);
        expect(response!.status(), url).toBe(url === '/no/such/page' ? 404 : 200);
        const shown = await readPage(page);
        expect([shown.titles, shown.descriptions], url).toEqual([1, 1]);
        if (url === '/') {
          expect(shown.title).toBe(`${SHOP}: computers, laptops and office equipment in Baku`);
        } else if (url in shownByBrowser) {
          // A page the browser renders (a visitor's cart is a sign-in away): its head alone, never indexed.
          expect(shown.title, url).toBe(`${shownByBrowser[url]} | ${SHOP}`);
          expect(shown.heading, url).toBeNull();
          expect(shown.robots, url).toBe('noindex, follow');
        } else {
          expect(shown.title, url).toBe(`${shown.heading} | ${SHOP}`);
        }
        if (route === 'product') {
          const [product] = shown.jsonLd;
          expect(product).toMatchObject({ '@type': 'Product', name: shown.heading, offers: { '@type': 'Offer', priceCurrency: 'AZN' } });
          const price = Number((product.offers as { price: string }).price);
          await expect(page.getByTestId('detail-price')).toContainText(amount(price));
          expect(shown.jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList', 'Organization']);
          // The shop as the store settings name it.
          const { storeSettings } = await graphql<{ storeSettings: { shopName: string; phones: { display: string }[] } }>(
            request,
            '{ storeSettings { shopName phones { display } } }',
            {},
            undefined,
            { 'accept-language': 'en' },
          );
          expect(shown.jsonLd[2]).toMatchObject({ name: storeSettings.shopName, telephone: storeSettings.phones[0].display });
        }
      }
      // The browser's router and the server read one table: every route of it answered a page here.
      expect([...seen].sort()).toEqual((await tableRouteIds()).sort());
    });

    test("writes a Retail customer's product page with the tier-2 price in its JSON-LD, the price the page shows", async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      const token = await signInOverApi(request, RETAIL);
      await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
      const { id } = await aProduct(request);
      const { product } = await graphql<{ product: { currentPrice: number } }>(request, 'query($id: ID!) { product(id: $id) { currentPrice } }', { id }, token);
      await page.goto(`/details/${id}`);
      const [data] = (await readPage(page)).jsonLd;
      expect(data.offers).toMatchObject({ price: product.currentPrice.toFixed(2) });
      await expect(page.getByTestId('detail-price')).toContainText(amount(product.currentPrice));
    });
  });

  test('answers unknown routes, slugs and ids 404 with the Not Found page and a head that is not indexed', async ({ page, request }) => {
    for (const url of [
      '/no/such/page',
      '/products/no-such-category',
      '/no-such-category',
      '/products/brand/no-such-brand',
      '/details/00000000-0000-0000-0000-000000000000',
      '/details/42',
      '/details/1/2',
      '/products/brand/%00',
      '/products/kabel%00',
    ]) {
      const response = await request.get(url, { headers: { cookie: 'language=en' } });
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html, url).toContain(`<title>Page not found | ${SHOP}</title>`);
      expect(html, url).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(response.headers().etag, url).toBeUndefined();
    }
    await page.goto('/details/00000000-0000-0000-0000-000000000000');
    await expect(page.getByTestId('product-not-found')).toBeVisible();
    await page.goto('/products/no-such-category');
    await expect(page.getByTestId('page-not-found')).toBeVisible();
  });

  test('never answers a hostile address with a server error or with its text as markup', async ({ request }) => {
    for (const url of [
      '/products?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/details/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/%E0%A4%A',
      '/products?search=%00',
      '/products/brand/a%00b?page=-1&sort=%27',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBeLessThan(500);
      expect(await response.text(), url).not.toContain('<script>alert(1)</script>');
    }
  });

  test('writes the head in the interface language: ?lang=, else the cookie, else Accept-Language, else English; canonical and hreflang links', async ({
    request,
  }) => {
    const head = async (url: string, headers: Record<string, string> = {}) => {
      const response = await request.get(url, { headers });
      const html = await response.text();
      return { html, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], language: response.headers()['content-language'] };
    };
    expect((await head('/about', { 'accept-language': 'de-DE,fr;q=0.8' })).title).toBe(`About us | ${SHOP}`);
    expect((await head('/about', { 'accept-language': 'az-AZ,az;q=0.9,en;q=0.8' })).title).toBe(`Haqqımızda | ${SHOP}`);
    expect((await head('/about', { 'accept-language': 'en', cookie: 'language=az' })).title).toBe(`Haqqımızda | ${SHOP}`);
    const english = await head('/about?lang=en', { cookie: 'language=az' });
    expect(english).toMatchObject({ title: `About us | ${SHOP}`, language: 'en' });
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+/about\\?lang=en"/>`));
    for (const [lang, query] of [
      ['az', '?lang=az'],
      ['en', '?lang=en'],
      ['x-default', ''],
    ]) {
      expect(english.html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="https?://[^/"]+/about${query.replace('?', '\\?')}"/>`));
    }
    // The plain address is its own canonical (x-default), not a copy of one language's.
    expect((await head('/about')).html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/about"\/>/);
  });

  test('keeps the title, description and canonical link current as the visitor moves inside the app, asking the server for none', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/Pages')) asked.push(request.url());
    });
    await page.goto('/products/hot-deals');
    await expect(page).toHaveTitle(`Hot deals | ${SHOP}`);
    // Moves inside the app once it runs (before, a link is followed by the browser and the server answers).
    await waitForHydration(page.getByTestId('listing-page'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByTestId('product-name').textContent())!.trim();
    await card.getByTestId('product-name').click();
    await expect(page).toHaveURL(/\/details\//);
    await expect(page).toHaveTitle(`${name} | ${SHOP}`);
    const id = new URL(page.url()).pathname.split('/').pop();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/details/${id}$`));
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head title')).toHaveCount(1);
    // The app moved, not the browser: the same document, its head changed by React.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await expect(page).toHaveTitle(`Hot deals | ${SHOP}`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/products\/hot-deals$/);
    expect(asked).toEqual([]);
  });

  test('has no /api/v1/Pages/head any more, nor lists it in the REST reference', async ({ request }) => {
    expect((await request.get('/api/v1/Pages/head?path=/about')).status()).toBe(404);
    const openapi = (await (await request.get('/api/v1/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths).filter((path) => /pages/i.test(path))).toEqual([]);
  });

  test('lists every shown product in the sitemap in both languages; its other addresses are pages the table renders', async ({ request }) => {
    // Renders every page of the sitemap that is not a product's: 9 s on a quiet machine, 19 s with the three projects at once.
    test.setTimeout(60_000);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const locs = new Set([...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&#38;/g, '&')));
    const shown: string[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const { products } = await graphql<{ products: { totalCount: number; items: { id: string }[] } }>(
        request,
        'query($page: Int!) { products(input: { page: $page, pageSize: 100 }) { totalCount items { id } } }',
        { page: pageNumber },
      );
      shown.push(...products.items.map((item) => item.id));
      if (shown.length >= products.totalCount || products.items.length === 0) break;
    }
    expect(shown.length).toBeGreaterThan(10);
    const urls = [...locs].map((loc) => new URL(loc));
    const addresses = new Set(urls.map((url) => url.pathname + url.search));
    const paths = new Set(urls.map((url) => url.pathname));
    for (const id of shown) {
      for (const language of ['az', 'en']) expect(addresses.has(`/details/${id}?lang=${language}`), `${id} ${language}`).toBe(true);
    }
    // Every other address of the sitemap is a page the route table renders, found (products: above).
    for (const path of [...paths].filter((p) => !p.startsWith('/details/'))) {
      const response = await request.get(`${path}?lang=en`);
      expect(response.status(), path).toBe(200);
      expect(routeOf(response.headers()), path).not.toBe('not-found');
    }
  });
});
