import { expect, test } from '@playwright/test';
import {
  AUDIT_ACTIONS,
  auditEntries,
  countFetches,
  expectNoSidewaysScroll,
  expectNoToasts,
  expectToast,
  gradientPng,
  openFromSidebar,
  screenshotPath,
  signInAsAdmin,
  useLanguage,
} from './admin.js';

/**
 * Categories in the back office: the tree, a top-level category added with its picture (after the
 * picture check), edited in the other language with a new picture, a delete the server refuses (a
 * category with subcategories and products, the reason in the toast) and the new one deleted; the edit
 * and the delete update the tree from their answers, never by fetching it again; the audit log has all
 * three. The desktop run says add and delete in English and edit in Azerbaijani, the phone run the other
 * way round.
 */
const TOASTS = {
  add: { en: 'Category added successfully', az: 'Kateqoriya uğurla əlavə edildi' },
  update: { en: 'Category updated succesfull', az: 'Kateqoriya uğurla yeniləndi' },
  delete: { en: 'Category deleted successfully', az: 'Kateqoriya uğurla silindi' },
  refused: { en: /^This category cannot be deleted: it still has/, az: /^Bu kateqoriyanı silmək olmaz:/ },
};
const IMAGE_FIRST = { en: 'Please upload an image first', az: 'Zəhmət olmasa, əvvəlcə şəkil yükləyin' };
const COMPUTERS = { en: 'Computers', az: 'Kompüterlər' };
/** The tree: an edit or a delete changes it in Apollo's cache. */
const TREE_QUERIES = ['AdminCategoryTree'];

