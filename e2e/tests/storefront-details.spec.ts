import { axe, settledAnimations } from './axe.js';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { useLanguage } from './admin.js';
import { freshAccount, graphql } from './api.js';
import { waitForHydration } from './hydration.js';
import { PHONE } from './phone.js';

/**
 * The storefront details of issue 28, each measured the way a shopper meets it: boxes from Playwright's
 * boundingBox, contrast from axe's color-contrast rule, words broken across lines from the text's own
 * line boxes.
 */

const LANGUAGES = ['az', 'en'] as const;

/** Signs in through the login form (the session cookie the pages read). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The words of an element's text that the browser split over two lines (each word's range has one line box when whole). */
async function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test.describe('storefront details on a large screen', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('the filter sidebar stays below the sticky header once the listing is scrolled', async ({ page }) => {
    await page.goto('/products');
    const sidebar = page.getByTestId('filter-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = (await page.locator('header').first().boundingBox())!;
    // The header's bottom edge, sidebar top under it: no part of the sidebar hidden behind the header.
    await expect.poll(async () => (await sidebar.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('at 1024 px, signed in with a long name, the search box stays wide enough for its whole placeholder', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000); // a sign-up and a sign-in (argon2id) on a busy machine
    const customer = await freshAccount(request, testInfo, 'searchwidth');
    await page.setViewportSize({ width: 1024, height: 800 });
    await signIn(page, customer.email, customer.password);
    for (const language of LANGUAGES) {
      await page.goto('/');
      await useLanguage(page, language);
      const input = page.getByTestId('search-input');
      await waitForHydration(input);
      await expect(page.getByTestId('profile-link')).toContainText(customer.firstName);
      const box = (await input.boundingBox())!;
      const { room, needed } = await input.evaluate((field: HTMLInputElement) => {
        const style = getComputedStyle(field);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          room: field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          needed: context.measureText(field.placeholder).width,
        };
      });
      expect(box.width, `${language}: the search field's width`).toBeGreaterThanOrEqual(200);
      expect(room, `${language}: room for the placeholder`).toBeGreaterThanOrEqual(needed);
    }
  });

  test('"See all" on home leaves the banner its height', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('banner-carousel');
    await expect(banner).toBeVisible();
    const toggle = page.getByTestId('categories-toggle');
    await expect(toggle).toBeVisible();
    const before = (await banner.boundingBox())!;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('home-category-link').nth(5)).toBeVisible();
    const after = (await banner.boundingBox())!;
    expect(Math.round(after.height)).toBe(Math.round(before.height));
    // The longer list lies over what follows: its last category is the topmost thing where it shows.
    const last = page.getByTestId('home-category-link').last();
    await expect(last).toBeVisible();
    expect(
      await last.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return document.elementFromPoint(box.left + 8, box.top + box.height / 2)?.closest('a') === link;
      }),
    ).toBe(true);
  });

  test('"View all products" on a category page reads at 4.5:1 at least', async ({ page }) => {
    await page.goto('/komputerler');
    await expect(page.getByTestId('category-view-all')).toBeVisible();
    await settledAnimations(page);
    const results = await axe(page).withRules(['color-contrast']).include('[data-testid="category-view-all"]').analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
  });

  test("the week's deals on home start with products in stock", async ({ page, request }) => {
    // Every hot deal: those out of stock come after every one in stock (the server test sells the newest
    // out to see it move back; here the home page must show the server's order).
    const { hotDeals } = await graphql<{ hotDeals: { id: string; inStock: boolean }[] }>(request, '{ hotDeals(limit: 50) { id inStock } }');
    const firstOut = hotDeals.findIndex((deal) => !deal.inStock);
    if (firstOut >= 0) expect(hotDeals.slice(firstOut).every((deal) => !deal.inStock)).toBe(true);
    expect(hotDeals[0].inStock).toBe(true);
    await page.goto('/');
    const first = page.getByTestId('home-deals').getByTestId('home-deal-card').first();
    await expect(first).toHaveAttribute('data-product-id', hotDeals[0].id);
  });
});

test.describe('storefront details on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  test('at 360 and 320 px no category tile breaks a word and the hot deal badge shows whole', PHONE, async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const language of LANGUAGES) {
        await page.goto('/');
        await useLanguage(page, language);
        const tiles = page.getByTestId('home-category-tile');
        await expect(tiles.first()).toBeVisible();
        for (const tile of await tiles.all()) {
          for (const word of await brokenWords(tile)) found.push(`${width} px ${language}: tile word "${word}" broken`);
        }
        await page.goto('/products/hot-deals');
        const badges = page.getByTestId('product-card').getByTestId('hot-deal-badge');
        await expect(badges.first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const badge of (await badges.all()).slice(0, 4)) {
          const cut = await badge.evaluate((chip) => {
            const label = chip.querySelector('.MuiChip-label')!;
            const own = chip.getBoundingClientRect();
            const card = chip.closest('[data-testid="product-card"]')!.getBoundingClientRect();
            return label.scrollWidth > label.clientWidth + 0.5 || own.right > card.right + 0.5 || own.left < card.left - 0.5;
          });
          if (cut) found.push(`${width} px ${language}: "${await badge.innerText()}" badge cut`);
          for (const word of await brokenWords(badge)) found.push(`${width} px ${language}: badge word "${word}" broken`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  test('the menu leads to the categories, hot deals, cart, favorites and my orders', PHONE, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const customer = await freshAccount(request, testInfo, 'mobilemenu');
    await signIn(page, customer.email, customer.password);
    const { categoryTree } = await graphql<{ categoryTree: { slug: string }[] }>(request, '{ categoryTree { slug } }');
    await page.goto('/');
    await useLanguage(page, 'en');
    await waitForHydration(page.getByTestId('menu-button'));
    const menu = page.getByTestId('mobile-menu');
    const open = async () => {
      await page.getByTestId('menu-button').click();
      await expect(menu).toBeVisible();
    };

    await open();
    // Every top-level category, linked to its page.
    const categoryLinks = menu.getByTestId('mobile-menu-category');
    await expect(categoryLinks).toHaveCount(categoryTree.length);
    for (const [i, category] of categoryTree.entries()) await expect(categoryLinks.nth(i)).toHaveAttribute('href', `/${category.slug}`);

    const destinations: [string, RegExp, string][] = [
      ['Hot deals', /\/products\/hot-deals$/, 'listing-title'],
      ['Cart', /\/cart$/, 'cart-page'],
      ['Favorites', /\/favorites$/, 'favorites-page'],
      ['My orders', /\/profile#my-orders$/, 'my-orders'],
    ];
    for (const [name, url, testId] of destinations) {
      if (!(await menu.isVisible())) await open();
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(menu).toBeHidden();
      await expect(page.getByTestId(testId)).toBeVisible();
    }
    await expect(page.getByTestId('my-orders')).toBeInViewport();

    await open();
    await categoryLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`/${categoryTree[0].slug}$`));
    await expect(page.getByTestId('category-page')).toBeVisible();
  });
});
