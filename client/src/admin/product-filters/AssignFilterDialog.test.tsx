import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductFilterAssignmentInput } from '../../../../server/src/modules/filters/filters.schemas';
import { fieldMessage, schemaLimit, tooLongFor } from '../../test/contract';
import { createCache } from '../../lib/apollo';
import type { Language } from '../../lib/language';
import { mock, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import type { FilterRow } from '../catalogue/filterRows';
import { AdminFiltersQuery } from '../catalogue/operations';
import { AssignFilterDialog } from './AssignFilterDialog';
import { AssignFilterProductsQuery, AssignProductFilterMutation, BulkAssignProductFilterMutation } from './operations';

const option = (id: string, name: string, value: string) => ({
  __typename: 'FilterOption' as const,
  id,
  value,
  displayName: name,
  displayNameAz: name,
  displayNameEn: name,
  color: null,
  isActive: true,
  sortOrder: 0,
});

const RAM = {
  __typename: 'AdminFilter' as const,
  id: 'f1',
  name: 'RAM',
  nameAz: 'RAM',
  nameEn: 'RAM',
  slug: 'ram',
  isActive: true,
  sortOrder: 1,
  categoryIds: [],
  productCount: 4,
  options: [option('o8', '8 GB', '8'), option('o16', '16 GB', '16')],
};
const FILTERS: FilterRow[] = [RAM];

const product = (id: string, name: string, filters: unknown[] = []) => ({
  __typename: 'AdminProduct',
  id,
  name,
  sku: `SKU-${id}`,
  primaryImageUrl: null,
  filters,
});
const THINKPAD = product('p1', 'ThinkPad X1');
const MACBOOK = product('p2', 'MacBook Air', [
  { __typename: 'ProductFilterValue', filterId: 'f1', filterName: 'RAM', filterOptionId: 'o8', optionName: '8 GB', value: '8' },
]);
const PICKER = { input: { search: null, archived: false, sort: 'NAME_ASC' as const, page: 1, pageSize: 100 } };

function open(language: Language, mocks: MockedResponse[] = []) {
  // The filters page's list is in the cache, as the page leaves it: the product count follows an assignment.
  const cache = createCache();
  cache.writeQuery({ query: AdminFiltersQuery, data: { adminFilters: [RAM] as never } });
  const onClose = vi.fn();
  const row = { id: 'p1', name: 'ThinkPad X1', sku: 'SKU-p1', primaryImageUrl: null, filters: [] };
  const view = renderWithProviders(<AssignFilterDialog state={{ product: row }} filters={FILTERS} onClose={onClose} />, {
    language,
    cache,
    mocks: [
      mock(AssignFilterProductsQuery, PICKER, { adminProducts: { __typename: 'AdminProductPage', items: [THINKPAD, MACBOOK], totalCount: 2 } }),
      ...mocks,
    ],
  });
  const dialog = within(screen.getByTestId('assign-dialog'));
  const pick = async (label: string, choice: string) => {
    await view.user.click(dialog.getByRole('combobox', { name: label }));
    await view.user.click(await screen.findByRole('option', { name: choice }));
  };
  const cached = (id: string) => (cache.extract() as Record<string, Record<string, unknown> | undefined>)[id];
  return { ...view, dialog, onClose, pick, cached };
}

describe.each<Language>(['en', 'az'])('the assign dialog in %s', (language) => {
  it('needs a filter before Assign, then an option or a value; nothing is sent', async () => {
    const { user, dialog, requests, pick, t } = open(language);
    await dialog.findByText('MacBook Air');
    const submit = dialog.getByRole('button', { name: t('admin.assign.submitSingle') });
    expect(submit).toHaveProperty('disabled', true);

    await pick(t('admin.assign.filter'), 'RAM');
    await user.click(submit);
    expect(await dialog.findByText(t('admin.errors.optionOrValueRequired'))).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['AssignFilterProducts']);
  });

  it('a custom value longer than the server’s assignment input takes: its limit, under the field; nothing is sent', async () => {
    const { user, dialog, requests, pick, t } = open(language);
    await dialog.findByText('MacBook Air');
    await pick(t('admin.assign.filter'), 'RAM');
    const custom = dialog.getByTestId('assign-custom-value');
    await user.click(custom);
    await user.paste(tooLongFor(ProductFilterAssignmentInput.properties.customValue));

    const message = t('errors.contract.tooLong', { max: schemaLimit(ProductFilterAssignmentInput.properties.customValue, 'maxLength') });
    await waitFor(() => expect(fieldMessage(custom)).toBe(message));
    await user.click(dialog.getByRole('button', { name: t('admin.assign.submitSingle') }));
    expect(sentOperations(requests)).toEqual(['AssignFilterProducts']);
  });
});

