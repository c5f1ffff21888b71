import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { graphql, signInOverApi } from './api.js';
import { isHydrated, movePointer, waitForHydration } from './hydration.js';

/** The demo Retail customer (development start): tier-2 prices. */
const RETAIL = { email: 'retail@texnika.az', password: 'Customer123!' };
/** Products per listing page (client/src/features/listing/operations.ts). */
const LISTING_PAGE_SIZE = 10;

interface Priced {
  id: string;
  name: string;
  currentPrice: number;
}

const PRODUCTS = '{ products(page: 1, pageSize: 100) { items { id name currentPrice } } }';

/** An amount as the English interface writes it ("1,299.00"). */
const amount = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A product whose Retail price differs from the visitor's, with both prices. */
/** Signs the browser in as the Retail customer (the `token` cookie pages read); answers a product whose tier-2 price differs. */
async function signInRetail(request: APIRequestContext, context: BrowserContext, baseURL: string) {
  const token = await signInOverApi(request, RETAIL);
  await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
  return productWithTierPrice(request, token);
}

async function productWithTierPrice(request: APIRequestContext, token: string): Promise<{ id: string; name: string; visitor: number; retail: number }> {
  const visitor = (await graphql<{ products: { items: Priced[] } }>(request, PRODUCTS)).products.items;
  const retail = (await graphql<{ products: { items: Priced[] } }>(request, PRODUCTS, {}, token)).products.items;
  const product = visitor.find((p) => retail.some((r) => r.id === p.id && r.currentPrice !== p.currentPrice));
  expect(product, 'the demo catalogue has a product with its own Retail price').toBeDefined();
  return { id: product!.id, name: product!.name, visitor: product!.currentPrice, retail: retail.find((r) => r.id === product!.id)!.currentPrice };
}

