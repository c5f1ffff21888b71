import { describe, expect, it } from 'vitest';
import { featureList, isInStock, pdfFileName, productPdfFileName, savings, specValue, wrapIndex } from './productHelpers';

describe('savings', () => {
  it('is the difference of the two prices to 2 decimals', () => {
    expect(savings(1299.99, 1099.49)).toBe(200.5);
    expect(savings(0.3, 0.1)).toBe(0.2);
    expect(savings(100, 85.55)).toBe(14.45);
    expect(savings(1.15, 1.1)).toBe(0.05);
  });
  it('is 0 without a discount (never negative)', () => {
    expect(savings(100, 100)).toBe(0);
    expect(savings(90, 100)).toBe(0);
  });
});

describe('isInStock', () => {
  it('is true only above 0', () => {
    expect(isInStock(1)).toBe(true);
    expect(isInStock(0)).toBe(false);
    expect(isInStock(-3)).toBe(false);
  });
});

describe('featureList', () => {
  const groups = [
    {
      groupName: 'Main',
      items: [
        { name: 'SKU', value: 'AB-1' },
        { name: 'Processor', value: 'Core i7' },
        { name: 'Name', value: 'Laptop' },
        { name: 'RAM', value: '16', unit: 'GB' },
        { name: 'Stock Status', value: 'In stock' },
      ],
    },
    {
      groupName: 'General',
      items: [
        { name: ' category ', value: 'Laptops' },
        { name: 'availability', value: 'yes' },
        { name: 'stock_status', value: 'yes' },
        { name: 'Storage', value: '512', unit: 'GB' },
        { name: 'Display', value: '15.6', unit: 'in' },
        { name: 'Weight', value: '1.8', unit: 'kg' },
        { name: 'Warranty', value: '12', unit: 'months' },
      ],
    },
  ];

  it('skips sku, category, stock status, availability and name, keeping the order across groups', () => {
    expect(featureList(groups).map((i) => i.name)).toEqual(['Processor', 'RAM', 'Storage', 'Display', 'Weight', 'Warranty']);
  });

  it('keeps at most the given number of entries (5 on mobile)', () => {
    expect(featureList(groups, 5).map((i) => i.name)).toEqual(['Processor', 'RAM', 'Storage', 'Display', 'Weight']);
    expect(featureList([], 5)).toEqual([]);
  });

  it('formats value and unit', () => {
    expect(specValue({ name: 'RAM', value: '16', unit: 'GB' })).toBe('16 GB');
    expect(specValue({ name: 'Brand', value: 'HP', unit: null })).toBe('HP');
  });
});

describe('pdfFileName', () => {
  it('replaces every non-alphanumeric character with an underscore', () => {
    expect(pdfFileName('HP LaserJet Pro M404dn (A4)')).toBe('HP_LaserJet_Pro_M404dn__A4_.pdf');
    expect(pdfFileName('Noutbuk Lenovo İdeaPad 5')).toBe('Noutbuk_Lenovo__deaPad_5.pdf');
  });
  it('never gives an empty name', () => {
    expect(pdfFileName('')).toBe('product.pdf');
  });
});

describe('wrapIndex', () => {
  it('wraps next after the last and previous before the first', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('productPdfFileName', () => {
  it("saves a product's only PDF under the product name, and one of several with its own name after it", () => {
    expect(productPdfFileName('HP LaserJet Pro', 'datasheet.pdf', false)).toBe('HP_LaserJet_Pro.pdf');
    expect(productPdfFileName('HP LaserJet Pro', 'User manual.PDF', true)).toBe('HP_LaserJet_Pro_User_manual.pdf');
  });
});
