import { screen, waitFor, within } from '@testing-library/react';
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { FilterInput, FilterOptionInput } from '../../../../server/src/modules/filters/filters.schemas';
import { fieldMessage, schemaLimit, tooLongFor } from '../../test/contract';
import type { Language } from '../../lib/language';
import { mock, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import { AdminCategoryTreeQuery, AdminFiltersQuery } from '../catalogue/operations';
import FiltersPage from './FiltersPage';
import {
  AdminAddFilterMutation,
  AdminAddFilterOptionMutation,
  AdminDeleteFilterMutation,
  AdminDeleteFilterOptionMutation,
  AdminUpdateFilterMutation,
  AdminUpdateFilterOptionMutation,
} from './operations';

const option = (id: string, az: string, en: string, value: string, color: string | null = null) => ({
  __typename: 'FilterOption',
  id,
  value,
  displayName: en,
  displayNameAz: az,
  displayNameEn: en,
  color,
  isActive: true,
  sortOrder: 0,
});

const filter = (id: string, name: string, options: ReturnType<typeof option>[], extra: Record<string, unknown> = {}) => ({
  __typename: 'AdminFilter',
  id,
  name,
  nameAz: name,
  nameEn: name,
  slug: name.toLowerCase(),
  isActive: true,
  sortOrder: 1,
  categoryIds: [],
  productCount: 3,
  options,
  ...extra,
});

const COLOUR = filter('f1', 'Colour', [option('o1', 'Qırmızı', 'Red', 'red', 'red')]);
const RAM = filter('f2', 'RAM', [], { sortOrder: 2 });

const CATEGORY = {
  __typename: 'AdminCategory',
  id: 'c1',
  name: 'Laptops',
  nameAz: 'Noutbuklar',
  nameEn: 'Laptops',
  slug: 'laptops',
  descriptionAz: '',
  descriptionEn: '',
  imageUrl: null,
  sortOrder: 0,
  isActive: true,
  parentCategoryId: null,
  level: 1,
  productCount: 0,
  totalProductCount: 0,
  subCategories: [],
};

/** The page's queries, answered once each: a refetch would find no answer. */
const pageMocks = (): MockedResponse[] => [
  mock(AdminFiltersQuery, undefined, { adminFilters: [COLOUR, RAM] }),
  mock(AdminCategoryTreeQuery, undefined, { adminCategoryTree: [CATEGORY] }),
];

async function openPage(language: Language = 'en', mocks: MockedResponse[] = []) {
  const view = renderWithProviders(<FiltersPage />, { language, mocks: [...pageMocks(), ...mocks] });
  await screen.findByText('Colour');
  const item = (name: string) => within(screen.getAllByTestId('filter-item').find((row) => within(row).getByTestId('filter-name').textContent === name)!);
  return { ...view, item };
}

describe.each<Language>(['en', 'az'])('the filter dialogs’ messages in %s', (language) => {
  it('a new filter needs a name, then a whole sort order; nothing is sent', async () => {
    const { user, requests, t } = await openPage(language);
    await user.click(screen.getByRole('button', { name: t('admin.filters.add') }));
    const dialog = within(await screen.findByTestId('filter-dialog'));
    const save = () => user.click(dialog.getByRole('button', { name: t('common.save') }));
    await save();
    expect(await dialog.findByText(t('admin.errors.filterNameRequired'))).toBeTruthy();

    await user.type(dialog.getByTestId('filter-texts-nameEn'), 'Size');
    await user.clear(dialog.getByTestId('filter-sort-order'));
    await user.type(dialog.getByTestId('filter-sort-order'), '1.5');
    await save();
    expect(await dialog.findByText(t('admin.errors.sortOrderInvalid'))).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['AdminFilters', 'AdminCategoryTree']);
  });

  it('an option needs a label and a value; nothing is sent', async () => {
    const { user, requests, item, t } = await openPage(language);
    await user.click(item('Colour').getByRole('button', { name: t('admin.filters.showOptions', { name: 'Colour' }) }));
    await user.click(await screen.findByRole('button', { name: t('admin.filters.editOne', { name: 'Red' }) }));
    const dialog = within(await screen.findByTestId('option-dialog'));
    await user.clear(dialog.getByTestId('option-texts-labelAz'));
    await user.clear(dialog.getByTestId('option-texts-labelEn'));
    await user.clear(dialog.getByTestId('option-value'));
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await dialog.findByText(t('admin.filters.errors.labelRequired'))).toBeTruthy();
    expect(dialog.getByText(t('admin.filters.errors.valueRequired'))).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['AdminFilters', 'AdminCategoryTree']);
  });

  it('texts longer than the server’s FilterInput and FilterOptionInput take, in the filter dialog: their limits, on the fields; nothing is sent', async () => {
    const { user, requests, t } = await openPage(language);
    const tooLong = (schema: TSchema) => t('errors.contract.tooLong', { max: schemaLimit(schema, 'maxLength') });

    // The filter dialog, and a new option's draft in it (Add option stays off).
    await user.click(screen.getByRole('button', { name: t('admin.filters.add') }));
    const filterDialog = within(await screen.findByTestId('filter-dialog'));
    await user.click(filterDialog.getByTestId('filter-option-draft-labelEn'));
    await user.paste(tooLongFor(FilterOptionInput.properties.displayNameEn));
    await user.type(filterDialog.getByTestId('filter-option-draft-value'), '16 GB');
    const draftLabel = filterDialog.getByTestId('filter-option-draft-labelEn');
    await waitFor(() => expect(fieldMessage(draftLabel)).toBe(tooLong(FilterOptionInput.properties.displayNameEn)));
    expect(filterDialog.getByTestId('filter-option-draft-add')).toHaveProperty('disabled', true);
    await user.click(filterDialog.getByTestId('filter-slug'));
    await user.paste(tooLongFor(FilterInput.properties.slug));
    await user.type(filterDialog.getByTestId('filter-texts-nameEn'), 'Size');
    await user.click(filterDialog.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(fieldMessage(filterDialog.getByTestId('filter-slug'))).toBe(tooLong(FilterInput.properties.slug)));
    expect(sentOperations(requests)).toEqual(['AdminFilters', 'AdminCategoryTree']);
  });

  it('a value longer than the server’s FilterOptionInput takes, in the option dialog: its limit; nothing is sent', async () => {
    const { user, requests, item, t } = await openPage(language);
    await user.click(item('Colour').getByRole('button', { name: t('admin.filters.showOptions', { name: 'Colour' }) }));
    await user.click(await screen.findByRole('button', { name: t('admin.filters.editOne', { name: 'Red' }) }));
    const optionDialog = within(await screen.findByTestId('option-dialog'));
    await user.clear(optionDialog.getByTestId('option-value'));
    await user.paste(tooLongFor(FilterOptionInput.properties.value));
    await user.click(optionDialog.getByRole('button', { name: t('common.save') }));
    const message = t('errors.contract.tooLong', { max: schemaLimit(FilterOptionInput.properties.value, 'maxLength') });
    expect(await optionDialog.findByText(message)).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['AdminFilters', 'AdminCategoryTree']);
  });
});

