import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductInput } from '../../../../server/src/modules/product-admin/product-admin.schemas';
import { fieldMessage, schemaLimit, tooLongFor } from '../../test/contract';
import type { Language } from '../../lib/language';
import { createCache } from '../../lib/apollo';
import { mock, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import { fakeUploadServer } from '../../test/uploads';
import { ProductFormFiltersQuery, ProductFormOptionsQuery, ProductStockSummaryQuery } from './operations';
import { ProductDialog } from './ProductDialog';
import { PRICE_TIERS, TIER_LABEL } from './productForm';

// Saved by multipart uploads (XMLHttpRequest, beside Apollo's link): this server answers them.
let server: ReturnType<typeof fakeUploadServer>;
beforeEach(() => {
  server = fakeUploadServer();
});

const OPTIONS = {
  adminCategoryTree: [
    {
      __typename: 'AdminCategory',
      id: 'c1',
      name: 'Noutbuklar',
      subCategories: [{ __typename: 'AdminCategory', id: 'c2', name: 'Oyun noutbukları', subCategories: [] }],
    },
  ],
  brands: [
    { __typename: 'Brand', id: 'b1', name: 'Lenovo' },
    { __typename: 'Brand', id: 'b2', name: 'ASUS' },
  ],
};

const FILTERS = {
  productFormFilters: [
    { __typename: 'Filter', id: 'brand', name: 'Brand', type: 'CHECKBOX', followsBrand: true, options: [] },
    {
      __typename: 'Filter',
      id: 'ram',
      name: 'RAM',
      type: 'CHECKBOX',
      followsBrand: false,
      options: [
        { __typename: 'FilterOption', id: 'ram8', value: '8', displayName: '8 GB' },
        { __typename: 'FilterOption', id: 'ram16', value: '16', displayName: '16 GB' },
      ],
    },
  ],
};

const dialogMocks = (): MockedResponse[] => [mock(ProductFormOptionsQuery, undefined, OPTIONS), mock(ProductFormFiltersQuery, { categoryId: 'c2' }, FILTERS)];

function openAdd(language: Language, options: { cache?: ReturnType<typeof createCache> } = {}) {
  const onClose = vi.fn();
  const view = renderWithProviders(<ProductDialog open product={null} onClose={onClose} />, { language, mocks: dialogMocks(), ...options });
  const dialog = within(screen.getByTestId('product-dialog'));
  const save = () => view.user.click(dialog.getByRole('button', { name: view.t('common.save') }));
  const tier = (index: number) => view.t(TIER_LABEL[PRICE_TIERS[index]!]);
  const price = (index: number) => dialog.getByRole('spinbutton', { name: view.t('admin.products.field.tierPrice', { role: tier(index) }) });
  const discounted = (index: number) => dialog.getByRole('spinbutton', { name: view.t('admin.products.field.tierDiscounted', { role: tier(index) }) });
  const pick = async (label: string, option: string) => {
    await view.user.click(dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }));
    await view.user.click(await screen.findByRole('option', { name: option }));
  };
  return { ...view, onClose, dialog, save, price, discounted, pick };
}

const png = () => new File(['\x89PNG fake picture'], 'laptop.png', { type: 'image/png' });

