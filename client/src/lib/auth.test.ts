import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, isAdminToken, roleName, tokenCookieOptions, tokenRole } from './auth';
import { serializeCookie } from './cookies';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

describe('token role claim', () => {
  it('decodes the base64url payload, including non-ASCII text', () => {
    const token = jwt({ role: 'Admin', sub: 'u1', name: 'Şəbnəm', exp: 4_000_000_000 });
    expect(decodeTokenPayload(token)).toMatchObject({ role: 'Admin', name: 'Şəbnəm' });
    expect(tokenRole(token)).toBe('Admin');
  });

  it('lets only an unexpired Admin token through the guard', () => {
    expect(isAdminToken(jwt({ role: 'Admin', exp: 4_000_000_000 }))).toBe(true);
    expect(isAdminToken(jwt({ role: 'Admin', exp: 1 }))).toBe(false);
    expect(isAdminToken(jwt({ role: 'VIP', exp: 4_000_000_000 }))).toBe(false);
    expect(isAdminToken(jwt({ role: 0 }))).toBe(false);
    expect(isAdminToken('not-a-token')).toBe(false);
    expect(isAdminToken('a.%%%.c')).toBe(false);
    expect(isAdminToken(undefined)).toBe(false);
  });

  it('names the five roles and nothing else', () => {
    expect([0, 1, 2, 3, 4].map(roleName)).toEqual(['Admin', 'NormalUser', 'Retail', 'Wholesale', 'VIP']);
    expect(roleName(7)).toBeUndefined();
  });
});

describe('token cookie', () => {
  it('expires at expiresAt, path /, SameSite Lax, Secure only on https', () => {
    const expiresAt = '2030-01-02T03:04:05.000Z';
    expect(serializeCookie('token', 'a.b.c', tokenCookieOptions(expiresAt, 'http:'))).toBe(
      'token=a.b.c; path=/; expires=Wed, 02 Jan 2030 03:04:05 GMT; SameSite=Lax',
    );
    expect(serializeCookie('token', 'a.b.c', tokenCookieOptions(expiresAt, 'https:'))).toMatch(/; SameSite=Lax; Secure$/);
  });
});
