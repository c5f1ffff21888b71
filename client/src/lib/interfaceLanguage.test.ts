// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { interfaceLanguage, keepLinkLanguage } from './language';

const languageCookie = () => /(?:^|; )language=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  document.cookie = 'language=; max-age=0; path=/';
  document.documentElement.lang = '';
});

describe('the language cookie', () => {
  it('is written by a ?lang= link only: a visitor who never chose sends none', () => {
    document.documentElement.lang = 'az';
    keepLinkLanguage('');
    keepLinkLanguage('?page=2&lang=fr');
    expect(languageCookie()).toBeUndefined();
    keepLinkLanguage('?lang=AZ');
    expect(languageCookie()).toBe('az');
  });

  it("makes the interface language, else the page's (the server's choice from Accept-Language), else English", async () => {
    expect(interfaceLanguage()).toBe('en');
    document.documentElement.lang = 'az';
    expect(interfaceLanguage()).toBe('az');
    document.cookie = 'language=en; path=/';
    // Cookies are read once per task (lib/cookies.ts).
    await new Promise((resolve) => setTimeout(resolve));
    expect(interfaceLanguage()).toBe('en');
  });
});
