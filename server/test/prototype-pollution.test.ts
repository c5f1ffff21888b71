import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signToken, TOKEN_LIFETIME_SECONDS } from '../src/modules/accounts/index.js';
import { updateUser } from '../src/modules/accounts/index.js';
import { ADMIN, newCustomer, signIn } from './accounts.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './app.js';

/**
 * Issue 13, finding 1: a body key such as `constructor.prototype.X` once wrote X onto Object.prototype
 * for the whole process. Every such key is refused with a 400 naming it, over JSON, form and multipart
 * bodies, and no request leaves anything on Object.prototype.
 */

let t: TestApp;
let admin: Record<string, string>;
const ownNamesBefore = Object.getOwnPropertyNames(Object.prototype);

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t, ADMIN.email, ADMIN.password, '10.13.1.1');
});
afterAll(() => t.close());

/** Were the shield to fail, the pollution must not leak into the next test (nor hide its cause). */
afterEach(() => {
  for (const name of Object.getOwnPropertyNames(Object.prototype)) {
    if (!ownNamesBefore.includes(name)) Reflect.deleteProperty(Object.prototype, name);
  }
});

function expectPrototypeUntouched(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual([...ownNamesBefore].sort());
  expect(Object.keys({})).toEqual([]);
  const probe: Record<string, unknown> = {};
  for (const name of ['polluted', 'categoryId', 'clockTolerance', 'role']) expect(probe[name]).toBeUndefined();
}

type BodyKind = 'json' | 'form' | 'multipart';

/** POSTs one field to the filter route as a JSON, urlencoded or multipart body. */
async function postFilter(kind: BodyKind, field: string, value: string) {
  if (kind === 'json') return t.app.inject({ method: 'POST', url: '/api/v1/Products/filter', payload: { [field]: value } });
  if (kind === 'form') {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/Products/filter',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ [field]: value }).toString(),
    });
  }
  const form = new FormData();
  form.set(field, value);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Products/filter',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const KINDS: BodyKind[] = ['json', 'form', 'multipart'];
const MULTIPART_PROTOTYPE_MESSAGE = 'A form field is named after a member of Object.prototype (such as __proto__, constructor or toString)';
const POLLUTING_KEYS = (name: string) => [
  `constructor.prototype.${name}`,
  `constructor[prototype][${name}]`,
  `__proto__[${name}]`,
  `__proto__.${name}`,
  `filterCriteria[0][__proto__][${name}]`,
];

