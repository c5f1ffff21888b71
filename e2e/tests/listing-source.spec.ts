import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.js';
import { chooseSort } from './sort.js';

/**
 * A filter or a sort narrows or orders what the route lists: on search results it keeps the search
 * text, on hot deals the hot-deal restriction (they were once lost, and the whole catalogue showed).
 */

/** The number in the "N products" text next to a listing's title. */
async function listedCount(page: Page): Promise<number> {
  const count = page.getByTestId('listing-count');
  await expect(count).toHaveText(/^\d+ products?$/);
  return Number((await count.textContent())!.replace(/\D/g, ''));
}

/** How many products the API lists for an input (the same query the page asks). */
async function apiCount(request: APIRequestContext, input: Record<string, unknown>): Promise<number> {
  const response = await request.post('/graphql', {
    data: { query: 'query($input: ProductListInput!) { products(input: $input) { totalCount } }', variables: { input } },
  });
  return ((await response.json()) as { data: { products: { totalCount: number } } }).data.products.totalCount;
}

/** Sets the highest price in the sidebar (desktop) or the filter panel (mobile). */
async function setMaxPrice(page: Page, isMobile: boolean, max: number) {
  if (isMobile) {
    await page.getByTestId('open-filters').click();
    await page.getByTestId('filter-dialog').getByTestId('price-max').fill(String(max));
    await page.getByTestId('filters-show').click();
  } else {
    await page.getByTestId('filter-sidebar').getByTestId('price-max').fill(String(max));
    await page.getByTestId('filter-sidebar').getByTestId('price-max').press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`max=${max}`));
}

const shownPrices = async (page: Page) =>
  (await page.getByTestId('listing-results').getByTestId('product-price').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));

test.describe('a filter or sort keeps what the route lists', () => {
  test.describe.configure({ timeout: 90_000 });

  test('search results: sorting and a price bound keep the search text', async ({ page, request, isMobile }) => {
    const everything = await apiCount(request, {});
    await page.goto('/products?search=noutbuk');
    // The server-rendered page takes clicks once React has taken it over.
    await waitForHydration(page.getByTestId('listing-page'));
    const found = await listedCount(page);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(everything);

    await chooseSort(page, /Price: low to high/);
    await expect(page).toHaveURL(/search=noutbuk/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByTestId('listing-title')).toHaveText('Search results for “noutbuk”');
    await expect(page.getByTestId('listing-count')).toHaveText(`${found} products`);
    await expect
      .poll(async () => {
        const prices = await shownPrices(page);
        return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
      })
      .toBe(true);

    const max = 1500;
    const expected = await apiCount(request, { search: 'noutbuk', maxPrice: max });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(found);
    await setMaxPrice(page, isMobile, max);
    await expect(page).toHaveURL(/search=noutbuk/);
    await expect(page.getByTestId('listing-count')).toHaveText(`${expected} products`);
    await expect.poll(async () => (await shownPrices(page)).every((p) => p <= max)).toBe(true);
  });

  test('hot deals: sorting and a price bound keep only hot deals', async ({ page, request, isMobile }) => {
    const deals = await apiCount(request, { hotDealsOnly: true });
    const everything = await apiCount(request, {});
    expect(deals).toBeLessThan(everything);
    await page.goto('/products/hot-deals');
    // The server-rendered page takes clicks once React has taken it over.
    await waitForHydration(page.getByTestId('listing-page'));
    expect(await listedCount(page)).toBe(deals);

    const results = page.getByTestId('listing-results');
    const everyCardHot = async () => {
      const cards = await results.getByTestId('product-card').count();
      return cards > 0 && (await results.getByTestId('hot-deal-badge').count()) === cards;
    };
    await chooseSort(page, /Price: high to low/);
    await expect(page).toHaveURL(/\/products\/hot-deals\?sort=price_desc$/);
    await expect(page.getByTestId('listing-count')).toHaveText(`${deals} products`);
    await expect.poll(everyCardHot).toBe(true);

    const max = 1000;
    const expected = await apiCount(request, { hotDealsOnly: true, maxPrice: max });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(deals);
    await setMaxPrice(page, isMobile, max);
    await expect(page.getByTestId('listing-count')).toHaveText(`${expected} products`);
    await expect.poll(everyCardHot).toBe(true);
  });
});
