import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';
import { LANGUAGE_COOKIE_MAX_AGE, parseLanguage } from './language';

describe('cookies', () => {
  it('parses a document.cookie string', () => {
    const cookies = parseCookies('language=az; token=abc.def%3D; empty=; broken');
    expect(cookies.get('language')).toBe('az');
    expect(cookies.get('token')).toBe('abc.def=');
    expect(cookies.get('empty')).toBe('');
    expect(cookies.has('broken')).toBe(false);
  });

  it('serializes the language cookie as the spec says', () => {
    expect(serializeCookie('language', 'az', { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'Lax' })).toBe(
      'language=az; path=/; max-age=31536000; SameSite=Lax',
    );
  });
});

describe('parseLanguage', () => {
  it('accepts en and az and falls back to en', () => {
    expect(parseLanguage('az')).toBe('az');
    expect(parseLanguage('AZ')).toBe('az');
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('ru')).toBe('en');
    expect(parseLanguage(undefined)).toBe('en');
    expect(parseLanguage('')).toBe('en');
  });
});
