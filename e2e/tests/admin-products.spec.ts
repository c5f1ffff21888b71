import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  AUDIT_ACTIONS,
  auditEntries,
  countFetches,
  expectNoSidewaysScroll,
  expectNoToasts,
  expectToast,
  gradientPng,
  GRID_ROW,
  openFromSidebar,
  screenshotPath,
  signInAsAdmin,
  useLanguage,
} from './admin.js';

/**
 * Products in the back office: add one with four prices, a picture and a PDF; on its detail page upload two
 * more pictures, make one primary, move one, write specifications (the §5 message first), change and later
 * delete them, delete the PDF; edit it (a new name, stock and VIP price); the storefront shows it in its
 * category, in search and at the Retail price to the demo Retail customer; delete it; the audit log has the
 * new price. No add, edit or delete fetches the grid, the stat cards or the detail page again
 * (Apollo's cache is updated from the answers). The desktop run says each toast in English where the phone run says it in
 * Azerbaijani and the other way round, so every toast is checked in both.
 */
const TOASTS = {
  add: { en: 'Product added successfully', az: 'Məhsul uğurla əlavə edildi' },
  pdfUploaded: { en: 'PDF uploaded successfully', az: 'PDF uğurla yükləndi' },
  imagesUploaded: { en: '2 pictures uploaded successfully', az: '2 şəkil uğurla yükləndi' },
  primarySet: { en: 'Primary picture set', az: 'Əsas şəkil təyin edildi' },
  reordered: { en: 'Pictures reordered', az: 'Şəkillərin sırası dəyişdirildi' },
  specsAdded: { en: 'Specifications added successfully!', az: 'Xüsusiyyətlər uğurla əlavə edildi!' },
  specsUpdated: { en: 'Specifications updated successfully!', az: 'Xüsusiyyətlər uğurla yeniləndi!' },
  specsDeleted: { en: 'Specifications deleted successfully', az: 'Xüsusiyyətlər uğurla silindi' },
  pdfDeleted: { en: 'PDF deleted successfully', az: 'PDF uğurla silindi' },
  update: { en: 'Product updated successfully', az: 'Məhsul uğurla yeniləndi' },
  delete: { en: 'Product deleted successfully', az: 'Məhsul uğurla silindi' },
};
const MESSAGES = {
  imageFirst: { en: 'Please upload an image first', az: 'Zəhmət olmasa, əvvəlcə şəkil yükləyin' },
  pdfOnly: { en: 'Please upload only PDF files', az: 'Zəhmət olmasa, yalnız PDF faylları yükləyin' },
  specsRequired: { en: 'Please fill in all required fields', az: 'Zəhmət olmasa, bütün tələb olunan sahələri doldurun' },
};
/** The grid's page, the stat cards and the detail page: a mutation updates them in the cache, never by asking again. */
const PRODUCT_QUERIES = ['AdminProducts', 'ProductStockSummary', 'AdminProduct'];
const CATEGORY = { slug: 'biznes-noutbuklari', en: 'Business laptops', az: 'Biznes noutbukları' };
/** Price and discounted price per tier (Original, Retail, Wholesale, VIP); the Retail customer pays 1,260. */
const PRICES = [
  ['1500', '1350'],
  ['1400', '1260'],
  ['1300', '1300'],
  ['1200', '1080'],
] as const;

/** A one-page PDF, small but well formed. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** "1,260.00 ₼" → 1260 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The pictures' addresses in the order the detail page shows them. */
const imageOrder = (images: Locator) => images.locator('img').evaluateAll((found) => found.map((img) => img.getAttribute('src')));

