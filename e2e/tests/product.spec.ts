import { seriousViolations } from './axe.js';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotPath } from './screenshots.js';
import { graphql } from './api.js';
import { PHONE } from './phone.js';

interface CatalogueProduct {
  id: string;
  name: string;
  stockQuantity: number;
  isHotDeal: boolean;
  originalPrice: number;
  currentPrice: number;
  images: { id: string }[];
}

/** Every product of the demo catalogue (it has about a hundred), read through the public GraphQL API. */
async function catalogue(request: APIRequestContext): Promise<CatalogueProduct[]> {
  const response = await request.post('/graphql', {
    data: { query: '{ products(page: 1, pageSize: 100) { items { id name stockQuantity isHotDeal originalPrice currentPrice images { id } } } }' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { products: { items: CatalogueProduct[] } } };
  return body.data.products.items;
}

async function productWhere(request: APIRequestContext, test: (p: CatalogueProduct) => boolean): Promise<CatalogueProduct> {
  const product = (await catalogue(request)).find(test);
  expect(product, 'the demo catalogue has such a product').toBeDefined();
  return product!;
}

async function openProduct(page: Page, id: string) {
  await page.goto(`/details/${id}`);
  await expect(page.getByTestId('product-title')).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator('.notistack-SnackbarContainer').getByText(text);

test.describe('product detail', () => {
  test(
    'opens from a home page card and shows name, price, stock, breadcrumb, specifications and similar products',
    PHONE,
    async ({ page, request }, testInfo) => {
      const detailQueries: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/graphql') && r.method() === 'POST' && /"operationName":"ProductDetail"/.test(r.postData() ?? '')) detailQueries.push(r.url());
      });
      // The newest product with specifications: the back-office specs add products without any before this one runs.
      const { recentlyAdded } = await graphql<{ recentlyAdded: { id: string; specificationGroups: unknown[] }[] }>(
        request,
        '{ recentlyAdded(limit: 10) { id specificationGroups { groupName } } }',
      );
      const withSpecs = recentlyAdded.find((product) => product.specificationGroups.length > 0);
      expect(withSpecs, 'a recently added product with specifications').toBeDefined();
      await page.goto('/');
      // The rows below the fold load when scrolled near.
      await page.getByTestId('home-below-fold').scrollIntoViewIfNeeded();
      const card = page.getByTestId('recently-added').locator(`[data-testid="product-card"][data-product-id="${withSpecs!.id}"]`);
      const name = (await card.getByTestId('product-name').textContent())!.trim();
      await card.click();
      await expect(page).toHaveURL(/\/details\/[0-9a-f-]{36}$/);

      await expect(page.getByTestId('product-title')).toHaveText(name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByTestId('detail-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}\s?₼$/);
      await expect(page.getByTestId('stock-badge')).toHaveText(/In stock|Only \d+ left in stock|Out of stock/);

      const breadcrumb = page.getByTestId('product-breadcrumb');
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.locator('a[href^="/products/"]')).toHaveCount(1);
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(name);

      // The demo specifications name none of the skipped items, so the feature list is every row on
      // desktop and the first 5 on mobile.
      const rows = page.getByTestId('specifications-table').locator('tr');
      await expect(rows.first()).toBeVisible();
      const rowCount = await rows.count();
      const features = page.getByTestId('feature-item');
      await expect(features).toHaveCount(testInfo.project.name === 'mobile' ? Math.min(5, rowCount) : rowCount);
      await expect(features.first()).toContainText((await rows.first().locator('th').textContent())!);

      const similar = page.getByTestId('similar-products').getByTestId('product-card');
      await expect(similar.first()).toBeVisible();
      expect(await similar.count()).toBeGreaterThanOrEqual(1);
      expect(await similar.count()).toBeLessThanOrEqual(6);
      await expect(page.getByTestId('similar-products').getByTestId('product-name')).not.toContainText([name]);
      // Product, specifications and similar products arrive in one GraphQL request.
      expect(detailQueries).toHaveLength(1);
    },
  );

  test('the quantity stepper starts at 1 and never goes below 1', async ({ page, request }) => {
    const product = await productWhere(request, (p) => p.stockQuantity > 0);
    await openProduct(page, product.id);
    const input = page.getByTestId('quantity-input');
    await expect(input).toHaveValue('1');
    await expect(page.getByTestId('quantity-decrease')).toBeDisabled();
    await page.getByTestId('quantity-increase').click();
    await page.getByTestId('quantity-increase').click();
    await expect(input).toHaveValue('3');
    await page.getByTestId('quantity-decrease').click();
    await expect(input).toHaveValue('2');
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await expect(page.getByTestId('add-to-cart')).toHaveText('Add to cart');
  });

  test('the full-screen viewer loads on demand, wraps around, follows the arrow keys and closes with Escape', PHONE, async ({ page, request }, testInfo) => {
    const product = await productWhere(request, (p) => p.images.length >= 2);
    const count = product.images.length;
    const viewerChunks: string[] = [];
    page.on('request', (r) => {
      if (/ImageViewer[^/]*\.js/.test(r.url())) viewerChunks.push(r.url());
    });
    await openProduct(page, product.id);
    await expect(page.getByTestId('gallery-thumbnail')).toHaveCount(count);
    expect(viewerChunks, 'the viewer is not loaded before it is opened').toEqual([]);

    await page.getByTestId('gallery-thumbnail').nth(1).click();
    await expect(page.getByTestId('gallery-thumbnail').nth(1)).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('gallery-thumbnail').first().click();

    await page.getByTestId('gallery-open').click();
    const viewer = page.getByTestId('image-viewer');
    const counter = viewer.getByTestId('viewer-counter');
    await expect(viewer).toBeVisible();
    expect(viewerChunks.length).toBeGreaterThan(0);

    if (testInfo.project.name === 'mobile') {
      // Autoplay every 3000 ms on mobile.
      await expect(counter).toHaveText(`Image 2 of ${count}`, { timeout: 6000 });
      await viewer.getByTestId('viewer-previous').click();
    }
    await expect(counter).toHaveText(`Image 1 of ${count}`);
    await viewer.getByTestId('viewer-previous').click();
    await expect(counter).toHaveText(`Image ${count} of ${count}`);
    await viewer.getByTestId('viewer-next').click();
    await expect(counter).toHaveText(`Image 1 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`Image ${count} of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`Image 1 of ${count}`);
    await expect(viewer.getByTestId('viewer-image')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('viewer.png') });

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test('share copies the link when the Web Share API is missing', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const product = await productWhere(request, () => true);
    await openProduct(page, product.id);
    await page.getByTestId('share-button').click();
    await page.getByTestId('share-copy-link').click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    expect(copied).toContain(`/details/${product.id}`);
  });

  test('a visitor is asked to sign in for the cart and favorites', async ({ page, request }) => {
    const product = await productWhere(request, (p) => p.stockQuantity > 0);
    await openProduct(page, product.id);
    const dialog = page.getByTestId('sign-in-required');

    await page.getByTestId('add-to-cart').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Sign In Required');
    await expect(dialog).toContainText('You need to be logged in to add items to cart.');
    await expect(dialog.getByTestId('sign-in-required-login')).toHaveAttribute('href', '/login');
    await dialog.getByTestId('sign-in-required-continue').click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('favorite-button').click();
    await expect(dialog).toContainText('You need to be logged in to add items to favorites.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an out-of-stock product reads Out of Stock, disabled, without a quantity stepper', async ({ page, request }, testInfo) => {
    const product = await productWhere(request, (p) => p.stockQuantity === 0);
    await openProduct(page, product.id);
    await expect(page.getByTestId('product-title')).toHaveText(product.name);
    await expect(page.getByTestId('add-to-cart')).toHaveText('Out of Stock');
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await expect(page.getByTestId('stock-badge')).toHaveText('Out of stock');
    await expect(page.getByTestId('quantity-input')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('out-of-stock.png') });
  });

  test('a signed-in customer sees no "Download PDF" on a product without a PDF, and adds it to the cart', async ({ page, request }) => {
    const product = await productWhere(request, (p) => p.stockQuantity > 0);
    await page.goto('/login');
    await page.getByTestId('login-email').fill('normal@texnika.az');
    await page.getByTestId('login-password').fill('Customer123!');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/$/);

    await openProduct(page, product.id);
    await expect(page.getByTestId('share-button')).toBeVisible();
    await expect(page.getByTestId('download-pdf')).toHaveCount(0);

    // A signed-in customer's add to cart goes through: no sign-in dialog, the header badge counts the line.
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('add-to-cart')).toHaveText('Added to cart');
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName(/^Cart \(\d+\+?\)$/);
    await expect(page.getByTestId('sign-in-required')).toHaveCount(0);
  });

  for (const id of ['00000000-0000-0000-0000-000000000000', 'nonsense']) {
    test(`an unknown id (${id}) shows Product Not Found with a link home`, async ({ page }) => {
      await page.goto(`/details/${id}`);
      const notFound = page.getByTestId('product-not-found');
      await expect(notFound).toBeVisible();
      await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
      await expect(notFound).toContainText("The product you're looking for doesn't exist or has been removed");
      await expect(page.getByTestId('product-not-found-message')).toHaveCount(0); // null product, not an error
      await notFound.getByTestId('product-not-found-home').click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test(
    'has no serious or critical accessibility violations, in English and Azerbaijani, and a screenshot',
    PHONE,
    async ({ page, request, context }, testInfo) => {
      test.setTimeout(90_000); // two axe runs and a full-page screenshot on a shared, busy machine
      // A hot deal with a discount, so the badges, struck price and savings are on the page too.
      const product = await productWhere(request, (p) => p.stockQuantity > 0 && p.images.length >= 2 && p.isHotDeal && p.originalPrice > p.currentPrice);
      await openProduct(page, product.id);
      await expect(page.getByTestId('detail-hot-deal')).toBeVisible();
      await expect(page.getByTestId('detail-savings')).toHaveText(/^You save \d{1,3}(,\d{3})*\.\d{2}\s?₼$/);
      await expect(page.getByTestId('detail-original-price')).toBeVisible();
      await expect(page.getByTestId('similar-products').getByTestId('product-card').first()).toBeVisible();

      expect(await seriousViolations(page)).toEqual([]);

      // Load every lazy picture, then take the full-page screenshot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForFunction(() => window.scrollY === 0);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await page.screenshot({ path: screenshotPath('detail', testInfo), fullPage: true, scale: 'css' });

      await context.addCookies([{ name: 'language', value: 'az', url: page.url() }]);
      await page.reload();
      await expect(page.getByTestId('product-specifications').getByRole('heading', { level: 2 })).toHaveText('Texniki göstəricilər');
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