describe('adding and editing filters', () => {
  it('adds a filter with its categories and options; it joins the list from the answer, without a refetch', async () => {
    const input = {
      name: 'Ölçü',
      nameEn: 'Size',
      isActive: true,
      sortOrder: 3,
      categoryIds: ['c1'],
      type: 'CHECKBOX' as const,
      options: [{ displayName: 'Böyük', displayNameEn: 'Large', value: 'l', color: 'red', isActive: true }],
    };
    const answer = { addFilter: filter('f3', 'Size', [option('o9', 'Böyük', 'Large', 'l', 'red')], { nameAz: 'Ölçü', sortOrder: 3, categoryIds: ['c1'] }) };
    const { user, requests, t } = await openPage('en', [mock(AdminAddFilterMutation, { input }, answer)]);

    await user.click(screen.getByRole('button', { name: t('admin.filters.add') }));
    const dialog = within(await screen.findByTestId('filter-dialog'));
    await user.type(dialog.getByTestId('filter-texts-nameAz'), 'Ölçü');
    await user.type(dialog.getByTestId('filter-texts-nameEn'), 'Size');
    await user.clear(dialog.getByTestId('filter-sort-order'));
    await user.type(dialog.getByTestId('filter-sort-order'), '3');
    await user.click(dialog.getByTestId('filter-categories'));
    await user.click(await screen.findByRole('option', { name: 'Laptops' }));
    // Add option stays off until a label and a value are typed.
    expect(dialog.getByTestId('filter-option-draft-add')).toHaveProperty('disabled', true);
    await user.type(dialog.getByTestId('filter-option-draft-labelAz'), 'Böyük');
    await user.type(dialog.getByTestId('filter-option-draft-labelEn'), 'Large');
    await user.type(dialog.getByTestId('filter-option-draft-value'), 'l');
    await user.click(dialog.getByTestId('filter-option-draft-add'));
    expect(within(dialog.getByTestId('filter-new-options')).getByText('Böyük / Large')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('admin.filters.add.success'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('filter-dialog')).toBeNull());
    expect(screen.getAllByTestId('filter-name').map((name) => name.textContent)).toEqual(['Colour', 'RAM', 'Size']);
    expect(sentOperations(requests)).toEqual(['AdminFilters', 'AdminCategoryTree', 'AdminAddFilter']);
  });

  it('saves an edited filter without options; the row shows the answer', async () => {
    const input = { name: 'Rəng', nameEn: 'Colour', isActive: false, sortOrder: 1, categoryIds: [], slug: 'colour' };
    const answer = { updateFilter: { ...COLOUR, name: 'Colour', nameAz: 'Rəng', isActive: false } };
    const { user, requests, item, t } = await openPage('en', [mock(AdminUpdateFilterMutation, { id: 'f1', input }, answer)]);

    await user.click(item('Colour').getByRole('button', { name: t('admin.filters.editOne', { name: 'Colour' }) }));
    const dialog = within(await screen.findByTestId('filter-dialog'));
    expect(dialog.getByText(t('admin.filters.optionsOnRow'))).toBeTruthy();
    await user.clear(dialog.getByTestId('filter-texts-nameAz'));
    await user.type(dialog.getByTestId('filter-texts-nameAz'), 'Rəng');
    await user.click(dialog.getByTestId('filter-active'));
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('admin.filters.update.success'))).toBeTruthy();
    await waitFor(() => expect(within(item('Colour').getByTestId('filter-status')).getByText(t('admin.users.inactive'))).toBeTruthy());
    expect(requests.at(-1)).toEqual({ operationName: 'AdminUpdateFilter', variables: { id: 'f1', input } });
  });
});

