import type { Language } from '../lib/language';
import en from './en.json';

/** Every catalogue key; en.json is the reference and a test keeps az.json in step. */
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

/**
 * Catalogues loaded so far. English (the default) ships with the first load; Azerbaijani is its own
 * chunk, fetched when a visitor picks it (or has it in the language cookie), so nobody downloads both.
 */
export const catalogues: Partial<Record<Language, Catalogue>> = { en };

const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  az: () => import('./az.json').then((module) => module.default),
};

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const catalogue = catalogues[language] ?? (await loaders[language]());
  catalogues[language] = catalogue;
  return catalogue;
}

/**
 * Keys whose Azerbaijani text is legitimately the same as the English one (brand names, codes,
 * pure number patterns). Anything else identical in both catalogues is an untranslated string.
 */
export const SAME_IN_BOTH_LANGUAGES: ReadonlySet<string> = new Set<MessageKey>(['brand.name', 'language.short.en', 'language.short.az', 'product.discount']);

declare global {
  // Makes `intl.formatMessage({ id })` and `<FormattedMessage id>` accept catalogue keys only.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
