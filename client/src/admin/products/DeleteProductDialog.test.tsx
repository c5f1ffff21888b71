import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getFragmentData } from '../../gql';
import { createCache } from '../../lib/apollo';
import type { Language } from '../../lib/language';
import { mock, renderWithProviders, sentOperations } from '../../test/render';
import { DeleteProductDialog } from './DeleteProductDialog';
import { AdminDeleteProductMutation, AdminProductRowFields, AdminProductsQuery, ProductStockSummaryQuery } from './operations';

const row = (id: string, name: string, stockStatus: 'IN_STOCK' | 'LOW_STOCK') => ({
  __typename: 'AdminProduct' as const,
  id,
  name,
  nameAz: name,
  nameEn: name,
  slug: id,
  sku: id.toUpperCase(),
  shortDescriptionAz: '',
  shortDescriptionEn: '',
  descriptionAz: '',
  descriptionEn: '',
  stockQuantity: 3,
  stockStatus,
  isActive: true,
  isShown: true,
  isHotDeal: false,
  archived: false,
  categoryId: 'c1',
  categoryName: 'Noutbuklar',
  brand: null,
  colors: [],
  sizes: [],
  primaryImageUrl: null,
  prices: [],
});

const GRID_INPUT = { page: 1, pageSize: 10 };

/** A cache holding the grid's first page (two products) and the stat cards, as the products page leaves it. */
function filledCache() {
  const cache = createCache();
  cache.writeQuery({
    query: AdminProductsQuery,
    variables: { input: GRID_INPUT },
    data: {
      adminProducts: {
        __typename: 'AdminProductPage',
        totalCount: 12,
        page: 1,
        pageSize: 10,
        items: [row('p1', 'ThinkPad X1', 'LOW_STOCK'), row('p2', 'MacBook Air', 'IN_STOCK')],
      } as never,
    },
  });
  cache.writeQuery({
    query: ProductStockSummaryQuery,
    // The server's answer names its types; the generated types leave __typename out.
    data: {
      productStockSummary: { __typename: 'ProductStockSummary', totalProducts: 12, inStockProducts: 9, lowStockProducts: 2, outOfStockProducts: 1 },
    } as never,
  });
  return cache;
}

const gridRows = (cache: ReturnType<typeof createCache>) => {
  const page = cache.readQuery({ query: AdminProductsQuery, variables: { input: GRID_INPUT } })!.adminProducts;
  return {
    totalCount: page.totalCount,
    items: getFragmentData(AdminProductRowFields, page.items).map((item) => `${item.name}${item.archived ? ' (archived)' : ''}`),
  };
};
const summary = (cache: ReturnType<typeof createCache>) => cache.readQuery({ query: ProductStockSummaryQuery })!.productStockSummary;

function open(language: Language, answer: { archived: boolean }) {
  const cache = filledCache();
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const product = { id: 'p1', name: 'ThinkPad X1', stockStatus: 'LOW_STOCK' as const, archived: false };
  const view = renderWithProviders(<DeleteProductDialog product={product} onClose={onClose} onDeleted={onDeleted} />, {
    language,
    cache,
    mocks: [mock(AdminDeleteProductMutation, { id: 'p1' }, { deleteProduct: { __typename: 'ProductDeletion', id: 'p1', ...answer } })],
  });
  const dialog = within(screen.getByTestId('product-delete-dialog'));
  return { ...view, cache, onClose, onDeleted, dialog };
}

describe('deleting a product', () => {
  it('asks first, naming the product; Cancel sends nothing', async () => {
    const { user, dialog, requests, onClose, onDeleted, cache, t } = open('az', { archived: false });
    expect(dialog.getByText(t('admin.products.delete.text', { name: 'ThinkPad X1' }))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('common.cancel') }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(gridRows(cache).totalCount).toBe(12);
  });

  it('on Delete takes it off the cached grid page and the stat cards, without a refetch', async () => {
    const { user, dialog, requests, onClose, onDeleted, cache, t } = open('en', { archived: false });
    await user.click(dialog.getByRole('button', { name: t('admin.common.delete') }));

    expect(await screen.findByText(t('admin.products.delete.success'))).toBeTruthy();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(false));
    expect(onClose).toHaveBeenCalledOnce();
    expect(gridRows(cache)).toEqual({ totalCount: 11, items: ['MacBook Air'] });
    expect(summary(cache)).toMatchObject({ totalProducts: 11, lowStockProducts: 1, inStockProducts: 9 });
    expect(sentOperations(requests)).toEqual(['AdminDeleteProduct']);
  });

  it('says when a product orders refer to was archived instead; it stays in the grid, out of the stat cards', async () => {
    const { user, dialog, onDeleted, cache, t } = open('az', { archived: true });
    await user.click(dialog.getByRole('button', { name: t('admin.common.delete') }));

    expect(await screen.findByText(t('admin.products.delete.archived'))).toBeTruthy();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(true));
    expect(gridRows(cache)).toEqual({ totalCount: 12, items: ['ThinkPad X1 (archived)', 'MacBook Air'] });
    expect(summary(cache)).toMatchObject({ totalProducts: 11, lowStockProducts: 1 });
  });
});
