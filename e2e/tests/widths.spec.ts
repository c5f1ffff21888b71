import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ROUTES, signInAsAdmin, useLanguage } from './admin.js';
import { DEMO_ADMIN, graphql, signInOverApi } from './api.js';
import { storefrontRoutes } from './storefrontRoutes.js';
import { PHONE } from './phone.js';
import { visit } from './visit.js';

/** The phone widths a storefront page must fit (issue 18): small Android, common Android, iPhone, large iPhone. */
const WIDTHS = [320, 360, 390, 414];

/** What a page shows that does not fit: sideways scroll, header entries past the right edge, text under 12 px. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) found.push(`scrolls sideways by ${sideways} px`);
    for (const entry of document.querySelectorAll('header a, header button, header input')) {
      const box = entry.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        found.push(`header ${entry.getAttribute('data-testid') ?? entry.tagName} ends at ${Math.round(box.right)} px`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest('[aria-hidden="true"], script, style, noscript')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) found.push(`"${node.textContent.trim().slice(0, 30)}" is ${size} px`);
    }
    return [...new Set(found)];
  });
}

/**
 * Loads each route once, at the narrowest width, and answers every misfit found at each width, named by width
 * and route. The page is widened in place rather than reloaded: the layout follows the width through CSS
 * and media queries, and four loads of every page cost the suite minutes for no finding a resize misses.
 */
async function misfitsAtWidths(page: Page, routes: string[], label: string): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await visit(page, () => page.goto(route));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Two frames: the resize's media queries and the layout they cause have both happened.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const misfit of await misfits(page)) found.push(`${label} ${width} px ${route}: ${misfit}`);
    }
  }
  return found;
}

test.describe('every page fits a phone, in both languages', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths');
  test.describe.configure({ timeout: 300_000 });

  // Half the routes and one language a test, every width: ten pages each, a few seconds a page on a busy machine.
  for (const language of ['az', 'en'] as const) {
    for (const half of [0, 1]) {
      test(
        `no sideways scroll, nothing cut off in the header, no text under 12 px at 320-414 px (${language}, part ${half + 1} of 2)`,
        PHONE,
        async ({ page, request }) => {
          const routes = await storefrontRoutes(request);
          const size = Math.ceil(routes.length / 2);
          await page.goto('/');
          await useLanguage(page, language);
          expect(await misfitsAtWidths(page, routes.slice(half * size, (half + 1) * size), language)).toEqual([]);
        },
      );
    }
  }

  for (const language of ['az', 'en'] as const) {
    test(`the back office fits too: every admin screen at 320, 360, 390 and 414 px (${language})`, PHONE, async ({ page, request }) => {
      const token = await signInOverApi(request, DEMO_ADMIN);
      const { adminProducts } = await graphql<{ adminProducts: { items: { id: string }[] } }>(
        request,
        '{ adminProducts(input: { page: 1, pageSize: 1 }) { items { id } } }',
        {},
        token,
      );
      const routes = [...ADMIN_ROUTES, `/admin/products/${adminProducts.items[0].id}`];
      await signInAsAdmin(page);
      await useLanguage(page, language);
      expect(await misfitsAtWidths(page, routes, `admin ${language}`)).toEqual([]);
    });
  }
});
