import { expect, test } from '@playwright/test';
import {
  AUDIT_ACTIONS,
  auditEntries,
  countFetches,
  expectNoSidewaysScroll,
  expectToast,
  gradientPng,
  GRID_ROW,
  openFromSidebar,
  screenshotPath,
  signInAsAdmin,
  useLanguage,
} from './admin.js';

/**
 * Banners in the back office: add (with the browser's checks first), edit and delete one, see it in the
 * home carousel and its three changes in the audit log; none of the three fetches the banner list again. The desktop run says each toast in English
 * where the phone run says it in Azerbaijani and the other way round, so every toast is checked in both.
 */
const TOASTS = {
  add: { en: 'Banner added successfully!', az: 'Banner uğurla əlavə edildi!' },
  update: { en: 'Banner updated successfully!', az: 'Banner uğurla yeniləndi!' },
  delete: { en: 'Banner deleted successfully', az: 'Banner uğurla silindi' },
};

test.describe('admin banners', () => {
  test('an admin adds, edits and deletes a banner; the home carousel and the audit log show it', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = testInfo.project.name === 'mobile';
    const [first, second] = mobile ? (['az', 'en'] as const) : (['en', 'az'] as const);
    const stamp = `${testInfo.project.name} ${Date.now() % 1_000_000}`;
    const title = { az: `Yay endirimləri ${stamp}`, en: `Summer sale ${stamp}` };

    await signInAsAdmin(page);
    await openFromSidebar(page, testInfo, 'banners');
    await expect(page).toHaveURL(/\/admin\/banners$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
    const rows = page.getByTestId('banners-grid').locator(GRID_ROW);
    await expect(rows.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('admin-banners', testInfo), fullPage: true, animations: 'disabled' });

    await useLanguage(page, first);
    await page.getByTestId('banner-add').click();
    const dialog = page.getByTestId('banner-dialog');
    await expect(dialog).toBeVisible();
    // Saving without a picture or a title: the browser's checks, before anything is sent.
    await dialog.getByTestId('banner-dialog-save').click();
    const picture = dialog.getByTestId('banner-image-message');
    await expect(picture).toHaveText(first === 'en' ? 'Please select an image file' : 'Zəhmət olmasa, şəkil faylı seçin');
    await expect(dialog.getByText(first === 'en' ? 'Title is required' : 'Başlıq tələb olunur')).toBeVisible();
    // An SVG is not a picture the shop takes.
    await dialog
      .getByTestId('banner-image-input')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(picture).toHaveText(first === 'en' ? 'Please select a valid image file' : 'Zəhmət olmasa, düzgün şəkil faylı seçin');

    await dialog
      .getByTestId('banner-image-input')
      .setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: gradientPng(1200, 420, [11, 61, 145], [245, 124, 0]) });
    await expect(dialog.getByTestId('banner-image-preview')).toBeVisible();
    await dialog.getByTestId('banner-texts-titleAz').fill(title.az);
    await dialog.getByTestId('banner-texts-titleEn').fill(title.en);
    await dialog.getByTestId('banner-texts-descriptionAz').fill('Noutbuklara 20% endirim');
    await dialog.getByTestId('banner-texts-descriptionEn').fill('20% off laptops');
    // The link from a category: a top-level one is /{slug}.
    await dialog.getByTestId('banner-category').click();
    await page.getByRole('option').first().click();
    await expect(dialog.getByTestId('banner-link')).toHaveValue(/^\/(products\/)?[a-z0-9-]+$/);
    // First in the carousel, so it is the slide the home page opens on.
    await dialog.getByTestId('banner-sort-order').fill('-1');
    await expect(dialog.getByTestId('banner-active')).toBeChecked();
    await page.screenshot({ path: screenshotPath('admin-banner-dialog', testInfo), animations: 'disabled' });
    let fetches = countFetches(page, ['AdminBanners']);
    await dialog.getByTestId('banner-dialog-save').click();
    await expectToast(page, TOASTS.add[first]);
    await expect(dialog).toBeHidden();
    const row = rows.filter({ hasText: title[first] });
    await expect(row).toHaveCount(1);
    expect(fetches.stop()).toEqual([]);

    // The home carousel opens on it, in the viewer's language.
    await page.goto('/');
    await expect(page.locator('[data-testid="banner-slide"][data-active]').getByTestId('banner-title')).toHaveText(title[first]);

    // Edit in the other language: a new Azerbaijani and English title.
    await page.goto('/admin/banners');
    await useLanguage(page, second);
    await rows.filter({ hasText: title[second] }).getByTestId('banner-edit').click();
    await expect(dialog.getByTestId('banner-texts-titleAz')).toHaveValue(title.az);
    title.az = `${title.az} (yeni)`;
    title.en = `${title.en} (new)`;
    await dialog.getByTestId('banner-texts-titleAz').fill(title.az);
    await dialog.getByTestId('banner-texts-titleEn').fill(title.en);
    fetches = countFetches(page, ['AdminBanners']);
    await dialog.getByTestId('banner-dialog-save').click();
    await expectToast(page, TOASTS.update[second]);
    await expect(rows.filter({ hasText: title[second] })).toHaveCount(1);
    expect(fetches.stop()).toEqual([]);

    await page.goto('/');
    await expect(page.locator('[data-testid="banner-slide"][data-active]').getByTestId('banner-title')).toHaveText(title[second]);

    // Delete, asked first, in the first language again.
    await page.goto('/admin/banners');
    await useLanguage(page, first);
    await expect(rows.filter({ hasText: title[first] })).toHaveCount(1);
    fetches = countFetches(page, ['AdminBanners']);
    await rows.filter({ hasText: title[first] }).getByTestId('banner-delete').click();
    await expect(page.getByTestId('banner-delete-dialog')).toContainText(title[first]);
    await page.getByTestId('banner-delete-dialog-confirm').click();
    await expectToast(page, TOASTS.delete[first]);
    await expect(rows.filter({ hasText: title[first] })).toHaveCount(0);
    expect(fetches.stop()).toEqual([]);

    await page.goto('/');
    await expect(page.getByTestId('banner-title').filter({ hasText: title[first] })).toHaveCount(0);

    // The audit log, filtered to banners and the demo admin: created, updated (the titles before and after), deleted.
    await page.goto('/admin');
    await openFromSidebar(page, testInfo, 'audit');
    await expect(page).toHaveURL(/\/admin\/audit$/);
    const entries = (await auditEntries(page, 'banner')).filter({ hasText: stamp });
    await expect(entries.first()).toContainText(AUDIT_ACTIONS.delete[first]);
    await expect(entries.filter({ hasText: AUDIT_ACTIONS.update[first] }).getByTestId('audit-changes')).toContainText(
      `${first === 'en' ? 'Title (English)' : 'Başlıq (ingiliscə)'}: Summer sale ${stamp} → ${title.en}`,
    );
    await expect(entries.filter({ hasText: AUDIT_ACTIONS.create[first] })).toHaveCount(1);
  });
});