describe('assigning', () => {
  it('gives the row’s product the option; its cached values and the filter’s count follow the answer', async () => {
    const answer = {
      assignProductFilter: {
        __typename: 'ProductFilters',
        productId: 'p1',
        filters: [{ __typename: 'ProductFilterValue', filterId: 'f1', filterName: 'RAM', filterOptionId: 'o16', optionName: '16 GB', value: '16' }],
      },
    };
    const input = { productId: 'p1', filterId: 'f1', filterOptionId: 'o16', customValue: null };
    const { user, dialog, requests, onClose, pick, cached, t } = open('az', [mock(AssignProductFilterMutation, { input }, answer)]);
    await dialog.findByText('MacBook Air');
    await pick(t('admin.assign.filter'), 'RAM');
    await pick(t('admin.assign.option'), '16 GB (16)');
    expect(dialog.getByTestId('assign-summary-value').textContent).toBe(`${t('admin.assign.summary.value')}: 16 GB`);
    await user.click(dialog.getByRole('button', { name: t('admin.assign.submitSingle') }));

    expect(await screen.findByText(t('admin.assign.single.success'))).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(cached('AdminProduct:p1')?.filters).toMatchObject([{ filterId: 'f1', filterOptionId: 'o16', value: '16' }]);
    expect(cached('AdminFilter:f1')?.productCount).toBe(5);
    expect(sentOperations(requests)).toEqual(['AssignFilterProducts', 'AssignProductFilter']);
  });

  it('gives every picked product a custom value at once; the count grows by those that had none', async () => {
    const input = { productIds: ['p1', 'p2'], filterId: 'f1', filterOptionId: null, customValue: '32' };
    const { user, dialog, requests, onClose, pick, cached, t } = open('en', [mock(BulkAssignProductFilterMutation, { input }, { bulkAssignProductFilter: 2 })]);
    await dialog.findByText('MacBook Air');
    await user.click(dialog.getByRole('tab', { name: t('admin.assign.tab.bulk') }));
    await user.click(dialog.getByRole('button', { name: t('admin.assign.selectAll') }));
    expect(dialog.getByTestId('assign-selected-count').textContent).toBe(t('admin.assign.selectedCount', { n: 2, m: 2 }));
    await pick(t('admin.assign.filter'), 'RAM');
    await user.type(dialog.getByTestId('assign-custom-value'), ' 32 ');
    await user.click(dialog.getByRole('button', { name: t('admin.assign.submitBulk', { count: 2 }) }));

    expect(await screen.findByText(t('admin.assign.bulk.success', { count: 2 }))).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    for (const id of ['AdminProduct:p1', 'AdminProduct:p2']) expect(cached(id)?.filters).toMatchObject([{ filterId: 'f1', filterOptionId: null, value: '32' }]);
    // MacBook Air had a RAM value already: one product more has one now.
    expect(cached('AdminFilter:f1')?.productCount).toBe(5);
    expect(sentOperations(requests)).toEqual(['AssignFilterProducts', 'BulkAssignProductFilter']);
  });
});
