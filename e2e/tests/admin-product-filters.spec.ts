import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, graphql, signInOverApi } from './api.js';
import {
  AUDIT_ACTIONS,
  auditEntries,
  expectNoSidewaysScroll,
  expectNoToasts,
  expectToast,
  GRID_ROW,
  openFromSidebar,
  screenshotPath,
  signInAsAdmin,
  useLanguage,
} from './admin.js';

/**
 * Assign Filter: a filter of this run's own (made over the API) is given to one product from its row and
 * to three more in bulk; the storefront's listing narrowed by its options counts them; one value and then
 * every value of a product are removed; the audit log has each of those changes. The desktop run says the assign toasts in English and the remove
 * toasts in Azerbaijani, the phone run the other way round, so each toast is checked in both languages.
 * The product whose values all go gets its demo values back at the end (other specs filter by brand).
 */
const TOASTS = {
  single: { en: 'Filter assigned successfully!', az: 'Filtr uğurla təyin edildi!' },
  bulk: { en: 'Filter assigned to 3 products successfully!', az: 'Filtr 3 məhsula uğurla təyin edildi!' },
  removeOne: { en: 'Filter removed successfully!', az: 'Filtr uğurla çıxarıldı!' },
  removeAll: { en: 'All filters removed successfully!', az: 'Bütün filtrlər uğurla çıxarıldı!' },
};
const SELECTED = { en: /^3 of \d+ selected$/, az: /^\d+ məhsuldan 3 seçilib$/ };
const SEARCH = 'Lenovo';

interface StoredValue {
  filterId: string;
  filterOptionId: string | null;
  value: string;
}

interface Listed {
  id: string;
  name: string;
  nameAz: string;
  nameEn: string;
  filters: StoredValue[];
}

async function productValues(request: APIRequestContext, token: string, search: string): Promise<Listed[]> {
  const data = await graphql<{ adminProducts: { items: Listed[] } }>(
    request,
    'query($input: AdminProductListInput!) { adminProducts(input: $input) { items { id name nameAz nameEn filters { filterId filterOptionId value } } } }',
    { input: { search, archived: false, sort: 'NAME_ASC', pageSize: 20 } },
    token,
  );
  return data.adminProducts.items;
}

