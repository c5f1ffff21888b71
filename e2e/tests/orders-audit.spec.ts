import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auditEntries, expectNoSidewaysScroll, GRID_ROW, signInAsAdmin, useLanguage } from './admin.js';
import { freshAccount, graphql, signInOverApi, type FreshAccount } from './api.js';

/**
 * Issue 28, orders for both sides and a readable audit log: a customer opens an order from "My orders"
 * (lines, prices, status; the date in Azerbaijani words, never Chromium's "2026 M11 27"); the back office's
 * badge counts an order checked out meanwhile and the inbox clears it; a role change is asked first and its
 * audit row reads in words and links the user; the Users and Products grids keep Actions on screen at 1024
 * and 1366 px.
 */

const AZ_MONTHS = /\d{1,2} (yanvar|fevral|mart|aprel|may|iyun|iyul|avqust|sentyabr|oktyabr|noyabr|dekabr) \d{4}/;

/** A product the shop sells now (in stock), over GraphQL. */
async function productForSale(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const { products } = await graphql<{ products: { items: { id: string; name: string; stockQuantity: number }[] } }>(
    request,
    '{ products(input: { pageSize: 20, sort: NEWEST }) { items { id name stockQuantity } } }',
  );
  const product = products.items.find((item) => item.stockQuantity > 5);
  expect(product, 'a product in stock').toBeTruthy();
  return product!;
}

/** Checks out one unit of a product as the account, over the API; answers the order's reference. */
async function orderOverApi(request: APIRequestContext, account: FreshAccount, productId: string): Promise<string> {
  const token = await signInOverApi(request, account);
  await graphql(request, 'mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { id } }', { id: productId }, token);
  const { checkout } = await graphql<{ checkout: { reference: string } }>(request, 'mutation { checkout { reference } }', {}, token);
  return checkout.reference;
}

async function signInAs(page: Page, account: FreshAccount): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('orders for both sides', () => {
  test('"My orders" opens an order with its lines, prices and status, dated in Azerbaijani words', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const customer = await freshAccount(request, testInfo, 'myorder');
    const product = await productForSale(request);
    const reference = await orderOverApi(request, customer, product.id);

    await signInAs(page, customer);
    await useLanguage(page, 'az');
    await page.goto('/profile');
    const row = page.locator(`[data-testid="my-order"][data-reference="${reference}"]`);
    await expect(row).toBeVisible();
    await expect(row.locator('time')).toHaveText(/\d{1,2} (yan|fev|mar|apr|may|iyn|iyl|avq|sen|okt|noy|dek) \d{4}, \d\d:\d\d/);
    await row.getByTestId('my-order-open').click();
    const dialog = page.getByTestId('my-order-dialog');
    await expect(dialog).toContainText(reference);
    await expect(dialog.getByTestId('my-order-line')).toHaveCount(1);
    await expect(dialog.getByTestId('my-order-line-name')).toHaveText(product.name);
    await expect(dialog.getByTestId('my-order-line-quantity')).toHaveText('2');
    await expect(dialog.getByTestId('my-order-detail-status')).toHaveText('Yeni');
    await expect(dialog.getByTestId('my-order-detail-total')).toHaveText((await row.getByTestId('my-order-total').textContent()) ?? '');
    await expect(dialog.locator('time')).toHaveText(AZ_MONTHS);
    await expect(dialog).not.toContainText(/\d{4} M\d{1,2}/);
    await page.getByTestId('my-order-dialog-close').click();
    await expect(dialog).toBeHidden();
  });

  test('the back office badge counts an order checked out meanwhile, and the inbox marks it seen', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the badge sits in the docked sidebar; the phone drawer shows the same one');
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    // The inbox marks what it shows as seen; then a customer orders.
    await page.getByTestId('admin-nav-orders').click();
    await expect(page.locator(GRID_ROW).first()).toBeVisible();
    await expect(page.getByTestId('admin-new-orders-badge')).toHaveCount(0);
    const customer = await freshAccount(request, testInfo, 'badge');
    const reference = await orderOverApi(request, customer, (await productForSale(request)).id);

    // Moving to another screen asks again: the new order is counted.
    await page.getByTestId('admin-nav-products').click();
    const badge = page.getByTestId('admin-new-orders-badge');
    await expect(badge).toHaveAttribute('data-count', '1');
    await expect(badge).toHaveText(/^1/);
    // At 1024 px the sidebar shows icons only, and the badge sits on the orders icon.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-mini', 'true');
    await expect(badge).toBeVisible();
    await expect(badge).toContainText('1');

    await page.getByTestId('admin-nav-orders').click();
    await expect(page.locator(GRID_ROW, { hasText: reference })).toBeVisible();
    await expect(badge).toHaveCount(0);
    await page.reload();
    await expect(page.locator(GRID_ROW, { hasText: reference })).toBeVisible();
    await expect(page.getByTestId('admin-new-orders-badge')).toHaveCount(0);
  });
});