describe.each<Language>(['en', 'az'])('the product dialog’s messages in %s', (language) => {
  it('every required field at once, then the amount rules; nothing is uploaded', async () => {
    const { user, dialog, save, price, discounted, t } = openAdd(language);
    await save();

    expect(await dialog.findByText(t('admin.products.errors.nameRequired'))).toBeTruthy();
    expect(dialog.getByText(t('admin.products.errors.skuRequired'))).toBeTruthy();
    expect(dialog.getByText(t('admin.products.errors.categoryRequired'))).toBeTruthy();
    expect(dialog.getByText(t('admin.products.errors.brandRequired'))).toBeTruthy();
    expect(dialog.getAllByText(t('admin.products.errors.priceInvalid'))).toHaveLength(4);
    expect(dialog.getByText(t('admin.upload.imageFirst'))).toBeTruthy();

    // A whole stock, amounts with two decimals at most, a discounted price not above the price.
    await user.clear(dialog.getByTestId('product-field-stock'));
    await user.type(dialog.getByTestId('product-field-stock'), '2.5');
    await user.type(price(0), '10.999');
    await user.type(price(1), '100');
    await user.type(discounted(1), '120');
    await save();
    expect(await dialog.findByText(t('admin.products.errors.stockInvalid'))).toBeTruthy();
    // The Original tier's price, and the two tiers still empty.
    expect(dialog.getAllByText(t('admin.products.errors.priceInvalid'))).toHaveLength(3);
    expect(dialog.getByText(t('admin.errors.discountAbovePrice'))).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('a name and a SKU longer than the server’s ProductInput takes: their limits, on the fields; nothing is uploaded', async () => {
    const { user, dialog, save, t } = openAdd(language);
    const name = dialog.getByTestId('product-field-name');
    const sku = dialog.getByTestId('product-field-sku');
    await user.click(name);
    await user.paste(tooLongFor(ProductInput.properties.name));
    await user.click(sku);
    await user.paste(tooLongFor(ProductInput.properties.sku));
    await save();

    await waitFor(() => expect(fieldMessage(name)).toBe(t('errors.contract.tooLong', { max: schemaLimit(ProductInput.properties.name, 'maxLength') })));
    expect(fieldMessage(sku)).toBe(t('errors.contract.tooLong', { max: schemaLimit(ProductInput.properties.sku, 'maxLength') }));
    expect(server.sent).toEqual([]);
  });
});

describe('adding a product', () => {
  it('uploads it with its category’s filter values and tier prices, then its PDF, moves the stat cards, and closes', async () => {
    const cache = createCache();
    cache.writeQuery({
      query: ProductStockSummaryQuery,
      data: {
        productStockSummary: { __typename: 'ProductStockSummary', totalProducts: 5, inStockProducts: 3, lowStockProducts: 1, outOfStockProducts: 1 },
      } as never,
    });
    const { user, dialog, save, price, discounted, pick, onClose, requests, t } = openAdd('az', { cache });
    const row = {
      __typename: 'AdminProduct',
      id: 'p9',
      name: 'IdeaPad Gaming 3',
      nameAz: 'IdeaPad Gaming 3',
      nameEn: '',
      slug: 'ideapad-gaming-3',
      sku: 'LEN-IPG3',
      shortDescriptionAz: '',
      shortDescriptionEn: '',
      descriptionAz: '',
      descriptionEn: '',
      stockQuantity: 7,
      stockStatus: 'IN_STOCK',
      isActive: true,
      isShown: true,
      isHotDeal: false,
      archived: false,
      categoryId: 'c2',
      categoryName: 'Oyun noutbukları',
      brand: { __typename: 'Brand', id: 'b1', name: 'Lenovo' },
      colors: [],
      sizes: [],
      primaryImageUrl: '/uploads/p9.webp',
      prices: [],
    };
    server.answer({ data: { addProduct: row } });
    server.answer({
      data: {
        addProductPdf: {
          __typename: 'ProductPdf',
          id: 'pdf1',
          productId: 'p9',
          fileName: 'spec.pdf',
          originalFileName: 'spec.pdf',
          description: '',
          isActive: true,
          fileSize: 10,
          downloadCount: 0,
          createdAt: '2026-01-01T00:00:00Z',
          downloadUrl: '/api/pdfs/pdf1',
        },
      },
    });

    await user.type(dialog.getByTestId('product-field-name'), 'IdeaPad Gaming 3');
    await user.type(dialog.getByTestId('product-field-sku'), 'LEN-IPG3');
    await user.clear(dialog.getByTestId('product-field-stock'));
    await user.type(dialog.getByTestId('product-field-stock'), '7');
    await pick(t('admin.products.field.category'), 'Oyun noutbukları');
    await pick(t('admin.products.field.brand'), 'Lenovo');
    // The category's filters load once it is chosen; the Brand filter follows the brand and is not offered.
    await pick('RAM', '16 GB');
    expect(dialog.queryByRole('combobox', { name: /^Brand/ })).toBeNull();
    for (const [index, amount] of ['1899', '1850', '1800.50', '1750'].entries()) await user.type(price(index), amount);
    await user.type(discounted(0), '1799.99');
    const picture = png();
    const pdf = new File(['%PDF-1.7'], 'spec.pdf', { type: 'application/pdf' });
    await user.upload(dialog.getByTestId('product-image-input'), picture);
    await user.upload(dialog.getByTestId('product-pdf-input'), pdf);
    await save();

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.sent.map((sent) => sent.operationName)).toEqual(['AdminAddProduct', 'AdminAddProductPdf']);
    const [added, pdfUpload] = server.sent;
    expect(added?.variables).toEqual({
      input: {
        filterValues: [{ filterId: 'ram', filterOptionId: 'ram16', customValue: null }],
        name: 'IdeaPad Gaming 3',
        nameEn: '',
        sku: 'LEN-IPG3',
        stockQuantity: 7,
        categoryId: 'c2',
        brandId: 'b1',
        shortDescription: '',
        shortDescriptionEn: '',
        description: '',
        descriptionEn: '',
        isActive: true,
        isHotDeal: false,
        colors: [],
        sizes: [],
        prices: [
          { userRole: 'NORMAL_USER', price: 1899, discountedPrice: 1799.99 },
          { userRole: 'RETAIL', price: 1850, discountedPrice: 1850 },
          { userRole: 'WHOLESALE', price: 1800.5, discountedPrice: 1800.5 },
          { userRole: 'VIP', price: 1750, discountedPrice: 1750 },
        ],
      },
      image: null,
    });
    expect(added?.files.image?.name).toBe(picture.name);
    // The PDF goes under the id the product's answer gave.
    expect(pdfUpload?.variables).toEqual({ productId: 'p9', file: null, input: null });
    expect(pdfUpload?.files.file?.name).toBe(pdf.name);
    expect(await screen.findByText(t('admin.products.add.success'))).toBeTruthy();
    expect(await screen.findByText(t('admin.product.docs.uploaded'))).toBeTruthy();
    // The new product counts as in stock on the stat cards, from the answer alone.
    expect(cache.readQuery({ query: ProductStockSummaryQuery })?.productStockSummary).toMatchObject({ totalProducts: 6, inStockProducts: 4 });
    expect(sentOperations(requests)).toEqual(['ProductFormOptions', 'ProductFormFilters']);
  });
});