describe('options in a filter’s row', () => {
  it('adds one from the row: it shows and the count moves without a refetch', async () => {
    const input = { displayName: 'Mavi', displayNameEn: 'Blue', value: 'blue', color: 'red', isActive: true };
    const { user, requests, item, t } = await openPage('en', [
      mock(AdminAddFilterOptionMutation, { filterId: 'f1', input }, { addFilterOption: option('o2', 'Mavi', 'Blue', 'blue', 'red') }),
    ]);
    await user.click(item('Colour').getByRole('button', { name: t('admin.filters.showOptions', { name: 'Colour' }) }));
    await user.type(await item('Colour').findByTestId('filter-option-new-labelAz'), 'Mavi');
    await user.type(item('Colour').getByTestId('filter-option-new-labelEn'), 'Blue');
    await user.type(item('Colour').getByTestId('filter-option-new-value'), 'blue');
    await user.click(item('Colour').getByTestId('filter-option-new-add'));

    expect(await screen.findByText(t('admin.filters.option.add.success'))).toBeTruthy();
    await waitFor(() =>
      expect(
        item('Colour')
          .getAllByTestId('filter-option-label')
          .map((label) => label.textContent),
      ).toEqual(['Qırmızı / Red', 'Mavi / Blue']),
    );
    expect(item('Colour').getByTestId('filter-option-count').textContent).toBe(t('admin.filters.optionCount', { count: 2 }));
    // The draft is cleared for the next one.
    expect(item('Colour').getByTestId('filter-option-new-value')).toHaveProperty('value', '');
    expect(sentOperations(requests)).toEqual(['AdminFilters', 'AdminCategoryTree', 'AdminAddFilterOption']);
  });

  it('saves an edited option', async () => {
    const input = { displayName: 'Tünd qırmızı', displayNameEn: 'Red', value: 'red', color: '#aa0000', isActive: true };
    const answer = { updateFilterOption: { ...option('o1', 'Tünd qırmızı', 'Red', 'red', '#aa0000') } };
    const { user, requests, item, t } = await openPage('az', [mock(AdminUpdateFilterOptionMutation, { filterId: 'f1', optionId: 'o1', input }, answer)]);
    await user.click(item('Colour').getByRole('button', { name: t('admin.filters.showOptions', { name: 'Colour' }) }));
    await user.click(await screen.findByRole('button', { name: t('admin.filters.editOne', { name: 'Red' }) }));
    const dialog = within(await screen.findByTestId('option-dialog'));
    await user.clear(dialog.getByTestId('option-texts-labelAz'));
    await user.type(dialog.getByTestId('option-texts-labelAz'), 'Tünd qırmızı');
    await user.clear(dialog.getByTestId('option-color'));
    await user.type(dialog.getByTestId('option-color'), '#aa0000');
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('admin.filters.option.update.success'))).toBeTruthy();
    await waitFor(() => expect(item('Colour').getByTestId('filter-option-label').textContent).toBe('Tünd qırmızı / Red'));
    expect(requests.at(-1)).toEqual({ operationName: 'AdminUpdateFilterOption', variables: { filterId: 'f1', optionId: 'o1', input } });
  });
});

