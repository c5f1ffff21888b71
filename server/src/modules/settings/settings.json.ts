import type { AdminStoreSettingsRecord } from './settings.service.js';
import { SOCIAL_NETWORKS } from './settings.values.js';

/**
 * The admin settings as both APIs answer them: the social links as one field per network (`facebookUrl`
 * …). Fields in the schema's order (the stored JSON keeps PostgreSQL's jsonb key order, not ours).
 */
export function adminSettingsJson(record: AdminStoreSettingsRecord) {
  return {
    shopNameAz: record.shopNameAz,
    shopNameEn: record.shopNameEn,
    phones: record.phones,
    whatsApp: record.whatsApp,
    email: record.email,
    offices: record.offices.map((o) => ({
      nameAz: o.nameAz,
      nameEn: o.nameEn,
      addressAz: o.addressAz,
      addressEn: o.addressEn,
      hoursAz: o.hoursAz,
      hoursEn: o.hoursEn,
      latitude: o.latitude,
      longitude: o.longitude,
    })),
    ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`${network}Url`, record.social[network]])) as Record<
      `${(typeof SOCIAL_NETWORKS)[number]}Url`,
      string
    >),
    softwareSiteUrl: record.softwareSiteUrl,
    updatedAt: record.updatedAt,
    updatedByEmail: record.updatedByEmail,
  };
}
