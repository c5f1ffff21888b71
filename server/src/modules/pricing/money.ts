/** Customer price tiers: every product has one price row for each. */
export const PRICE_TIERS = [1, 2, 3, 4] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

/** The tier a visitor (not signed in) sees. */
export const VISITOR_TIER: PriceTier = 1;

/** Demo pricing: Retail, Wholesale and VIP customers pay 3 %, 7 % and 10 % less than the Normal tier. */
const TIER_FACTOR: Record<PriceTier, number> = { 1: 1, 2: 0.97, 3: 0.93, 4: 0.9 };

export function tierPriceMinor(normalPriceMinor: number, tier: PriceTier): number {
  return Math.round(normalPriceMinor * TIER_FACTOR[tier]);
}

/** round((price − discounted) / price × 100), and 0 when the price is 0. */
export function discountPercentage(priceMinor: number, discountedPriceMinor: number): number {
  if (priceMinor <= 0) return 0;
  return Math.round(((priceMinor - discountedPriceMinor) / priceMinor) * 100);
}

/** Qəpik to AZN, exact to two decimals. */
export function toAzn(minor: number): number {
  return Math.round(minor) / 100;
}
