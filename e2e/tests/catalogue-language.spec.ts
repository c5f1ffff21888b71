import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { graphql } from './api.js';
import { visit } from './visit.js';

/**
 * Issue 28, "catalogue text in both languages everywhere it is shown": in English a banner's title,
 * description and button, a specification value, a product name and a file description read in English;
 * then every kind of public page (home, listings, every category, every brand, a sample of products, the
 * info pages) is read in English for Azerbaijani words of the demo catalogue, and in Azerbaijani for its
 * English words. Page text, the title, the meta description and the structured data are all read.
 */

/** Azerbaijani words of the demo catalogue (stems: any ending), none of which an English page may show. */
const AZERBAIJANI_WORDS =
  /(?<![\p{L}\p{N}])(noutbuk|kompüter|kommutator|kamera|skaner|proyektor|monoblok|videokart|zəmanət|şəbəkə|müşahidə|printerlər|printeri|istehsal|prosessor|xüsusiyyət|məlumat|endirim|ətraflı|monoxrom|rəngli|operativ|yaddaş|ayırdetmə|qaynar|təklif|kataloq|quraşdır|qeydiyyat)\p{L}*|(?<![\p{L}\p{N}])(yox|bəli|oyun|diski|kanal|bax|seç|səh\/dəq|düym)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\d+\s+ay(?![\p{L}\p{N}])/giu;

/**
 * English words of the demo catalogue that an Azerbaijani page may not show (model names such as MSI's
 * "Gaming X Slim" or HP's "Pro Tower" stay, so whole phrases are looked for there).
 */
const ENGLISH_WORDS =
  /(?<![\p{L}\p{N}])(laptops?|computers?|switch(es)?|cameras?|scanners?|projectors?|graphics cards?|warranty|months|gaming (laptop|pc|monitor)s?|surveillance|receipt printers?|label printers?|barcode|wireless|network|monochrome|colour|main features|general information|learn more|discounts|hot deals|everything for the office|special prices|set-up guide|recorders|processor|storage|resolution|yes)(?![\p{L}\p{N}])/giu;

interface Catalogue {
  products: { items: { id: string }[] };
  categoryTree: { slug: string; subCategories: { slug: string; subCategories: { slug: string }[] }[] }[];
  brands: { slug: string }[];
}

/** Every public route kind: home, listings, every category (top level and below), every brand, a spread of products, the info pages. */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const { products, categoryTree, brands } = await graphql<Catalogue>(
    request,
    '{ products(input: { pageSize: 100 }) { items { id } } categoryTree { slug subCategories { slug subCategories { slug } } } brands { slug } }',
  );
  // Every seventh product (at least 10; the listings show every product's name and card).
  const sample = products.items.filter((_, i) => i % 7 === 0);
  expect(sample.length).toBeGreaterThanOrEqual(10);
  return [
    '/',
    '/products',
    '/products/hot-deals',
    '/products/recommended',
    '/products?search=lenovo',
    ...categoryTree.map((top) => `/${top.slug}`),
    ...categoryTree.flatMap((top) =>
      top.subCategories.flatMap((sub) => [`/products/${sub.slug}`, ...sub.subCategories.map((leaf) => `/products/${leaf.slug}`)]),
    ),
    ...brands.map((brand) => `/products/brand/${brand.slug}`),
    ...sample.map((p) => `/details/${p.id}`),
    '/about',
    '/contact',
    '/download',
    '/secure',
    '/software',
  ];
}

/** Pages that also load their rows below the fold in the browser (the rest is read as the server renders it). */
const HYDRATED_SAMPLE = (routes: string[]) => routes.filter((route) => route === '/' || route === '/download' || route.startsWith('/details/')).slice(0, 4);

