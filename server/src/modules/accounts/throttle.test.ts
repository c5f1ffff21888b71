import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, newCustomer } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { isCommonPassword } from './common-passwords.js';
import {
  ACCOUNT_DELAY_CAP_SECONDS,
  ACCOUNT_FREE_FAILURES,
  ADDRESS_ATTEMPTS,
  LOGIN_WINDOW_MINUTES,
  PAIR_ATTEMPTS,
  PARALLEL_CHECKS_PER_ADDRESS,
  SIGN_UP_ATTEMPTS,
  SIGN_UP_WINDOW_MINUTES,
} from './throttle.js';

/**
 * Issue 13, finding 9: failed sign-ins must not lock the owner out, while guessing stays impractical.
 * Different client addresses come from app.inject's `remoteAddress`.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
const login = (email: string, password: string, ip: string) => post('/api/v1/Auth/login', { email, password }, ip);
const graphql = async (query: string, ip: string) =>
  (await t.app.inject({ method: 'POST', url: '/graphql', payload: { query }, remoteAddress: ip })).json<{
    errors?: { message: string; extensions: { code: string; reason?: string; retryAfterSeconds?: number } }[];
  }>();
const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let addressSerial = 0;
/** An address no test has used yet. */
const freshAddress = () => `10.77.${Math.floor(++addressSerial / 250)}.${(addressSerial % 250) + 1}`;

async function signedUpCustomer() {
  const customer = newCustomer();
  expect((await post('/api/v1/Auth/register', customer, freshAddress())).statusCode).toBe(201);
  return customer;
}

/** Moves the account's last attempt back in time, as if that many seconds had passed. */
const letSecondsPass = (email: string, seconds: number) =>
  sql('update login_throttle set last_attempt_at = last_attempt_at - make_interval(secs => ?) where key = ?', [seconds, `account:${email}`]);

