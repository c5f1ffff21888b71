import type { Language } from '../lib/language';
import type accountEn from './account/en.json';
import type adminEn from './admin/en.json';
import en from './en.json';
import type infoEn from './info/en.json';

/**
 * Catalogue parts that only some pages read: the back office, the info pages and the account pages
 * (sign-in, sign-up, recovery, profile). Each is its own chunk per language, loaded beside those pages'
 * code, so the shop's first load carries none of their texts.
 */
export const CATALOGUE_PARTS = ['admin', 'info', 'account'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** Every catalogue key (the shop's and every part's); the en files are the reference and a test keeps az in step. */
export type MessageKey = keyof typeof en | keyof typeof adminEn | keyof typeof infoEn | keyof typeof accountEn;
/** A language's texts loaded so far: the shop's, and the parts asked for. */
export type Catalogue = Partial<Record<MessageKey, string>>;

/**
 * Catalogues loaded so far, each with the parts asked for. English (the default) ships with the first
 * load; Azerbaijani is its own chunk, fetched when a visitor picks it (or has it in the language cookie),
 * so nobody downloads both.
 */
export const catalogues: Partial<Record<Language, Catalogue>> = { en };

const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  az: () => import('./az.json').then((module) => module.default),
};

const partLoaders: Record<CataloguePart, Record<Language, () => Promise<Catalogue>>> = {
  admin: {
    en: () => import('./admin/en.json').then((module) => module.default),
    az: () => import('./admin/az.json').then((module) => module.default),
  },
  info: {
    en: () => import('./info/en.json').then((module) => module.default),
    az: () => import('./info/az.json').then((module) => module.default),
  },
  account: {
    en: () => import('./account/en.json').then((module) => module.default),
    az: () => import('./account/az.json').then((module) => module.default),
  },
};

/** Parts some page has asked for: every language loaded from then on brings them along. */
const wantedParts = new Set<CataloguePart>();
const loadedParts: Record<Language, Set<CataloguePart>> = { en: new Set(), az: new Set() };

export function wantPart(part: CataloguePart): void {
  wantedParts.add(part);
}

/** Whether the language's catalogue holds every part asked for so far. */
export function isCatalogueComplete(language: Language): boolean {
  return catalogues[language] !== undefined && [...wantedParts].every((part) => loadedParts[language].has(part));
}

/** The parts the language's catalogue holds. */
export function partsOf(language: Language): ReadonlySet<CataloguePart> {
  return new Set(loadedParts[language]);
}

/** The language's catalogue with every part asked for so far; a new object whenever it grows. */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const missing = [...wantedParts].filter((part) => !loadedParts[language].has(part));
  const [base, ...parts] = await Promise.all([catalogues[language] ?? loaders[language](), ...missing.map((part) => partLoaders[part][language]())]);
  if (!catalogues[language] || missing.length) catalogues[language] = Object.assign({}, catalogues[language] ?? base, ...parts) as Catalogue;
  for (const part of missing) loadedParts[language].add(part);
  return catalogues[language];
}

/**
 * Keys whose Azerbaijani text is legitimately the same as the English one (brand names, codes,
 * pure number patterns). Anything else identical in both catalogues is an untranslated string.
 */
export const SAME_IN_BOTH_LANGUAGES: ReadonlySet<string> = new Set<MessageKey>([
  'brand.name',
  'head.shopName',
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
