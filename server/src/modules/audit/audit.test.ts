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

const TRAIL = `query($entity: String, $entityId: ID, $userId: ID, $from: DateTime, $to: DateTime, $page: Int! = 1, $pageSize: Int! = 25) {
  auditTrail(entity: $entity, entityId: $entityId, userId: $userId, from: $from, to: $to, page: $page, pageSize: $pageSize) {
    totalCount items { id at actorId actorEmail entity entityId action changes { field before after } subject { kind id name } }
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

  it('names what each entry concerns: the user by e-mail, the order by reference, the product by name; a deleted user by the e-mail kept', async () => {
    const [user] = (await trail({ entity: 'user', entityId: customerId, pageSize: 1 })).items;
    const [email] = await sql<{ email: string }>('select email from app_user where id = ?', [customerId]);
    expect(user!.subject).toEqual({ kind: 'user', id: customerId, name: email!.email });

    const [product] = await sql<{ id: string; name: string }>('select id, name from product where is_active order by name limit 1');
    const edit = await t.graphql(`mutation($id: ID!) { updateProduct(id: $id, input: { stockQuantity: 7 }) { id } }`, { id: product!.id }, admin);
    expect(edit.errors).toBeUndefined();
    expect((await trail({ entity: 'product', entityId: product!.id, pageSize: 1 })).items[0]!.subject).toEqual({
      kind: 'product',
      id: product!.id,
      name: product!.name,
    });

    const customer = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.16.1.4');
    await t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers: customer, payload: { productId: product!.id, quantity: 1 } });
    const checkout = await t.graphql('mutation { checkout { orderId reference } }', {}, customer);
    const { orderId, reference } = checkout.data!.checkout as { orderId: string; reference: string };
    await t.graphql(`mutation($id: ID!) { setOrderStatus(id: $id, status: CONTACTED) { id } }`, { id: orderId }, admin);
    expect((await trail({ entity: 'order', entityId: orderId })).items[0]!.subject).toEqual({ kind: 'order', id: orderId, name: reference });

    const doomed = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: doomed, remoteAddress: '10.16.1.5' });
    const [row] = await sql<{ id: string }>('select id from app_user where email = ?', [doomed.email]);
    expect((await t.graphql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: row!.id }, admin)).errors).toBeUndefined();
    const [deleted] = (await trail({ entity: 'user', entityId: row!.id })).items;
    expect(deleted).toMatchObject({ action: 'delete', subject: { kind: 'user', id: null, name: doomed.email } });
    const rest = await t.app.inject({ method: 'GET', url: `/api/v1/Admin/audit?entity=order&entityId=${orderId}`, headers: admin });
    expect(rest.json()[0].subject).toEqual({ kind: 'order', id: orderId, name: reference });
  });

  it('filters by a time range on the server, with the kind and the admin, and refuses a range that ends before it starts', async () => {
    const [{ n: total }] = (await sql<{ n: number }>('select count(*)::int as n from audit_entry')) as [{ n: number }];
    // Move one user entry a week back, so the range has something to leave out.
    const [old] = await sql<{ id: string }>(
      "update audit_entry set at = now() - interval '7 days' where id = (select min(id) from audit_entry where entity = 'user') returning id::text",
    );
    const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const recent = await trail({ from: since, pageSize: 100 });
    expect(recent.totalCount).toBe(total - 1);
    expect(recent.items.map((e) => e.id)).not.toContain(old!.id);
    const before = await trail({ to: since, entity: 'user' });
    expect(before.items.map((e) => e.id)).toEqual([old!.id]);
    expect((await trail({ to: since, entity: 'order' })).totalCount).toBe(0);
    const [me] = await sql<{ id: string }>('select id from app_user where email = ?', [ADMIN.email]);
    expect((await trail({ from: since, userId: me!.id, entity: 'user' })).items.every((e) => e.entity === 'user' && e.actorId === me!.id)).toBe(true);
    // Past the last page the count still holds.
    expect((await trail({ to: since, page: 5 })).totalCount).toBe(1);

    const rest = await t.app.inject({ method: 'GET', url: `/api/v1/Admin/audit?to=${encodeURIComponent(since)}`, headers: admin });
    expect([rest.statusCode, rest.headers['x-total-count']]).toEqual([200, '1']);
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Admin/audit?from=${encodeURIComponent(since)}&to=2020-01-01T00:00:00Z`,
      headers: admin,
    });
    expect([backwards.statusCode, backwards.json().message]).toEqual([400, 'to must not be before from']);
    const garbage = await t.app.inject({ method: 'GET', url: '/api/v1/Admin/audit?from=yesterday', headers: admin });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.body).toMatch(/from/);
  });
});
