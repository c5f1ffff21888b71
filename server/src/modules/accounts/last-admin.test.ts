import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app.js';
import { signToken } from './tokens.js';

/**
 * Issue 13, finding 7: two admins removing each other at the same moment must not leave the shop
 * without an active admin. Each round starts with exactly two active admins, who fire their changes
 * at each other at once; exactly one change may win.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ROUNDS = 15;
const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
const activeAdminCount = async () => (await sql<{ n: number }>('select count(*)::int as n from app_user where role = 0 and is_active'))[0]!.n;

let serial = 0;
/** A fresh admin straight in the database, with a token signed as the app signs them. */
async function createAdmin(): Promise<{ id: string; phone: string; headers: Record<string, string> }> {
  serial += 1;
  const id = randomUUID();
  const phone = `+99470${String(1000000 + serial).slice(-7)}`;
  await sql(
    `insert into app_user (id, first_name, last_name, email, phone_number, role, is_active, password_hash, token_version, created_at)
     values (?, 'Admin', ?, ?, ?, 0, true, 'not-a-hash', 0, now())`,
    [id, `N${serial}`, `admin.${serial}@race.az`, phone],
  );
  const { token } = await signToken(TEST_JWT_SECRET, { id, role: 0, tokenVersion: 0 });
  return { id, phone, headers: { authorization: `Bearer ${token}` } };
}

/** Leaves exactly two active admins: every earlier one is deactivated. */
async function twoAdminsOnly() {
  await sql('update app_user set is_active = false where role = 0');
  return [await createAdmin(), await createAdmin()] as const;
}

type Admin = Awaited<ReturnType<typeof createAdmin>>;
/** Answers the HTTP status (REST) or the error code (GraphQL), 200 when the change went through. */
type Removal = (actor: Admin, target: Admin) => Promise<number | string>;

const rest =
  (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object): Removal =>
  async (actor, target) =>
    (await t.app.inject({ method, url: `/api/v1/Admin/users/${target.id}${path}`, headers: actor.headers, payload })).statusCode;

const updateUser =
  (fields: string): Removal =>
  async (actor, target) => {
    const response = await t.graphql(
      `mutation { updateUser(id: "${target.id}", input: { firstName: "A", lastName: "B", phoneNumber: "${target.phone}", ${fields} }) { id } }`,
      {},
      actor.headers,
    );
    return response.errors?.[0]?.extensions?.code ?? 200;
  };

const removals: Record<string, Removal> = {
  deactivate: rest('POST', '/deactivate'),
  demote: rest('PUT', '/role', { role: 1 }),
  delete: rest('DELETE', ''),
  'updateUser isActive: false': updateUser('isActive: false'),
  'updateUser role: NORMAL_USER': updateUser('role: NORMAL_USER'),
};

describe('the last active admin', () => {
  it.each(Object.keys(removals))(`survives two admins who %s each other at once, ${ROUNDS} rounds`, async (name) => {
    const removal = removals[name]!;
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = await twoAdminsOnly();
      const statuses = await Promise.all([removal(first, second), removal(second, first)]);
      outcomes.push(statuses.sort().join('/'));
      expect(await activeAdminCount(), `round ${round}: ${statuses.join(', ')}`).toBe(1);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses.join(', ')}`,
      ).toHaveLength(1);
    }
    console.log(`[last admin] ${name}: ${ROUNDS} rounds, answers ${[...new Set(outcomes)].join(', ')}, one active admin after each`);
  });

  it('survives one admin deactivating while the other deletes, and a demotion against a deactivation', async () => {
    for (const [a, b] of [
      [removals.deactivate!, removals.delete!],
      [removals.demote!, removals.deactivate!],
    ] as const) {
      for (let round = 0; round < ROUNDS; round++) {
        const [first, second] = await twoAdminsOnly();
        const statuses = await Promise.all([a(first, second), b(second, first)]);
        expect(await activeAdminCount(), `round ${round}: ${statuses.join(', ')}`).toBe(1);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      }
    }
  });
});
