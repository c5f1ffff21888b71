import { describe, expect, it } from 'vitest';
import { discountPercentage, tierPriceMinor, toAzn } from './money.js';

describe('money', () => {
  it('computes the discount percentage as the spec says, 0 for a zero price', () => {
    expect(discountPercentage(10000, 8500)).toBe(15);
    expect(discountPercentage(29900, 26910)).toBe(10);
    expect(discountPercentage(300, 200)).toBe(33);
    expect(discountPercentage(1000, 1000)).toBe(0);
    expect(discountPercentage(0, 0)).toBe(0);
  });

  it('turns qəpik into AZN with two exact decimals', () => {
    expect(toAzn(129999)).toBe(1299.99);
    expect(toAzn(10)).toBe(0.1);
  });

  it('orders the demo tiers from Normal (highest) to VIP (lowest)', () => {
    const prices = [1, 2, 3, 4].map((tier) => tierPriceMinor(100000, tier as 1 | 2 | 3 | 4));
    expect(prices).toEqual([100000, 97000, 93000, 90000]);
  });
});
