import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  AUDIT_ACTIONS,
  auditEntries,
  expectNoSidewaysScroll,
  expectNoToasts,
  expectToast,
  openFromSidebar,
  screenshotPath,
  signInAsAdmin,
  useLanguage,
} from './admin.js';

/**
 * The Download page's files in the back office: the browser refuses a web page before sending, an upload
 * shows on /download and downloads as uploaded, a delete is asked first; the audit log has both. Toasts
 * in English on desktop and Azerbaijani on the phone, and the other way round.
 */
const TOASTS = {
  upload: { en: 'File uploaded successfully!', az: 'Fayl uğurla yükləndi!' },
  delete: { en: 'File deleted successfully', az: 'Fayl uğurla silindi' },
};

test.describe('admin files', () => {
  test('an admin uploads a file, it downloads from /download, then deletes it; the audit log shows both', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = testInfo.project.name === 'mobile';
    const [first, second] = mobile ? (['az', 'en'] as const) : (['en', 'az'] as const);
    const stamp = `${testInfo.project.name}-${Date.now() % 1_000_000}`;
    const fileName = `driver-${stamp}.txt`;
    const content = `Texnika driver notes ${stamp}\n`;
    const shownName = `E2E driver ${stamp}`;

    await signInAsAdmin(page);
    await openFromSidebar(page, testInfo, 'files');
    await expect(page).toHaveURL(/\/admin\/file-management$/);
    await useLanguage(page, first);

    await page.getByTestId('file-upload').click();
    const dialog = page.getByTestId('file-upload-dialog');
    await dialog.getByTestId('file-upload-dialog-save').click();
    const message = dialog.getByTestId('file-picker-message');
    await expect(message).toHaveText(first === 'en' ? 'Please select a file to upload' : 'Zəhmət olmasa, yükləmək üçün fayl seçin');
    await dialog.getByTestId('file-picker-input').setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<html></html>') });
    await expect(message).toHaveText(first === 'en' ? 'Web pages and SVG files cannot be uploaded' : 'Veb səhifələri və SVG faylları yükləmək olmaz');

    await dialog.getByTestId('file-picker-input').setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(content) });
    // The custom name starts as the file's own.
    await expect(dialog.getByTestId('file-name')).toHaveValue(fileName);
    await dialog.getByTestId('file-name').fill(shownName);
    await dialog.getByTestId('file-description').fill('Installation notes for the demo driver');
    await dialog.getByTestId('file-category').fill('Windows');
    await page.screenshot({ path: screenshotPath('admin-file-upload-dialog', testInfo), animations: 'disabled' });
    await dialog.getByTestId('file-upload-dialog-save').click();
    await expectToast(page, TOASTS.upload[first]);
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('file-card').filter({ hasText: shownName });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('file-card-category')).toHaveText('Windows');
    await expectNoSidewaysScroll(page);
    await expectNoToasts(page);
    await page.screenshot({ path: screenshotPath('admin-files', testInfo), fullPage: true, animations: 'disabled' });

    // On the Download page, and it downloads under its own name with its bytes.
    await page.goto('/download');
    const item = page.getByTestId('download-item').filter({ hasText: shownName });
    await expect(item).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await item.getByRole('link').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    expect(await readFile(await download.path(), 'utf8')).toBe(content);

    await page.goto('/admin/file-management');
    await useLanguage(page, second);
    await card.getByTestId('file-delete').click();
    await expect(page.getByTestId('file-delete-dialog')).toContainText(
      second === 'en' ? 'Are you sure you want to delete this file?' : 'Bu faylı silmək istədiyinizə əminsiniz?',
    );
    await page.getByTestId('file-delete-dialog-confirm').click();
    await expectToast(page, TOASTS.delete[second]);
    await expect(card).toHaveCount(0);

    // The audit log, filtered to files and to the demo admin: the upload and the delete, newest first.
    await useLanguage(page, 'en');
    await openFromSidebar(page, testInfo, 'audit');
    const entries = await auditEntries(page, 'file');
    await expect(entries.first()).toContainText(AUDIT_ACTIONS.delete.en);
    await expect(entries.filter({ hasText: AUDIT_ACTIONS.upload.en }).filter({ hasText: shownName })).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await expectNoToasts(page);
    await page.screenshot({ path: screenshotPath('admin-audit', testInfo), fullPage: true, animations: 'disabled' });
  });
});
