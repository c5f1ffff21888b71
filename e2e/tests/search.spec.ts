import { axe, settledAnimations } from './axe.js';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { screenshotPath } from './screenshots.js';
import { PHONE } from './phone.js';

/**
 * Header search in both layouts: the desktop dropdown (4 cards) and the mobile full-screen overlay
 * (6 cards under "PRODUCTS (N)"). The demo catalogue has seven Lenovo products.
 */

const isSearchRequest = (request: Request) =>
  request.url().endsWith('/graphql') && request.method() === 'POST' && (request.postData() ?? '').includes('SearchProducts');

/** Holds every search request until `release()` is called, so the loading state can be observed. */
async function holdSearchResponses(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (isSearchRequest(route.request())) await gate;
    await route.continue();
  });
  return { release };
}

/** Counts the search queries the page sends. */
function countSearchRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request)) sent.push(request.postData() ?? '');
  });
  return sent;
}

/** Opens the search (mobile: the overlay) and returns the input to type into. */
async function openSearch(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByTestId('search-trigger').click();
    await expect(page.getByTestId('search-overlay')).toBeVisible();
    const input = page.getByTestId('search-overlay-input');
    await expect(input).toBeFocused();
    return input;
  }
  const input = page.getByTestId('search-input');
  await input.click();
  return input;
}

const limitFor = (isMobile: boolean) => (isMobile ? 6 : 4);

