import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, newCustomer, signIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { sqlOf } from '../../../test/buying.js';

/**
 * The audit trail on a real database: admin writes leave an entry with who, what and, for access and
 * money, the values before and after, committed with the write; a refused write leaves none; only
 * admins read it, through GraphQL and REST alike.
 */

let t: TestApp;
let admin: Record<string, string>;
let customerId: string;
let sql: ReturnType<typeof sqlOf>;

const TRAIL = `query($entity: String, $entityId: ID, $userId: ID, $page: Int! = 1, $pageSize: Int! = 25) {
  auditTrail(entity: $entity, entityId: $entityId, userId: $userId, page: $page, pageSize: $pageSize) {
    totalCount items { id at actorId actorEmail entity entityId action changes { field before after } }
  }
}`;

async function trail(variables: Record<string, unknown>) {
  const { data, errors } = await t.graphql(TRAIL, variables, admin);
  expect(errors).toBeUndefined();
  return data!.auditTrail as { totalCount: number; items: Record<string, any>[] };
}

beforeAll(async () => {
  t = await startTestApp();
  sql = sqlOf(t);
  admin = await signIn(t, ADMIN.email, ADMIN.password, '10.16.1.1');
  const body = newCustomer();
  const registered = await t.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: body, remoteAddress: '10.16.1.2' });
  expect(registered.statusCode).toBeLessThan(300);
  const [row] = await sql<{ id: string }>('select id from app_user where email = ?', [body.email]);
  customerId = row!.id;
});
afterAll(() => t.close());

describe('audit trail', () => {
  it('records a role change with the role before and after, and who made it', async () => {
    const { errors } = await t.graphql(`mutation($id: ID!) { setUserRole(id: $id, role: RETAIL) { id } }`, { id: customerId }, admin);
    expect(errors).toBeUndefined();
    const page = await trail({ entity: 'user', entityId: customerId });
    expect(page.items[0]).toMatchObject({
      actorEmail: ADMIN.email,
      entity: 'user',
      entityId: customerId,
      action: 'setRole',
      changes: [{ field: 'role', before: '1', after: '2' }],
    });
    expect(page.items[0]!.actorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records deactivation and an edit with only the fields that changed', async () => {
    await t.graphql(`mutation($id: ID!) { deactivateUser(id: $id) { id } }`, { id: customerId }, admin);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Admin/users/${customerId}`,
      headers: admin,
      payload: { firstName: 'Nigar', lastName: 'Əliyeva', phoneNumber: '+994551112233', role: 2, isActive: true },
    });
    expect(edit.statusCode).toBe(200);
    const [edited, deactivated] = (await trail({ entity: 'user', entityId: customerId, pageSize: 2 })).items;
    expect(deactivated).toMatchObject({ action: 'setActive', changes: [{ field: 'isActive', before: 'true', after: 'false' }] });
    expect(edited!.action).toBe('update');
    const fields = Object.fromEntries(edited!.changes.map((c: Record<string, string>) => [c.field, [c.before, c.after]]));
    expect(fields.firstName).toEqual(['"Kamran"', '"Nigar"']);
    expect(fields.isActive).toEqual(['false', 'true']);
    expect(fields.role).toBeUndefined();
  });

  it('a refused write leaves no entry', async () => {
    const before = (await trail({ entity: 'user' })).totalCount;
    const [me] = await sql<{ id: string }>('select id from app_user where email = ?', [ADMIN.email]);
    const { errors } = await t.graphql(`mutation($id: ID!) { setUserRole(id: $id, role: VIP) { id } }`, { id: me!.id }, admin);
    expect(errors?.[0]?.extensions?.reason).toBe('selfDemote');
    expect((await trail({ entity: 'user' })).totalCount).toBe(before);
  });

  it('pages newest first, filters by admin, and answers the same over REST', async () => {
    const [me] = await sql<{ id: string }>('select id from app_user where email = ?', [ADMIN.email]);
    const all = await trail({ userId: me!.id });
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    const second = await trail({ userId: me!.id, page: 2, pageSize: 1 });
    expect(second.items[0]!.id).toBe(all.items[1]!.id);
    expect((await trail({ userId: '00000000-0000-4000-8000-000000000000' })).totalCount).toBe(0);
    const rest = await t.app.inject({ method: 'GET', url: `/api/v1/Admin/audit?entity=user&pageSize=2`, headers: admin });
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['x-total-count']).toBe(String((await trail({ entity: 'user' })).totalCount));
    expect(rest.json().map((e: Record<string, string>) => e.id)).toEqual(all.items.slice(0, 2).map((e) => e.id));
  });

  it('refuses an unknown kind of record with 400 naming it, and customers with 403', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/Admin/audit?entity=__proto__', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/entity/);
    const customer = await signIn(t, CUSTOMERS.VIP, CUSTOMER_PASSWORD, '10.16.1.3');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Admin/audit', headers: customer })).statusCode).toBe(403);
  });
});
