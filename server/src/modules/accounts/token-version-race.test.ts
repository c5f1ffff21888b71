import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

/**
 * Writes that read a value and write it back run in a transaction that locks the row first
 * (src/db/transaction.ts). Here: a password change and a sign-out everywhere of the same account, both
 * raising the token version. The test holds the user's row so both requests have read it and wait; once
 * it lets go, each must raise the version in turn. Written without the lock, both wrote the same value and
 * the token the password change answered outlived a sign-out that finished after it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

/** Waits until `count` statements of this database wait for a lock. */
async function lockWaiters(count: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await sql<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
    if (row!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${count} statements never waited for the lock`);
}

describe('one user row, two writes at once', () => {
  it('a password change and a sign-out everywhere both raise the token version: neither is lost', async () => {
    const customer = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: customer, remoteAddress: '10.66.0.1' });
    const phone = await signIn(t, customer.email, customer.password, '10.66.0.1');
    const laptop = await signIn(t, customer.email, customer.password, '10.66.0.1');
    const [user] = await sql<{ id: string; tokenVersion: number }>('select id, token_version as "tokenVersion" from app_user where email = ?', [
      customer.email,
    ]);

    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from app_user where id = $1 for update', [user!.id]);
      const change = t.app.inject({
        method: 'POST',
        url: '/api/v1/Auth/change-password',
        headers: phone,
        remoteAddress: '10.66.0.2',
        payload: { currentPassword: customer.password, newPassword: 'Another-2026!', confirmNewPassword: 'Another-2026!' },
      });
      const signOut = t.app.inject({ method: 'POST', url: '/api/v1/Auth/logout', headers: laptop, remoteAddress: '10.66.0.3' });
      await lockWaiters(2);
      await holder.query('commit');
      const [changed, signedOut] = await Promise.all([change, signOut]);
      expect([changed.statusCode, signedOut.statusCode]).toEqual([200, 200]);

      const [after] = await sql<{ tokenVersion: number }>('select token_version as "tokenVersion" from app_user where id = ?', [user!.id]);
      expect(after!.tokenVersion).toBe(user!.tokenVersion + 2);
      // Whichever ran last decides: the new token works only if the password change came after the sign-out.
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers: { authorization: `Bearer ${changed.json().token}` } });
      expect([200, 401]).toContain(me.statusCode);
      for (const old of [phone, laptop]) expect((await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers: old })).statusCode).toBe(401);
    } finally {
      await holder.end();
    }
  });
});
