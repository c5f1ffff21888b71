import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatPrice } from './format';

describe('formatPrice', () => {
  it('uses English separators, two decimals and the manat sign', () => {
    expect(formatPrice(1299, 'en')).toBe('1,299.00 ₼');
    expect(formatPrice(4464.05, 'en')).toBe('4,464.05 ₼');
    expect(formatPrice(0.5, 'en')).toBe('0.50 ₼');
    expect(formatPrice(1234567.891, 'en')).toBe('1,234,567.89 ₼');
  });

  it('uses Azerbaijani separators', () => {
    expect(formatPrice(1299, 'az')).toBe('1.299,00 ₼');
    expect(formatPrice(99, 'az')).toBe('99,00 ₼');
    expect(formatPrice(1234567.891, 'az')).toBe('1.234.567,89 ₼');
  });

  it('never prints NaN', () => {
    expect(formatPrice(Number.NaN, 'en')).toBe('0.00 ₼');
  });
});

describe('formatBadgeCount', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});

describe('formatPrice matches CLDR', () => {
  it('agrees with full-ICU Intl.NumberFormat for both locales', () => {
    for (const amount of [0, 5, 99.9, 1299, 4464.05, 1234567.891, -15.5]) {
      for (const [language, locale] of [
        ['en', 'en-US'],
        ['az', 'az-AZ'],
      ] as const) {
        const expected = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
        expect(formatPrice(amount, language)).toBe(`${expected} ₼`);
      }
    }
  });
});
