import { expect, test } from '@playwright/test';
import { countFetches, expectNoSidewaysScroll, expectNoToasts, expectToast, openFromSidebar, screenshotPath, signInAsAdmin, useLanguage } from './admin.js';

/**
 * Filters in the back office: one added with two options (Add option stays off until a label and a value
 * are typed), renamed, given a third option on its row, an option deleted, then the filter deleted; the
 * edit and the delete update the list from their answers, never by fetching it again. The desktop run says add and delete in English and the edits in Azerbaijani, the phone run the other way round.
 */
const TOASTS = {
  add: { en: 'Filter added successfully!', az: 'Filtr uğurla əlavə edildi!' },
  update: { en: 'Filter updated successfully!', az: 'Filtr uğurla yeniləndi!' },
  optionAdd: { en: 'Option added successfully', az: 'Seçim uğurla əlavə edildi' },
  optionDelete: { en: 'Option deleted successfully', az: 'Seçim uğurla silindi' },
  delete: { en: 'Filter deleted successfully', az: 'Filtr uğurla silindi' },
};
/** The page's lists: the filters and the categories they name. */
const LIST_QUERIES = ['AdminFilters', 'AdminCategoryTree'];

test.describe('admin filters', () => {
  test('an admin adds a filter with options, edits it and its options, and deletes it', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = testInfo.project.name === 'mobile';
    const [first, second] = mobile ? (['az', 'en'] as const) : (['en', 'az'] as const);
    const stamp = `${testInfo.project.name} ${Date.now() % 1_000_000}`;
    const name = { az: `Ekran ölçüsü ${stamp}`, en: `Screen size ${stamp}` };

    await signInAsAdmin(page);
    await openFromSidebar(page, testInfo, 'filters');
    await expect(page).toHaveURL(/\/admin\/filters$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
    const items = page.getByTestId('filter-item');
    await expect(items.first()).toBeVisible();
    // The demo brand filter, opened: its options.
    const brand = items.filter({ has: page.getByTestId('filter-name').filter({ hasText: /^Brand$/ }) });
    await brand.getByTestId('filter-toggle').click();
    await expect(brand.getByTestId('filter-option').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('admin-filters', testInfo), fullPage: true, animations: 'disabled' });
    await brand.getByTestId('filter-toggle').click();

    await useLanguage(page, first);
    await page.getByTestId('filter-add').click();
    const dialog = page.getByTestId('filter-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('filter-texts-nameAz').fill(name.az);
    await dialog.getByTestId('filter-texts-nameEn').fill(name.en);
    const draft = (field: string) => dialog.getByTestId(`filter-option-draft-${field}`);
    // A label without a value is not an option yet (§5).
    await draft('labelAz').fill('15,6 düym');
    await expect(draft('add')).toBeDisabled();
    await draft('labelEn').fill('15.6 inch');
    await draft('value').fill('15.6');
    await draft('add').click();
    await draft('labelAz').fill('17,3 düym');
    await draft('labelEn').fill('17.3 inch');
    await draft('value').fill('17.3');
    await draft('add').click();
    await expect(dialog.getByTestId('filter-new-options').getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByTestId('filter-active')).toBeChecked();
    await page.screenshot({ path: screenshotPath('admin-filters-dialog', testInfo), animations: 'disabled' });
    await dialog.getByTestId('filter-dialog-save').click();
    await expectToast(page, TOASTS.add[first]);
    await expect(dialog).toBeHidden();
    const added = items.filter({ has: page.getByTestId('filter-name').filter({ hasText: name[first] }) });
    await expect(added).toHaveCount(1);
    // Its slug (made from the name, kept on an edit) finds it in either language.
    const item = page.locator(`[data-testid="filter-item"][data-slug="${await added.getAttribute('data-slug')}"]`);
    await expect(item.getByTestId('filter-option-count')).toHaveText(first === 'en' ? '2 options' : '2 seçim');

    // Renamed in the other language.
    await useLanguage(page, second);
    await item.getByTestId('filter-edit').click();
    await expect(dialog.getByTestId('filter-texts-nameEn')).toHaveValue(name.en);
    name.az = `${name.az} (yeni)`;
    name.en = `${name.en} (new)`;
    await dialog.getByTestId('filter-texts-nameAz').fill(name.az);
    await dialog.getByTestId('filter-texts-nameEn').fill(name.en);
    let fetches = countFetches(page, LIST_QUERIES);
    await dialog.getByTestId('filter-dialog-save').click();
    await expectToast(page, TOASTS.update[second]);
    await expect(item.getByTestId('filter-name')).toHaveText(name[second]);
    expect(fetches.stop()).toEqual([]);

    // Its options: a third added on the row, the first deleted.
    await item.getByTestId('filter-toggle').click();
    const options = item.getByTestId('filter-option');
    await expect(options).toHaveCount(2);
    await item.getByTestId('filter-option-new-labelAz').fill('14 düym');
    await item.getByTestId('filter-option-new-labelEn').fill('14 inch');
    await item.getByTestId('filter-option-new-value').fill('14');
    await item.getByTestId('filter-option-new-add').click();
    await expectToast(page, TOASTS.optionAdd[second]);
    await expect(options).toHaveCount(3);
    await options.filter({ hasText: '15,6 düym' }).getByTestId('filter-option-delete').click();
    await expect(page.getByTestId('filter-delete-dialog')).toBeVisible();
    await page.getByTestId('filter-delete-dialog-confirm').click();
    await expectToast(page, TOASTS.optionDelete[second]);
    await expect(options).toHaveCount(2);
    await expect(options.filter({ hasText: '15,6 düym' })).toHaveCount(0);

    // Deleted, asked first.
    await useLanguage(page, first);
    await item.getByTestId('filter-delete').click();
    await expect(page.getByTestId('filter-delete-dialog')).toContainText(name[first]);
    await page.screenshot({ path: screenshotPath('admin-filters-delete-dialog', testInfo), animations: 'disabled' });
    fetches = countFetches(page, LIST_QUERIES);
    await page.getByTestId('filter-delete-dialog-confirm').click();
    await expectToast(page, TOASTS.delete[first]);
    await expect(item).toHaveCount(0);
    expect(fetches.stop()).toEqual([]);
    await expectNoToasts(page);
  });
});
