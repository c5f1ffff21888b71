import type { Language } from '../lib/language';
import az from './az.json';
import en from './en.json';

/** Every catalogue key; en.json is the reference and a test keeps az.json in step. */
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

export const catalogues: Record<Language, Catalogue> = { en, az };

/**
 * Keys whose Azerbaijani text is legitimately the same as the English one (brand names, codes,
 * pure number patterns). Anything else identical in both catalogues is an untranslated string.
 */
export const SAME_IN_BOTH_LANGUAGES: ReadonlySet<string> = new Set<MessageKey>([
  'brand.name',
  'language.short.en',
  'language.short.az',
  'product.discount',
]);

declare global {
  // Makes `intl.formatMessage({ id })` and `<FormattedMessage id>` accept catalogue keys only.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
