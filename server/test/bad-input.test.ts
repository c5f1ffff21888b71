import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, newCustomer, signIn } from './accounts.js';
import { startTestApp, type TestApp } from './app.js';

/**
 * Issue 13, finding 8: bad input that once answered 500, one test per cause; each is now a 400 naming
 * the field. Finding 11: `content-type: application/json` with an empty body is no body.
 */

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t, ADMIN.email, ADMIN.password, '10.13.8.1');
  customer = await signIn(t, CUSTOMERS.NormalUser, CUSTOMER_PASSWORD, '10.13.8.2');
});
afterAll(() => t.close());

async function expect400(request: InjectOptions, field: string | RegExp) {
  const response = await t.app.inject(request);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  expect(response.json().message).toMatch(field);
}

async function expectGraphQL400(query: string, variables: Record<string, unknown> | undefined, field: string | RegExp, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  const body = response.json();
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  expect(body.errors?.[0]?.message).toMatch(field);
  expect(body.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
}

describe('bad input answers 400 naming the field, never 500', () => {
  it('a categoryId that is not a UUID on the recent products (REST and GraphQL)', async () => {
    await expect400({ url: '/api/v1/Products/recent?categoryId=not-a-uuid' }, /categoryId/);
    const { errors } = await t.graphql('{ recentlyAdded(categoryId: "not-a-uuid") { id } }');
    expect(errors?.[0]).toMatchObject({ message: 'categoryId must be a category id', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a NUL character in a REST body, query or path, and in GraphQL variables and literals', async () => {
    await expect400(
      { method: 'POST', url: '/api/v1/Auth/login', payload: { email: 'a\u0000@texnika.az', password: 'whatever-1' } },
      /^email must not contain a NUL character$/,
    );
    await expect400({ method: 'POST', url: '/api/v1/Auth/register', payload: newCustomer({ firstName: 'Ka\u0000mran' }) }, /^firstName must not contain/);
    await expect400({ url: '/api/v1/Admin/Users?search=%00', headers: admin }, /^search must not contain a NUL character$/);
    await expect400({ url: '/api/v1/Products/%00' }, /^id must not contain a NUL character$/);
    await expectGraphQL400(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: 'a\u0000@texnika.az', password: 'whatever-1' } },
      /^\$input\.email must not contain a NUL character$/,
    );
    // Twice: the parsed document is reused, and a refused one is checked again, never remembered as passed.
    for (let time = 0; time < 2; time++) {
      await expectGraphQL400(
        'mutation { login(input: { email: "a\\u0000@texnika.az", password: "whatever-1" }) { token } }',
        undefined,
        /^input\.email must not contain a NUL character$/,
      );
    }
    await expectGraphQL400('{ users(filter: { search: "\\u0000" }) { totalCount } }', undefined, /^filter\.search must not contain/, admin);
  });

  it('half of a surrogate pair in a REST body and in GraphQL variables and literals (it broke the audit trail)', async () => {
    const categories = await t.graphql<{ adminCategoryTree: unknown[] }>('{ adminCategoryTree { id } }', undefined, admin);
    await expect400(
      {
        method: 'POST',
        url: '/api/v1/Categories',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: '{"name":"Kabel \\ud800","nameEn":"Cable \\udc00x"}',
      },
      /^(name|nameEn) must be Unicode text/,
    );
    await expectGraphQL400(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: 'a\ud800@texnika.az', password: 'whatever-1' } },
      /^\$input\.email must be Unicode text/,
    );
    await expectGraphQL400('{ users(filter: { search: "\\udc00" }) { totalCount } }', undefined, /Invalid Unicode escape/, admin);
    expect(await t.graphql('{ adminCategoryTree { id } }', undefined, admin)).toEqual(categories);
  });

  it('a body of a type the route does not read (text/plain) is refused with 415, not handed on unchecked', async () => {
    const banners = (await t.app.inject({ url: '/api/v1/Admin/banners', headers: admin })).json();
    for (const url of ['/api/v1/Admin/banners/with-image', '/api/v1/Categories', '/api/v1/Auth/login']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { ...admin, 'content-type': 'text/plain' }, payload: '{"title":"x"}' });
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json().message).toMatch(/^The body must be application\/json or .*, not text\/plain$/);
    }
    expect((await t.app.inject({ url: '/api/v1/Admin/banners', headers: admin })).json()).toEqual(banners);
  });

  it('a query key given more than once', async () => {
    await expect400({ url: '/api/v1/Products/search?q=a&q=b' }, /^q is given more than once$/);
    await expect400({ url: '/api/v1/Products?page=1&page=2' }, /^page is given more than once$/);
  });

  it('a sort, sortBy or sortOrder in the filter body that is not text', async () => {
    for (const [field, value] of [
      ['sort', 5],
      ['sortBy', ['price', 'name']],
      ['sortOrder', { desc: true }],
    ] as const) {
      await expect400({ method: 'POST', url: '/api/v1/Products/filter', payload: { sortBy: 'price', [field]: value } }, new RegExp(`^${field} must be text$`));
    }
  });

  it('a role that is not a role, and pages out of range', async () => {
    await expect400({ url: '/api/v1/Admin/Users?role=abc', headers: admin }, /^role must be one of/);
    await expect400({ url: '/api/v1/Admin/Users?page=99999999999999999999', headers: admin }, /^page must be a whole number/);
    await expect400({ url: '/api/v1/Products?page=99999999999999999999' }, /^page must be a whole number/);
    await expect400({ url: '/api/v1/Products/search?q=noutbuk&page=99999999999999999999' }, /^page must be a whole number/);
    await expect400({ method: 'POST', url: '/api/v1/Products/filter', payload: { page: 1e20 } }, /^page must be a whole number/);
    const { errors } = await t.graphql('{ products(page: 2147483647, pageSize: 100) { totalCount } }');
    expect(errors?.[0]?.message).toMatch(/^page must be a whole number/);
    // A role given by name still filters.
    const byName = await t.app.inject({ url: '/api/v1/Admin/Users?role=VIP', headers: admin });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().every((u: { role: number }) => u.role === 4)).toBe(true);
  });

  it('a multipart body that cannot be read', async () => {
    for (const contentType of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
      await expect400(
        {
          method: 'POST',
          url: '/api/v1/Products/filter',
          headers: { 'content-type': contentType },
          payload: '--xyz\r\nContent-Disposition: form-data; name="sortBy"\r\n\r\nprice',
        },
        /^The multipart body could not be read$/,
      );
    }
    await expect400(
      {
        method: 'POST',
        url: '/api/v1/Products/filter',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: Buffer.from([0x2d, 0x2d, 0x78, 0x79, 0x7a, 0x0d, 0x0a, 0xff, 0x00, 0xfe]),
      },
      /^The multipart body could not be read$/,
    );
  });

  it('an admin user id of 36 dashes names no user (404), REST and GraphQL', async () => {
    const dashes = '-'.repeat(36);
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/Admin/users/${dashes}`, { firstName: 'A', lastName: 'B', phoneNumber: '+994701112299' }],
      ['DELETE', `/api/v1/Admin/users/${dashes}`, undefined],
      ['PUT', `/api/v1/Admin/users/${dashes}/role`, { role: 2 }],
      ['POST', `/api/v1/Admin/users/${dashes}/activate`, undefined],
      ['POST', `/api/v1/Admin/users/${dashes}/deactivate`, undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('User not found');
    }
    const { errors } = await t.graphql(`mutation { deleteUser(id: "${dashes}") }`, {}, admin);
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a sign-in e-mail longer than any address (REST and GraphQL)', async () => {
    const email = `${'a'.repeat(3000)}@texnika.az`;
    // REST refuses it at the edge, by the route's schema.
    await expect400({ method: 'POST', url: '/api/v1/Auth/login', payload: { email, password: 'whatever-1' } }, /^email must be at most 254 characters$/);
    const { errors } = await t.graphql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email, password: 'whatever-1' } });
    // GraphQL checks the same schema (validInput): REST's message, with the reason the service's check gave.
    expect(errors?.[0]).toMatchObject({ message: 'email must be at most 254 characters', extensions: { code: 'BAD_USER_INPUT', reason: 'emailInvalid' } });
  });

  it('users(sortField: null) over GraphQL', async () => {
    const { errors } = await t.graphql('{ users(sortField: null) { totalCount } }', {}, admin);
    expect(errors?.[0]).toMatchObject({ message: expect.stringMatching(/^sortField must be one of CREATED_AT/), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a persisted query whose hash does not match (found by the fuzz battery)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ brands { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } });
  });

  it('a search too short to run with a null pageSize (found by the fuzz battery)', async () => {
    const { errors } = await t.graphql('{ searchProducts(text: "", pageSize: null) { totalCount page pageSize } }');
    expect(errors?.[0]).toMatchObject({ message: 'pageSize must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a subscription operation over GraphQL', async () => {
    await expectGraphQL400('subscription { products { totalCount } }', undefined, /^Subscriptions are not supported/);
  });
});

describe('content-type: application/json with an empty body is no body', () => {
  const empty = { 'content-type': 'application/json' };

  it('POST /Auth/logout signs out', async () => {
    const own = await signIn(t, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.13.8.3');
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/Auth/logout', headers: { ...empty, ...own } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/Auth/me', headers: own })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/Auth/logout', headers: { ...empty, 'content-type': 'application/json; charset=utf-8' } })).statusCode,
    ).toBe(401);
  });

  it('POST, PUT and DELETE answer as without a body; a body that is not JSON is still a 400', async () => {
    const activate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Admin/users/${await userId(CUSTOMERS.VIP)}/activate`,
      headers: { ...empty, ...admin },
    });
    expect(activate.statusCode, activate.body).toBe(200);
    await expect400(
      { method: 'PUT', url: '/api/v1/Auth/profile', headers: { ...empty, ...customer }, payload: '' },
      /^The request body must be a JSON object$/,
    );
    const target = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: target, remoteAddress: '10.13.8.4' });
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/users/${await userId(target.email)}`, headers: { ...empty, ...admin } });
    expect(remove.statusCode, remove.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/Auth/logout', headers: empty, payload: '{"a":' })).statusCode).toBe(400);
  });
});

async function userId(email: string): Promise<string> {
  const [row] = await t.orm.em.getConnection().execute<{ id: string }[]>('select id from app_user where email = ?', [email]);
  return row!.id;
}
