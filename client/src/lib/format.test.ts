import { describe, expect, it } from 'vitest';
import az from '../i18n/az.json';
import en from '../i18n/en.json';
import { formatBadgeCount, formatDate, formatPrice } from './format';

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

describe('formatDate', () => {
  // A local time, so the test holds in any time zone.
  const moment = new Date(2026, 10, 27, 9, 5, 7);

  it('writes Azerbaijani dates from the catalogue, never the "2026 M11 27" of a browser without az data', () => {
    expect(formatDate(moment, az['date.months'])).toBe('27 noyabr 2026');
    expect(formatDate(moment, az['date.months'], { time: true })).toBe('27 noyabr 2026, 09:05');
    expect(formatDate(moment, az['date.monthsShort'], { short: true, time: true, seconds: true })).toBe('27 noy 2026, 09:05:07');
    expect(formatDate(moment.toISOString(), az['date.months'])).toBe('27 noyabr 2026');
  });

  it('writes English dates the same way, and a dash for what is no date', () => {
    expect(formatDate(moment, en['date.months'], { time: true })).toBe('27 November 2026, 09:05');
    expect(formatDate(new Date(2026, 0, 3), en['date.monthsShort'])).toBe('3 Jan 2026');
    expect(formatDate('not a date', en['date.months'])).toBe('—');
  });

  it('has twelve month names in each catalogue', () => {
    for (const catalogue of [en, az]) {
      expect(catalogue['date.months'].split(',')).toHaveLength(12);
      expect(catalogue['date.monthsShort'].split(',')).toHaveLength(12);
    }
  });
});
