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

/**
 * The interface language: the visitor's choice (the `language` cookie), else the page's (`<html lang>`,
 * which the server wrote from a `?lang=` link or Accept-Language), else English.
 */
export function interfaceLanguage(): Language {
  const chosen = storedLanguage();
  if (isLanguage(chosen)) return chosen;
  return parseLanguage(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

export function writeLanguageCookie(language: Language): void {
  setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'Lax' });
}

/** The query parameter of links to a page in one language (the server's hreflang alternates and sitemap). */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * A `?lang=` link chooses its language: it is kept in the cookie from then on. Nothing else writes the
 * cookie but the visitor's own switch, so a visitor who never chose sends none, and caches in front of
 * the shop can share pages between visitors (they vary on Cookie).
 */
export function keepLinkLanguage(search: string): void {
  const fromLink = new URLSearchParams(search).get(LANGUAGE_PARAMETER)?.toLowerCase();
  if (isLanguage(fromLink) && fromLink !== storedLanguage()) writeLanguageCookie(fromLink);
}

/** A `?lang=` link's language, else the cookie's, else the page's (`''` for none); undefined when none is one of ours. */
export function startLanguage(search: string, documentLanguage: string): Language | undefined {
  const fromLink = new URLSearchParams(search).get(LANGUAGE_PARAMETER)?.toLowerCase();
  return [fromLink, storedLanguage(), documentLanguage.toLowerCase()].find(isLanguage);
}

const storedLanguage = () => getCookie(LANGUAGE_COOKIE)?.trim().toLowerCase();

/**
 * Text in capitals as its language writes them: Azerbaijani capital i is İ ("Daxili" → "DAXİLİ", not
 * "DAXILI"). For JavaScript upper-casing; CSS `text-transform` follows the `lang` attribute instead.
 */
export function upperCaseIn(text: string, language: Language): string {
  return text.toLocaleUpperCase(LOCALES[language]);
}

/**
 * The language of a catalogue text the server gave in `language`: that one, or the other when the text
 * has no value in it (the server then falls back to the other). For the `lang` of an element whose
 * text is upper-cased or read aloud.
 */
export function catalogueTextLanguage(language: Language, texts: { az: string; en: string }): Language {
  const other: Language = language === 'en' ? 'az' : 'en';
  return texts[language] || !texts[other] ? language : other;
}
