import { expect, test } from '@playwright/test';
import { countFetches, expectNoSidewaysScroll, expectToast, GRID_ROW, screenshotPath, signInAsAdmin, useLanguage } from './admin.js';
import { freshAccount } from './api.js';

/** The spec's texts; the desktop run reads them in English, the phone run in Azerbaijani. */
const TEXTS = {
  en: {
    wholesale: 'Wholesale',
    roleUpdated: 'Role updated to Wholesale successfully',
    firstNameRequired: 'First name is required',
    updated: 'User updated successfully!',
    deleted: 'User deleted succesfully',
  },
  az: {
    wholesale: 'Topdan',
    roleUpdated: 'Rol uğurla dəyişdirildi: Topdan',
    firstNameRequired: 'Ad tələb olunur',
    updated: 'İstifadəçi uğurla yeniləndi!',
    deleted: 'İstifadəçi uğurla silindi',
  },
};
/** Queries that would mean a list was fetched again: the grid's page and the stat cards. */
const LIST_QUERIES = ['AdminUsers', 'AdminUserStatistics'];

test.describe('admin users', () => {
  test('a role change, an edit and a delete update the grid and the stat cards without fetching the list again', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const customer = await freshAccount(request, testInfo, 'cache');
    const language = testInfo.project.name === 'mobile' ? 'az' : 'en';
    const text = TEXTS[language];
    await signInAsAdmin(page);
    const stat = (key: string) => page.getByTestId(`user-stat-${key}`).getByTestId('user-stat-value');
    // The dashboard as it opens: the stat cards and the first page of users.
    await expect(page.getByTestId('users-grid').locator(GRID_ROW).first()).toBeVisible();
    await expect(stat('totalUsers')).toHaveText(/^\d+$/);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('admin-dashboard', testInfo), fullPage: true, animations: 'disabled' });
    await useLanguage(page, language);
    await page.getByTestId('users-search').fill(customer.email);
    const row = page.locator(GRID_ROW, { hasText: customer.email });
    await expect(page.locator(GRID_ROW)).toHaveCount(1);
    await expect(stat('wholesaleUsers')).toHaveText(/^\d+$/);
    const normal = Number(await stat('normalUsers').textContent());
    const wholesale = Number(await stat('wholesaleUsers').textContent());
    const total = Number(await stat('totalUsers').textContent());

    const fetches = countFetches(page, LIST_QUERIES);

    await row.getByTestId('user-role-select').click();
    await page.getByTestId('role-option-Wholesale').click();
    // A role change is asked first.
    await page.getByTestId('user-role-dialog-confirm').click();
    await expectToast(page, text.roleUpdated);
    await expect(row.getByTestId('user-role-select')).toHaveText(text.wholesale);
    await expect(stat('normalUsers')).toHaveText(String(normal - 1));
    await expect(stat('wholesaleUsers')).toHaveText(String(wholesale + 1));

    await row.getByTestId('user-edit').click();
    const dialog = page.getByTestId('user-edit-dialog');
    await dialog.getByTestId('edit-first-name').fill('');
    await dialog.getByTestId('user-edit-dialog-save').click();
    await expect(dialog.getByText(text.firstNameRequired)).toBeVisible();
    await dialog.getByTestId('edit-first-name').fill('Leyla');
    await dialog.getByTestId('user-edit-dialog-save').click();
    await expectToast(page, text.updated);
    await expect(row).toContainText(`Leyla ${customer.lastName}`);

    await row.getByTestId('user-delete').click();
    await page.getByTestId('user-delete-dialog-confirm').click();
    await expectToast(page, text.deleted);
    // No row at all, not even a loading grid's placeholder: the grid is empty, not waiting.
    await expect(page.locator('.MuiDataGrid-row')).toHaveCount(0);
    await expect(stat('totalUsers')).toHaveText(String(total - 1));
    await expect(stat('wholesaleUsers')).toHaveText(String(wholesale));

    expect(fetches.stop()).toEqual([]);
  });
});