test.describe('server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a product's name, price and breadcrumb are in the HTML", async ({ page, request }) => {
    const [product] = (await graphql<{ products: { items: Priced[] } }>(request, '{ products(page: 1, pageSize: 1) { items { id name currentPrice } } }'))
      .products.items;
    const response = await page.goto(`/details/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('product-title')).toHaveText(product.name);
    await expect(page.getByTestId('detail-price')).toContainText(amount(product.currentPrice));
    const breadcrumb = page.getByTestId('product-breadcrumb');
    await expect(breadcrumb.getByRole('link').first()).toBeVisible();
    await expect(breadcrumb).toContainText(product.name);
  });

  test("a listing's first page is in the HTML", async ({ page, request }) => {
    const { products } = await graphql<{ products: { totalCount: number; items: { name: string }[] } }>(
      request,
      `{ products(input: { hotDealsOnly: true, page: 1, pageSize: ${LISTING_PAGE_SIZE} }) { totalCount items { name } } }`,
    );
    expect(products.totalCount).toBeGreaterThan(0);
    await page.goto('/products/hot-deals');
    await expect(page.getByTestId('listing-title')).toHaveText('Hot deals');
    const cards = page.getByTestId('listing-results').getByTestId('product-card');
    await expect(cards).toHaveCount(products.items.length);
    await expect(cards.getByTestId('product-name')).toHaveText(products.items.map((item) => item.name));
    await expect(page.getByTestId('listing-count')).toContainText(String(products.totalCount));
  });

  test('a signed-in Retail customer gets the tier-2 price, privately; a visitor right after gets the visitor price', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const product = await signInRetail(request, context, baseURL!);
    const signedIn = await page.goto(`/details/${product.id}`);
    expect(signedIn?.headers()['cache-control']).toContain('private');
    await expect(page.getByTestId('detail-price')).toContainText(amount(product.retail));

    await context.clearCookies();
    const visitor = await page.goto(`/details/${product.id}`);
    expect(visitor?.headers()['cache-control']).toContain('public');
    await expect(page.getByTestId('detail-price')).toContainText(amount(product.visitor));
    await expect(page.getByTestId('detail-price')).not.toContainText(amount(product.retail));
  });
});

const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

test.describe('one render per page', () => {
  test('every public route renders in at most two passes (its queries asked together), on a desktop and a phone', async ({ request }) => {
    const [product] = (await graphql<{ products: { items: Priced[] } }>(request, '{ products(page: 1, pageSize: 1) { items { id name currentPrice } } }'))
      .products.items;
    const routes = [
      '/',
      '/komputerler',
      '/products/noutbuklar',
      '/products/hot-deals',
      '/products?page=2',
      '/products?search=lenovo',
      `/details/${product.id}`,
      '/about',
    ];
    const renders: string[] = [];
    for (const agent of [DESKTOP_AGENT, PHONE_AGENT]) {
      for (const route of routes) {
        // A query of its own: rendered now, not answered from the page cache.
        const url = `${route}${route.includes('?') ? '&' : '?'}render=${Math.random().toString(36).slice(2)}`;
        const response = await request.get(url, { headers: { 'user-agent': agent } });
        expect(response.status(), url).toBe(200);
        const timing = response.headers()['server-timing'] ?? '';
        const passes = Number(/desc="(\d+) passes"/.exec(timing)?.[1]);
        if (!(passes <= 2)) renders.push(`${route} on a ${agent === PHONE_AGENT ? 'phone' : 'desktop'}: ${timing || 'no render'}`);
      }
    }
    expect(renders).toEqual([]);
  });
});

/** Console errors and warnings, uncaught errors, and the GraphQL requests the page makes from `since` on. */
function watch(page: Page) {
  const problems: string[] = [];
  const operations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
  });
  return { problems, operations };
}

test.describe('hydration', () => {
  for (const { name, url, ready } of [
    { name: 'a product page', url: '/details/first', ready: 'product-title' },
    { name: 'a listing', url: '/products/hot-deals', ready: 'listing-results' },
    { name: 'a category listing', url: '/products/noutbuklar', ready: 'listing-results' },
    { name: "all products' second page", url: '/products?page=2', ready: 'listing-results' },
    { name: 'search results', url: '/products?search=lenovo', ready: 'listing-results' },
    { name: 'a top category', url: '/komputerler', ready: 'breadcrumbs' },
    { name: 'the home page', url: '/', ready: 'banner-carousel' },
    { name: 'an info page', url: '/about', ready: 'about-text' },
  ]) {
    test(`${name} hydrates without a warning and asks nothing the server rendered`, async ({ page, request }) => {
      let path = url;
      if (url === '/details/first') {
        const [product] = (await graphql<{ products: { items: Priced[] } }>(request, '{ products(page: 1, pageSize: 1) { items { id name currentPrice } } }'))
          .products.items;
        path = `/details/${product.id}`;
      }
      const { problems, operations } = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      const shown = page.getByTestId(ready).first();
      await expect(shown).toBeVisible();
      await waitForHydration(shown);
      expect(problems).toEqual([]);
      expect(operations).toEqual([]);
      // The server's style tags stay where they are, and no style they hold is inserted again (client/src/lib/emotionCache.ts).
      const styles = await page.evaluate(() => {
        const fromServer = [...document.querySelectorAll('style[data-emotion-ssr]')];
        const names = new Set(fromServer.flatMap((tag) => (tag.getAttribute('data-emotion-ssr') ?? '').split(' ').slice(1)));
        const insertedAgain = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
          .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
          .filter((text) => names.has(/\.css-([\w-]+)/.exec(text)?.[1] ?? ''));
        return { serverTags: fromServer.length, insertedAgain };
      });
      expect(styles.serverTags).toBeGreaterThan(0);
      expect(styles.insertedAgain).toEqual([]);
    });
  }
});

test('a page in Azerbaijani (the language cookie) is rendered and hydrated in Azerbaijani', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'az', url: baseURL! }]);
  const { problems, operations } = watch(page);
  await page.goto('/products/hot-deals', { waitUntil: 'networkidle' });
  const title = page.getByTestId('listing-title');
  await expect(title).toHaveText('Qaynar təkliflər');
  await waitForHydration(title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  expect(problems).toEqual([]);
  expect(operations).toEqual([]);
});

test.describe('hydration for a signed-in customer', () => {
  test('the cart and the favorites are their own and ask nothing again; a product page, kept for the tier, asks only their own data', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const product = await signInRetail(request, context, baseURL!);
    const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
    await graphql(request, 'mutation($id: ID!) { addFavorite(productId: $id) { isFavorite } }', { id: product.id }, token);
    for (const [path, ready] of [
      ['/cart', 'cart-page'],
      ['/favorites', 'favorites-page'],
    ] as const) {
      const { problems, operations } = watch(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.headers()['cache-control'], path).toContain('private');
      // A customer's page starts its app at once (their own data is asked by it): no input needed.
      await waitForHydration(page.getByTestId(ready).first(), { untouched: true });
      expect(problems, path).toEqual([]);
      expect(operations, path).toEqual([]);
    }

    // Shared by every Retail customer: the server's page has no name, badge or mark of theirs; the
    // browser asks them once hydrated, in space kept for them (nothing moves).
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const { problems, operations } = watch(page);
    const response = await page.goto(`/details/${product.id}`, { waitUntil: 'networkidle' });
    expect(response?.headers()['cache-control']).toContain('private');
    expect(response?.headers()['etag']).toBeTruthy();
    await waitForHydration(page.getByTestId('detail-price'), { untouched: true });
    await expect(page.getByTestId('detail-price')).toContainText(amount(product.retail));
    await expect(page.getByTestId('favorite-button')).toHaveAttribute('data-favorite', 'true');
    await expect(page.getByTestId('favorites-link-count')).toHaveText(/^[1-9]/);
    expect(problems).toEqual([]);
    expect([...new Set(operations)].sort()).toEqual(expect.arrayContaining(['CartCount', 'FavoritesCount', 'OwnMarks']));
    expect(operations.filter((name) => !['CartCount', 'FavoritesCount', 'OwnMarks', 'Me', 'OwnStockNotice'].includes(name))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.05);
    await graphql(request, 'mutation($id: ID!) { removeFavorite(productId: $id) { isFavorite } }', { id: product.id }, token);
  });
});

test.describe("a visitor's page runs no app code until a person shows up", () => {
  for (const { how, act } of [
    { how: 'the mouse moves', act: movePointer },
    { how: 'the page scrolls', act: (page: Page) => page.evaluate(() => window.scrollBy(0, 200)) },
    { how: 'a key is pressed', act: (page: Page) => page.keyboard.press('Tab') },
  ]) {
    test(`then it hydrates: ${how}`, async ({ page }) => {
      // Fetched into the cache once the page has loaded (a prefetch), run as a module script only later.
      const prefetched: string[] = [];
      const appCode: string[] = [];
      page.on('request', (request) => {
        if (!/\/assets\/app-[^/]+\.js$/.test(request.url())) return;
        (request.resourceType() === 'script' ? appCode : prefetched).push(request.url());
      });
      // What the page saw before the test acted, for the failure message: a run of the whole suite once
      // found the app asked for before any input, and which event (or part in view) started it is unknown.
      await page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { intentsSeen: string[] }).intentsSeen = []);
        for (const type of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll']) {
          addEventListener(
            type,
            (event) =>
              seen.push(
                `${type} trusted=${event.isTrusted} ${event instanceof MouseEvent ? `at ${event.clientX},${event.clientY} moved ${event.movementX},${event.movementY}` : ''}`,
              ),
            {
              capture: true,
              passive: true,
            },
          );
        }
      });
      const { problems } = watch(page);
      await page.goto('/products/noutbuklar', { waitUntil: 'networkidle' });
      const listing = page.getByTestId('listing-page');
      await expect(listing).toBeVisible();
      // A move that does not move, as the browser sends to re-check what a resting pointer is over: not a person.
      await page.evaluate(() => dispatchEvent(new PointerEvent('pointermove', { clientX: 0, clientY: 0 })));
      await page.waitForTimeout(1000);
      const before = await page.evaluate(() => ({
        events: (window as unknown as { intentsSeen: string[] }).intentsSeen,
        partsInView: [...document.querySelectorAll('[data-browser-renders]')].map((part) => Math.round(part.getBoundingClientRect().top - innerHeight)),
      }));
      expect(appCode, `asked for before any input; seen: ${JSON.stringify(before)}`).toEqual([]);
      expect(prefetched).toHaveLength(1);
      expect(await isHydrated(listing)).toBe(false);
      await act(page);
      await waitForHydration(listing, { untouched: true });
      expect(appCode).toHaveLength(1);
      expect(problems).toEqual([]);
    });
  }
});

/** Holds the app's code back until the returned function is called: till then the page is its server-rendered HTML alone. */
async function holdAppCode(page: Page): Promise<() => void> {
  let releaseApp!: () => void;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return releaseApp;
}

test('a click on a button before the page is hydrated takes effect once it is', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the grid/rows switch is a large-screen control');
  // The app's code is held back until the click has happened: the page is server-rendered HTML alone.
  const releaseApp = await holdAppCode(page);
  await page.goto('/products/noutbuklar', { waitUntil: 'domcontentloaded' });
  const results = page.getByTestId('listing-results');
  await expect(results).toHaveAttribute('data-view', 'rows');
  await page.getByTestId('view-grid').click();
  expect(await page.getByTestId('listing-page').evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(false);
  await expect(results).toHaveAttribute('data-view', 'rows');
  releaseApp();
  await expect(results).toHaveAttribute('data-view', 'grid');
  await expect(page.getByTestId('view-grid')).toHaveAttribute('aria-pressed', 'true');
});

test('the search field works before the page is hydrated: Enter sends the form to the results page', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone opens its search in an overlay the app draws');
  // The app's code never comes: what works here is the server-rendered form alone.
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('search-input').fill('dell');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/products\?search=dell$/);
  await expect(page.getByTestId('listing-results').getByTestId('product-name').first()).toContainText(/dell/i);
});

test('a press begun before the page is hydrated and released after it still opens the sort menu', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one layout is enough: the select is the same');
  const releaseApp = await holdAppCode(page);
  await page.goto('/products/noutbuklar', { waitUntil: 'domcontentloaded' });
  // The select opens on the press, which nothing hears yet; the release (the click) comes once React runs.
  const sort = page.getByTestId('sort-select');
  const box = (await sort.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  releaseApp();
  await waitForHydration(page.getByTestId('listing-page'), { untouched: true }); // the button is held down where it is
  await page.waitForTimeout(200); // and its effects have run (it reports itself hydrated from one)
  await page.mouse.up();
  await expect(page.getByRole('option', { name: /Name: A to Z/ })).toBeVisible();
});

test('text typed in the search field before the page is hydrated opens its results once it is', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone opens its search in an overlay the app draws');
  const releaseApp = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('search-input').fill('dell');
  releaseApp();
  await expect(page.getByTestId('search-result').first()).toContainText(/dell/i);
  await expect(page.getByTestId('search-input')).toHaveValue('dell');
});
