import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../gql/graphql';
import { ALL_MESSAGES } from '../i18n/all';
import { orderStatusColors, orderStatusKey } from './orderStatus';

const { en, az } = ALL_MESSAGES;

const STATUSES: OrderStatus[] = ['NEW', 'CONTACTED', 'CONFIRMED', 'COMPLETED', 'CANCELLED'];

describe('order status display', () => {
  it('names every status in both languages, each differently', () => {
    const keys = STATUSES.map(orderStatusKey);
    expect(new Set(keys).size).toBe(STATUSES.length);
    for (const key of keys) {
      expect(en).toHaveProperty([key]);
      expect(az).toHaveProperty([key]);
    }
  });

  it('colours every status', () => {
    for (const status of STATUSES) expect(orderStatusColors(status).color).toMatch(/^#[0-9a-f]{6}$/);
  });
});
