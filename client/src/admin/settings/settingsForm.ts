import { key } from '../../components/form/useZodForm';
import type { StoreSettingsInput } from '../../gql/graphql';
import { z } from '../../lib/zod';

/**
 * The Settings form: the same rules the server keeps (modules/settings/settings.values.ts), so most
 * mistakes show on their field before saving; the server's refusals land on theirs too.
 */

export const MAX_PHONES = 5;
export const MAX_OFFICES = 4;
export const SOCIAL_FIELDS = ['facebookUrl', 'instagramUrl', 'youtubeUrl', 'linkedinUrl', 'tiktokUrl'] as const;

const PHONE = /^\+?[\d\s().-]+$/;
const digitsOf = (value: string) => value.replace(/\D/g, '');

const phone = z.string().refine((value) => PHONE.test(value.trim()) && /^\d{7,15}$/.test(digitsOf(value)), key('admin.errors.settingsPhoneInvalid'));

const webAddress = z
  .string()
  .max(500, key('admin.errors.textTooLong'))
  .refine((value) => !value.trim() || /^https?:\/\/[^\s/]+\S*$/i.test(value.trim()), key('admin.errors.settingsUrlInvalid'));

const coordinate = (limit: number) =>
  z.coerce
    .number<string | number>(key('admin.errors.settingsCoordinateInvalid'))
    .refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, key('admin.errors.settingsCoordinateInvalid'));

const text = (max: number) => z.string().max(max, key('admin.errors.textTooLong'));

/** At least one language of a pair: the error goes on the Azerbaijani field. */
function bothLanguages(ctx: z.RefinementCtx, az: string, en: string, path: (string | number)[]) {
  if (!az.trim() && !en.trim()) ctx.addIssue({ code: 'custom', path, message: key('admin.errors.settingsTextRequired') });
}

const office = z
  .object({
    nameAz: text(255),
    nameEn: text(255),
    addressAz: text(255),
    addressEn: text(255),
    hoursAz: text(255),
    hoursEn: text(255),
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .superRefine((value, ctx) => {
    bothLanguages(ctx, value.nameAz, value.nameEn, ['nameAz']);
    bothLanguages(ctx, value.addressAz, value.addressEn, ['addressAz']);
  });

export const settingsSchema = z
  .object({
    shopNameAz: text(100),
    shopNameEn: text(100),
    phones: z
      .array(z.object({ value: phone }))
      .min(1)
      .max(MAX_PHONES),
    whatsApp: z.string().refine((value) => /^\d{8,15}$/.test(value.replace(/[\s().-]/g, '').replace(/^\+/, '')), key('admin.errors.settingsWhatsAppInvalid')),
    email: z
      .string()
      .max(254, key('admin.errors.textTooLong'))
      .refine((value) => !value.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), key('admin.errors.settingsEmailInvalid')),
    offices: z.array(office).min(1).max(MAX_OFFICES),
    facebookUrl: webAddress,
    instagramUrl: webAddress,
    youtubeUrl: webAddress,
    linkedinUrl: webAddress,
    tiktokUrl: webAddress,
    softwareSiteUrl: webAddress,
  })
  .superRefine((value, ctx) => bothLanguages(ctx, value.shopNameAz, value.shopNameEn, ['shopNameAz']));

export type SettingsFormValues = z.input<typeof settingsSchema>;
type SettingsFormOutput = z.output<typeof settingsSchema>;

/** A new office's fields: Baku's centre until the owner moves it. */
export const NEW_OFFICE: SettingsFormValues['offices'][number] = {
  nameAz: '',
  nameEn: '',
  addressAz: '',
  addressEn: '',
  hoursAz: '',
  hoursEn: '',
  latitude: 40.4093,
  longitude: 49.8671,
};

/** The stored settings as the form's values. */
export function settingsFormValues(
  settings: Omit<StoreSettingsInput, 'phones'> & { phones: readonly string[]; email: string; softwareSiteUrl: string },
): SettingsFormValues {
  return {
    shopNameAz: settings.shopNameAz ?? '',
    shopNameEn: settings.shopNameEn ?? '',
    phones: settings.phones.map((value) => ({ value })),
    whatsApp: settings.whatsApp,
    email: settings.email,
    offices: settings.offices.map((o) => ({
      nameAz: o.nameAz ?? '',
      nameEn: o.nameEn ?? '',
      addressAz: o.addressAz ?? '',
      addressEn: o.addressEn ?? '',
      hoursAz: o.hoursAz ?? '',
      hoursEn: o.hoursEn ?? '',
      latitude: o.latitude,
      longitude: o.longitude,
    })),
    ...(Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, settings[field] ?? ''])) as Record<(typeof SOCIAL_FIELDS)[number], string>),
    softwareSiteUrl: settings.softwareSiteUrl,
  };
}

/** The form's values as the API's StoreSettingsInput: every field, trimmed. */
export function settingsInput(form: SettingsFormOutput): StoreSettingsInput {
  return {
    shopNameAz: form.shopNameAz.trim(),
    shopNameEn: form.shopNameEn.trim(),
    phones: form.phones.map((p) => p.value.trim()),
    whatsApp: form.whatsApp.trim(),
    email: form.email.trim(),
    offices: form.offices.map((o) => ({
      nameAz: o.nameAz.trim(),
      nameEn: o.nameEn.trim(),
      addressAz: o.addressAz.trim(),
      addressEn: o.addressEn.trim(),
      hoursAz: o.hoursAz.trim(),
      hoursEn: o.hoursEn.trim(),
      latitude: o.latitude,
      longitude: o.longitude,
    })),
    ...Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, form[field].trim()])),
    softwareSiteUrl: form.softwareSiteUrl.trim(),
  };
}
