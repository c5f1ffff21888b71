import { seriousViolations } from './axe.js';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { graphql } from './api.js';
import { blockOutsideRequests } from './offline.js';
import { PHONE } from './phone.js';

/**
 * Issue 15, the storefront part of "Done when" 3: a customer fills the cart from a card and from the
 * detail page, edits it, and Buy now records the order and opens its wa.me link in a new tab; favorites
 * from a card to /favorites and cleared; visitors get the sign-in dialog; axe on /cart and /favorites.
 * Each project has its own customer (both projects share one server), and each test starts by emptying
 * that customer's cart and favorites through the API.
 */
const PASSWORD = 'Customer123!';
const customerFor = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 'wholesale@texnika.az' : 'retail@texnika.az');

interface CatalogueProduct {
  id: string;
  name: string;
  stockQuantity: number;
}

/** Signs in through the form (a non-admin comes back to /) and answers the token for API calls. */
async function signIn(page: Page, context: BrowserContext, email: string): Promise<string> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the token cookie is set at login').toBeTruthy();
  return token!;
}

/** Empties the customer's cart and favorites, so a run does not depend on what an earlier one left. */
async function startEmpty(request: APIRequestContext, token: string) {
  await graphql(request, 'mutation { clearCart { id } clearFavorites }', {}, token);
}

/** The home page's "Recently added" row (it loads when scrolled near). */
async function recentlyAdded(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByTestId('home-below-fold').scrollIntoViewIfNeeded();
  const row = page.getByTestId('recently-added');
  // The row asks for its products only once scrolled near; with both projects' servers busy that answer
  // has come after 10 s (seen on the desktop, 2026-11-28).
  await expect(row.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  return row;
}

/** Waits for the answer to a GraphQL operation sent by the page. */
const answered = (page: Page, operation: string) =>
  page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(`"operationName":"${operation}"`));

/** "1,234.50 ₼" → 1234.5 */
function amountOf(text: string): number {
  const value = Number(text.replace(/[^\d.]/g, ''));
  expect(Number.isFinite(value), `an amount: ${text}`).toBe(true);
  return value;
}

/** The amount as the WhatsApp message may print it: any thousands separator (or none), '.' or ',' before two decimals. */
function amountPattern(amount: number): RegExp {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return new RegExp(`(^|[^\\d])${groups.join('[,.\\s\\u00a0]?')}[.,]${cents}(?!\\d)`);
}

// The header badges are read through their links' names ("Cart (2)"; "Cart" at 0): a badge hiding keeps its
// old number on screen while it fades, so its text is not the count.
const toast = (page: Page, text: string) => page.locator('.notistack-SnackbarContainer').getByText(text);

