import { describe, expect, it } from 'vitest';
import { inLanguage, inLanguageOrNull, preferredLanguage, viewerLanguage } from './language.js';

describe('viewerLanguage: the language of every catalogue text of one answer', () => {
  it('takes the language cookie first, whatever Accept-Language says', () => {
    expect(viewerLanguage('en', 'az')).toBe('en');
    expect(viewerLanguage('az', 'en-US,en;q=0.9')).toBe('az');
    expect(viewerLanguage(' EN ', undefined)).toBe('en');
  });

  it('reads Accept-Language when the cookie is absent or names no language of ours', () => {
    expect(viewerLanguage(null, 'en-US,en;q=0.9')).toBe('en');
    expect(viewerLanguage('fr', 'en')).toBe('en');
    expect(viewerLanguage('', 'az-AZ')).toBe('az');
  });

  it("is English, the spec's default and fallback, when neither says anything it knows", () => {
    expect(viewerLanguage(null, undefined)).toBe('en');
    expect(viewerLanguage('de', 'de-DE,fr;q=0.8')).toBe('en');
    expect(viewerLanguage(undefined, '*')).toBe('en');
  });
});

describe('preferredLanguage: the Accept-Language header', () => {
  it('takes the highest quality among ours, ties in header order', () => {
    expect(preferredLanguage('ru-RU,ru;q=0.9,en;q=0.8,az;q=0.7')).toBe('en');
    expect(preferredLanguage('ru,az;q=0.5,en;q=0.9')).toBe('en');
    expect(preferredLanguage('az;q=0.8, en;q=0.8')).toBe('az');
    expect(preferredLanguage('EN-gb ; Q=0.3, de')).toBe('en');
  });

  it('skips q=0 (not wanted), malformed qualities, wildcards and languages it does not have', () => {
    expect(preferredLanguage('en;q=0, az;q=0.1')).toBe('az');
    expect(preferredLanguage('en;q=abc, *')).toBeNull();
    expect(preferredLanguage('fr-CA, es')).toBeNull();
    expect(preferredLanguage('')).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });

  it('looks at the first entries only of a huge header', () => {
    expect(preferredLanguage(`${'xx,'.repeat(10_000)}en`)).toBeNull();
  });
});

describe('inLanguage: a text in the viewer language, else in the other', () => {
  it('falls back to the other language only when the wanted value is empty', () => {
    expect(inLanguage('en', 'Noutbuklar', 'Laptops')).toBe('Laptops');
    expect(inLanguage('az', 'Noutbuklar', 'Laptops')).toBe('Noutbuklar');
    expect(inLanguage('en', 'Noutbuklar', '')).toBe('Noutbuklar');
    expect(inLanguage('az', '', 'Laptops')).toBe('Laptops');
    expect(inLanguage('az', '', '')).toBe('');
  });

  it('keeps an absent text absent (a banner without button text)', () => {
    expect(inLanguageOrNull('en', 'Bax', 'View')).toBe('View');
    expect(inLanguageOrNull('az', null, 'View')).toBe('View');
    expect(inLanguageOrNull('en', 'Bax', '')).toBe('Bax');
    expect(inLanguageOrNull('en', null, '')).toBeNull();
  });
});
