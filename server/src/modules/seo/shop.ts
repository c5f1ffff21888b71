/**
 * The shop's public facts that structured data names (the storefront's footer and map show the same:
 * client/src/lib/site.ts and client/src/features/map/offices.ts; their texts are in seo.texts.ts).
 */
export const SHOP = {
  phone: '+994 12 000 00 00',
  logoPath: '/favicon.svg',
  city: { en: 'Baku', az: 'Bakı' },
  offices: [
    { lat: 40.3371, lng: 49.8312 },
    { lat: 40.3329, lng: 49.7912 },
  ],
} as const;
