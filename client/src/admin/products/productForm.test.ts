import { describe, expect, it } from 'vitest';
import {
  discountPercentage,
  filterValuesInput,
  firstOf,
  formFilterValues,
  NEW_PRODUCT,
  parsePrice,
  productInput,
  productSchema,
  rowDiscount,
} from './productForm';
import { isNewestFirstPage, pageInput, summaryAfter } from './productCache';
import { NEW_SPEC_ITEM, specsFormValues, specsInput, specsSchema } from './specsForm';

const filled = {
  ...NEW_PRODUCT,
  name: ' Lenovo IdeaPad 5 ',
  sku: 'IP5-14',
  stockQuantity: '7',
  categoryId: 'c1',
  brandId: 'b1',
  shortDescriptionAz: ' Yüngül noutbuk ',
  colors: ['Gray'],
  prices: [
    { userRole: 'NORMAL_USER', price: '1299.99', discountedPrice: '1099.99' },
    { userRole: 'RETAIL', price: '1250', discountedPrice: '' },
    { userRole: 'WHOLESALE', price: '1200', discountedPrice: '1200' },
    { userRole: 'VIP', price: '0', discountedPrice: '0' },
  ] as const,
  image: new File([new Uint8Array(10)], 'front.png', { type: 'image/png' }),
};

