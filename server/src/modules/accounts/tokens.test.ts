import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, TOKEN_LIFETIME_SECONDS, verifyToken } from './tokens.js';

const SECRET = 'a-secret-for-the-token-tests-that-is-long-enough';
const USER = { id: '0f6c3e52-4a7b-4f1e-9c1d-2b8e5a7d9c10', role: 1, tokenVersion: 3 };

afterEach(() => vi.useRealTimers());

describe('verifyToken, with the tokens it verified kept', () => {
  it('answers the same claims every time, and null once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await signToken(SECRET, USER);
    const claims = await verifyToken(SECRET, token);
    expect(claims).toEqual({ userId: USER.id, role: expect.any(String), tokenVersion: 3 });
    expect(await verifyToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + (TOKEN_LIFETIME_SECONDS - 1) * 1000);
    expect(await verifyToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 1000);
    expect(await verifyToken(SECRET, token)).toBeNull();
  });

  it('rejects a changed signature or another key even after the token itself verified', async () => {
    const { token } = await signToken(SECRET, USER);
    expect(await verifyToken(SECRET, token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    // The signature's first character (all six of its bits count; the last one's low bits are padding,
    // so changing it may decode to the same bytes, which the check rightly accepts).
    const changed = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await verifyToken(SECRET, `${header}.${payload}.${changed}`)).toBeNull();
    expect(await verifyToken(`${SECRET}-other`, token)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ sub: USER.id, role: 'Admin', tv: 3, iat: 1, exp: 9_999_999_999 })).toString('base64url');
    expect(await verifyToken(SECRET, `${header}.${forged}.${signature}`)).toBeNull();
  });

  it('gives claims no caller can change for the next', async () => {
    const { token } = await signToken(SECRET, USER);
    const claims = await verifyToken(SECRET, token);
    expect(Object.isFrozen(claims)).toBe(true);
  });
});