describe('prototype keys in a body', () => {
  for (const kind of KINDS) {
    it.each(POLLUTING_KEYS('polluted'))(`${kind} body: %s is refused with a 400 naming it, and Object.prototype is untouched`, async (key) => {
      const response = await postFilter(kind, key, 'yes');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(key);
      expectPrototypeUntouched();
    });
  }

  it('fields named like other Object.prototype members (toString…) are refused too, also nested in JSON', async () => {
    for (const kind of KINDS) {
      for (const key of ['toString', 'valueOf', 'filterCriteria[0][hasOwnProperty]', 'isPrototypeOf.x']) {
        const response = await postFilter(kind, key, '1');
        expect(response.statusCode, `${kind} ${key}: ${response.body.slice(0, 200)}`).toBe(400);
        // The multipart parser refuses a bare member name itself, before we learn the name.
        const bareInMultipart = kind === 'multipart' && !/[.[]/.test(key);
        expect(response.json().message).toBe(bareInMultipart ? MULTIPART_PROTOTYPE_MESSAGE : `${key} is not an allowed field name`);
      }
    }
    const nested = await t.app.inject({ method: 'POST', url: '/api/v1/Products/filter', payload: { filterCriteria: [{ filterId: { toString: 1 } }] } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('toString is not an allowed field name');
    expectPrototypeUntouched();
  });

  it('JSON bodies with a real __proto__ or constructor.prototype member are refused by the parser', async () => {
    for (const payload of ['{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/Products/filter', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
    }
    expectPrototypeUntouched();
  });
});

describe('the effects the issue showed stay away', () => {
  for (const kind of KINDS) {
    it(`${kind}: the filter route still answers everyone after an anonymous categoryId pollution attempt`, async () => {
      await postFilter(kind, 'constructor.prototype.categoryId', '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11');
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/Products/filter', payload: {} });
      expect(response.statusCode).toBe(200);
      expect(response.json().totalCount).toBeGreaterThan(0);
      expectPrototypeUntouched();
    });

    it(`${kind}: an expired admin token stays refused after an anonymous clockTolerance pollution attempt`, async () => {
      const [row] = await t.orm.em
        .getConnection()
        .execute<{ id: string; tv: number }[]>('select id, token_version as tv from app_user where email = ?', [ADMIN.email]);
      const past = new Date(Date.now() - (TOKEN_LIFETIME_SECONDS + 3600) * 1000);
      const { token } = await signToken(TEST_JWT_SECRET, { id: row!.id, role: 0, tokenVersion: row!.tv }, past);
      await postFilter(kind, 'constructor[prototype][clockTolerance]', '1000 days');
      const me = await t.app.inject({ url: '/api/v1/Auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(401);
      expectPrototypeUntouched();
    });

    it(`${kind}: a customer edited by an admin without a role keeps their role after an anonymous role pollution attempt`, async () => {
      const customer = newCustomer();
      const [row] = await t.orm.em.getConnection().execute<{ id: string }[]>(
        `insert into app_user (id, first_name, last_name, email, phone_number, role, is_active, password_hash, token_version, created_at)
         values (gen_random_uuid(), 'Target', 'User', ?, ?, 1, true, 'not-a-hash', 0, now()) returning id`,
        [customer.email, customer.phoneNumber],
      );
      await postFilter(kind, '__proto__[role]', '0');
      const rest = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/Admin/users/${row!.id}`,
        headers: admin,
        payload: { firstName: 'Edited', lastName: 'Rest', phoneNumber: customer.phoneNumber },
      });
      expect(rest.statusCode).toBe(200);
      expect(rest.json().role).toBe(1);
      const { data, errors } = await t.graphql<{ updateUser: { role: string } }>(
        'mutation($id: ID!, $phone: String!) { updateUser(id: $id, input: { firstName: "Edited", lastName: "GraphQL", phoneNumber: $phone }) { role } }',
        { id: row!.id, phone: customer.phoneNumber },
        admin,
      );
      expect(errors).toBeUndefined();
      expect(data?.updateUser.role).toBe('NORMAL_USER');
      expectPrototypeUntouched();
    });
  }
});

describe('services read only own fields of user input', () => {
  it('an admin edit whose input inherits role and isActive from its prototype changes neither', async () => {
    const customer = newCustomer();
    const [row] = await t.orm.em.getConnection().execute<{ id: string }[]>(
      `insert into app_user (id, first_name, last_name, email, phone_number, role, is_active, password_hash, token_version, created_at)
       values (gen_random_uuid(), 'Target', 'User', ?, ?, 1, true, 'not-a-hash', 0, now()) returning id`,
      [customer.email, customer.phoneNumber],
    );
    const [adminRow] = await t.orm.em.getConnection().execute<{ id: string }[]>('select id from app_user where email = ?', [ADMIN.email]);
    const input = Object.assign(Object.create({ role: 0, isActive: false }) as Record<string, unknown>, {
      firstName: 'A',
      lastName: 'B',
      phoneNumber: customer.phoneNumber,
    });
    const admin = { userId: adminRow!.id, role: 0, tier: 1, isAdmin: true, tokenRejected: false } as const;
    const user = await updateUser(t.contextAs(admin), row!.id, input);
    expect({ role: user.role, isActive: user.isActive }).toEqual({ role: 1, isActive: true });
  });
});
