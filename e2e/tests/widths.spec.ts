import { expect, test, type Page } from '@playwright/test';
import { graphql } from './api.js';

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

test.describe('every public page fits a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths');

  test('no sideways scroll, nothing cut off in the header, no text under 12 px at 320, 360, 390 and 414 px', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { products, categoryTree, brands } = await graphql<{
      products: { items: { id: string }[] };
      categoryTree: { slug: string; subCategories: { slug: string }[] }[];
      brands: { slug: string }[];
    }>(request, '{ products(input: { pageSize: 1 }) { items { id } } categoryTree { slug subCategories { slug } } brands { slug } }');
    const top = categoryTree.find((category) => category.subCategories.length > 0)!;
    const routes = [
      '/',
      `/${top.slug}`,
      `/products/${top.subCategories[0].slug}`,
      '/products',
      '/products/hot-deals',
      '/products/recommended',
      '/products?search=noutbuk',
      `/products/brand/${brands[0].slug}`,
      `/details/${products.items[0].id}`,
      '/about',
      '/contact',
      '/download',
      '/secure',
      '/software',
      '/login',
      '/register',
      '/cart',
      '/favorites',
      '/no/such/page',
    ];
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of routes) {
        await page.goto(route);
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const misfit of await misfits(page)) found.push(`${width} px ${route}: ${misfit}`);
      }
    }
    expect(found).toEqual([]);
  });
});