/** A product's name as the screen shows it in either language. */
const shownName = (product: Listed) =>
  new RegExp([product.nameAz, product.nameEn || product.nameAz].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

/** The number the storefront's listing counts for a search narrowed by one filter option. */
async function listedWithOption(page: Page, optionId: string): Promise<number> {
  await page.goto(`/products?search=${SEARCH}&f=${optionId}`);
  const count = page.getByTestId('listing-count');
  await expect(count).toHaveText(/^\d+ /);
  return Number((await count.textContent())!.replace(/\D/g, ''));
}

test.describe('admin filter assignment', () => {
  test('assign a filter to one product and to three in bulk, see the storefront filtered by it, remove values', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const mobile = testInfo.project.name === 'mobile';
    const [first, second] = mobile ? (['az', 'en'] as const) : (['en', 'az'] as const);
    const stamp = `${testInfo.project.name} ${Date.now() % 1_000_000}`;
    const name = { az: `Zəmanət ${stamp}`, en: `Warranty ${stamp}` };
    const token = await signInOverApi(request, DEMO_ADMIN);
    const { addFilter } = await graphql<{ addFilter: { id: string; options: { id: string; value: string }[] } }>(
      request,
      'mutation($input: FilterInput!) { addFilter(input: $input) { id options { id value } } }',
      {
        input: {
          name: name.az,
          nameEn: name.en,
          options: [
            { value: '2 years', displayName: '2 il', displayNameEn: '2 years' },
            { value: '3 years', displayName: '3 il', displayNameEn: '3 years' },
          ],
        },
      },
      token,
    );
    const [twoYears, threeYears] = addFilter.options;
    const before = await productValues(request, token, SEARCH);
    expect(before.length).toBeGreaterThanOrEqual(4);
    const [single, ...others] = before;
    const bulk = others.slice(0, 3);

    try {
      await signInAsAdmin(page);
      await openFromSidebar(page, testInfo, 'productFilters');
      await expect(page).toHaveURL(/\/admin\/product-filters$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Assign Filter' })).toBeVisible();
      for (const card of ['products', 'filters', 'options'])
        await expect(page.getByTestId(`assign-stat-${card}`).getByTestId('assign-stat-value')).toHaveText(/^\d/);
      const rows = page.getByTestId('assign-grid').locator(GRID_ROW);
      await expect(rows.first()).toBeVisible();
      await page.getByTestId('assign-search').fill(SEARCH.toLowerCase());
      await expect(rows).toHaveCount(before.length);
      await expect(rows.first().getByTestId('assign-product-name')).toHaveText(shownName(single));
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: screenshotPath('admin-product-filters', testInfo), fullPage: true, animations: 'disabled' });

      // One product, from its row: it is picked already; the custom value wins in the summary until cleared.
      await useLanguage(page, first);
      await page.getByTestId('assign-search').fill(SEARCH);
      const singleRow = rows.filter({ hasText: shownName(single) });
      await singleRow.getByTestId('assign-row').click();
      const dialog = page.getByTestId('assign-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('assign-tab-single')).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('radio', { name: shownName(single) })).toBeChecked();
      const submit = dialog.getByTestId('assign-dialog-save');
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveText(first === 'en' ? 'Assign Filter' : 'Filtri təyin et');
      await dialog.getByTestId('assign-filter').click();
      await page.getByRole('option', { name: name[first] }).click();
      await dialog.getByTestId('assign-option').click();
      await page.getByRole('option', { name: new RegExp(first === 'en' ? '^2 years' : '^2 il') }).click();
      await dialog.getByTestId('assign-custom-value').fill('5 years');
      await expect(dialog.getByTestId('assign-summary-value')).toContainText('5 years');
      await dialog.getByTestId('assign-custom-value').fill('');
      await expect(dialog.getByTestId('assign-summary-value')).toContainText(first === 'en' ? '2 years' : '2 il');
      await expect(dialog.getByTestId('assign-summary')).toContainText(shownName(single));
      await page.screenshot({ path: screenshotPath('admin-product-filters-dialog', testInfo), animations: 'disabled' });
      await submit.click();
      await expectToast(page, TOASTS.single[first]);
      await expect(dialog).toBeHidden();
      await expect(singleRow.getByTestId('assign-chip').filter({ hasText: `${name[first]}: 2 years` })).toBeVisible();

      // Bulk: three products picked in the list; Select All and Deselect All on the way.
      await page.getByTestId('assign-open').click();
      await dialog.getByTestId('assign-tab-bulk').click();
      await dialog.getByTestId('assign-product-search').fill(SEARCH);
      const picker = dialog.getByTestId('assign-product');
      await expect(picker).toHaveCount(before.length);
      await dialog.getByTestId('assign-select-all').click();
      await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(before.length);
      await dialog.getByTestId('assign-select-all').click();
      await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
      for (const product of bulk) await picker.filter({ hasText: shownName(product) }).click();
      await expect(dialog.getByTestId('assign-selected-count')).toHaveText(SELECTED[first]);
      await expect(submit).toBeDisabled();
      await dialog.getByTestId('assign-filter').click();
      await page.getByRole('option', { name: name[first] }).click();
      // Neither an option nor a custom value: the §5 message, nothing sent.
      await submit.click();
      await expect(dialog.getByTestId('assign-problem')).toHaveText(
        first === 'en' ? 'Please select a filter option or provide a custom value' : 'Zəhmət olmasa, filtr seçimini seçin və ya xüsusi dəyər daxil edin',
      );
      await dialog.getByTestId('assign-option').click();
      await page.getByRole('option', { name: new RegExp(first === 'en' ? '^3 years' : '^3 il') }).click();
      await expect(submit).toHaveText(first === 'en' ? 'Assign to 3 Products' : '3 məhsula təyin et');
      await page.screenshot({ path: screenshotPath('admin-product-filters-bulk', testInfo), animations: 'disabled' });
      await submit.click();
      await expectToast(page, TOASTS.bulk[first]);
      await expect(dialog).toBeHidden();
      for (const product of bulk)
        await expect(
          rows
            .filter({ hasText: shownName(product) })
            .getByTestId('assign-chip')
            .filter({ hasText: '3 years' }),
        ).toBeVisible();

      // The storefront narrows the search by either option.
      expect(await listedWithOption(page, twoYears.id)).toBe(1);
      expect(await listedWithOption(page, threeYears.id)).toBe(3);

      // One value off one product (the chip's X), then every value off another.
      await page.goto('/admin/product-filters');
      await useLanguage(page, second);
      await page.getByTestId('assign-search').fill(SEARCH);
      await rows
        .filter({ hasText: shownName(bulk[0]) })
        .getByRole('button', { name: second === 'en' ? `Remove ${name.en}: 3 years` : `${name.az}: 3 years çıxar` })
        .locator('.MuiChip-deleteIcon')
        .click();
      await expectToast(page, TOASTS.removeOne[second]);
      await expect(
        rows
          .filter({ hasText: shownName(bulk[0]) })
          .getByTestId('assign-chip')
          .filter({ hasText: name[second] }),
      ).toHaveCount(0);
      await singleRow.getByTestId('assign-remove-all').click();
      await expect(page.getByTestId('assign-remove-all-dialog')).toContainText(shownName(single));
      await page.getByTestId('assign-remove-all-dialog-confirm').click();
      await expectToast(page, TOASTS.removeAll[second]);
      await expect(singleRow.getByTestId('assign-chip')).toHaveCount(0);
      await expect(singleRow.getByTestId('assign-remove-all')).toHaveCount(0);
      await expectNoToasts(page);

      expect(await listedWithOption(page, twoYears.id)).toBe(0);
      expect(await listedWithOption(page, threeYears.id)).toBe(2);

      // The audit log, filtered to filter assignments and the demo admin: this filter given to one product
      // (2 years) and to three in bulk (3 years), one of those values removed, and every value of the first.
      await page.goto('/admin/audit');
      const entries = await auditEntries(page, 'productFilter');
      // Values are read by name, not by id: the filter's name and the option's.
      const ours = entries.filter({ hasText: name.az });
      await expect(ours.filter({ hasText: '2 il' }).filter({ hasText: AUDIT_ACTIONS.assign[second] })).toHaveCount(1);
      await expect(ours.filter({ hasText: '3 il' }).filter({ hasText: AUDIT_ACTIONS.bulkAssign[second] })).toHaveCount(3);
      await expect(ours.filter({ hasText: '3 il' }).filter({ hasText: AUDIT_ACTIONS.remove[second] })).toHaveCount(1);
      await expect(entries.first()).toContainText(AUDIT_ACTIONS.removeAll[second]);
      await expect(entries.first().getByTestId('audit-changes')).toContainText(`${name.az}: 2 il → —`);
    } finally {
      // The demo values back on the product that lost them all, and this run's filter gone.
      const [now] = (await productValues(request, token, single.name)).filter((product) => product.id === single.id);
      for (const value of single.filters.filter((kept) => !now?.filters.some((item) => item.filterId === kept.filterId)))
        await graphql(
          request,
          'mutation($input: ProductFilterAssignmentInput!) { assignProductFilter(input: $input) { productId } }',
          {
            input: {
              productId: single.id,
              filterId: value.filterId,
              filterOptionId: value.filterOptionId,
              customValue: value.filterOptionId ? null : value.value,
            },
          },
          token,
        );
      await graphql(request, 'mutation($id: ID!) { deleteFilter(id: $id) }', { id: addFilter.id }, token);
    }
  });
});
