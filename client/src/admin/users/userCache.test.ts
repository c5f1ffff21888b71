import { describe, expect, it } from 'vitest';
import { statsAfter } from './userCache';

const stats = { totalUsers: 10, adminUsers: 1, normalUsers: 6, retailUsers: 1, wholesaleUsers: 1, vipUsers: 1 };

describe('stat cards after a user mutation', () => {
  it('moves one user from the old role to the new one', () => {
    expect(statsAfter(stats, { from: 'NORMAL_USER', to: 'WHOLESALE' })).toEqual({ ...stats, normalUsers: 5, wholesaleUsers: 2 });
  });

  it('changes nothing when the role stayed', () => {
    expect(statsAfter(stats, { from: 'VIP', to: 'VIP' })).toBe(stats);
  });

  it('takes a deleted user off the role and the total', () => {
    expect(statsAfter(stats, { from: 'RETAIL' })).toEqual({ ...stats, retailUsers: 0, totalUsers: 9 });
  });
});