test.describe('admin categories', () => {
  test('an admin adds a category with a picture, edits it, is refused deleting a busy one and deletes the new one', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = testInfo.project.name === 'mobile';
    const [first, second] = mobile ? (['az', 'en'] as const) : (['en', 'az'] as const);
    const stamp = `${testInfo.project.name} ${Date.now() % 1_000_000}`;
    const name = { az: `Oyun aksesuarları ${stamp}`, en: `Gaming accessories ${stamp}` };

    await signInAsAdmin(page);
    await openFromSidebar(page, testInfo, 'categories');
    await expect(page).toHaveURL(/\/admin\/category$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const items = page.getByTestId('category-tree-item');
    await expect(items.first()).toBeVisible();
    // Three levels, opened and closed all at once.
    await page.getByTestId('category-expand-all').click();
    await expect(page.locator('[data-testid="category-tree-item"][data-level="3"]').first()).toBeVisible();
    await page
      .getByTestId('category-tree-name')
      .filter({ hasText: /^Computers$/ })
      .click();
    await expect(page.getByTestId('category-details-name')).toHaveText('Computers');
    await expectNoSidewaysScroll(page);
    // On a phone picking scrolls to the details; the full-page picture starts at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('admin-categories', testInfo), fullPage: true, animations: 'disabled' });
    await page.getByTestId('category-collapse-all').click();
    await expect(page.locator('[data-testid="category-tree-item"][data-level="2"]').first()).toBeHidden();

    // Add at the top level: the picture is asked for first.
    await useLanguage(page, first);
    await page.getByTestId('category-add').click();
    const dialog = page.getByTestId('category-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('category-dialog-save').click();
    await expect(dialog.getByTestId('category-image-message')).toHaveText(IMAGE_FIRST[first]);
    await dialog.getByTestId('category-texts-nameAz').fill(name.az);
    await dialog.getByTestId('category-texts-nameEn').fill(name.en);
    await dialog.getByTestId('category-texts-descriptionAz').fill('Klaviaturalar, siçanlar və qulaqlıqlar');
    await dialog.getByTestId('category-texts-descriptionEn').fill('Keyboards, mice and headsets');
    await dialog
      .getByTestId('category-image-input')
      .setInputFiles({ name: 'gaming.png', mimeType: 'image/png', buffer: gradientPng(640, 360, [106, 27, 154], [245, 124, 0]) });
    await expect(dialog.getByTestId('category-image-preview')).toBeVisible();
    await dialog.getByTestId('category-sort-order').fill('90');
    await page.screenshot({ path: screenshotPath('admin-categories-dialog', testInfo), animations: 'disabled' });
    await dialog.getByTestId('category-dialog-save').click();
    await expectToast(page, TOASTS.add[first]);
    await expect(dialog).toBeHidden();
    const added = page.getByTestId('category-tree-name').filter({ hasText: name[first] });
    await expect(added).toHaveCount(1);
    await added.click();
    await expect(page.getByTestId('category-details-name')).toHaveText(name[first]);
    await expect(page.getByTestId('category-details-image')).toBeVisible();

    // Edit in the other language: new names and a new picture.
    await useLanguage(page, second);
    await page.getByTestId('category-tree-name').filter({ hasText: name[second] }).click();
    await page.getByTestId('category-edit').click();
    await expect(dialog.getByTestId('category-texts-nameAz')).toHaveValue(name.az);
    name.az = `${name.az} (yeni)`;
    name.en = `${name.en} (new)`;
    await dialog.getByTestId('category-texts-nameAz').fill(name.az);
    await dialog.getByTestId('category-texts-nameEn').fill(name.en);
    await dialog
      .getByTestId('category-image-input')
      .setInputFiles({ name: 'gaming-2.png', mimeType: 'image/png', buffer: gradientPng(640, 360, [11, 61, 145], [46, 125, 50]) });
    await page.screenshot({ path: screenshotPath('admin-categories-edit-dialog', testInfo), animations: 'disabled' });
    let fetches = countFetches(page, TREE_QUERIES);
    await dialog.getByTestId('category-dialog-save').click();
    await expectToast(page, TOASTS.update[second]);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('category-details-name')).toHaveText(name[second]);
    await expect(page.getByTestId('category-tree-name').filter({ hasText: name[second] })).toHaveCount(1);
    expect(fetches.stop()).toEqual([]);

    // A category with subcategories and products is kept; the toast gives the server's reason.
    await useLanguage(page, first);
    await page
      .getByTestId('category-tree-name')
      .filter({ hasText: new RegExp(`^${COMPUTERS[first]}$`) })
      .click();
    await page.getByTestId('category-delete').click();
    await expect(page.getByTestId('category-delete-dialog')).toContainText(COMPUTERS[first]);
    await page.getByTestId('category-delete-dialog-confirm').click();
    await expect(page.getByTestId('toast').filter({ hasText: TOASTS.refused[first] })).toBeVisible();
    await expect(page.getByTestId('category-tree-name').filter({ hasText: new RegExp(`^${COMPUTERS[first]}$`) })).toHaveCount(1);

    // The new one goes.
    await page.getByTestId('category-tree-name').filter({ hasText: name[first] }).click();
    await page.getByTestId('category-delete').click();
    await expect(page.getByTestId('category-delete-dialog')).toContainText(name[first]);
    await page.screenshot({ path: screenshotPath('admin-categories-delete-dialog', testInfo), animations: 'disabled' });
    fetches = countFetches(page, TREE_QUERIES);
    await page.getByTestId('category-delete-dialog-confirm').click();
    await expectToast(page, TOASTS.delete[first]);
    await expect(page.getByTestId('category-tree-name').filter({ hasText: name[first] })).toHaveCount(0);
    expect(fetches.stop()).toEqual([]);
    await expectNoToasts(page);

    // The audit log, filtered to categories and the demo admin: deleted (newest), renamed, created.
    await page.goto('/admin/audit');
    const entries = (await auditEntries(page, 'category')).filter({ hasText: stamp });
    await expect(entries.first()).toContainText(AUDIT_ACTIONS.delete[first]);
    await expect(entries.filter({ hasText: AUDIT_ACTIONS.update[first] }).getByTestId('audit-changes')).toContainText(
      `${first === 'en' ? 'Name (English)' : 'Ad (ingiliscə)'}: Gaming accessories ${stamp} → ${name.en}`,
    );
    await expect(entries.filter({ hasText: AUDIT_ACTIONS.create[first] })).toHaveCount(1);
  });
});