test.describe('buying', () => {
  test(
    'a customer fills the cart from a card and the detail page, edits it, and Buy now opens the order on WhatsApp',
    PHONE,
    async ({ page, context, request, baseURL }, testInfo) => {
      test.setTimeout(120_000); // sign-in (argon2id), an axe run and a checkout on a shared machine
      // Nothing leaves the machine; wa.me answers a stub page here, so the new tab's address can be read.
      const outside = await blockOutsideRequests(context, baseURL!);
      const whatsApp: string[] = [];
      await context.route('https://wa.me/**', (route) => {
        whatsApp.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' });
      });

      const token = await signIn(page, context, customerFor(testInfo));
      await startEmpty(request, token);
      await page.reload();
      await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart');

      // 1. From a card: a product with plenty in stock (its quantity goes to 2 below).
      const row = await recentlyAdded(page);
      const card = row.locator('[data-testid="product-card"]:has([data-testid="card-stock"][data-stock="in"])').first();
      const cardProductId = (await card.getAttribute('data-product-id'))!;
      const cardButton = card.getByTestId('card-add-to-cart');
      await expect(cardButton).toHaveText('Add to cart');
      const added = answered(page, 'AddToCart');
      await cardButton.click();
      await expect(cardButton).toHaveText(/Adding\.\.\.|Added to cart/);
      expect((await added).ok()).toBe(true);
      await expect(cardButton).toHaveText('Added to cart');
      await expect(cardButton).toHaveAttribute('data-state', 'added');
      await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart (1)');
      // Back to idle after 2 s.
      await expect(cardButton).toHaveText('Add to cart', { timeout: 5_000 });

      // 2. From the detail page, with quantity 3: another product with at least 3 in stock.
      const catalogue = await graphql<{ products: { items: CatalogueProduct[] } }>(
        request,
        '{ products(page: 1, pageSize: 100) { items { id name stockQuantity } } }',
      );
      const detailProduct = catalogue.products.items.find((p) => p.id !== cardProductId && p.stockQuantity >= 5);
      expect(detailProduct, 'the demo catalogue has a second product in stock').toBeDefined();
      await page.goto(`/details/${detailProduct!.id}`);
      await expect(page.getByTestId('product-title')).toHaveText(detailProduct!.name);
      await page.getByTestId('quantity-increase').click();
      await page.getByTestId('quantity-increase').click();
      await expect(page.getByTestId('quantity-input')).toHaveValue('3');
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('add-to-cart')).toHaveText('Added to cart');
      await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart (2)');

      // 3. The cart: both lines, the detail page's with 3 units.
      await page.getByTestId('cart-link').click();
      await expect(page).toHaveURL(/\/cart$/);
      const lines = page.getByTestId('cart-line');
      await expect(lines).toHaveCount(2);
      const cardLine = page.locator(`[data-testid="cart-line"][data-product-id="${cardProductId}"]`);
      const detailLine = page.locator(`[data-testid="cart-line"][data-product-id="${detailProduct!.id}"]`);
      await expect(detailLine.getByTestId('cart-quantity-input')).toHaveValue('3');
      await expect(detailLine.getByTestId('cart-line-name')).toHaveText(detailProduct!.name);
      await expect(cardLine.getByTestId('cart-quantity-input')).toHaveValue('1');
      await expect(cardLine.getByTestId('cart-quantity-decrease')).toBeDisabled(); // never below 1
      await expect(page.getByTestId('cart-back-to-shop')).toHaveAttribute('href', '/');

      // axe with lines on the page.
      expect(await seriousViolations(page)).toEqual([]);

      // 4. A quantity change shows at once and is sent after the quiet period; the line total follows.
      const unitPrice = amountOf((await cardLine.getByTestId('cart-line-unit-price').locator('span').first().textContent())!);
      const updated = answered(page, 'UpdateCartItem');
      await cardLine.getByTestId('cart-quantity-increase').click();
      await expect(cardLine.getByTestId('cart-quantity-input')).toHaveValue('2');
      expect((await updated).ok()).toBe(true);
      await expect(cardLine.getByTestId('cart-quantity-input')).toHaveValue('2');
      await expect(cardLine.getByTestId('cart-quantity-input')).toBeEnabled();
      expect(amountOf((await cardLine.getByTestId('cart-line-total').textContent())!)).toBeCloseTo(unitPrice * 2, 2);

      // 5. Remove a line: the detail page's product goes, the badge follows.
      await detailLine.getByTestId('cart-line-remove').click();
      await expect(lines).toHaveCount(1);
      await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart (1)');
      const totalText = (await page.getByTestId('cart-total').textContent())!;
      const total = amountOf(totalText);
      expect(total).toBeCloseTo(unitPrice * 2, 2);

      // 6. Buy now: a new tab opens on wa.me with the reference and the total in its text; the page shows the reference.
      const popupOpened = page.waitForEvent('popup');
      await page.getByTestId('cart-buy-now').click();
      const popup = await popupOpened;
      await popup.waitForURL(/^https:\/\/wa\.me\//);
      const reference = (await page.getByTestId('order-reference').textContent())!.trim();
      expect(reference).toMatch(/^TX-\d{4}-\d+$/);
      const message = new URL(popup.url()).searchParams.get('text') ?? '';
      expect(message).toContain(reference);
      expect(message).toMatch(amountPattern(total));
      expect(whatsApp).toHaveLength(1);
      await expect(page.getByTestId('order-whatsapp-link')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      await popup.close();

      // The order emptied the cart, and the profile lists it.
      await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty');
      await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart');
      await page.getByTestId('profile-link').click();
      const order = page.locator(`[data-testid="my-order"][data-reference="${reference}"]`);
      await expect(order).toBeVisible();
      await expect(order.getByTestId('my-order-status')).toHaveText('New');
      expect(amountOf((await order.getByTestId('my-order-total').textContent())!)).toBeCloseTo(total, 2);

      expect(outside.some((url) => url.startsWith('https://wa.me/'))).toBe(false); // answered by the stub, never blocked
    },
  );

  test('a favorite toggled on a card shows on /favorites, and clear all asks first', async ({ page, context, request }, testInfo) => {
    test.setTimeout(90_000);
    const token = await signIn(page, context, customerFor(testInfo));
    await startEmpty(request, token);

    const row = await recentlyAdded(page);
    const card = row.getByTestId('product-card').first();
    const productId = (await card.getAttribute('data-product-id'))!;
    const name = (await card.getByTestId('product-name').textContent())!.trim();
    const heart = card.getByTestId('card-favorite');
    await expect(heart).toHaveAttribute('data-favorite', 'false');
    await expect(heart).toHaveAccessibleName('Add to favorites');
    const saved = answered(page, 'AddFavorite');
    await heart.click();
    // Optimistic: the heart and the badge change before the answer.
    await expect(heart).toHaveAttribute('data-favorite', 'true');
    await expect(heart).toHaveAccessibleName('Remove from favorites');
    await expect(page.getByTestId('favorites-link')).toHaveAccessibleName('Favorites (1)');
    expect((await saved).ok()).toBe(true);

    await page.getByTestId('favorites-link').click();
    await expect(page).toHaveURL(/\/favorites$/);
    const grid = page.getByTestId('favorites-grid');
    await expect(grid.getByTestId('product-card')).toHaveCount(1);
    await expect(grid.getByTestId('product-card')).toHaveAttribute('data-product-id', productId);
    await expect(grid.getByTestId('product-name')).toHaveText(name);
    await expect(grid.getByTestId('card-favorite')).toHaveAttribute('data-favorite', 'true');
    await expect(page.getByTestId('pagination')).toHaveCount(0); // one page only
    expect(await seriousViolations(page)).toEqual([]);

    // Clear all: the confirmation first; Cancel keeps everything.
    await page.getByTestId('favorites-clear').click();
    const dialog = page.getByTestId('favorites-clear-dialog');
    await expect(dialog).toContainText('Are you sure you want to clear all favorites?');
    await dialog.getByTestId('favorites-clear-dialog-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(grid.getByTestId('product-card')).toHaveCount(1);

    await page.getByTestId('favorites-clear').click();
    await dialog.getByTestId('favorites-clear-dialog-confirm').click();
    await expect(page.getByTestId('favorites-empty')).toContainText('Your favorites list is empty');
    await expect(page.getByTestId('favorites-link')).toHaveAccessibleName('Favorites');
    expect(await seriousViolations(page)).toEqual([]);

    // The server agrees: the product is not a favorite any more.
    await page.goto(`/details/${productId}`);
    await expect(page.getByTestId('favorite-button')).toHaveAttribute('data-favorite', 'false');
    await expect(toast(page, 'Failed to update favorites')).toHaveCount(0);
  });

  test('a visitor gets the sign-in dialog from a card, and /cart and /favorites send them to /login', async ({ page }) => {
    const row = await recentlyAdded(page);
    const card = row.locator('[data-testid="product-card"]:has([data-testid="card-add-to-cart"][data-state="idle"])').first();
    const dialog = page.getByTestId('sign-in-required');

    await card.getByTestId('card-add-to-cart').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Sign In Required');
    await expect(dialog).toContainText('You need to be logged in to add items to cart.');
    await dialog.getByTestId('sign-in-required-continue').click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('card-add-to-cart')).toHaveText('Add to cart');

    await card.getByTestId('card-favorite').click();
    await expect(dialog).toContainText('You need to be logged in to add items to favorites.');
    await expect(card.getByTestId('card-favorite')).toHaveAttribute('data-favorite', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    for (const path of ['/cart', '/favorites']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('an out-of-stock product reads "Out of Stock" on its card and cannot be added', async ({ page, request }) => {
    const catalogue = await graphql<{ products: { items: CatalogueProduct[] } }>(
      request,
      '{ products(page: 1, pageSize: 100) { items { id name stockQuantity } } }',
    );
    const soldOut = catalogue.products.items.find((p) => p.stockQuantity === 0);
    test.skip(!soldOut, 'the demo catalogue has no product out of stock');
    await page.goto(`/products?search=${encodeURIComponent(soldOut!.name)}`);
    const card = page.locator(`[data-testid="product-card"][data-product-id="${soldOut!.id}"]`).first();
    await expect(card.getByTestId('card-stock')).toHaveText('Out of stock');
    await expect(card.getByTestId('card-add-to-cart')).toHaveText('Out of Stock');
    await expect(card.getByTestId('card-add-to-cart')).toBeDisabled();
  });
});