test.describe('back office safety and a readable audit log', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop widths');

  test('a role change is asked first; its audit row reads in words and links the user', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const customer = await freshAccount(request, testInfo, 'audit');
    await signInAsAdmin(page);
    await useLanguage(page, 'en');
    await page.getByTestId('users-search').fill(customer.email);
    const row = page.locator(GRID_ROW, { hasText: customer.email });
    await expect(page.locator(GRID_ROW)).toHaveCount(1);

    // Cancelling changes nothing; confirming applies the choice.
    await row.getByTestId('user-role-select').click();
    await page.getByTestId('role-option-VIP').click();
    const dialog = page.getByTestId('user-role-dialog');
    await expect(dialog).toContainText('becomes VIP (now Normal User)');
    await dialog.getByTestId('user-role-dialog-cancel').click();
    await expect(row.getByTestId('user-role-select')).toHaveText('Normal User');
    await row.getByTestId('user-role-select').click();
    await page.getByTestId('role-option-VIP').click();
    await dialog.getByTestId('user-role-dialog-confirm').click();
    await expect(row.getByTestId('user-role-select')).toHaveText('VIP');

    // Deactivating is asked first as well.
    await row.getByTestId('user-status').click();
    await expect(page.getByTestId('user-deactivate-dialog')).toBeVisible();
    await page.getByTestId('user-deactivate-dialog-cancel').click();
    await expect(row.getByTestId('user-status')).toHaveText('Active');

    // The admin's own row offers neither a role, a status change nor delete.
    await page.getByTestId('users-search').fill('admin@texnika.az');
    const own = page.locator(GRID_ROW, { hasText: 'admin@texnika.az' });
    await expect(page.locator(GRID_ROW)).toHaveCount(1);
    await expect(own.getByTestId('user-role-select')).toHaveAttribute('aria-disabled', 'true');
    await expect(own.getByTestId('user-delete')).toHaveCount(0);
    await own.getByTestId('user-status').click({ force: true });
    await expect(page.getByTestId('user-deactivate-dialog')).toHaveCount(0);

    await page.goto('/admin/audit');
    const entry = (await auditEntries(page, 'user')).filter({ hasText: customer.email }).first();
    await expect(entry.getByTestId('audit-changes')).toHaveText('Role: Normal User → VIP');
    const link = entry.getByTestId('audit-subject');
    await expect(link).toHaveText(customer.email);
    await link.click();
    await expect(page).toHaveURL(/\/admin\?search=/);
    await expect(page.locator(GRID_ROW)).toHaveCount(1);
    await expect(page.locator(GRID_ROW).first()).toContainText(customer.email);

    // In Azerbaijani, and filtered to today.
    await page.goto('/admin/audit');
    await useLanguage(page, 'az');
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await page.getByTestId('audit-from').fill(day);
    const azEntry = (await auditEntries(page, 'user')).filter({ hasText: customer.email }).first();
    await expect(azEntry.getByTestId('audit-changes')).toHaveText('Rol: Adi istifadəçi → VIP müştəri');
  });

  for (const width of [1024, 1366]) {
    test(`the Users and Products grids keep Actions on screen at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      for (const [path, grid, action] of [
        ['/admin', 'users-grid', 'user-edit'],
        ['/admin/products', 'products-grid', 'product-edit'],
      ] as const) {
        await page.goto(path);
        const button = page.getByTestId(grid).locator(GRID_ROW).first().getByTestId(action);
        // A full load of a back office page on a busy machine (the page's chunk, then its query).
        await expect(button).toBeVisible({ timeout: 30_000 });
        await expect(button).toBeInViewport({ ratio: 1 });
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `${path}: Actions inside ${width} px`).toBeLessThanOrEqual(width);
        // Inside the grid's own box, not scrolled into view.
        const gridBox = (await page.getByTestId(grid).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(gridBox.x + gridBox.width);
        expect(
          await page
            .getByTestId(grid)
            .locator('.MuiDataGrid-virtualScroller')
            .evaluate((node) => node.scrollLeft),
        ).toBe(0);
        await expectNoSidewaysScroll(page);
      }
    });
  }
});
