import { getCookie, setCookie } from './cookies';

export const LANGUAGES = ['en', 'az'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'language';
/** One year, as the spec's business constants say. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** BCP 47 locales used for number and date formatting. */
export const LOCALES: Record<Language, string> = { en: 'en-US', az: 'az-AZ' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any stored value to a supported language; unknown or missing values fall back to English. */
export function parseLanguage(value: string | null | undefined): Language {
  const normalized = value?.trim().toLowerCase();
  return isLanguage(normalized) ? normalized : DEFAULT_LANGUAGE;
}

export function readLanguageCookie(): Language {
  return parseLanguage(getCookie(LANGUAGE_COOKIE));
}

export function writeLanguageCookie(language: Language): void {
  setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'Lax' });
}
