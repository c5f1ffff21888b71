import type { ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES, CATALOGUE_FILES } from './all';
import { CATALOGUE_PARTS, SAME_IN_BOTH_LANGUAGES } from './index';

const enCatalogue: Record<string, string> = ALL_MESSAGES.en;
const azCatalogue: Record<string, string> = ALL_MESSAGES.az;

/** ICU argument names used by a message ("{year}" → year, "{count, plural, …}" → count). */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:[,}])/g)].map((m) => m[1] ?? '').sort();
}

describe('interface catalogues', () => {
  it('keep each part in its own files, so the first load carries none of the back office or info pages texts', () => {
    for (const part of CATALOGUE_PARTS) {
      for (const language of ['en', 'az'] as const) {
        const keys = Object.keys(CATALOGUE_FILES[part][language]);
        expect(keys.length, `${part}/${language}.json`).toBeGreaterThan(0);
        expect(
          keys.filter((key) => !key.startsWith(`${part}.`)),
          `keys in ${part}/${language}.json that are not ${part}.*`,
        ).toEqual([]);
        expect(
          Object.keys(CATALOGUE_FILES.shop[language]).filter((key) => key.startsWith(`${part}.`)),
          `${part}.* keys in ${language}.json`,
        ).toEqual([]);
      }
    }
  });

  it('have exactly the same keys in en and az', () => {
    const enKeys = Object.keys(enCatalogue).sort();
    const azKeys = Object.keys(azCatalogue).sort();
    expect(
      azKeys.filter((key) => !(key in enCatalogue)),
      'keys only in az.json',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !(key in azCatalogue)),
      'keys missing from az.json',
    ).toEqual([]);
  });

  it('have no empty values', () => {
    for (const [name, catalogue] of [
      ['en', enCatalogue],
      ['az', azCatalogue],
    ] as const) {
      const empty = Object.entries(catalogue).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(
        empty.map(([key]) => key),
        `empty values in ${name}.json`,
      ).toEqual([]);
    }
  });

  it('translate every az value, except a small allow-list of brand names and codes', () => {
    const untranslated = Object.keys(enCatalogue).filter((key) => azCatalogue[key] === enCatalogue[key] && !SAME_IN_BOTH_LANGUAGES.has(key));
    expect(untranslated, 'az values identical to en (translate them or allow-list them)').toEqual([]);
    expect(SAME_IN_BOTH_LANGUAGES.size).toBeLessThanOrEqual(6);
  });

  it('keep the allow-list honest: every allow-listed key exists', () => {
    for (const key of SAME_IN_BOTH_LANGUAGES) expect(enCatalogue).toHaveProperty([key]);
  });

  it('use the same ICU arguments in both languages, and every message formats', () => {
    const values = {
      year: 2026,
      phone: '+994 12 000 00 00',
      percent: 15,
      price: '1,299.00 ₼',
      count: 3,
      b: (chunks: ReactNode[]) => chunks,
      name: 'Nigar Əliyeva',
      reference: 'TX-2026-000123',
      email: 'nigar@example.az',
      role: 'VIP',
      action: 'add items to cart',
      seconds: '0:20',
      from: 1,
      to: 10,
      status: 'Confirmed',
      size: '10 MB',
      reason: 'Title is required',
      title: 'Yay endirimləri',
      date: '01.06.2026',
      own: 2,
      total: 5,
      level: 2,
      max: 3,
      filter: 'RAM',
      value: '16 GB',
      label: '16 GB',
      language: 'English',
      n: 3,
      m: 12,
      shop: 'Texnika Mağazası',
      text: 'noutbuk',
      category: 'Noutbuklar',
      number: 1,
      sku: 'HP-LJ-123',
      link: 'https://texnika.az/details/1',
    };
    for (const key of Object.keys(enCatalogue)) {
      expect(argumentNames(azCatalogue[key] ?? ''), `arguments of ${key}`).toEqual(argumentNames(enCatalogue[key] ?? ''));
    }
    for (const [locale, catalogue] of [
      ['en-US', enCatalogue],
      ['az-AZ', azCatalogue],
    ] as const) {
      const errors: string[] = [];
      const intl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(String(error)) });
      for (const id of Object.keys(catalogue)) void intl.formatMessage({ id: id as never }, values);
      expect(errors, `format errors in ${locale}`).toEqual([]);
    }
  });
});