describe('product form', () => {
  it('computes the discount as round((price − discounted) / price × 100), 0 when the price is 0 (§5)', () => {
    expect(discountPercentage(1299.99, 1099.99)).toBe(15);
    expect(discountPercentage(100, 100)).toBe(0);
    expect(discountPercentage(0, 0)).toBe(0);
    expect(rowDiscount({ price: '200', discountedPrice: '150' })).toBe(25);
    expect(rowDiscount({ price: '200', discountedPrice: '' })).toBe(0);
    expect(rowDiscount({ price: '', discountedPrice: '10' })).toBe(0);
  });

  it('reads amounts from 0 with at most two decimals', () => {
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1.999')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
  });

  it('wants name, SKU, stock, category, brand, a price per tier and, on add, an image first (§5)', () => {
    const messages = (adding: boolean, values: object) =>
      (productSchema(adding).safeParse({ ...NEW_PRODUCT, ...values }).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages(true, { stockQuantity: '' })).toEqual([
      'name: admin.products.errors.nameRequired',
      'sku: admin.products.errors.skuRequired',
      'stockQuantity: admin.products.errors.stockInvalid',
      'categoryId: admin.products.errors.categoryRequired',
      'brandId: admin.products.errors.brandRequired',
      'prices.0.price: admin.products.errors.priceInvalid',
      'prices.1.price: admin.products.errors.priceInvalid',
      'prices.2.price: admin.products.errors.priceInvalid',
      'prices.3.price: admin.products.errors.priceInvalid',
      'image: admin.upload.imageFirst',
    ]);
    expect(messages(true, filled)).toEqual([]);
    // An edit keeps its picture; a new one is at most 5 MB and a picture.
    expect(messages(false, { ...filled, image: null })).toEqual([]);
    expect(messages(false, { ...filled, image: new File(['x'], 'a.txt', { type: 'text/plain' }) })).toEqual(['image: admin.upload.imageType']);
    expect(messages(true, { ...filled, pdf: new File(['x'], 'manual.docx', { type: 'application/msword' }) })).toEqual(['pdf: admin.upload.pdfType']);
    const dearer = filled.prices.map((row, i) => (i === 1 ? { ...row, discountedPrice: '1300' } : row));
    expect(messages(true, { ...filled, prices: dearer })).toEqual(['prices.1.discountedPrice: admin.errors.discountAbovePrice']);
  });

  it('sends ProductInput: trimmed texts, numbers, no discounted price as the price', () => {
    const input = productInput(productSchema(true).parse(filled));
    expect(input).toMatchObject({ name: 'Lenovo IdeaPad 5', sku: 'IP5-14', stockQuantity: 7, shortDescription: 'Yüngül noutbuk', colors: ['Gray'], sizes: [] });
    expect(input.prices).toEqual([
      { userRole: 'NORMAL_USER', price: 1299.99, discountedPrice: 1099.99 },
      { userRole: 'RETAIL', price: 1250, discountedPrice: 1250 },
      { userRole: 'WHOLESALE', price: 1200, discountedPrice: 1200 },
      { userRole: 'VIP', price: 0, discountedPrice: 0 },
    ]);
  });

  it('shows at most four colours or sizes, then how many more', () => {
    expect(firstOf(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(firstOf(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('product cache', () => {
  const summary = { totalProducts: 10, inStockProducts: 6, lowStockProducts: 3, outOfStockProducts: 1 };
  it('moves the stat cards on an add, a stock change and a delete', () => {
    expect(summaryAfter(summary, { to: 'LOW_STOCK' })).toEqual({ ...summary, totalProducts: 11, lowStockProducts: 4 });
    expect(summaryAfter(summary, { from: 'LOW_STOCK', to: 'OUT_OF_STOCK' })).toEqual({ ...summary, lowStockProducts: 2, outOfStockProducts: 2 });
    expect(summaryAfter(summary, { from: 'IN_STOCK' })).toEqual({ ...summary, totalProducts: 9, inStockProducts: 5 });
    expect(summaryAfter(summary, { from: 'IN_STOCK', to: 'IN_STOCK' })).toBe(summary);
  });
  it('knows the unfiltered newest-first first page from its stored arguments', () => {
    expect(isNewestFirstPage(pageInput('adminProducts({"input":{"page":1,"pageSize":10,"sort":null}})'))).toBe(true);
    expect(isNewestFirstPage(pageInput('adminProducts({"input":{"page":2,"pageSize":10,"sort":null}})'))).toBe(false);
    expect(isNewestFirstPage(pageInput('adminProducts({"input":{"page":1,"pageSize":10,"search":"ip5"}})'))).toBe(false);
    expect(isNewestFirstPage(pageInput('adminProducts({"input":{"page":1,"pageSize":10,"sort":"NAME_ASC"}})'))).toBe(false);
  });
});

describe('specifications editor', () => {
  it('wants a group name and each item’s name and value; the unit may stay empty (§5)', () => {
    const form = { groups: [{ groupNameAz: '', groupNameEn: '', items: [{ ...NEW_SPEC_ITEM, nameEn: 'RAM', unit: 'GB' }] }] };
    expect(specsSchema.safeParse(form).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'groups.0.groupNameAz: admin.specs.nameRequired',
      'groups.0.items.0.value: admin.specs.fieldRequired',
    ]);
    const complete = { groups: [{ groupNameAz: 'Yaddaş', groupNameEn: '', items: [{ ...NEW_SPEC_ITEM, nameEn: 'RAM', value: ' 16 ' }] }] };
    expect(specsSchema.safeParse(complete).success).toBe(true);
    expect(specsInput(complete)).toEqual([
      { groupName: 'Yaddaş', groupNameEn: null, items: [{ name: null, nameEn: 'RAM', value: '16', valueEn: null, unit: null, unitEn: null, type: 'TEXT' }] },
    ]);
  });
  it('starts an empty editor with one group and one item', () => {
    expect(specsFormValues([])).toEqual({ groups: [{ groupNameAz: '', groupNameEn: '', items: [NEW_SPEC_ITEM] }] });
  });
});

describe('the form filter values', () => {
  const filters = [
    { id: 'brand', followsBrand: true, options: [{ id: 'lenovo', value: 'lenovo' }] },
    {
      id: 'ram',
      followsBrand: false,
      options: [
        { id: 'r8', value: '8 GB' },
        { id: 'r16', value: '16 GB' },
      ],
    },
    { id: 'screen', followsBrand: false, options: [{ id: 's15', value: '15.6"' }] },
  ];

  it("fills each filter but the Brand one from the form, else the product's stored value (its own value when it differs from the option's)", () => {
    const stored = [
      { filterId: 'brand', filterOptionId: 'lenovo', value: 'lenovo' },
      { filterId: 'ram', filterOptionId: 'r16', value: '16 GB' },
      { filterId: 'screen', filterOptionId: 's15', value: '15.6" IPS' },
    ];
    expect(formFilterValues(filters, {}, stored)).toEqual({ ram: { optionId: 'r16', custom: '' }, screen: { optionId: 's15', custom: '15.6" IPS' } });
    expect(formFilterValues(filters, { ram: { optionId: 'r8', custom: '' } }, []).ram).toEqual({ optionId: 'r8', custom: '' });
    expect(formFilterValues(filters, {}, [])).toEqual({ ram: { optionId: '', custom: '' }, screen: { optionId: '', custom: '' } });
  });

  it('saves a value (or none) for every filter shown, and nothing until the form holds them all', () => {
    expect(filterValuesInput(filters, { ram: { optionId: 'r8', custom: '' } })).toBeUndefined();
    expect(filterValuesInput(null, {})).toBeUndefined();
    expect(filterValuesInput(filters, { ram: { optionId: 'r8', custom: ' ' }, screen: { optionId: '', custom: '14"' } })).toEqual([
      { filterId: 'ram', filterOptionId: 'r8', customValue: null },
      { filterId: 'screen', filterOptionId: null, customValue: '14"' },
    ]);
  });
});
