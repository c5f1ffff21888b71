import { describe, expect, it } from 'vitest';
import { breadcrumbsFromPath, isIdSegment, titleFromSlug } from './breadcrumbPath';

describe('breadcrumbsFromPath', () => {
  it('builds one linked step per segment, the last without a link', () => {
    expect(breadcrumbsFromPath('/products/oyun-noutbuklari')).toEqual([{ label: 'Products', to: '/products' }, { label: 'Oyun Noutbuklari' }]);
    expect(breadcrumbsFromPath('/komputerler/')).toEqual([{ label: 'Komputerler' }]);
    expect(breadcrumbsFromPath('/')).toEqual([]);
  });

  it('skips numeric, 24-hex and UUID segments but keeps them in the links', () => {
    expect(breadcrumbsFromPath('/details/42')).toEqual([{ label: 'Details' }]);
    expect(breadcrumbsFromPath('/details/507f1f77bcf86cd799439011/specs')).toEqual([{ label: 'Details', to: '/details' }, { label: 'Specs' }]);
    expect(breadcrumbsFromPath('/details/3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b')).toEqual([{ label: 'Details' }]);
    expect(breadcrumbsFromPath('/orders/12/items/x-y')).toEqual([
      { label: 'Orders', to: '/orders' },
      { label: 'Items', to: '/orders/12/items' },
      { label: 'X Y' },
    ]);
  });

  it('uses a custom label and decodes segments', () => {
    expect(breadcrumbsFromPath('/products/brand/lenovo', (s) => s.toUpperCase())).toEqual([
      { label: 'PRODUCTS', to: '/products' },
      { label: 'BRAND', to: '/products/brand' },
      { label: 'LENOVO' },
    ]);
    expect(breadcrumbsFromPath('/m%C3%BC%C5%9Fahide')).toEqual([{ label: 'Müşahide' }]);
  });
});

describe('isIdSegment / titleFromSlug', () => {
  it('recognises ids only', () => {
    expect(isIdSegment('123')).toBe(true);
    expect(isIdSegment('507F1F77BCF86CD799439011')).toBe(true);
    expect(isIdSegment('3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b')).toBe(true);
    expect(isIdSegment('rtx4060')).toBe(false);
    expect(isIdSegment('507f1f77bcf86cd79943901')).toBe(false);
  });

  it('turns dashes into spaces and capitalises words', () => {
    expect(titleFromSlug('sebeke-avadanliqlari')).toBe('Sebeke Avadanliqlari');
    expect(titleFromSlug('ip-kameralar')).toBe('Ip Kameralar');
  });

  it('capitalises as the interface locale writes capitals', () => {
    expect(titleFromSlug('idare-olunan-kommutatorlar', 'az-AZ')).toBe('İdare Olunan Kommutatorlar');
    expect(titleFromSlug('idare-olunan-kommutatorlar', 'en-US')).toBe('Idare Olunan Kommutatorlar');
  });
});