/** What a page says: its text, title, meta description and structured data. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '');
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return [document.title, description, document.body.innerText, ...structured].join('\n');
  });
}

/** Foreign words of a page's text, with where; addresses (slugs, picture file names) are not words a visitor reads. */
function foreignWords(route: string, pageText: string, words: RegExp): string[] {
  const text = pageText.replace(/(https?:\/\/|\/)[^\s"]+/g, ' ');
  return [...text.matchAll(words)].map((match) => {
    const context = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, ' ');
    return `${route}: "${match[0]}" in "…${context}…"`;
  });
}

/**
 * Reads every route in `language` and lists each foreign word found, with where: every route as the
 * server renders it (what search engines and the first paint show: a browser without JavaScript, which
 * is quick), and a sample once the app has run in the browser and loaded the rows below the fold.
 */
async function scan(browser: Browser, baseURL: string, language: 'en' | 'az', routes: string[], words: RegExp): Promise<string[]> {
  const found: string[] = [];
  const rendered = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await rendered.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await rendered.newPage();
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    found.push(...foreignWords(route, await pageText(page), words));
  }
  await rendered.close();

  const live = await browser.newContext({ baseURL });
  await live.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const app = await live.newPage();
  for (const route of HYDRATED_SAMPLE(routes)) {
    await visit(app, () => app.goto(route));
    // The rows below the fold ask for their data a frame or more after they scroll into view. (A second
    // waitForLoadState('networkidle') here waited for nothing: that state is reached once per navigation.)
    await visit(app, () => app.evaluate(() => window.scrollTo(0, document.body.scrollHeight)), { quietMs: 500 });
    found.push(...foreignWords(`${route} (in the browser)`, await pageText(app), words));
  }
  await live.close();
  return [...new Set(found)];
}

test.describe('catalogue text in the interface language', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop: one run of the page walk is enough');

  test('in English: a banner, a product name, a specification value and a file description read in English', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const inLanguage = (language: 'en' | 'az') => context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    await inLanguage('en');
    await page.goto('/');
    const slide = page.locator('[data-testid="banner-slide"][data-active]');
    // The first demo banner's texts, written over a picture that has none.
    await expect(slide.getByTestId('banner-title')).toHaveText('Gaming laptops');
    await expect(slide.getByTestId('banner-description')).toHaveText('Special prices on RTX 40 series laptops');
    await expect(slide.getByTestId('banner-link')).toHaveText('View');
    await expect(slide.getByTestId('banner-title')).toBeVisible();

    const { products } = await graphql<{ products: { items: { id: string; name: string }[] } }>(
      page.request,
      '{ products(input: { search: "Legion 5 16IRX9", pageSize: 5 }) { items { id name } } }',
    );
    const legion = products.items[0];
    await page.goto(`/details/${legion.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lenovo Legion 5 16IRX9 Gaming Laptop');
    await expect(page.getByTestId('specifications-table').getByRole('row', { name: 'Warranty' }).getByRole('cell')).toHaveText('12 months');
    await expect(page).toHaveTitle(/Lenovo Legion 5 16IRX9 Gaming Laptop/);

    await page.goto('/download');
    await expect(page.getByTestId('download-list')).toContainText('Short set-up guide for Xprinter receipt printers');

    // The same banner and product in Azerbaijani.
    await inLanguage('az');
    await page.goto('/');
    await expect(page.locator('[data-testid="banner-slide"][data-active]').getByTestId('banner-title')).toHaveText('Oyun noutbukları');
    await page.goto(`/details/${legion.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lenovo Legion 5 16IRX9 Oyun Noutbuku');
    await expect(page.getByTestId('specifications-table').getByRole('row', { name: 'Zəmanət' }).getByRole('cell')).toHaveText('12 ay');
  });

  test('every public page in English shows no Azerbaijani catalogue word', async ({ browser, request, baseURL }) => {
    test.setTimeout(420_000);
    expect(await scan(browser, baseURL!, 'en', await publicRoutes(request), AZERBAIJANI_WORDS)).toEqual([]);
  });

  test('every public page in Azerbaijani shows no English catalogue word', async ({ browser, request, baseURL }) => {
    test.setTimeout(420_000);
    expect(await scan(browser, baseURL!, 'az', await publicRoutes(request), ENGLISH_WORDS)).toEqual([]);
  });
});
