/**
 * The catalogue's two languages. Every text people read in the catalogue (category names and
 * descriptions, banner texts, filter and option names, specification names, product descriptions) has
 * an Azerbaijani value (the original column) and an English one (its `_en` column). Answers give the
 * viewer's interface language and fall back to the other language when that value is empty.
 */
export const LANGUAGES = ['az', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The interface's default and fallback language when the viewer states no preference (the spec: English).
 * Catalogue texts still fall back to the other language when one is empty (`inLanguage`).
 */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Entries of an Accept-Language header looked at: real browsers send a handful. */
const MAX_ACCEPTED_ENTRIES = 32;

/**
 * The language an Accept-Language header wants most among ours ("en-GB,en;q=0.9,az;q=0.8" → en), or
 * null: the highest q wins, equal q go by their order in the header, `q=0` means "not this one", and
 * `*` or languages we do not have say nothing.
 */
export function preferredLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const entry of header.split(',', MAX_ACCEPTED_ENTRIES)) {
    const [tag = '', ...parameters] = entry.split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(language)) continue;
    const qParameter = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? null;
}

/**
 * The viewer's interface language, decided once per request: the `language` cookie the storefront keeps
 * (`en` or `az`), else the Accept-Language header, else English. A cookie naming another language
 * is ignored, not refused.
 */
export function viewerLanguage(cookie: string | null | undefined, acceptLanguage: string | undefined): Language {
  const fromCookie = cookie?.trim().toLowerCase();
  if (isLanguage(fromCookie)) return fromCookie;
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** A catalogue text in `language`, or in the other language when that value is empty. */
export function inLanguage(language: Language, az: string, en: string): string {
  return language === 'en' ? en || az : az || en;
}

/** The same for a text that may be absent (a banner's button text): the Azerbaijani value as it is (null) when both are empty. */
export function inLanguageOrNull(language: Language, az: string | null, en: string | null): string | null {
  return inLanguage(language, az ?? '', en ?? '') || az;
}