async function chooseOption(page: Page, trigger: Locator, name: string) {
  await trigger.click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('admin products', () => {
  test('an admin adds a product with prices, a picture and a PDF, works its detail page, sees it in the shop, then deletes it', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const mobile = testInfo.project.name === 'mobile';
    const [first, second] = mobile ? (['az', 'en'] as const) : (['en', 'az'] as const);
    const stamp = `${mobile ? 'm' : 'd'}${Date.now() % 1_000_000}`;
    const sku = `E2E-${stamp}`.toUpperCase();
    let name = `Lenovo ThinkPad E2E ${stamp}`;

    await signInAsAdmin(page);
    await openFromSidebar(page, testInfo, 'products');
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const rows = page.getByTestId('products-grid').locator(GRID_ROW);
    await expect(rows.first()).toBeVisible();
    const total = page.getByTestId('product-stat-totalProducts').getByTestId('product-stat-value');
    await expect(total).toHaveText(/^\d+$/);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('admin-products', testInfo), fullPage: true, animations: 'disabled' });

    // Add, in the first language: the browser's checks first.
    await useLanguage(page, first);
    await page.getByTestId('product-add').click();
    const dialog = page.getByTestId('product-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('product-dialog-save').click();
    await expect(dialog.getByTestId('product-image-message')).toHaveText(MESSAGES.imageFirst[first]);
    await dialog.getByTestId('product-pdf-input').setInputFiles({ name: 'manual.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(dialog.getByTestId('product-pdf-message')).toHaveText(MESSAGES.pdfOnly[first]);

    await dialog.getByTestId('product-field-name').fill(name);
    await dialog.getByTestId('product-field-sku').fill(sku);
    await chooseOption(page, dialog.getByTestId('product-field-category'), CATEGORY[first]);
    await chooseOption(page, dialog.getByTestId('product-field-brand'), 'Lenovo');
    await dialog.getByTestId('product-field-stock').fill('25');
    await dialog.getByTestId('product-texts-shortDescriptionAz').fill('14 düymlük biznes noutbuku');
    await dialog.getByTestId('product-texts-shortDescriptionEn').fill('A 14-inch business laptop');
    await dialog.getByTestId('product-texts-descriptionAz').fill('Yüngül gövdə, uzun batareya ömrü.');
    await dialog.getByTestId('product-texts-descriptionEn').fill('Light body, long battery life.');
    await dialog.getByTestId('product-field-colors').fill('Black');
    await dialog.getByTestId('product-field-colors').press('Enter');
    const priceRows = dialog.getByTestId('product-prices').locator('[data-testid^="product-price-"]');
    await expect(priceRows).toHaveCount(4);
    for (const [index, [price, discounted]] of PRICES.entries()) {
      await priceRows.nth(index).getByTestId('price-input').fill(price);
      await priceRows.nth(index).getByTestId('discounted-input').fill(discounted);
    }
    // round((price − discounted) / price × 100)
    await expect(priceRows.nth(0).getByTestId('price-discount')).toHaveText('10%');
    await expect(priceRows.nth(2).getByTestId('price-discount')).toHaveText('0%');
    await dialog
      .getByTestId('product-image-input')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: gradientPng(600, 600, [30, 30, 30], [120, 160, 220]) });
    await expect(dialog.getByTestId('product-image-preview')).toBeVisible();
    await dialog.getByTestId('product-pdf-input').setInputFiles({ name: 'datasheet.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByTestId('product-pdf-message')).not.toHaveText(MESSAGES.pdfOnly[first]);
    await page.screenshot({ path: screenshotPath('admin-product-dialog', testInfo), animations: 'disabled' });
    const totalBefore = Number(await total.textContent());
    let fetches = countFetches(page, PRODUCT_QUERIES);
    await dialog.getByTestId('product-dialog-save').click();
    await expectToast(page, TOASTS.add[first]);
    await expectToast(page, TOASTS.pdfUploaded[first]);
    await expect(dialog).toBeHidden();
    // First in the grid (newest first) and counted in the cards, from the add's answer.
    const row = rows.filter({ hasText: name });
    await expect(rows.first()).toContainText(name);
    await expect(total).toHaveText(String(totalBefore + 1));
    expect(fetches.stop()).toEqual([]);

    // Its detail page, from the grid.
    await row.getByTestId('product-name').click();
    await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);
    const productId = page.url().split('/').pop()!;
    await expect(page.getByTestId('product-title')).toHaveText(name);
    await expect(page.getByTestId('product-id')).toHaveText(productId);
    await expect(page.getByTestId('product-category')).toHaveText(CATEGORY[first]);
    await expect(page.getByTestId('product-tier-RETAIL').getByTestId('tier-discounted')).toContainText(first === 'en' ? '1,260.00' : '1.260,00');
    const documents = page.getByTestId('product-document');
    await expect(documents).toHaveCount(1);
    await expect(documents.getByTestId('product-document-name')).toHaveText('datasheet.pdf');
    fetches = countFetches(page, PRODUCT_QUERIES);

    // Two more pictures, with one upload.
    const images = page.getByTestId('product-images').getByTestId('product-image');
    await expect(images).toHaveCount(1);
    await page.getByTestId('product-images-input').setInputFiles([
      { name: 'side.png', mimeType: 'image/png', buffer: gradientPng(600, 600, [200, 40, 40], [250, 200, 120]) },
      { name: 'back.png', mimeType: 'image/png', buffer: gradientPng(600, 600, [20, 120, 60], [200, 240, 200]) },
    ]);
    await expectToast(page, TOASTS.imagesUploaded[first]);
    await expect(images).toHaveCount(3);
    await expect(images.first()).toHaveAttribute('data-primary', 'true');

    // The third becomes the primary one.
    const third = (await imageOrder(images))[2]!;
    await images.nth(2).getByTestId('product-image-make-primary').click();
    await expectToast(page, TOASTS.primarySet[first]);
    await expect(page.locator('[data-testid="product-image"][data-primary="true"] img')).toHaveAttribute('src', third);
    await expect(page.locator('[data-testid="product-image"][data-primary="true"]')).toHaveCount(1);

    // Move the first one later: the first two swap.
    const before = await imageOrder(images);
    await images.first().getByTestId('product-image-later').click();
    await expectToast(page, TOASTS.reordered[first]);
    await expect.poll(() => imageOrder(images)).toEqual([before[1], before[0], before[2]]);
    await expect(images.first().getByTestId('product-image-order')).toHaveText('#1');

    // Specifications: saving an empty group says what §5 says; then one group with one item.
    const specs = page.getByTestId('product-specs');
    await expect(specs.getByTestId('specs-empty')).toBeVisible();
    await specs.getByTestId('specs-edit').click();
    await specs.getByTestId('specs-save').click();
    await expect(specs.getByTestId('specs-required')).toHaveText(MESSAGES.specsRequired[first]);
    await specs.getByTestId('specs-group-name-az').fill('Ekran');
    await specs.getByTestId('specs-group-name-en').fill('Display');
    await specs.getByTestId('specs-item-name-az').fill('Diaqonal');
    await specs.getByTestId('specs-item-name-en').fill('Diagonal');
    await specs.getByTestId('specs-item-value').fill('14');
    await specs.getByTestId('specs-item-unit').fill('"');
    await specs.getByTestId('specs-save').click();
    await expectToast(page, TOASTS.specsAdded[first]);
    await expect(specs.getByTestId('specs-view')).toContainText(first === 'en' ? 'Display' : 'Ekran');
    await expect(specs.getByTestId('specs-item')).toHaveCount(1);
    // Changed: the editor starts from the saved values.
    await specs.getByTestId('specs-edit').click();
    await expect(specs.getByTestId('specs-item-value')).toHaveValue('14');
    await specs.getByTestId('specs-item-value').fill('14.5');
    // Cancel with a change typed asks first; keeping it goes on editing.
    await specs.getByTestId('specs-cancel').click();
    await page.getByTestId('specs-discard-cancel').click();
    await expect(specs.getByTestId('specs-item-value')).toHaveValue('14.5');
    await specs.getByTestId('specs-save').click();
    await expectToast(page, TOASTS.specsUpdated[first]);
    await expect(specs.getByTestId('specs-item')).toContainText('14.5');

    // The PDF goes, asked first.
    await documents.getByTestId('product-document-delete').click();
    await page.getByTestId('product-document-delete-dialog-confirm').click();
    await expectToast(page, TOASTS.pdfDeleted[first]);
    await expect(documents).toHaveCount(0);
    await expect(page.getByTestId('product-documents-empty')).toBeVisible();

    expect(fetches.stop()).toEqual([]);

    // Edit, in the other language: a new name and stock; the dialog starts from the saved values.
    await useLanguage(page, second);
    await expect(page.getByTestId('product-title')).toHaveText(name);
    fetches = countFetches(page, PRODUCT_QUERIES);
    await page.getByTestId('product-detail-edit').click();
    await expect(dialog.getByTestId('product-field-name')).toHaveValue(name);
    await expect(dialog.getByTestId('product-field-sku')).toHaveValue(sku);
    const retailRow = dialog.getByTestId('product-price-RETAIL');
    await expect(retailRow.getByTestId('discounted-input')).toHaveValue('1260');
    name = `${name} Gen 2`;
    await dialog.getByTestId('product-field-name').fill(name);
    await dialog.getByTestId('product-field-stock').fill('8');
    await dialog.getByTestId('product-price-VIP').getByTestId('price-input').fill('1150');
    await dialog.getByTestId('product-dialog-save').click();
    await expectToast(page, TOASTS.update[second]);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('product-title')).toHaveText(name);
    await expect(page.getByTestId('product-stock-quantity')).toHaveText('8');
    await expect(page.getByTestId('product-inventory')).toContainText(second === 'en' ? 'Low Stock' : 'Stok azdır');
    expect(fetches.stop()).toEqual([]);
    await expectNoSidewaysScroll(page);
    await expectNoToasts(page);
    await page.screenshot({ path: screenshotPath('admin-product-detail', testInfo), fullPage: true, animations: 'disabled' });

    // The specifications go, asked first.
    await specs.getByTestId('specs-delete-all').click();
    await page.getByTestId('specs-delete-dialog-confirm').click();
    await expectToast(page, TOASTS.specsDeleted[second]);
    await expect(specs.getByTestId('specs-empty')).toBeVisible();

    // The storefront: in its category (newest first) and in search.
    await useLanguage(page, 'en');
    await page.goto(`/products/${CATEGORY.slug}?sort=newest`);
    await expect(page.getByTestId('listing-results').getByTestId('product-name').first()).toHaveText(name);
    await page.goto(`/products?search=${encodeURIComponent(sku)}`);
    await expect(page.getByTestId('listing-results').getByTestId('product-name')).toHaveText([name]);

    // The demo Retail customer pays the Retail tier's price.
    const retail = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile: mobile, hasTouch: mobile });
    const shopper = await retail.newPage();
    await shopper.goto('/login');
    await shopper.getByTestId('login-email').fill('retail@texnika.az');
    await shopper.getByTestId('login-password').fill('Customer123!');
    await shopper.getByTestId('login-submit').click();
    await expect(shopper).toHaveURL(/\/$/);
    await shopper.goto(`/details/${productId}`);
    await expect(shopper.getByTestId('product-title')).toHaveText(name);
    expect(amountOf(await shopper.getByTestId('detail-price').textContent())).toBe(1260);
    expect(amountOf(await shopper.getByTestId('detail-original-price').textContent())).toBe(1400);
    await retail.close();

    // Delete, asked first, from the grid in the first language.
    await page.goto('/admin/products');
    await useLanguage(page, first);
    await page.getByTestId('products-search').fill(sku);
    await expect(rows).toHaveCount(1);
    await expect(total).toHaveText(/^\d+$/);
    const totalBeforeDelete = Number(await total.textContent());
    fetches = countFetches(page, PRODUCT_QUERIES);
    await rows.filter({ hasText: name }).getByTestId('product-delete').click();
    await expect(page.getByTestId('product-delete-dialog')).toContainText(name);
    await page.getByTestId('product-delete-dialog-confirm').click();
    await expectToast(page, TOASTS.delete[first]);
    await expect(rows.filter({ hasText: name })).toHaveCount(0);
    await expect(total).toHaveText(String(totalBeforeDelete - 1));
    expect(fetches.stop()).toEqual([]);
    await page.goto(`/admin/products/${productId}`);
    await expect(page.getByTestId('product-not-found')).toBeVisible();

    // The audit log, filtered to products and the demo admin: deleted (newest), and the edit's new VIP price.
    await page.goto('/admin/audit');
    const entries = (await auditEntries(page, 'product')).filter({ hasText: stamp });
    await expect(entries.first()).toContainText(AUDIT_ACTIONS.delete[first]);
    await expect(entries.filter({ hasText: AUDIT_ACTIONS.update[first] }).getByTestId('audit-changes')).toContainText(
      first === 'en' ? 'Price (VIP): 1,200.00 ₼ → 1,150.00 ₼' : 'Qiymət (VIP müştəri): 1.200,00 ₼ → 1.150,00 ₼',
    );
  });
});
