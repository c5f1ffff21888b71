// The pricing module's public face: other modules and the app import only what is listed here.
export { PRICE_TIERS, VISITOR_TIER, discountPercentage, tierPriceMinor, toAzn } from './money.js';
export type { PriceTier } from './money.js';
