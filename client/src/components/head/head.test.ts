import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all';
import { absoluteUrl, alternatesOf, categoryPagePath, jsonLdText, notFoundHead, titled, unindexedHead } from './head';

const intl = (language: 'en' | 'az') => createIntl({ locale: language, messages: ALL_MESSAGES[language] });
const SITE = { intl: intl('az'), origin: 'https://shop.example' };

describe('what every head is made of', () => {
  it('names a page in its language with the shop after it', () => {
    expect(titled(intl('en'), 'Laptops')).toBe('Laptops | Texnika Mağazası');
    expect(unindexedHead('head.cart')(undefined, SITE)).toEqual({
      title: 'Səbət | Texnika Mağazası',
      description: ALL_MESSAGES.az['head.home.description'],
    });
    expect(notFoundHead(undefined, SITE)).toMatchObject({ title: 'Səhifə tapılmadı | Texnika Mağazası', status: 404 });
  });

  it('writes absolute addresses on the shop’s origin, one per language and x-default', () => {
    expect(absoluteUrl('https://shop.example', '/products/brand/hp', {}, 'az')).toBe('https://shop.example/products/brand/hp?lang=az');
    expect(alternatesOf('https://shop.example', '/about')).toEqual([
      { hreflang: 'az', href: 'https://shop.example/about?lang=az' },
      { hreflang: 'en', href: 'https://shop.example/about?lang=en' },
      { hreflang: 'x-default', href: 'https://shop.example/about' },
    ]);
    expect(categoryPagePath({ slug: 'komputerler', parentCategoryId: null })).toBe('/komputerler');
    expect(categoryPagePath({ slug: 'noutbuklar', parentCategoryId: 'c1' })).toBe('/products/noutbuklar');
  });

  it('writes JSON-LD that nothing in it can end early', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});