describe('deleting', () => {
  it('a filter: asked first, Cancel sends nothing, Delete removes it from the list without a refetch', async () => {
    const { user, requests, item, t } = await openPage('az', [mock(AdminDeleteFilterMutation, { id: 'f1' }, { deleteFilter: true })]);
    const ask = () => user.click(item('Colour').getByRole('button', { name: t('admin.filters.deleteOne', { name: 'Colour' }) }));

    await ask();
    const dialog = within(await screen.findByTestId('filter-delete-dialog'));
    expect(dialog.getByText(t('admin.filters.delete.text', { name: 'Colour', count: 3 }))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByTestId('filter-delete-dialog')).toBeNull());
    expect(sentOperations(requests)).toEqual(['AdminFilters', 'AdminCategoryTree']);

    await ask();
    await user.click(within(await screen.findByTestId('filter-delete-dialog')).getByRole('button', { name: t('admin.common.delete') }));
    expect(await screen.findByText(t('admin.filters.delete.success'))).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('filter-name').map((name) => name.textContent)).toEqual(['RAM']));
    expect(sentOperations(requests)).toEqual(['AdminFilters', 'AdminCategoryTree', 'AdminDeleteFilter']);
  });

  it('an option: asked first, then gone from its row without a refetch', async () => {
    const { user, requests, item, t } = await openPage('en', [
      mock(AdminDeleteFilterOptionMutation, { filterId: 'f1', optionId: 'o1' }, { deleteFilterOption: true }),
    ]);
    await user.click(item('Colour').getByRole('button', { name: t('admin.filters.showOptions', { name: 'Colour' }) }));
    await user.click(await screen.findByRole('button', { name: t('admin.filters.deleteOne', { name: 'Red' }) }));
    const dialog = within(await screen.findByTestId('filter-delete-dialog'));
    expect(dialog.getByText(t('admin.filters.option.delete.text', { name: 'Red' }))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('admin.common.delete') }));

    expect(await screen.findByText(t('admin.filters.option.delete.success'))).toBeTruthy();
    await waitFor(() => expect(item('Colour').queryAllByTestId('filter-option')).toEqual([]));
    expect(item('Colour').getByTestId('filter-option-count').textContent).toBe(t('admin.filters.optionCount', { count: 0 }));
    expect(sentOperations(requests)).toEqual(['AdminFilters', 'AdminCategoryTree', 'AdminDeleteFilterOption']);
  });
});