test.describe('header search', () => {
  test('searches as you type: skeletons, result cards, View all goes to the results page', PHONE, async ({ page, isMobile }, testInfo) => {
    const gate = await holdSearchResponses(page);
    await page.goto('/');
    const input = await openSearch(page, isMobile);
    await expect(input).toHaveAttribute('placeholder', 'Search products...');

    await input.pressSequentially('lenovo', { delay: 30 });
    const results = page.getByTestId('search-results');
    await expect(results.getByTestId('search-skeleton')).toHaveCount(4);
    await expect(results.getByTestId('search-skeleton').first()).toBeVisible();
    await expect(results).toHaveAttribute('aria-busy', 'true');

    gate.release();
    const cards = results.getByTestId('search-result');
    await expect(cards).toHaveCount(limitFor(isMobile));
    await expect(results.getByTestId('search-skeleton')).toHaveCount(0);
    await expect(cards.first().getByTestId('search-result-name')).toContainText(/lenovo/i);
    // Every card: name, category (no hyphens), price in manat, an image or the placeholder.
    for (const card of await cards.all()) {
      await expect(card.getByTestId('search-result-name')).not.toBeEmpty();
      await expect(card.getByTestId('search-result-category')).not.toContainText('-');
      await expect(card.getByTestId('search-result-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}\s?₼$/);
      await expect(card.getByTestId('search-result-image').or(card.getByTestId('search-result-placeholder'))).toBeVisible();
      await expect(card).toHaveAttribute('href', /^\/details\/[0-9a-f-]{36}$/);
    }
    const image = results.getByTestId('search-result-image').first();
    if (await image.count()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }

    const viewAll = results.getByTestId('search-view-all');
    await expect(viewAll).toHaveText(/^View all \d+ results$/);
    const total = Number(/\d+/.exec((await viewAll.textContent()) ?? '')?.[0]);
    expect(total).toBeGreaterThan(limitFor(isMobile));
    if (isMobile) {
      await expect(results.getByTestId('search-heading')).toHaveText(`PRODUCTS (${total})`);
    } else {
      await expect(page.getByTestId('search-dropdown')).toBeVisible();
    }

    await page.screenshot({ path: screenshotPath('search', testInfo), scale: 'css' });

    await viewAll.click();
    await expect(page).toHaveURL(/\/products\?search=lenovo$/);
    if (isMobile) {
      await expect(page.getByTestId('search-overlay')).toBeHidden();
      // The text was cleared: opening again shows an empty field.
      await page.getByTestId('search-trigger').click();
      await expect(page.getByTestId('search-overlay-input')).toHaveValue('');
    } else {
      await expect(page.getByTestId('search-input')).toHaveValue('');
      await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    }
  });

  test('shows "No results found" for nonsense text, and Escape clears the input and removes focus', async ({ page, isMobile }) => {
    await page.goto('/');
    const input = await openSearch(page, isMobile);
    await input.fill('qqxzvbnmwq');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toContainText('No results found');
    await expect(empty).toContainText('Try searching with different keywords');
    await expect(page.getByTestId('search-result')).toHaveCount(0);
    await expect(page.getByTestId('search-view-all')).toHaveCount(0);

    await input.press('Escape');
    await expect(input).toHaveValue('');
    await expect(input).not.toBeFocused();
    await expect(page.getByTestId('search-results')).toHaveCount(0);
    if (isMobile) {
      // Escape with text only clears; the overlay stays until closed.
      await expect(page.getByTestId('search-overlay')).toBeVisible();
      await expect(page.getByTestId('search-hint')).toBeVisible();
    }
  });

  test('sends no query for 1 character and starts at 2', async ({ page, isMobile }) => {
    const sent = countSearchRequests(page);
    await page.goto('/');
    const input = await openSearch(page, isMobile);
    await input.fill('l');
    await page.waitForTimeout(800); // well past the 250 ms debounce
    expect(sent).toHaveLength(0);
    await expect(page.getByTestId('search-results')).toHaveCount(0);
    await expect(page.getByTestId('search-skeleton')).toHaveCount(0);

    await input.fill('le');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.every((body) => body.includes('"text":"le"') && body.includes('"pageSize":6'))).toBe(true);
  });

  test('choosing a card opens the product and clears the search', async ({ page, isMobile }) => {
    await page.goto('/');
    const input = await openSearch(page, isMobile);
    await input.fill('thinkpad');
    const card = page.getByTestId('search-result').first();
    await expect(card).toContainText(/ThinkPad/);
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    if (isMobile) {
      await expect(page.getByTestId('search-overlay')).toBeHidden();
    } else {
      await expect(page.getByTestId('search-input')).toHaveValue('');
      await expect(page.getByTestId('search-results')).toHaveCount(0);
    }
  });

  test('Azerbaijani interface: empty message and overlay heading are translated', async ({ page, context, baseURL, isMobile }) => {
    await context.addCookies([{ name: 'language', value: 'az', url: baseURL! }]);
    await page.goto('/');
    const input = await openSearch(page, isMobile);
    await expect(input).toHaveAttribute('placeholder', 'Məhsul axtarın...');
    await input.fill('qqxzvbnmwq');
    await expect(page.getByTestId('search-empty')).toContainText('Nəticə tapılmadı');
    await input.fill('lenovo');
    await expect(page.getByTestId('search-view-all')).toHaveText(/^Bütün \d+ nəticəyə bax$/);
    if (isMobile) await expect(page.getByTestId('search-heading')).toHaveText(/^MƏHSULLAR \(\d+\)$/);
  });
});

test('the open search panel has no accessibility violations', PHONE, async ({ page, isMobile }) => {
  await page.goto('/');
  const input = await openSearch(page, isMobile);
  await input.fill('lenovo');
  await expect(page.getByTestId('search-view-all')).toBeVisible();
  const scope = isMobile ? '[data-testid="search-overlay"]' : '[data-testid="search-box"]';
  await settledAnimations(page);
  const { violations } = await axe(page).include(scope).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('desktop search dropdown', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout only');

  test('Enter goes to the full results page; keyboard reaches the results; outside click closes and clears', async ({ page }) => {
    await page.goto('/');
    const input = page.getByTestId('search-input');

    // Enter: full results page, text cleared.
    await input.fill('dell');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=dell$/);
    await expect(input).toHaveValue('');

    // ArrowDown moves from the input into the results; ArrowUp from the first result goes back.
    await page.goto('/');
    await input.fill('hp');
    const cards = page.getByTestId('search-result');
    await expect(cards).toHaveCount(4);
    await input.press('ArrowDown');
    await expect(cards.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();

    // Tab away hides the panel but keeps the text; focusing again with 2+ characters reopens it.
    await input.focus();
    await page.getByRole('banner').getByTestId('logo').focus();
    await expect(page.getByTestId('search-results')).toHaveCount(0);
    await expect(input).toHaveValue('hp');
    await input.focus();
    await expect(cards).toHaveCount(4);

    // Outside click closes and clears.
    await page.mouse.click(640, 600);
    await expect(page.getByTestId('search-results')).toHaveCount(0);
    await expect(input).toHaveValue('');

    // The clear button empties the field and closes the panel.
    await input.fill('lenovo');
    await expect(cards.first()).toBeVisible();
    await page.getByTestId('search-input-clear').click();
    await expect(input).toHaveValue('');
    await expect(page.getByTestId('search-results')).toHaveCount(0);
  });
});

test.describe('mobile search overlay and menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile layout only');

  test('the overlay autofocuses, locks page scroll and its close button clears the text', PHONE, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('search-input')).toHaveCount(0);
    const input = await openSearch(page, true);
    await expect(page.getByTestId('search-hint')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await input.fill('lenovo');
    await expect(page.getByTestId('search-result')).toHaveCount(6);
    await page.getByTestId('search-overlay-close').click();
    await expect(page.getByTestId('search-overlay')).toBeHidden();
    await expect(page.getByTestId('search-trigger')).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.getByTestId('search-trigger').click();
    await expect(page.getByTestId('search-overlay-input')).toHaveValue('');
  });

  test('the menu locks page scrolling, lists the main links and each link closes it', PHONE, async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    // The modal's scroll lock: the body (whose overflow governs the viewport) no longer scrolls.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const nav = menu.getByRole('navigation');
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Download', '/download'],
      ['Contact', '/contact'],
      ['Login', '/login'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByTestId('mobile-language-switcher')).toBeVisible();
    await expect(menu.getByTestId('menu-close')).toBeVisible();

    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.getByTestId('menu-button').click();
    await expect(menu).toBeVisible();
    await menu.getByTestId('menu-close').click();
    await expect(menu).toBeHidden();
  });
});

test.describe('header icons', () => {
  test('favorites and cart badges are hidden at 0 and the links go to /login for visitors', PHONE, async ({ page }) => {
    await page.goto('/');
    for (const id of ['favorites-link', 'cart-link']) {
      const link = page.getByTestId(id);
      await expect(link).toHaveAttribute('href', '/login');
      await expect(page.getByTestId(`${id}-count`)).toHaveClass(/MuiBadge-invisible/);
    }
    await expect(page.getByTestId('favorites-link')).toHaveAccessibleName('Favorites');
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart');
  });
});
