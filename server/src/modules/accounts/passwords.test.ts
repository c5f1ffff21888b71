import { describe, expect, it } from 'vitest';
import { hashingQueue, HASHING_LANES, hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('computes one hash per core but one at a time and queues the rest, so a sign-in burst leaves a core for requests', async () => {
    const hash = await hashPassword('Parol-2026!');
    const checks = Array.from({ length: HASHING_LANES + 2 }, (_, i) => verifyPassword(hash, i === 0 ? 'Parol-2026!' : `Wrong-${i}`));
    expect(hashingQueue()).toEqual({ running: HASHING_LANES, waiting: 2 });
    expect(await Promise.all(checks)).toEqual([true, ...Array(HASHING_LANES + 1).fill(false)]);
    expect(hashingQueue()).toEqual({ running: 0, waiting: 0 });
  });
});
