import type { Language } from './language';

/** The manat sign shown after every price. */
export const CURRENCY_SIGN = '₼';

/**
 * Thousands and decimal separators per language (CLDR: en "1,299.00", az "1.299,00"). They are applied
 * by hand over the en-US digits because browsers' ICU data differ: Chromium's trimmed data formats
 * az-AZ with the root separators ("1,299.00"), Node's full ICU with the Azerbaijani ones.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  az: { group: '.', decimal: ',' },
};

const digits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** An amount with two decimals and the language's separators, without the currency sign. */
export function formatAmount(amount: number, language: Language): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const { group, decimal } = SEPARATORS[language];
  return digits
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? group : part.type === 'decimal' ? decimal : part.value))
    .join('');
}

/**
 * An AZN amount with the locale's separators, two decimals and the ₼ sign after a plain space:
 * en "1,299.00 ₼", az "1.299,00 ₼". (A plain space keeps tests simple; price elements use `nowrap`.)
 */
export function formatPrice(amount: number, language: Language): string {
  return `${formatAmount(amount, language)} ${CURRENCY_SIGN}`;
}

/** The text of a count badge: the number, or "99+" above 99. */
export function formatBadgeCount(count: number): string {
  const n = Math.max(0, Math.floor(count));
  return n > 99 ? '99+' : String(n);
}

export interface DateStyle {
  /** Short month names ("27 noy 2026"), for grids; default the full ones ("27 noyabr 2026"). */
  short?: boolean;
  /** Add the time of day, 24-hour ("27 noyabr 2026, 14:05"). */
  time?: boolean;
  /** With the time, its seconds too. */
  seconds?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date (and time) in the browser's time zone, day month year, built from the catalogue's own month
 * names (`months`: twelve names, comma-separated) rather than the browser's ICU data: Chromium ships
 * without Azerbaijani month names and writes "2026 M11 27" for az, so both languages take one path.
 * Invalid input reads as a dash.
 */
export function formatDate(value: string | number | Date, months: string, style: DateStyle = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const names = months.split(',').map((name) => name.trim());
  const month = names[date.getMonth()] ?? String(date.getMonth() + 1);
  const day = `${date.getDate()} ${month} ${date.getFullYear()}`;
  if (!style.time) return day;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}${style.seconds ? `:${pad(date.getSeconds())}` : ''}`;
  return `${day}, ${time}`;
}
