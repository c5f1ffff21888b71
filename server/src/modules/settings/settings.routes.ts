import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { DateTime, Nullable, Text } from '../../rest/schema.js';
import { adminSettingsJson } from './settings.json.js';
import { adminStoreSettings, storeSettings, updateStoreSettings } from './settings.service.js';
import { MAX_OFFICE_TEXT, MAX_OFFICES, MAX_PHONES, MAX_SHOP_NAME, MAX_URL } from './settings.values.js';

const StoreSettings = Type.Object({
  shopName: Type.String(),
  phones: Type.Array(Type.Object({ display: Type.String(), href: Type.String({ description: 'tel: link' }) })),
  whatsApp: Type.String({ description: 'Country code and number, digits only' }),
  whatsAppUrl: Type.String({ description: 'https://wa.me/<whatsApp>' }),
  email: Nullable(Type.String()),
  offices: Type.Array(Type.Object({ name: Type.String(), address: Type.String(), hours: Type.String(), latitude: Type.Number(), longitude: Type.Number() })),
  socialLinks: Type.Array(Type.Object({ network: Type.String(), url: Type.String() })),
  softwareSiteUrl: Nullable(Type.String({ description: "The Software installation page's button; null: no button" })),
});

const AdminOffice = Type.Object({
  nameAz: Type.String(),
  nameEn: Type.String(),
  addressAz: Type.String(),
  addressEn: Type.String(),
  hoursAz: Type.String(),
  hoursEn: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});

const SOCIAL_FIELDS = ['facebookUrl', 'instagramUrl', 'youtubeUrl', 'linkedinUrl', 'tiktokUrl'] as const;

const AdminStoreSettings = Type.Object({
  shopNameAz: Type.String(),
  shopNameEn: Type.String(),
  phones: Type.Array(Type.String()),
  whatsApp: Type.String(),
  email: Type.String(),
  offices: Type.Array(AdminOffice),
  ...Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, Type.String()])),
  softwareSiteUrl: Type.String({ description: "The Software installation page's button; empty: no button" }),
  updatedAt: DateTime('When they were last saved'),
  updatedByEmail: Nullable(Type.String()),
});

const OptionalText = (maxLength: number, description?: string) => Type.Optional(Nullable(Text(maxLength, description)));

const OfficeInput = Type.Object(
  {
    nameAz: OptionalText(MAX_OFFICE_TEXT, 'A name in at least one language'),
    nameEn: OptionalText(MAX_OFFICE_TEXT),
    addressAz: OptionalText(MAX_OFFICE_TEXT, 'An address in at least one language'),
    addressEn: OptionalText(MAX_OFFICE_TEXT),
    hoursAz: OptionalText(MAX_OFFICE_TEXT),
    hoursEn: OptionalText(MAX_OFFICE_TEXT),
    latitude: Type.Number({ description: '-90 to 90' }),
    longitude: Type.Number({ description: '-180 to 180' }),
  },
  { additionalProperties: false },
);

/** Every field of the settings (they are replaced as a whole, as the Settings form saves them). */
const SettingsInput = Type.Object(
  {
    shopNameAz: OptionalText(MAX_SHOP_NAME, 'A name in at least one language'),
    shopNameEn: OptionalText(MAX_SHOP_NAME),
    phones: Type.Array(Text(30, '7 to 15 digits'), { maxItems: MAX_PHONES, description: `1 to ${MAX_PHONES}, the main one first` }),
    whatsApp: Text(30, 'The country code and number, 8 to 15 digits'),
    email: OptionalText(254, 'Empty for none'),
    offices: Type.Array(OfficeInput, { maxItems: MAX_OFFICES, description: `1 to ${MAX_OFFICES}, the head office first` }),
    ...Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, OptionalText(MAX_URL, 'An http(s) address; empty hides the icon')])),
    softwareSiteUrl: OptionalText(MAX_URL, "The Software installation page's button: an http(s) address; empty hides it; left out, the stored one stays"),
  },
  { additionalProperties: false },
);

export const settingsRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Settings',
    summary: "The shop's name, phones, WhatsApp, e-mail, offices, social links and the software site, in the viewer's language",
    schema: { response: StoreSettings },
    handler: async ({ context }) => storeSettings(context),
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/settings',
    summary: 'The store settings as stored, both languages, with who saved them last (admins)',
    schema: { response: AdminStoreSettings },
    handler: async ({ context }) => {
      const settings = adminSettingsJson(await adminStoreSettings(context));
      return { ...settings, updatedAt: settings.updatedAt.toISOString() };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/Admin/settings',
    summary: 'Replaces the store settings (admins): every field; recorded in the audit log',
    schema: { body: SettingsInput, response: AdminStoreSettings },
    handler: async ({ body, context }) => {
      const settings = adminSettingsJson(await updateStoreSettings(context, body));
      return { ...settings, updatedAt: settings.updatedAt.toISOString() };
    },
  }),
];
