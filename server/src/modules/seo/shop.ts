/** The shop's logo, which structured data names; its other details are the store settings (modules/settings). */
export const SHOP = {
  logoPath: '/favicon.svg',
} as const;
