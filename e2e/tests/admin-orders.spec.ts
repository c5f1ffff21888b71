import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { GRID_ROW } from './admin.js';
import { DEMO_ADMIN, graphql, signInOverApi } from './api.js';
import { PHONE } from './phone.js';

const QUANTITY = 2;
/**
 * Demo customers no other spec shops with, one per project (projects may run side by side): their carts
 * are ours. Sign-ups are limited per address, so the specs register only what they must.
 */
const CUSTOMERS = { desktop: { email: 'vip@texnika.az', password: 'Customer123!' }, mobile: { email: 'normal@texnika.az', password: 'Customer123!' } };

async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  const data = await graphql<{ product: { stockQuantity: number } | null }>(request, 'query($id: ID!) { product(id: $id) { stockQuantity } }', {
    id: productId,
  });
  expect(data.product).not.toBeNull();
  return data.product!.stockQuantity;
}

/**
 * The customer's part, over the API: an empty cart, one product × 2, checkout. Answers the order, the
 * product and the customer. Desktop and mobile take different products, as they may run side by side.
 */
async function placeOrder(request: APIRequestContext, testInfo: TestInfo) {
  const customer = testInfo.project.name === 'mobile' ? CUSTOMERS.mobile : CUSTOMERS.desktop;
  const token = await signInOverApi(request, customer);
  await graphql(request, 'mutation { clearCart { itemCount } }', {}, token);
  const { products } = await graphql<{ products: { items: { id: string; name: string; stockQuantity: number }[] } }>(
    request,
    'query { products(input: { pageSize: 50 }) { items { id name stockQuantity } } }',
  );
  // The best-stocked products, so earlier runs and other specs never leave too little to confirm.
  const product = [...products.items].sort((a, b) => b.stockQuantity - a.stockQuantity)[testInfo.project.name === 'mobile' ? 1 : 0];
  expect(product).toBeDefined();
  expect(product.stockQuantity).toBeGreaterThanOrEqual(QUANTITY);

  await graphql(
    request,
    'mutation($id: ID!, $quantity: Int) { addToCart(productId: $id, quantity: $quantity) { itemCount } }',
    { id: product.id, quantity: QUANTITY },
    token,
  );
  const { checkout } = await graphql<{ checkout: { orderId: string; reference: string } }>(
    request,
    'mutation { checkout(input: { language: "en" }) { orderId reference } }',
    {},
    token,
  );
  expect(checkout.reference).toMatch(/^TX-\d{4}-\d+$/);
  return { ...checkout, product, customer };
}

/** Nothing sticks out of the page sideways (the grid and the lines table scroll inside their cards). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('admin order inbox', () => {
  test('the admin finds a new order in the inbox, confirms it, and the stock goes down', PHONE, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const order = await placeOrder(request, testInfo);

    await page.goto('/login');
    await page.getByTestId('login-email').fill(DEMO_ADMIN.email);
    await page.getByTestId('login-password').fill(DEMO_ADMIN.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/admin$/);

    // The sidebar's Orders entry (a drawer behind the menu button on phones).
    if (testInfo.project.name === 'mobile') await page.getByTestId('admin-menu-button').click();
    await page.getByTestId('admin-nav-orders').click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    // Searching by reference leaves exactly this order, new, with its units and the search kept in the URL.
    await page.getByTestId('orders-search').fill(order.reference);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${order.reference}`));
    const rows = page.getByTestId('orders-grid').locator(GRID_ROW);
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: order.reference });
    await expect(row.getByTestId('order-status')).toHaveText('New');
    await expect(row.locator('[data-field="units"]')).toHaveText(String(QUANTITY));
    await expectNoSidewaysScroll(page);

    // The status filter narrows the same search: the order is in "New" and not in "Confirmed".
    await page.getByTestId('orders-status-filter').click();
    await page.getByTestId('orders-status-option-confirmed').click();
    await expect(page).toHaveURL(/[?&]status=confirmed/);
    await expect(page.getByTestId('orders-grid')).toContainText('No orders found');
    await page.getByTestId('orders-status-filter').click();
    await page.getByTestId('orders-status-option-new').click();
    await expect(rows).toHaveCount(1);

    await row.getByTestId('order-link').click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderId}$`));
    await expect(page.getByTestId('order-reference')).toHaveText(`Order ${order.reference}`);
    await expect(page.getByTestId('order-current-status')).toHaveText('New');
    await expect(page.getByTestId('order-customer-email')).toHaveAttribute('href', `mailto:${order.customer.email}`);
    await expect(page.getByTestId('order-customer-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expect(page.getByTestId('order-line-name')).toHaveText(order.product.name);
    await expect(page.getByTestId('order-line-quantity')).toHaveText(String(QUANTITY));
    await expect(page.getByTestId('order-history-event')).toHaveCount(1);
    // Only the moves allowed from "new": contacted, confirmed or cancelled (nothing completes an unconfirmed order).
    await expect(page.getByTestId('order-action-contacted')).toBeVisible();
    await expect(page.getByTestId('order-action-confirmed')).toBeVisible();
    await expect(page.getByTestId('order-action-cancelled')).toBeVisible();
    await expect(page.getByTestId('order-action-completed')).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    const stockBefore = await stockOf(request, order.product.id);

    await page.getByTestId('order-action-contacted').click();
    await expect(page.getByText(`Order ${order.reference} is now Contacted`)).toBeVisible();
    await expect(page.getByTestId('order-current-status')).toHaveText('Contacted');
    expect(await stockOf(request, order.product.id)).toBe(stockBefore);

    // Confirming asks first; going back changes nothing.
    await page.getByTestId('order-action-confirmed').click();
    const dialog = page.getByTestId('order-status-dialog');
    await expect(dialog).toContainText(`Confirm order ${order.reference}?`);
    await page.getByTestId('order-status-dialog-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-current-status')).toHaveText('Contacted');

    await page.getByTestId('order-action-confirmed').click();
    await page.getByTestId('order-status-note').fill('Customer confirmed by phone');
    await page.getByTestId('order-status-dialog-confirm').click();
    await expect(page.getByText(`Order ${order.reference} is now Confirmed`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-current-status')).toHaveText('Confirmed');
    await expect(page.getByTestId('order-history-event')).toHaveCount(3);
    await expect(page.getByTestId('order-history-note')).toHaveText('Customer confirmed by phone');
    await expect(page.getByTestId('order-action-completed')).toBeVisible();

    // Confirming took the ordered quantity off stock, exactly once.
    expect(await stockOf(request, order.product.id)).toBe(stockBefore - QUANTITY);

    // Back to the inbox as it was left (search and filter), where the row shows the new status from the cache.
    await page.getByTestId('order-back').click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?.*q=${order.reference}`));
    await expect(page.getByTestId('orders-search')).toHaveValue(order.reference);
    await page.getByTestId('orders-status-filter').click();
    await page.getByTestId('orders-status-option-confirmed').click();
    await expect(rows).toHaveCount(1);
    await expect(row.getByTestId('order-status')).toHaveText('Confirmed');
  });

  test('an unknown order reads "Order not found"', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-email').fill(DEMO_ADMIN.email);
    await page.getByTestId('login-password').fill(DEMO_ADMIN.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/orders/999999999');
    await expect(page.getByTestId('order-not-found')).toContainText('Order not found');
    await page.getByTestId('order-back').click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
});
