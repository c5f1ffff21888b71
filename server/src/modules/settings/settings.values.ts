import { badInput } from '../../errors.js';
import { textField } from '../../input.js';

/**
 * The store's settings as kept (one JSON document, both languages) and the rules every write meets.
 * Each refusal names the field: `offices.1.latitude must be …`.
 */

export interface StoreOfficeData {
  nameAz: string;
  nameEn: string;
  addressAz: string;
  addressEn: string;
  hoursAz: string;
  hoursEn: string;
  latitude: number;
  longitude: number;
}

/** The social networks the storefront has an icon for, in the order it shows them. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface StoreSettingsData {
  shopNameAz: string;
  shopNameEn: string;
  /** As shown ("+994 12 000 00 00"); the first is the main one (header, structured data). */
  phones: string[];
  /** Digits with the country code, as wa.me takes it: the chat button, the contact pages and checkout. */
  whatsApp: string;
  /** '' for none. */
  email: string;
  offices: StoreOfficeData[];
  /** An http(s) address per network; '' hides its icon. */
  social: Record<SocialNetwork, string>;
  /** Where the Software installation page's button leads: an http(s) address; '' hides the button. */
  softwareSiteUrl: string;
}

/** The settings a write asks for: the software site's address only when the write names it (see settingsOf). */
export type StoreSettingsWrite = Omit<StoreSettingsData, 'softwareSiteUrl'> & { softwareSiteUrl?: string };

/** The Software installation page's button until the owner sets another address (Microsoft's software downloads). */
export const DEFAULT_SOFTWARE_SITE_URL = 'https://www.microsoft.com/software-download';

/** Settings as stored, with the fields added since they were saved at their first values. */
export function storedSettings(data: StoreSettingsWrite): StoreSettingsData {
  return { ...data, softwareSiteUrl: data.softwareSiteUrl ?? DEFAULT_SOFTWARE_SITE_URL };
}

/** What a write brings (GraphQL's StoreSettingsInput, the REST body): every field, replacing the stored ones. */
export interface StoreSettingsInput {
  shopNameAz?: string | null;
  shopNameEn?: string | null;
  phones?: readonly string[] | null;
  whatsApp?: string | null;
  email?: string | null;
  offices?: readonly StoreOfficeInput[] | null;
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  youtubeUrl?: string | null;
  linkedinUrl?: string | null;
  tiktokUrl?: string | null;
  softwareSiteUrl?: string | null;
}

export interface StoreOfficeInput {
  nameAz?: string | null;
  nameEn?: string | null;
  addressAz?: string | null;
  addressEn?: string | null;
  hoursAz?: string | null;
  hoursEn?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export const MAX_PHONES = 5;
export const MAX_OFFICES = 4;
export const MAX_SHOP_NAME = 100;
export const MAX_OFFICE_TEXT = 255;
export const MAX_URL = 500;
const MAX_EMAIL = 254;

/**
 * The first values, before the owner has saved any: the details the storefront showed before settings
 * existed, and the WhatsApp number of the configuration (STORE_WHATSAPP). Social links start empty
 * (hidden): the old ones led to the networks' home pages.
 */
export function seedSettings(whatsApp: string): StoreSettingsData {
  return {
    shopNameAz: 'Texnika Mağazası',
    shopNameEn: 'Texnika Mağazası',
    phones: ['+994 12 000 00 00'],
    whatsApp,
    email: '',
    offices: [
      {
        nameAz: 'Baş ofis',
        nameEn: 'Head office',
        addressAz: 'Bakı, Səbail rayonu, Nizami küçəsi 15',
        addressEn: '15 Nizami street, Sabail district, Baku',
        hoursAz: 'B.e.–Şənbə, 10:00–19:00; bazar günü bağlıdır',
        hoursEn: 'Mon–Sat, 10:00–19:00; closed on Sunday',
        latitude: 40.3371,
        longitude: 49.8312,
      },
      {
        nameAz: 'Servis mərkəzi',
        nameEn: 'Service centre',
        addressAz: 'Bakı, Xətai rayonu, Heydər Əliyev prospekti 152',
        addressEn: '152 Heydar Aliyev avenue, Khatai district, Baku',
        hoursAz: 'B.e.–Şənbə, 10:00–19:00; bazar günü bağlıdır',
        hoursEn: 'Mon–Sat, 10:00–19:00; closed on Sunday',
        latitude: 40.3329,
        longitude: 49.7912,
      },
    ],
    social: { facebook: '', instagram: '', youtube: '', linkedin: '', tiktok: '' },
    softwareSiteUrl: DEFAULT_SOFTWARE_SITE_URL,
  };
}

/** A shown phone number: digits, spaces, dashes, dots and brackets with an optional leading +; 7 to 15 digits. */
export function phoneOf(value: unknown, field: string): string {
  const phone = textField(value, field, 30, '').replace(/\s+/g, ' ');
  if (!/^\+?[\d\s().-]+$/.test(phone) || !/^\d{7,15}$/.test(phone.replace(/\D/g, '')))
    throw badInput(`${field} must be a phone number of 7 to 15 digits (e.g. +994 12 555 55 55)`, 'settingsPhoneInvalid');
  return phone;
}

/** The WhatsApp number as wa.me takes it: the country code and number, 8 to 15 digits (spaces, dashes, brackets and a leading + dropped). */
export function whatsAppOf(value: unknown, field = 'whatsApp'): string {
  const raw = textField(value, field, 30, '');
  const digits = raw.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d{8,15}$/.test(digits))
    throw badInput(`${field} must be a phone number with its country code, 8 to 15 digits (e.g. 994501234567)`, 'settingsWhatsAppInvalid');
  return digits;
}

