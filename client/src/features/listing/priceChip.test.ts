import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all';
import { formatPrice } from '../../lib/format';
import { priceChipText } from './priceChip';

const { en, az } = ALL_MESSAGES;

const intlEn = createIntl({ locale: 'en-US', messages: en });
const intlAz = createIntl({ locale: 'az-AZ', messages: az });
const fmtEn = (n: number) => formatPrice(n, 'en');
const fmtAz = (n: number) => formatPrice(n, 'az');

describe('priceChipText', () => {
  it('reads "Price: min - max", "Price: min+" and "Price: up to max" in manat', () => {
    expect(priceChipText(100, 900, fmtEn, intlEn)).toBe('Price: 100.00 ₼ - 900.00 ₼');
    expect(priceChipText(1250.5, null, fmtEn, intlEn)).toBe('Price: 1,250.50 ₼+');
    expect(priceChipText(null, 900, fmtEn, intlEn)).toBe('Price: up to 900.00 ₼');
    expect(priceChipText(0, null, fmtEn, intlEn)).toBe('Price: 0.00 ₼+');
  });

  it('is null without bounds and never shows a dollar sign', () => {
    expect(priceChipText(null, null, fmtEn, intlEn)).toBeNull();
    expect(priceChipText(1, 2, fmtEn, intlEn)).not.toContain('$');
  });

  it('has Azerbaijani texts with Azerbaijani separators', () => {
    expect(priceChipText(1000, 2000, fmtAz, intlAz)).toBe('Qiymət: 1.000,00 ₼ - 2.000,00 ₼');
    expect(priceChipText(1000, null, fmtAz, intlAz)).toBe('Qiymət: 1.000,00 ₼+');
    expect(priceChipText(null, 2000, fmtAz, intlAz)).toBe('Qiymət: 2.000,00 ₼-dək');
  });
});
