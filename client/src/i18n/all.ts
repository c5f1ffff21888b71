import accountAz from './account/az.json';
import accountEn from './account/en.json';
import adminAz from './admin/az.json';
import adminEn from './admin/en.json';
import az from './az.json';
import en from './en.json';
import type { MessageKey } from './index';
import infoAz from './info/az.json';
import infoEn from './info/en.json';

/** Every text of both languages, the shop's and every part's, for tests (the app loads parts as it needs them). */
export const ALL_MESSAGES: Record<'en' | 'az', Record<MessageKey, string>> = {
  en: { ...en, ...adminEn, ...infoEn, ...accountEn },
  az: { ...az, ...adminAz, ...infoAz, ...accountAz },
};

/** Each catalogue file: the shop's and each part's, per language. */
export const CATALOGUE_FILES: Record<'shop' | 'admin' | 'info' | 'account', Record<'en' | 'az', Record<string, string>>> = {
  shop: { en, az },
  admin: { en: adminEn, az: adminAz },
  info: { en: infoEn, az: infoAz },
  account: { en: accountEn, az: accountAz },
};