describe('sign-in throttle', () => {
  it(`stops an (address, account) pair after ${PAIR_ATTEMPTS} attempts with 429 and the real wait, even with the right password; aliased logins count one each`, async () => {
    const customer = await signedUpCustomer();
    const attacker = freshAddress();
    const pairAttempts = async () =>
      (await sql<{ attempts: number }>('select attempts from login_throttle where key = ?', [`pair:${attacker}|${customer.email}`]))[0]?.attempts ?? 0;
    const aliases = Array.from({ length: 2 }, (_, i) => `a${i}: login(input: { email: "${customer.email}", password: "Wrong-${i}-pass" }) { token }`);
    let executed = 0;
    while (executed < PAIR_ATTEMPTS) {
      const before = await pairAttempts();
      const batch = await graphql(`mutation { ${aliases.join('\n')} }`, attacker);
      // Every login the server ran is one counted attempt, however many share a request.
      expect(await pairAttempts()).toBe(before + (batch.errors?.length ?? 0));
      executed += batch.errors?.length ?? 0;
    }
    const limited = await login(customer.email, customer.password, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many sign-in attempts. Please wait 15 minutes and try again.', reason: 'loginThrottled' });
    expect(retryAfter(limited)).toBeGreaterThan(LOGIN_WINDOW_MINUTES * 60 - 60);
    expect(retryAfter(limited)).toBeLessThanOrEqual(LOGIN_WINDOW_MINUTES * 60);
    const gql = await graphql(`mutation { login(input: { email: "${customer.email}", password: "${customer.password}" }) { token } }`, attacker);
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'loginThrottled' });

    // Batched HTTP requests (an array of operations) are not accepted at all.
    const batched = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: [{ query: 'mutation { logout }' }, { query: 'mutation { logout }' }],
    });
    expect(batched.statusCode).toBe(400);

    // Only that pair: the owner elsewhere signs in (after the short delay the failures earned).
    await letSecondsPass(customer.email, ACCOUNT_DELAY_CAP_SECONDS);
    expect((await login(customer.email, customer.password, freshAddress())).statusCode).toBe(200);
    // The window ends: the pair may try again (once the account's delay has passed too).
    await letSecondsPass(customer.email, ACCOUNT_DELAY_CAP_SECONDS);
    await sql("update login_throttle set window_start = now() - make_interval(mins => ?) where key like 'pair:%'", [LOGIN_WINDOW_MINUTES + 1]);
    expect((await login(customer.email, customer.password, attacker)).statusCode).toBe(200);
  });

  it('does not let an attacker failing all the time at one address keep the owner out', async () => {
    const customer = await signedUpCustomer();
    const home = freshAddress();
    const attacker = freshAddress();
    expect((await login(customer.email, customer.password, home)).statusCode).toBe(200);

    const attackerStatuses: number[] = [];
    for (let i = 0; i < 3 * PAIR_ATTEMPTS; i++) attackerStatuses.push((await login(customer.email, `Guess-${i}-pass`, attacker)).statusCode);
    expect(attackerStatuses).toEqual([...Array(PAIR_ATTEMPTS).fill(401), ...Array(2 * PAIR_ATTEMPTS).fill(429)]);

    // From the address the owner signed in from: at once, and again between the attacker's tries.
    expect((await login(customer.email, customer.password, home)).statusCode).toBe(200);
    await login(customer.email, 'Another-guess-1', attacker);
    expect((await login(customer.email, customer.password, home)).statusCode).toBe(200);

    // From a new address (a new phone): at most the capped delay, told by Retry-After.
    const phone = freshAddress();
    const first = await login(customer.email, customer.password, phone);
    expect(first.statusCode).toBe(429);
    expect(first.json().reason).toBe('loginDelayed');
    expect(retryAfter(first)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(first)).toBeLessThanOrEqual(ACCOUNT_DELAY_CAP_SECONDS);
    await sleep(retryAfter(first) * 1000);
    expect((await login(customer.email, customer.password, phone)).statusCode).toBe(200);
  });

  it('slows guesses spread over many addresses with growing per-account delays, capped, while the owner at home is never delayed', async () => {
    const customer = await signedUpCustomer();
    const home = freshAddress();
    expect((await login(customer.email, customer.password, home)).statusCode).toBe(200);

    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await login(customer.email, `Guess-${i}-pass`, freshAddress())).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The owner's sign-in restarts the account's clock, so it comes before the wait is announced.
      expect((await login(customer.email, customer.password, home)).statusCode, 'the owner at home').toBe(200);
      const delayed = await login(customer.email, `Delayed-${i}-pass`, freshAddress());
      expect(delayed.statusCode).toBe(429);
      expect(delayed.json().reason).toBe('loginDelayed');
      expect(delayed.json().message).toMatch(/^Too many failed sign-ins to this account\. Please wait (\d+ seconds?|1 minute) and try again\.$/);
      waits.push(retryAfter(delayed));
      await letSecondsPass(customer.email, retryAfter(delayed));
      expect((await login(customer.email, `Guess-after-wait-${i}`, freshAddress())).statusCode).toBe(401);
    }
    console.log(`[throttle] waits after ${ACCOUNT_FREE_FAILURES} failures from different addresses: ${waits.join(', ')} s`);
    // Each wait doubles (2^k seconds, less the moment the request took), up to the cap.
    [2, 4, 8, 16, 32, 60, 60, 60].forEach((expected, k) => {
      expect(waits[k], `wait ${k}`).toBeGreaterThanOrEqual(Math.min(expected, ACCOUNT_DELAY_CAP_SECONDS) - 1);
      expect(waits[k], `wait ${k}`).toBeLessThanOrEqual(Math.min(expected, ACCOUNT_DELAY_CAP_SECONDS));
    });

    // When the delay ends, a burst from many new addresses gets exactly one password check.
    await letSecondsPass(customer.email, ACCOUNT_DELAY_CAP_SECONDS);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login(customer.email, `Burst-${i}-pass`, freshAddress())));
    const statuses = burst.map((response) => response.statusCode).sort();
    console.log(
      `[throttle] 20 parallel guesses from 20 addresses when the delay ended: ${statuses.filter((s) => s === 401).length} checked, ${statuses.filter((s) => s === 429).length} delayed`,
    );
    expect(statuses).toEqual([401, ...Array(19).fill(429)]);
    // Delayed attempts checked no password, so they do not count against their address.
    const [counted] = await sql<{ n: number }>("select count(*)::int as n from login_throttle where key like 'pair:%' and key like ? and attempts > 0", [
      `%|${customer.email}`,
    ]);
    expect(counted!.n).toBe(ACCOUNT_FREE_FAILURES + 8 + 1);
  });

  it(`limits one address to ${ADDRESS_ATTEMPTS} attempts across accounts (spraying); a success takes its own attempt back`, async () => {
    const ip = freshAddress();
    for (let i = 0; i < ADDRESS_ATTEMPTS; i++) {
      expect((await login(`someone${i}@example.az`, 'Whatever123', ip)).statusCode).toBe(401);
      if (i === 5) expect((await login(CUSTOMERS.Retail, CUSTOMER_PASSWORD, ip)).statusCode).toBe(200);
    }
    const sprayed = await login(CUSTOMERS.VIP, CUSTOMER_PASSWORD, ip);
    expect(sprayed.statusCode).toBe(429);
    expect(retryAfter(sprayed)).toBeGreaterThan(0);
    expect((await login(CUSTOMERS.VIP, CUSTOMER_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it("keeps the spec's answer for a wrong password and lets the demo admin in", async () => {
    const response = await login(CUSTOMERS.Wholesale, 'WrongPassword1', freshAddress());
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Login failed. Invalid email or password.');
    expect((await login(ADMIN.email, ADMIN.password, freshAddress())).statusCode).toBe(200);
  });
});

describe('password change throttle', () => {
  it('counts wrong current passwords like failed sign-ins', async () => {
    const customer = await signedUpCustomer();
    const ip = freshAddress();
    const token = (await login(customer.email, customer.password, ip)).json().token;
    const headers = { authorization: `Bearer ${token}` };
    const change = (currentPassword: string) =>
      post('/api/v1/Auth/change-password', { currentPassword, newPassword: 'Brand-New-2026', confirmNewPassword: 'Brand-New-2026' }, ip, headers);
    for (let i = 0; i < PAIR_ATTEMPTS; i++) {
      const wrong = await change(`Wrong-current-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Current password is incorrect');
    }
    const limited = await change(customer.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().reason).toBe('passwordChangeThrottled');
    expect(retryAfter(limited)).toBeGreaterThan(0);
    // The password did not change: the old one still signs in (elsewhere, after the account's delay).
    await letSecondsPass(customer.email, ACCOUNT_DELAY_CAP_SECONDS);
    expect((await login(customer.email, customer.password, freshAddress())).statusCode).toBe(200);
  });
});

describe('sign-up throttle', () => {
  it(`allows ${SIGN_UP_ATTEMPTS} sign-ups per address per ${SIGN_UP_WINDOW_MINUTES} minutes; refused input does not count`, async () => {
    const ip = freshAddress();
    for (let i = 0; i < 3; i++) expect((await post('/api/v1/Auth/register', newCustomer({ phoneNumber: 'x' }), ip)).statusCode).toBe(400);
    for (let i = 0; i < SIGN_UP_ATTEMPTS; i++) expect((await post('/api/v1/Auth/register', newCustomer(), ip)).statusCode).toBe(201);
    const refused = await post('/api/v1/Auth/register', newCustomer(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().reason).toBe('signUpThrottled');
    expect(retryAfter(refused)).toBeGreaterThan(SIGN_UP_WINDOW_MINUTES * 60 - 60);
    expect(retryAfter(refused)).toBeLessThanOrEqual(SIGN_UP_WINDOW_MINUTES * 60);
    const gql = await graphql(
      `mutation { register(input: { firstName: "A", lastName: "B", email: "gql.${Date.now()}@example.az", phoneNumber: "+994559876543", password: "Parol-2026!", confirmPassword: "Parol-2026!" }) { id } }`,
      ip,
    );
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'signUpThrottled' });
    expect((await post('/api/v1/Auth/register', newCustomer(), freshAddress())).statusCode).toBe(201);
  });
});

describe('bursts from one address', () => {
  it(`run ${PARALLEL_CHECKS_PER_ADDRESS} password checks at once; the rest get 429 at once, without a query`, async () => {
    const ip = freshAddress();
    t.statements.length = 0;
    const signIns = await Promise.all(Array.from({ length: 12 }, (_, i) => login(`burst${i}@example.az`, 'Whatever123', ip)));
    expect(signIns.map((response) => response.statusCode).sort()).toEqual([
      ...Array(PARALLEL_CHECKS_PER_ADDRESS).fill(401),
      ...Array(12 - PARALLEL_CHECKS_PER_ADDRESS).fill(429),
    ]);
    const refused = signIns.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ reason: 'loginThrottled' });
    expect(retryAfter(refused)).toBe(1);
    // Only the attempts that ran touched the counters.
    expect(t.statements.filter((line) => line.includes('login_throttle') && line.includes('insert')).length).toBeLessThanOrEqual(
      2 * PARALLEL_CHECKS_PER_ADDRESS,
    );

    const signUps = await Promise.all(Array.from({ length: 6 }, () => post('/api/v1/Auth/register', newCustomer(), ip)));
    expect(signUps.map((response) => response.statusCode).sort()).toEqual([
      ...Array(PARALLEL_CHECKS_PER_ADDRESS).fill(201),
      ...Array(6 - PARALLEL_CHECKS_PER_ADDRESS).fill(429),
    ]);
    expect(signUps.find((response) => response.statusCode === 429)!.json()).toMatchObject({ reason: 'signUpThrottled' });
  });
});

describe('common passwords', () => {
  it.each(['password', '12345678', 'Password1', 'qwerty123', ' iloveyou '])('refuses %j on sign-up with reason passwordTooCommon', async (password) => {
    const response = await post('/api/v1/Auth/register', newCustomer({ password, confirmPassword: password }), freshAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This password is too common. Choose one that is harder to guess.', reason: 'passwordTooCommon' });
  });

  it('refuses a common new password on password change with reason newPasswordTooCommon', async () => {
    const customer = await signedUpCustomer();
    const ip = freshAddress();
    const headers = { authorization: `Bearer ${(await login(customer.email, customer.password, ip)).json().token}` };
    const response = await post(
      '/api/v1/Auth/change-password',
      { currentPassword: customer.password, newPassword: 'iloveyou', confirmNewPassword: 'iloveyou' },
      ip,
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe('newPasswordTooCommon');
    expect((await login(customer.email, customer.password, ip)).statusCode).toBe(200);
  });

  it('accepts the demo passwords', () => {
    for (const password of [ADMIN.password, CUSTOMER_PASSWORD, newCustomer().password]) expect(isCommonPassword(password), password).toBe(false);
  });
});