/** An http(s) address with a host, or '' for none; never `javascript:` or another scheme. */
export function webAddressOf(value: unknown, field: string): string {
  const text = textField(value, field, MAX_URL, '');
  if (!text) return '';
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || /\s/.test(text))
    throw badInput(`${field} must be an http(s) address`, 'settingsUrlInvalid');
  return url.href;
}

function emailOf(value: unknown): string {
  const email = textField(value, 'email', MAX_EMAIL, '');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badInput('email must be an e-mail address', 'settingsEmailInvalid');
  return email;
}

function coordinateOf(value: unknown, field: string, limit: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit)
    throw badInput(`${field} must be a number from -${limit} to ${limit}`, 'settingsCoordinateInvalid');
  return value;
}

/** A text in both languages, at least one given; the other falls back to it when shown. */
function bilingual(input: Record<string, unknown>, prefix: string, az: string, en: string, maxLength: number, required: boolean) {
  const textAz = textField(input[az], `${prefix}${az}`, maxLength, '');
  const textEn = textField(input[en], `${prefix}${en}`, maxLength, '');
  if (required && !textAz && !textEn) throw badInput(`${prefix}${az} or ${prefix}${en} is required`, 'settingsTextRequired');
  return [textAz, textEn] as const;
}

function listOf(value: unknown, field: string, min: number, max: number): unknown[] {
  if (!Array.isArray(value) || value.length < min || value.length > max)
    throw badInput(`${field} must be a list of ${min} to ${max} entries`, 'settingsListInvalid');
  return value;
}

function officeOf(value: unknown, index: number): StoreOfficeData {
  const prefix = `offices.${index}.`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badInput(`offices.${index} must be an office`, 'settingsListInvalid');
  // Own fields only: input never reaches a prototype.
  const office = Object.fromEntries(Object.entries(value)) as Record<string, unknown>;
  const [nameAz, nameEn] = bilingual(office, prefix, 'nameAz', 'nameEn', MAX_OFFICE_TEXT, true);
  const [addressAz, addressEn] = bilingual(office, prefix, 'addressAz', 'addressEn', MAX_OFFICE_TEXT, true);
  const [hoursAz, hoursEn] = bilingual(office, prefix, 'hoursAz', 'hoursEn', MAX_OFFICE_TEXT, false);
  return {
    nameAz,
    nameEn,
    addressAz,
    addressEn,
    hoursAz,
    hoursEn,
    latitude: coordinateOf(office.latitude, `${prefix}latitude`, 90),
    longitude: coordinateOf(office.longitude, `${prefix}longitude`, 180),
  };
}

/**
 * The settings a write asks for, checked; every field is given (the form sends them all), except the
 * software site's address, added later: a client that does not send it (one written before it existed)
 * keeps the stored one instead of erasing it.
 */
export function settingsOf(input: StoreSettingsInput): StoreSettingsWrite {
  const fields = Object.fromEntries(Object.entries(input)) as Record<string, unknown>;
  const [shopNameAz, shopNameEn] = bilingual(fields, '', 'shopNameAz', 'shopNameEn', MAX_SHOP_NAME, true);
  const phones = listOf(fields.phones, 'phones', 1, MAX_PHONES).map((phone, i) => phoneOf(phone, `phones.${i}`));
  return {
    shopNameAz,
    shopNameEn,
    phones,
    whatsApp: whatsAppOf(fields.whatsApp),
    email: emailOf(fields.email),
    offices: listOf(fields.offices, 'offices', 1, MAX_OFFICES).map(officeOf),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, webAddressOf(fields[`${network}Url`], `${network}Url`)])) as Record<
      SocialNetwork,
      string
    >,
    ...(fields.softwareSiteUrl === undefined ? {} : { softwareSiteUrl: webAddressOf(fields.softwareSiteUrl, 'softwareSiteUrl') }),
  };
}
