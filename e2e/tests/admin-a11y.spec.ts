import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_ROUTES, expectFitsNarrowPhones, signInAsAdmin } from './admin.js';
import { DEMO_ADMIN, graphql, signInOverApi } from './api.js';
import { seriousViolations } from './axe.js';
import { moveInApp } from './hydration.js';
import { PHONE } from './phone.js';

/**
 * axe on every back office route (AdminApp.tsx), on each add, edit and delete dialog, both tabs of the Assign
 * modal and the specifications editor: no serious or critical violations. Each test walks its list
 * on one signed-in page and reports every finding (soft assertions), not only the first.
 */

/** Waits for the page's heading and for its data (no spinner, progress bar or skeleton left). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
}

/**
 * Shows a back office screen by moving inside the app (signed in, it is at /admin): the back office is rendered
 * in the browser only, so this is the screen a load of it shows, without loading the back office's code again
 * for each one. The router may keep the previous screen up while the next one's code loads: the heading's
 * change tells that the new screen is there (every screen's heading differs).
 */
async function showScreen(page: Page, route: string): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  const moving = new URL(page.url()).pathname !== route;
  const before = moving ? await heading.textContent() : null;
  await moveInApp(page, route);
  if (before !== null) await expect(heading).not.toHaveText(before);
  await settled(page);
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await seriousViolations(page), what).toEqual([]);
}

/** A product and an order (the demo has none until a customer checks out) to open detail pages of. */
async function firstIds(request: APIRequestContext): Promise<{ productId: string; orderId?: string }> {
  const token = await signInOverApi(request, DEMO_ADMIN);
  const { adminProducts, orders } = await graphql<{ adminProducts: { items: { id: string }[] }; orders: { items: { id: string }[] } }>(
    request,
    '{ adminProducts(input: { page: 1, pageSize: 1 }) { items { id } } orders(page: 1, pageSize: 1) { items { id } } }',
    {},
    token,
  );
  return { productId: adminProducts.items[0].id, orderId: orders.items[0]?.id };
}

test.describe('back office accessibility', () => {
  // About a dozen axe runs per test on a shared, busy machine.
  test.describe.configure({ timeout: 300_000 });

  test('every admin route has no serious or critical axe violations', async ({ page, request }) => {
    const { productId, orderId } = await firstIds(request);
    const routes = [...ADMIN_ROUTES, `/admin/products/${productId}`, ...(orderId ? [`/admin/orders/${orderId}`] : [])];
    await signInAsAdmin(page);
    for (const route of routes) {
      await test.step(route, async () => {
        await showScreen(page, route);
        await expectAccessible(page, route);
      });
    }
  });

  test(
    'the add, edit and delete dialogs and the specifications editor have no serious or critical axe violations, and fit a phone',
    PHONE,
    async ({ page, request }, testInfo) => {
      const { productId } = await firstIds(request);
      await signInAsAdmin(page);
      // `pick` is clicked before `open` (a category to edit), `then` inside the open dialog (the Assign modal's second tab).
      const dialogs: { route: string; open: string; dialog: string; pick?: string; then?: string }[] = [
        { route: '/admin', open: 'user-edit', dialog: 'user-edit-dialog' },
        { route: '/admin', open: 'user-delete', dialog: 'user-delete-dialog' },
        { route: '/admin/products', open: 'product-add', dialog: 'product-dialog' },
        { route: '/admin/products', open: 'product-edit', dialog: 'product-dialog' },
        { route: '/admin/products', open: 'product-delete', dialog: 'product-delete-dialog' },
        { route: `/admin/products/${productId}`, open: 'product-pdf-upload', dialog: 'product-pdf-dialog' },
        { route: `/admin/products/${productId}`, open: 'product-image-delete', dialog: 'product-image-delete-dialog' },
        { route: '/admin/banners', open: 'banner-add', dialog: 'banner-dialog' },
        { route: '/admin/banners', open: 'banner-edit', dialog: 'banner-dialog' },
        { route: '/admin/banners', open: 'banner-delete', dialog: 'banner-delete-dialog' },
        { route: '/admin/file-management', open: 'file-upload', dialog: 'file-upload-dialog' },
        { route: '/admin/category', open: 'category-add', dialog: 'category-dialog' },
        { route: '/admin/category', pick: 'category-tree-name', open: 'category-edit', dialog: 'category-dialog' },
        { route: '/admin/category', pick: 'category-tree-name', open: 'category-delete', dialog: 'category-delete-dialog' },
        { route: '/admin/filters', open: 'filter-add', dialog: 'filter-dialog' },
        { route: '/admin/filters', open: 'filter-edit', dialog: 'filter-dialog' },
        { route: '/admin/filters', open: 'filter-delete', dialog: 'filter-delete-dialog' },
        { route: '/admin/product-filters', open: 'assign-open', dialog: 'assign-dialog' },
        { route: '/admin/product-filters', open: 'assign-open', dialog: 'assign-dialog', then: 'assign-tab-bulk' },
      ];
      // Dialogs of one route are opened one after the other on one load of it, each closed with Escape.
      let loaded: string | undefined;
      for (const { route, open, dialog, pick, then } of dialogs) {
        await test.step(`${route}: ${open}${then ? ` (${then})` : ''}`, async () => {
          if (loaded !== route) {
            await showScreen(page, route);
            loaded = route;
          }
          if (pick) await page.getByTestId(pick).first().click();
          await page.getByTestId(open).first().click();
          await expect(page.getByTestId(dialog)).toBeVisible();
          if (then) await page.getByTestId(dialog).getByTestId(then).click();
          await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
          await expectAccessible(page, `${route}: ${open}${then ? ` (${then})` : ''}`);
          await expectFitsNarrowPhones(page, testInfo);
          await page.keyboard.press('Escape');
          await expect(page.getByTestId(dialog)).toBeHidden();
        });
      }

      await test.step('the specifications editor', async () => {
        await page.goto(`/admin/products/${productId}`);
        await settled(page);
        await page.getByTestId('specs-edit').click();
        // An empty group added, then Save: the §5 message shows, and the fields marked invalid keep their names.
        await page.getByTestId('specs-add-group').click();
        await page.getByTestId('specs-save').click();
        await expect(page.getByTestId('specs-required')).toBeVisible();
        await expectAccessible(page, 'specifications editor');
        await expectFitsNarrowPhones(page, testInfo);
      });
    },
  );
});
