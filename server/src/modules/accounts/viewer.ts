import { VISITOR_TIER, type PriceTier } from '../pricing/money.js';

/** Who is asking: decides which tier's prices they see and what they may do. */
export interface Viewer {
  userId: string | null;
  tier: PriceTier;
  isAdmin: boolean;
}

export const VISITOR: Viewer = { userId: null, tier: VISITOR_TIER, isAdmin: false };
