import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToast, gradientPng, openFromSidebar, signInAsAdmin, useLanguage } from './admin.js';

/**
 * Issue 28 (Done when 4, first part): a Lenovo laptop created with its filter options in one product
 * form is listed on the storefront under Brand = Lenovo and under each of its options (the Brand facet is
 * the brand chosen in the form; the options are saved with the product). And the form does not throw
 * away what was typed: Escape on a changed form asks first, an untouched one just closes. The storefront
 * half uses the desktop sidebar (the phone's filter panel is listing.spec's).
 */

async function chooseOption(page: Page, trigger: Locator, name: string) {
  await trigger.click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** A picker of the form by its label (a select's name also holds what it shows). */
const picker = (dialog: Locator, label: string) => dialog.getByRole('combobox', { name: new RegExp(`^${label}\\b`) });

/** Picks the first option of a filter's picker in the product form; answers its name. */
async function chooseFirstValue(page: Page, dialog: Locator, filterName: string): Promise<string> {
  await picker(dialog, filterName).click();
  // The first entry is "No value".
  const option = page.getByRole('option').nth(1);
  const name = (await option.textContent())!.trim();
  await option.click();
  return name;
}

/** Ticks an option of a filter group in the storefront's sidebar. */
async function tick(page: Page, slug: string, name: string) {
  const group = page.getByTestId('filter-sidebar').getByTestId(`filter-group-${slug}`);
  await expect(group.getByTestId('filter-option').first()).toBeVisible();
  const more = group.getByRole('button', { name: /Show \d+ more/ });
  if ((await more.count()) > 0) await more.click();
  const box = group
    .getByTestId('filter-option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('checkbox');
  await box.click();
  await expect(box).toBeChecked();
}

test.describe('the product form sets the brand facet and filter options in one save', () => {
  test.skip(({ isMobile }) => isMobile, 'the storefront half reads the desktop filter sidebar');

  test('a Lenovo laptop created with its options is listed under Brand = Lenovo and its options; Escape on a changed form asks', async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    const stamp = Date.now() % 1_000_000;
    const name = `Lenovo IdeaPad Filtr ${stamp}`;

    await signInAsAdmin(page);
    await useLanguage(page, 'en');
    await openFromSidebar(page, testInfo, 'products');
    await page.getByTestId('product-add').click();
    const dialog = page.getByTestId('product-dialog');
    await expect(dialog).toBeVisible();
    // Untouched: Escape closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByTestId('product-add').click();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('product-field-name').fill(name);
    // Changed: Escape asks, and "Keep editing" keeps what was typed.
    await page.keyboard.press('Escape');
    const ask = page.getByTestId('product-dialog-discard');
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('Discard your changes?');
    await ask.getByTestId('product-dialog-discard-cancel').click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByTestId('product-field-name')).toHaveValue(name);
    // A click beside the dialog asks too.
    await page.mouse.click(5, 5);
    await expect(ask).toBeVisible();
    await ask.getByTestId('product-dialog-discard-cancel').click();

    await dialog.getByTestId('product-field-sku').fill(`E2E-FLT-${stamp}`);
    await expect(dialog.getByTestId('product-filters')).toContainText('Choose a category to set its filters');
    await chooseOption(page, dialog.getByTestId('product-field-category'), 'Business laptops');
    await chooseOption(page, dialog.getByTestId('product-field-brand'), 'Lenovo');
    // The category's filters, without the Brand one (it follows the brand above).
    await expect(picker(dialog, 'RAM')).toBeVisible();
    await expect(picker(dialog, 'Brand')).toHaveCount(1);
    const ram = await chooseFirstValue(page, dialog, 'RAM');
    const storage = await chooseFirstValue(page, dialog, 'Storage');
    await dialog.getByTestId('product-field-stock').fill('4');
    const priceRows = dialog.getByTestId('product-prices').locator('[data-testid^="product-price-"]');
    for (let index = 0; index < 4; index++) await priceRows.nth(index).getByTestId('price-input').fill('1999');
    await dialog
      .getByTestId('product-image-input')
      .setInputFiles({ name: 'ideapad.png', mimeType: 'image/png', buffer: gradientPng(400, 400, [40, 40, 40], [200, 120, 60]) });
    await expect(dialog.getByTestId('product-image-preview')).toBeVisible();
    await dialog.getByTestId('product-dialog-save').click();
    await expectToast(page, 'Product added successfully');
    await expect(dialog).toBeHidden();

    // Discarding after the question closes without saving.
    await page.getByTestId('product-add').click();
    await dialog.getByTestId('product-field-name').fill('Never saved');
    await dialog.getByTestId('product-dialog-cancel').click();
    await page.getByTestId('product-dialog-discard-confirm').click();
    await expect(dialog).toBeHidden();

    // The storefront: the laptops, Brand = Lenovo, then each of its options.
    await page.goto('/products/biznes-noutbuklari');
    const results = page.getByTestId('product-name');
    await tick(page, 'brend', 'Lenovo');
    await expect(results.filter({ hasText: name })).toHaveCount(1);
    await tick(page, 'ram', ram);
    await expect(results.filter({ hasText: name })).toHaveCount(1);
    await tick(page, 'storage', storage);
    await expect(results.filter({ hasText: name })).toHaveCount(1);
    // The Brand facet counts what the brand page lists.
    const lenovoCount = page
      .getByTestId('filter-group-brend')
      .getByTestId('filter-option')
      .filter({ has: page.getByText('Lenovo', { exact: true }) })
      .getByTestId('filter-option-count');
    const brandPage = await page.request.post('/graphql', {
      data: { query: '{ products(input: { brandSlug: "lenovo", categorySlug: "biznes-noutbuklari" }) { totalCount } }' },
    });
    const onBrandPage = ((await brandPage.json()) as { data: { products: { totalCount: number } } }).data.products.totalCount;
    await page.getByTestId('clear-filters').click();
    await expect(lenovoCount).toHaveText(String(onBrandPage));
  });
});
