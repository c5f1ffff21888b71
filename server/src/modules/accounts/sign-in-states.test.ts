import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, newCustomer, signIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { parseCatalogEngine } from '../../config.js';
import { catalogueOf } from '../catalogue-index/index.js';

/**
 * A signed-in request learns that its token still holds from what the process keeps (accounts/account-states.ts),
 * not from a statement per request, and a revocation still takes effect: at once in the process that made
 * it, and in another process on the same database as soon as the database's notification reaches it.
 * Here `b` does not settle before its requests (`a` does): what `b` did not do itself, only a notification can tell it.
 */

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ sameDatabaseAs: a, settle: false });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const sql = <T>(text: string, params: unknown[] = []) => a.orm.em.getConnection().execute<T[]>(text, params);
const viewerChecks = (t: TestApp) => t.statements.filter((line) => line.includes('token_version as "tokenVersion"')).length;
const me = (t: TestApp, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers });

/** Milliseconds until `t` answers the token 401, asking every 5 ms for at most a second. */
async function refusedWithin(t: TestApp, headers: Record<string, string>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 1000) {
    if ((await me(t, headers)).statusCode === 401) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the token was still taken a second later');
}

async function customer(ip: string): Promise<{ id: string; headers: Record<string, string> }> {
  const fields = newCustomer();
  expect((await a.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: fields, remoteAddress: ip })).statusCode).toBe(201);
  const headers = await signIn(a, fields.email, fields.password, ip);
  const [user] = await sql<{ id: string }>('select id from app_user where email = ?', [fields.email]);
  return { id: user!.id, headers };
}

describe('the sign-in check of every signed-in request', () => {
  it('asks the database once per account and process, not once per request', async () => {
    const { headers } = await customer('10.71.0.1');
    b.statements.length = 0;
    for (let i = 0; i < 5; i++) expect((await me(b, headers)).statusCode).toBe(200);
    expect(viewerChecks(b)).toBe(1);
  });

  it('a sign-out everywhere refuses the old token at once in the writer, and within a second in the other process', async () => {
    const { headers } = await customer('10.71.0.2');
    expect((await me(a, headers)).statusCode).toBe(200);
    expect((await me(b, headers)).statusCode).toBe(200);
    // Through b, which never settles: only its own forgetting can refuse the token in its next answer.
    expect((await b.app.inject({ method: 'POST', url: '/api/v1/Auth/logout', headers })).statusCode).toBe(200);
    expect((await me(b, headers)).statusCode).toBe(401);
    await refusedWithin(a, headers);
  });

  it('an admin’s deactivation and a change by hand in the database reach both processes', async () => {
    const admin = await signIn(a, ADMIN.email, ADMIN.password, '10.71.0.3');
    const first = await customer('10.71.0.4');
    await me(a, first.headers);
    await me(b, first.headers);
    expect((await b.app.inject({ method: 'POST', url: `/api/v1/Admin/users/${first.id}/deactivate`, headers: admin })).statusCode).toBe(200);
    expect((await me(b, first.headers)).statusCode).toBe(401);
    await refusedWithin(a, first.headers);

    const second = await customer('10.71.0.5');
    await me(a, second.headers);
    await me(b, second.headers);
    await sql('update app_user set token_version = token_version + 1 where id = ?', [second.id]);
    // b learns it from the notification alone.
    console.log(`[sign-in states] a token version raised by hand was refused by a process after ${await refusedWithin(b, second.headers)} ms`);
    await refusedWithin(a, second.headers);
  });

  it('keeps nothing while the listening connection is down: every request asks', async () => {
    const { headers } = await customer('10.71.0.6');
    const c = await startTestApp({ sameDatabaseAs: a, settle: false });
    try {
      await catalogueOf(c.orm, parseCatalogEngine(process.env.CATALOG_ENGINE)).listener?.close();
      c.statements.length = 0;
      for (let i = 0; i < 3; i++) expect((await me(c, headers)).statusCode).toBe(200);
      expect(viewerChecks(c)).toBe(3);
    } finally {
      await c.close();
    }
  });
});
