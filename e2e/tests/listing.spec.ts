import { seriousViolations } from './axe.js';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.js';
import { chooseSort } from './sort.js';
import { screenshotPath } from './screenshots.js';
import { PHONE } from './phone.js';

/** The number in the "N products" text next to a listing's title. */
async function listedCount(page: Page): Promise<number> {
  const count = page.getByTestId('listing-count');
  await expect(count).toHaveText(/^\d+ products?$/);
  return Number((await count.textContent())!.replace(/\D/g, ''));
}

async function productNames(page: Page): Promise<string[]> {
  const results = page.getByTestId('listing-results');
  await expect(results.getByTestId('product-card').first()).toBeVisible();
  return results.getByTestId('product-name').allTextContents();
}

/** Opens every option of a filter group (past the first six, behind "Show N more"), once its options are there. */
async function expandGroup(group: Locator) {
  await expect(group.getByTestId('filter-option').first()).toBeVisible();
  const more = group.getByRole('button', { name: /Show \d+ more/ });
  if ((await more.count()) > 0) await more.click();
}

test.describe('product listing', () => {
  // Several round trips per test on a shared, busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('category page: title, subcategory tiles and six recent products', PHONE, async ({ page }, testInfo) => {
    await page.goto('/komputerler');
    await expect(page.getByTestId('category-title')).toHaveText('Computers');
    await expect(page.getByTestId('breadcrumbs')).toContainText('Home');
    await expect(page.getByTestId('breadcrumbs')).toContainText('Computers');
    const tiles = page.getByTestId('category-tile');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.first()).toContainText('Desktop computers');
    await expect(page.getByTestId('category-recent').getByTestId('product-card')).toHaveCount(6);
    await expect(page.getByTestId('category-recent').getByTestId('product-price').first()).toContainText('₼');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: screenshotPath('category', testInfo), fullPage: true });

    await tiles.filter({ hasText: 'All-in-one computers' }).click();
    await expect(page).toHaveURL(/\/products\/monobloklar$/);
    await expect(page.getByTestId('listing-title')).toHaveText('All-in-one computers');
    await expect(page.getByTestId('breadcrumbs').getByRole('link', { name: 'Computers' })).toHaveAttribute('href', '/komputerler');

    await page.goto('/no-such-category');
    await expect(page.getByTestId('category-not-found')).toBeVisible();
  });

  test(
    'filter option, price range and sort live in the URL, survive a reload and clear back to the default list',
    PHONE,
    async ({ page, isMobile }, testInfo) => {
      await page.goto('/products/noutbuklar');
      await expect(page.getByTestId('listing-title')).toHaveText('Laptops');
      const defaultCount = await listedCount(page);
      expect(defaultCount).toBeGreaterThan(10);
      const defaultNames = await productNames(page);

      if (isMobile) {
        await expect(page.getByTestId('filter-sidebar')).toHaveCount(0);
        await page.getByTestId('open-filters').click();
        const dialog = page.getByTestId('filter-dialog');
        await expect(dialog).toBeVisible();
        // The panel locks the page's scrolling.
        await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
        await expandGroup(dialog.getByTestId('filter-group-brend'));
        await dialog.getByTestId('filter-group-brend').getByLabel('Lenovo').check();
        await dialog.getByTestId('price-min').fill('1000');
        await dialog.getByTestId('price-max').fill('3000');
        await page.screenshot({ path: screenshotPath('listing-filters', testInfo) });
        await dialog.getByTestId('filters-show').click();
        await expect(dialog).toBeHidden();
      } else {
        const sidebar = page.getByTestId('filter-sidebar');
        await expandGroup(sidebar.getByTestId('filter-group-brend'));
        // The URL update is a transition: click, then wait for the checkbox to follow.
        await sidebar.getByTestId('filter-group-brend').getByLabel('Lenovo').click();
        await expect(sidebar.getByTestId('filter-group-brend').getByLabel('Lenovo')).toBeChecked();
        await expect(page).toHaveURL(/[?&]f=[0-9a-f-]{36}/);
        await sidebar.getByTestId('price-min').fill('1000');
        await sidebar.getByTestId('price-max').fill('3000');
        await sidebar.getByTestId('price-apply').click();
      }
      await expect(page).toHaveURL(/min=1000/);
      await expect(page).toHaveURL(/max=3000/);
      await expect(page.getByTestId('active-filters').getByTestId('filter-chip')).toContainText([/Lenovo/, 'Price: 1,000.00 ₼ - 3,000.00 ₼']);

      await chooseSort(page, /Price: low to high/);
      await expect(page).toHaveURL(/sort=price_asc/);

      // The results follow the URL: wait until they are Lenovo laptops in the range, cheapest first.
      const prices = async () =>
        (await page.getByTestId('listing-results').getByTestId('product-price').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));
      await expect
        .poll(async () => {
          const list = await prices();
          return list.length > 0 && list.every((p, i) => p >= 1000 && p <= 3000 && (i === 0 || list[i - 1] <= p));
        })
        .toBe(true);
      const filteredCount = await listedCount(page);
      expect(filteredCount).toBeGreaterThan(0);
      expect(filteredCount).toBeLessThan(defaultCount);
      const filteredNames = await productNames(page);
      expect(filteredNames.every((name) => name.includes('Lenovo'))).toBe(true);
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath('listing', testInfo), fullPage: !isMobile });

      // A shared or reloaded address shows the same listing.
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expect(page.getByTestId('listing-count')).toHaveText(`${filteredCount} products`);
      await expect(page.getByTestId('listing-results').getByTestId('product-name')).toHaveText(filteredNames);

      // Back goes to the unsorted filtered listing.
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
      await expect(page).toHaveURL(/min=1000/);
      await page.goForward();
      await expect(page).toHaveURL(/sort=price_asc/);
      // After the reload, Back and Forward load server-rendered pages: a click before React takes over is lost.
      await waitForHydration(page.getByTestId('listing-title'));

      if (isMobile) {
        await page.getByTestId('open-filters').click();
        await page.getByTestId('filters-clear').click();
        await page.getByTestId('filters-show').click();
        await expect(page.getByTestId('active-filters')).toHaveCount(0);
        await expect(page).toHaveURL(/\?sort=price_asc$/);
        await chooseSort(page, /^Default$/);
      } else {
        await page.getByTestId('clear-filters').click();
      }
      await expect(page).toHaveURL(/\/products\/noutbuklar$/);
      await expect(page.getByTestId('listing-count')).toHaveText(`${defaultCount} products`);
      await expect(page.getByTestId('listing-results').getByTestId('product-name')).toHaveText(defaultNames);
    },
  );

  test('the filter panel offers only options laptops have, each counted as the listing choosing it alone shows', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'the phone dialog shows the same panel (the first test drives it)');
    const api = async <T>(query: string) => ((await (await request.post('/graphql', { data: { query } })).json()) as { data: T }).data;
    const { categoryBySlug } = await api<{ categoryBySlug: { id: string } }>('{ categoryBySlug(slug: "noutbuklar") { id } }');
    const { filters } = await api<{ filters: { id: string; slug: string; options: { id: string; displayName: string }[] }[] }>(
      `{ filters(categoryId: "${categoryBySlug.id}") { id slug options { id displayName } } }`,
    );
    /** How many laptops the listing has with this one option chosen, asked as the listing page asks. */
    const listedWith = async (filterId: string, optionId: string) =>
      (
        await api<{ products: { totalCount: number } }>(
          `{ products(input: { categoryId: "${categoryBySlug.id}", filterCriteria: [{ filterId: "${filterId}", filterOptionIds: ["${optionId}"] }], pageSize: 1 }) { totalCount } }`,
        )
      ).products.totalCount;

    await page.goto('/products/noutbuklar');
    const total = await listedCount(page);
    const sidebar = page.getByTestId('filter-sidebar');
    await expect(sidebar.getByTestId('filter-option').first()).toBeVisible();
    const offered: { slug: string; name: string; count: number }[] = [];
    for (const filter of filters) {
      const group = sidebar.getByTestId(`filter-group-${filter.slug}`);
      if ((await group.count()) === 0) continue;
      await expandGroup(group);
      const names = await group.getByTestId('filter-option-name').allTextContents();
      const counts = await group.getByTestId('filter-option-count').allTextContents();
      for (const [i, name] of names.entries()) {
        const count = Number(counts[i].replace(/\D/g, ''));
        offered.push({ slug: filter.slug, name, count });
        // Every option's count is the listing's total with it alone chosen (the API the page reads).
        const option = filter.options.find((candidate) => candidate.displayName === name);
        expect(option, `${filter.slug}: ${name} is one of the filter's options`).toBeDefined();
        expect(count, `${filter.slug}: ${name}`).toBeGreaterThan(0);
        expect(count, `${filter.slug}: ${name}`).toBe(await listedWith(filter.id, option!.id));
      }
    }
    // Options no laptop has are left out (the laptops' filters define more), and so are filters with none.
    expect(offered.length).toBeGreaterThan(3);
    expect(offered.length).toBeLessThan(filters.reduce((n, f) => n + f.options.length, 0));
    await sidebar.screenshot({ path: screenshotPath('listing-facets', test.info()) });

    // Choosing one option of each filter in the panel lists as many as its count said. (Every option's count
    // against the listing is checked above through the API: clicking each one took over half a minute.)
    for (const option of offered.filter((candidate, i) => offered.findIndex((other) => other.slug === candidate.slug) === i)) {
      const group = sidebar.getByTestId(`filter-group-${option.slug}`);
      await expandGroup(group);
      const box = group
        .getByTestId('filter-option')
        .filter({ has: page.getByText(option.name, { exact: true }) })
        .getByRole('checkbox');
      await box.click();
      await expect(box).toBeChecked();
      await expect(page.getByTestId('listing-count'), `${option.slug}: ${option.name}`).toHaveText(`${option.count} product${option.count === 1 ? '' : 's'}`);
      // The chosen option stays offered (to be unchosen), with the same count.
      await expect(
        group
          .getByTestId('filter-option')
          .filter({ has: page.getByText(option.name, { exact: true }) })
          .getByTestId('filter-option-count'),
      ).toHaveText(String(option.count));
      await page.getByTestId('clear-filters').click();
      await expect(page.getByTestId('listing-count')).toHaveText(`${total} products`);
    }
  });

  test('pagination: page 2 has other products and a sort change goes back to page 1', async ({ page }) => {
    await page.goto('/products/noutbuklar');
    const firstPage = await productNames(page);
    expect(firstPage).toHaveLength(10);
    const pagination = page.getByTestId('pagination');
    await expect(pagination.getByTestId('pagination-page-1')).toHaveAttribute('aria-current', 'page');
    await pagination.getByTestId('pagination-page-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByTestId('pagination-page-2')).toHaveAttribute('aria-current', 'page');
    const secondPage = await productNames(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

    await chooseSort(page, /Name: A to Z/);
    await expect(page).toHaveURL(/sort=name_asc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId('pagination-page-1')).toHaveAttribute('aria-current', 'page');
    const sorted = await productNames(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)));

    // Pages of a sorted listing keep the sort.
    await page.getByTestId('pagination-next').click();
    await expect(page).toHaveURL(/sort=name_asc&page=2|page=2.*sort=name_asc|sort=name_asc.*page=2/);
  });

  test('grid and row views', PHONE, async ({ page, isMobile }) => {
    await page.goto('/products/noutbuklar');
    const results = page.getByTestId('listing-results');
    if (isMobile) {
      await expect(results).toHaveAttribute('data-view', 'grid');
      await expect(page.getByTestId('view-rows')).toHaveCount(0);
      return;
    }
    await expect(results).toHaveAttribute('data-view', 'rows');
    await expect(results.getByTestId('product-short-description').first()).toBeVisible();
    await page.getByTestId('view-grid').click();
    await expect(results).toHaveAttribute('data-view', 'grid');
    await expect(page.getByTestId('view-grid')).toHaveAttribute('aria-pressed', 'true');
    const [a, b] = await results.getByTestId('product-card').evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().top));
    expect(a).toBe(b);
    await page.getByTestId('view-rows').click();
    await expect(results).toHaveAttribute('data-view', 'rows');
  });

  test('hot deals, a brand and search results have titles and counts', async ({ page, request }) => {
    const response = await request.post('/graphql', { data: { query: '{ products(input: { brandSlug: "lenovo" }) { totalCount } }' } });
    const lenovoCount = ((await response.json()) as { data: { products: { totalCount: number } } }).data.products.totalCount;
    expect(lenovoCount).toBeGreaterThan(0);

    await page.goto('/products/hot-deals');
    await expect(page.getByTestId('listing-title')).toHaveText('Hot deals');
    expect(await listedCount(page)).toBeGreaterThan(0);
    await expect(page.getByTestId('listing-results').getByTestId('hot-deal-badge').first()).toBeVisible();

    await page.goto('/products/brand/lenovo');
    await expect(page.getByTestId('listing-title')).toHaveText('Lenovo products');
    expect(await listedCount(page)).toBe(lenovoCount);
    expect((await productNames(page)).every((name) => name.includes('Lenovo'))).toBe(true);
    // Sorted (a filtered call), the listing stays the brand's.
    await chooseSort(page, /Name: Z to A/);
    await expect(page).toHaveURL(/\/products\/brand\/lenovo\?sort=name_desc$/);
    await expect
      .poll(async () => {
        const names = await page.getByTestId('listing-results').getByTestId('product-name').allTextContents();
        return names.length > 0 && names.every((n) => n.includes('Lenovo')) && names.join('|') === [...names].sort((a, b) => b.localeCompare(a)).join('|');
      })
      .toBe(true);
    await expect(page.getByTestId('listing-count')).toHaveText(`${lenovoCount} products`);

    await page.goto('/products?search=lenovo');
    await expect(page.getByTestId('listing-title')).toHaveText('Search results for “lenovo”');
    expect(await listedCount(page)).toBeGreaterThanOrEqual(lenovoCount);
    await expect(page.getByTestId('breadcrumbs')).toContainText('Search');
  });

  test('an impossible price range shows the empty state', async ({ page, isMobile }) => {
    await page.goto('/products/noutbuklar');
    await listedCount(page);
    // The server-rendered page shows before it runs: typing into it before then would be lost.
    await waitForHydration(page.getByTestId('listing-page'));
    if (isMobile) {
      await page.getByTestId('open-filters').click();
      await page.getByTestId('filter-dialog').getByTestId('price-min').fill('999999');
      await page.getByTestId('filters-show').click();
    } else {
      await page.getByTestId('filter-sidebar').getByTestId('price-min').fill('999999');
      await page.getByTestId('filter-sidebar').getByTestId('price-min').press('Enter');
    }
    await expect(page).toHaveURL(/min=999999/);
    await expect(page.getByTestId('listing-empty')).toContainText('No products found');
    await expect(page.getByTestId('listing-empty')).toContainText('Try adjusting your filters');
    await expect(page.getByTestId('listing-count')).toHaveText('0 products');
    await expect(page.getByTestId('filter-chip')).toHaveText('Price: 999,999.00 ₼+');
    await expect(page.getByTestId('pagination')).toHaveCount(0);
  });

  test('a listing has no serious or critical accessibility violations', PHONE, async ({ page }) => {
    await page.goto('/products/noutbuklar?sort=price_desc');
    await productNames(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
