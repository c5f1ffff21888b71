import { formatBadgeCount } from '../../lib/format';

/**
 * The header's favorites and cart badges: hidden at 0 (null), the number up to 99, "99+" above.
 * Negative or fractional counts (never expected) read as whole numbers from 0.
 */
export function countBadge(count: number): string | null {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return n === 0 ? null : formatBadgeCount(n);
}
