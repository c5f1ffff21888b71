import argon2 from 'argon2';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, newCustomer, signIn } from '../../../test/accounts.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app.js';
import { TOKEN_LIFETIME_SECONDS } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const USER_FIELDS = 'id firstName lastName fullName email phoneNumber role roleName isActive createdAt lastLogin';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
let signUpSerial = 0;
/** Signs up over REST from an address of its own: sign-ups are limited per address, and this file makes many. */
const signUp = (customer: unknown) => post('/api/v1/Auth/register', customer, {}, `10.1.${++signUpSerial}.1`);
const userCount = async () => (await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from app_user'))[0]!.n;

describe('register', () => {
  it('creates a NormalUser over GraphQL, whatever role the request asks for, and never shows the hash', async () => {
    const input = newCustomer({ email: '  Kamran.Case@Example.AZ ', phoneNumber: '55 123 45 67' });
    const { data, errors } = await t.graphql<{ register: Record<string, unknown> }>(
      `mutation($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
      { input },
    );
    expect(errors).toBeUndefined();
    expect(data!.register).toMatchObject({
      firstName: 'Kamran',
      lastName: 'Nəbiyev',
      fullName: 'Kamran Nəbiyev',
      email: 'kamran.case@example.az',
      phoneNumber: '+994551234567',
      role: 'NORMAL_USER',
      roleName: 'NormalUser',
      isActive: true,
      lastLogin: null,
    });
  });

  it('creates a NormalUser over REST, and refuses a body that asks for a role (400 naming it) creating nothing', async () => {
    const response = await signUp(newCustomer());
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe(1);
    expect(response.body).not.toMatch(/argon2|passwordHash|tokenVersion/i);
    for (const role of ['Admin', 0]) {
      const before = await userCount();
      const refused = await signUp({ ...newCustomer(), role });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'role is not a known field' });
      expect(await userCount()).toBe(before);
    }
  });

  it.each([
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: '' }, 'E-mail is required'],
    [{ email: 'not-an-email' }, 'E-mail is not a valid address'],
    [{ phoneNumber: '' }, 'Phone number is required'],
    [{ phoneNumber: '+99412345' }, 'Phone number must be +994 followed by 9 digits'],
    [{ phoneNumber: '+7 999 123 45 67' }, 'Phone number must be +994 followed by 9 digits'],
    [{ password: '   short  ', confirmPassword: '   short  ' }, 'Password must be at least 8 characters'],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
    [{ confirmPassword: 'Different123' }, 'Passwords do not match'],
  ])('refuses %o with "%s" (400) and creates nothing', async (override, message) => {
    const before = await userCount();
    const response = await signUp(newCustomer(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const gql = await t.graphql('mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: newCustomer(override) });
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ firstName: 'Ə'.repeat(101) }, 'firstName must be at most 100 characters', 'firstNameRequired'],
    [{ phoneNumber: ' '.repeat(30) + '501234567' }, 'phoneNumber must be at most 32 characters', 'phoneInvalid'],
    [{ password: 'P'.repeat(129), confirmPassword: 'P'.repeat(129) }, 'password must be at most 128 characters', 'passwordTooLong'],
  ])('refuses %o over GraphQL with REST\'s message "%s" (one schema), GraphQL keeping its reason, and creates nothing', async (override, message, reason) => {
    const before = await userCount();
    const response = await signUp(newCustomer(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const gql = await t.graphql('mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: newCustomer(override) });
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', reason } });
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken e-mail (any case) or phone with "Email or phone already exists"', async () => {
    const first = newCustomer();
    expect((await signUp(first)).statusCode).toBe(201);
    for (const clash of [{ email: first.email.toUpperCase() }, { phoneNumber: first.phoneNumber.replace('+994', '0') }]) {
      const response = await signUp(newCustomer(clash));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Email or phone already exists');
    }
  });
});

describe('login, me and logout', () => {
  it('signs in over GraphQL with a token carrying the role claim and an expiry, and me answers the user', async () => {
    const { data, errors } = await t.graphql<{ login: { token: string; expiresAt: string; user: { email: string; role: number } } }>(
      `mutation { login(input: { email: "${CUSTOMERS.Retail}", password: "${CUSTOMER_PASSWORD}" }) { token expiresAt user { email role } } }`,
    );
    expect(errors).toBeUndefined();
    const claims = JSON.parse(Buffer.from(data!.login.token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'Retail' });
    // Hours, not days (issue 13): the expiry is TOKEN_LIFETIME_SECONDS (12 hours) from now.
    expect(Date.parse(data!.login.expiresAt)).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
    expect(Date.parse(data!.login.expiresAt)).toBeLessThanOrEqual(Date.now() + 12 * 3600 * 1000);
    const me = await t.graphql<{ me: { email: string; roleName: string; lastLogin: string } }>(
      '{ me { email roleName lastLogin } }',
      {},
      { authorization: `Bearer ${data!.login.token}` },
    );
    expect(me.data!.me).toMatchObject({ email: CUSTOMERS.Retail, roleName: 'Retail' });
    expect(me.data!.me.lastLogin).not.toBeNull();
  });

  it('signs in over REST with { token, expiresAt } and GET /Auth/me answers the spec fields', async () => {
    const login = await post('/api/v1/Auth/login', { email: CUSTOMERS.VIP, password: CUSTOMER_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(Object.keys(login.json()).sort()).toEqual(['expiresAt', 'token']);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: CUSTOMERS.VIP, firstName: 'Leyla', fullName: 'Leyla İsmayılova', role: 4, phoneNumber: '+994501000004' });
  });

  it('makes a hash of another cost again at the current one on a right sign-in (four-thread hashes of before), never on a wrong one', async () => {
    const customer = newCustomer();
    expect((await signUp(customer)).statusCode).toBe(201);
    const fourThreads = await argon2.hash(customer.password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 4 });
    const sql = t.orm.em.getConnection();
    await sql.execute('update app_user set password_hash = ? where email = ?', [fourThreads, customer.email]);
    const storedHash = async () =>
      (await sql.execute<{ hash: string }[]>('select password_hash as hash from app_user where email = ?', [customer.email]))[0]!.hash;

    expect((await post('/api/v1/Auth/login', { email: customer.email, password: 'Wrong-password-1' }, {}, '10.3.0.1')).statusCode).toBe(401);
    expect(await storedHash()).toBe(fourThreads);
    expect((await post('/api/v1/Auth/login', { email: customer.email, password: customer.password }, {}, '10.3.0.1')).statusCode).toBe(200);
    // The test suites' cost (light): 19 MiB, 2 passes, one thread.
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await storedHash()).not.toBe(fourThreads);
    expect((await post('/api/v1/Auth/login', { email: customer.email, password: customer.password }, {}, '10.3.0.1')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail, a wrong password and an inactive account the same way', async () => {
    const inactive = newCustomer();
    await signUp(inactive);
    await t.orm.em.getConnection().execute('update app_user set is_active = false where email = ?', [inactive.email]);
    for (const [email, password] of [
      ['nobody@example.az', 'Whatever123'],
      [CUSTOMERS.Wholesale, 'WrongPassword1'],
      [inactive.email, inactive.password],
    ]) {
      const response = await post('/api/v1/Auth/login', { email, password }, {}, '10.2.0.1');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Login failed. Invalid email or password.');
      const gql = await t.graphql(`mutation { login(input: { email: "${email}", password: "${password}" }) { token } }`);
      expect(gql.errors?.[0]).toMatchObject({ message: 'Login failed. Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('signs tokens for 12 hours and refuses one of our key without an expiry, an issue time or a subject, or older than 12 hours', async () => {
    const login = await post('/api/v1/Auth/login', { email: CUSTOMERS.Retail, password: CUSTOMER_PASSWORD });
    const claims = JSON.parse(Buffer.from(login.json().token.split('.')[1], 'base64url').toString());
    expect(TOKEN_LIFETIME_SECONDS).toBe(12 * 3600);
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME_SECONDS);
    expect(Date.parse(login.json().expiresAt)).toBe(claims.exp * 1000);

    const now = Math.floor(Date.now() / 1000);
    const forge = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ role: 'Retail', tv: claims.tv }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    // The control: our key, all claims, fresh. Without it the refusals below could pass for another reason.
    const complete = await forge((jwt) =>
      jwt
        .setSubject(claims.sub)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers: bearer(complete) })).statusCode).toBe(200);
    const refused = {
      noExpiry: await forge((jwt) => jwt.setSubject(claims.sub).setIssuedAt(now)),
      noIssuedAt: await forge((jwt) => jwt.setSubject(claims.sub).setExpirationTime(now + 3600)),
      noSubject: await forge((jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 3600)),
      sevenDayTokenIssued13HoursAgo: await forge((jwt) =>
        jwt
          .setSubject(claims.sub)
          .setIssuedAt(now - 13 * 3600)
          .setExpirationTime(now + 6 * 24 * 3600),
      ),
    };
    for (const [name, token] of Object.entries(refused)) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers: bearer(token) });
      expect(me.statusCode, name).toBe(401);
      expect((await t.graphql('{ me { id } }', {}, bearer(token))).errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
      // Browsing still works, as a visitor.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/Categories', headers: bearer(token) })).statusCode, name).toBe(200);
    }
  });

  it('refuses me without a token with 401 "Unauthorized: Please log in again"', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthorized: Please log in again');
  });

  it('logout revokes the token on the very next request, over REST and GraphQL', async () => {
    const headers = await signIn(t, CUSTOMERS.NormalUser, CUSTOMER_PASSWORD);
    const out = await post('/api/v1/Auth/logout', undefined, headers);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully!' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers })).statusCode).toBe(401);

    const again = await signIn(t, CUSTOMERS.NormalUser, CUSTOMER_PASSWORD);
    expect((await t.graphql('mutation { logout }', {}, again)).data).toEqual({ logout: true });
    expect((await t.graphql('{ me { id } }', {}, again)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
  it('refuses a sign-in password longer than any account has before the throttle, over REST and GraphQL alike: nothing counted', async () => {
    const email = `too-long-${Date.now()}@example.az`;
    const password = 'x'.repeat(129);
    const rest = await post('/api/v1/Auth/login', { email, password }, {}, '10.3.0.1');
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ message: 'password must be at most 128 characters' });
    const gql = await t.graphql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email, password } });
    expect(gql.errors?.[0]).toMatchObject({ message: 'password must be at most 128 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const counted = await t.orm.em.getConnection().execute('select 1 from login_throttle where key like ?', [`%${email}`]);
    expect(counted).toEqual([]);
  });
});

describe('profile and password', () => {
  it('saves the own first name, last name and e-mail, refusing a taken e-mail', async () => {
    const customer = newCustomer();
    await signUp(customer);
    const headers = await signIn(t, customer.email, customer.password);
    const { data, errors } = await t.graphql<{ updateProfile: { fullName: string; email: string } }>(
      'mutation { updateProfile(input: { firstName: "Kənan", lastName: "Rzayev", email: "KENAN.rzayev@example.az" }) { fullName email } }',
      {},
      headers,
    );
    expect(errors).toBeUndefined();
    expect(data!.updateProfile).toEqual({ fullName: 'Kənan Rzayev', email: 'kenan.rzayev@example.az' });
    const taken = await t.app.inject({ method: 'PUT', url: '/api/v1/Auth/profile', headers, payload: { firstName: 'A', lastName: 'B', email: CUSTOMERS.VIP } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Email or phone already exists');
    const blank = await t.graphql('mutation { updateProfile(input: { firstName: "", lastName: "B", email: "x@y.az" }) { id } }', {}, headers);
    expect(blank.errors?.[0]?.message).toBe('First name is required');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers });
    expect(me.json()).toMatchObject({ firstName: 'Kənan', email: 'kenan.rzayev@example.az' });
  });

  it('changes the password with either field naming, revokes older tokens and returns a fresh one', async () => {
    const customer = newCustomer();
    await signUp(customer);
    const oldHeaders = await signIn(t, customer.email, customer.password);
    const changed = await post(
      '/api/v1/Auth/change-password',
      { currentPass: customer.password, newPass: 'NewParol123', confirmNewPassword: 'NewParol123' },
      oldHeaders,
    );
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers: oldHeaders })).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers: fresh })).statusCode).toBe(200);
    expect((await post('/api/v1/Auth/login', { email: customer.email, password: customer.password })).statusCode).toBe(401);

    const viaGraphql = await t.graphql<{ changePassword: { token: string } }>(
      'mutation { changePassword(input: { currentPassword: "NewParol123", newPassword: "Third12345", confirmNewPassword: "Third12345" }) { token } }',
      {},
      fresh,
    );
    expect(viaGraphql.errors).toBeUndefined();
    expect((await t.graphql('{ me { id } }', {}, fresh)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await signIn(t, customer.email, 'Third12345');
  });

  it.each([
    [{ currentPassword: 'Parol-2026!', newPassword: 'Parol-2026!', confirmNewPassword: 'Parol-2026!' }, 'New password cannot be the same as current password'],
    [{ currentPassword: 'Wrong12345', newPassword: 'Other12345', confirmNewPassword: 'Other12345' }, 'Current password is incorrect'],
    [{ currentPassword: '', newPassword: 'Other12345', confirmNewPassword: 'Other12345' }, 'Current password is required'],
    [{ currentPassword: 'Parol-2026!', newPassword: 'short', confirmNewPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ currentPassword: 'Parol-2026!', newPassword: 'Other12345', confirmNewPassword: 'Other99999' }, 'Passwords do not match'],
  ])('refuses a password change %o with "%s" and keeps the old password', async (input, message) => {
    const customer = newCustomer();
    await signUp(customer);
    const headers = await signIn(t, customer.email, customer.password);
    const response = await post('/api/v1/Auth/change-password', input, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers })).statusCode).toBe(200);
    await signIn(t, customer.email, customer.password);
  });

  it('refuses a password change without a token with 401', async () => {
    const response = await post('/api/v1/Auth/change-password', { currentPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    expect(response.statusCode).toBe(401);
  });
});

// The sign-in, sign-up and password-change throttles are tested in throttle.test.ts.

describe('admin user management', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await signIn(t, ADMIN.email, ADMIN.password);
  });

  const userId = async (email: string) => (await t.orm.em.getConnection().execute<{ id: string }[]>('select id from app_user where email = ?', [email]))[0]!.id;

  it('pages, sorts and filters users for the grid', async () => {
    const { data, errors } = await t.graphql<{ users: { totalCount: number; items: { email: string; role: number }[] } }>(
      '{ users(page: 1, pageSize: 2, sortField: EMAIL, sortDirection: ASC) { totalCount page pageSize items { email role } } }',
      {},
      admin,
    );
    expect(errors).toBeUndefined();
    expect(data!.users.items).toHaveLength(2);
    expect(data!.users.items[0]!.email <= data!.users.items[1]!.email).toBe(true);
    const all = await t.graphql<{ users: { totalCount: number } }>('{ users { totalCount } }', {}, admin);
    expect(data!.users.totalCount).toBe(all.data!.users.totalCount);
    const vip = await t.graphql<{ users: { items: { email: string }[] } }>('{ users(filter: { role: VIP }) { items { email } } }', {}, admin);
    expect(vip.data!.users.items.map((u) => u.email)).toEqual([CUSTOMERS.VIP]);
    const search = await t.graphql<{ users: { items: { email: string }[] } }>('{ users(filter: { search: "LEYLA" }) { items { email } } }', {}, admin);
    expect(search.data!.users.items.map((u) => u.email)).toEqual([CUSTOMERS.VIP]);
  });

  it('answers GET /Admin/Users, statistics and roles over REST', async () => {
    const users = await t.app.inject({ method: 'GET', url: '/api/v1/Admin/Users', headers: admin });
    expect(users.statusCode).toBe(200);
    const list = users.json<{ email: string; isActive: boolean; lastLogin: string | null }[]>();
    expect(list.map((u) => u.email)).toContain(CUSTOMERS.Wholesale);
    expect(users.body).not.toMatch(/argon2|passwordHash|tokenVersion/i);
    expect(users.headers['x-total-count']).toBe(String(list.length));

    const stats = await t.app.inject({ method: 'GET', url: '/api/v1/Admin/users/statistics', headers: admin });
    const s = stats.json();
    expect(Object.keys(s).sort()).toEqual(['adminUsers', 'normalUsers', 'retailUsers', 'totalUsers', 'vipUsers', 'wholesaleUsers']);
    expect(s.totalUsers).toBe(s.adminUsers + s.normalUsers + s.retailUsers + s.wholesaleUsers + s.vipUsers);
    expect(s.adminUsers).toBeGreaterThanOrEqual(1);
    const gqlStats = await t.graphql<{ userStatistics: unknown }>(
      '{ userStatistics { totalUsers adminUsers normalUsers retailUsers wholesaleUsers vipUsers } }',
      {},
      admin,
    );
    expect(gqlStats.data!.userStatistics).toEqual(s);

    const roles = await t.app.inject({ method: 'GET', url: '/api/v1/admin/USERS/roles', headers: admin });
    expect(roles.json()).toEqual([
      { id: 0, name: 'Admin', value: 0 },
      { id: 1, name: 'NormalUser', value: 1 },
      { id: 2, name: 'Retail', value: 2 },
      { id: 3, name: 'Wholesale', value: 3 },
      { id: 4, name: 'VIP', value: 4 },
    ]);
  });

  it("changes a role, which revokes the user's tokens at once, over REST and GraphQL", async () => {
    const customer = newCustomer();
    await signUp(customer);
    const id = await userId(customer.email);
    const headers = await signIn(t, customer.email, customer.password);
    const changed = await t.app.inject({ method: 'PUT', url: `/api/v1/Admin/users/${id}/role`, headers: admin, payload: { role: 'Wholesale' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 3, roleName: 'Wholesale' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers })).statusCode).toBe(401);

    const fresh = await signIn(t, customer.email, customer.password);
    const viaGraphql = await t.graphql<{ setUserRole: { role: string } }>(`mutation { setUserRole(id: "${id}", role: VIP) { role } }`, {}, admin);
    expect(viaGraphql.data!.setUserRole.role).toBe('VIP');
    expect((await t.orm.em.getConnection().execute<{ role: number }[]>('select role from app_user where id = ?', [id]))[0]!.role).toBe(4);
    expect((await t.graphql('{ me { id } }', {}, fresh)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await t.graphql(`mutation { setUserRole(id: "${id}", role: OWNER) { role } }`, {}, admin);
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const numbered = await t.graphql(`mutation { setUserRole(id: "${id}", role: 4) { role } }`, {}, admin);
    expect(numbered.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('deactivates (revoking tokens and sign-in) and activates again', async () => {
    const customer = newCustomer();
    await signUp(customer);
    const id = await userId(customer.email);
    const headers = await signIn(t, customer.email, customer.password);
    const off = await t.app.inject({ method: 'POST', url: `/api/v1/Admin/users/${id}/deactivate`, headers: admin });
    expect(off.json()).toMatchObject({ isActive: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers })).statusCode).toBe(401);
    expect((await post('/api/v1/Auth/login', { email: customer.email, password: customer.password })).statusCode).toBe(401);
    const on = await t.graphql<{ activateUser: { isActive: boolean } }>(`mutation { activateUser(id: "${id}") { isActive } }`, {}, admin);
    expect(on.data!.activateUser.isActive).toBe(true);
    await signIn(t, customer.email, customer.password);
    const offAgain = await t.graphql<{ deactivateUser: { isActive: boolean } }>(`mutation { deactivateUser(id: "${id}") { isActive } }`, {}, admin);
    expect(offAgain.data!.deactivateUser.isActive).toBe(false);
    const onAgain = await t.app.inject({ method: 'POST', url: `/api/v1/Admin/users/${id}/activate`, headers: admin });
    expect(onAgain.json()).toMatchObject({ isActive: true });
  });

  it("edits a user's details and validates them", async () => {
    const customer = newCustomer();
    await signUp(customer);
    const id = await userId(customer.email);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Admin/users/${id}`,
      headers: admin,
      payload: { firstName: 'Orxan', lastName: 'Səfərov', phoneNumber: '050 999 88 77', role: 2, isActive: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ firstName: 'Orxan', lastName: 'Səfərov', phoneNumber: '+994509998877', role: 2 });
    for (const [payload, message] of [
      [{ firstName: '', lastName: 'X', phoneNumber: '0509998877' }, 'First name is required'],
      [{ firstName: 'X', lastName: '', phoneNumber: '0509998877' }, 'Last name is required'],
      [{ firstName: 'X', lastName: 'Y', phoneNumber: '' }, 'Phone number is required'],
      [{ firstName: 'X', lastName: 'Y', phoneNumber: '+994501000004' }, 'Email or phone already exists'],
    ] as const) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/v1/Admin/users/${id}`, headers: admin, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const viaGraphql = await t.graphql<{ updateUser: { fullName: string } }>(
      `mutation { updateUser(id: "${id}", input: { firstName: "Orxan", lastName: "Məmmədli", phoneNumber: "+994509998877" }) { fullName } }`,
      {},
      admin,
    );
    expect(viaGraphql.data!.updateUser.fullName).toBe('Orxan Məmmədli');
  });

  it('deletes a user over REST and GraphQL; an unknown id is 404', async () => {
    for (const via of ['rest', 'graphql']) {
      const customer = newCustomer();
      await signUp(customer);
      const id = await userId(customer.email);
      if (via === 'rest') {
        const response = await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/users/${id}`, headers: admin });
        expect(response.statusCode).toBe(200);
      } else {
        expect((await t.graphql(`mutation { deleteUser(id: "${id}") }`, {}, admin)).data).toEqual({ deleteUser: id });
      }
      expect((await post('/api/v1/Auth/login', { email: customer.email, password: customer.password })).statusCode).toBe(401);
    }
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/v1/Admin/users/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });

  it('stops an admin from deleting, deactivating or demoting themselves, and keeps the last admin', async () => {
    const adminId = await userId(ADMIN.email);
    for (const [method, url, payload, message] of [
      ['DELETE', `/api/v1/Admin/users/${adminId}`, undefined, 'You cannot delete your own account'],
      ['POST', `/api/v1/Admin/users/${adminId}/deactivate`, undefined, 'You cannot deactivate your own account'],
      ['PUT', `/api/v1/Admin/users/${adminId}/role`, { role: 1 }, 'You cannot change your own role'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: admin, payload });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
    }
    // Another admin may demote this one; the shop then still has an active admin (the other one).
    const second = newCustomer();
    await signUp(second);
    const secondId = await userId(second.email);
    await t.app.inject({ method: 'PUT', url: `/api/v1/Admin/users/${secondId}/role`, headers: admin, payload: { role: 0 } });
    const secondAdmin = await signIn(t, second.email, second.password);
    const demoteFirst = await t.app.inject({ method: 'PUT', url: `/api/v1/Admin/users/${adminId}/role`, headers: secondAdmin, payload: { role: 1 } });
    expect(demoteFirst.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Admin/Users', headers: admin })).statusCode).toBe(401);
    const stats = await t.app.inject({ method: 'GET', url: '/api/v1/Admin/users/statistics', headers: secondAdmin });
    expect(stats.json().adminUsers).toBe(1);
    // Restore the demo admin for the other tests of this file.
    await t.app.inject({ method: 'PUT', url: `/api/v1/Admin/users/${adminId}/role`, headers: secondAdmin, payload: { role: 0 } });
    admin = await signIn(t, ADMIN.email, ADMIN.password);
  });
});
