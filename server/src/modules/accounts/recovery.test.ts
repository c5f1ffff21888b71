import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signIn } from '../../../test/accounts.js';
import { productsForSale, sqlOf } from '../../../test/buying.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { mailsTo as mailsOf, mailTo as waitForMail } from '../../../test/mail.js';
import { VISITOR } from './viewer.js';
import { openMailer, readOutbox, type OutboxMessage } from '../mail/index.js';
import { startOutbox } from '../mail/outbox.js';
import { CHECKS_PER_EMAIL, CODE_SENT_MESSAGE, requestPasswordReset, RESET_CODE_TRIES, SENDS_PER_EMAIL } from './recovery.service.js';

/**
 * Issue 28, password recovery over real SMTP: the app's mail goes to its outbox catcher (an SMTP server
 * on loopback writing .eml files), and the tests read the codes from there, as a person would.
 */

let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recovery-test-'));
const outbox = path.join(dataDir, 'outbox');
const sql = () => sqlOf(t);
let addressSeq = 0;
/** Each scenario from an address of its own: the per-address counters are tested on their own. */
const nextAddress = () => `10.28.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

beforeAll(async () => {
  t = await startTestApp({ dataDir });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function register(): Promise<ReturnType<typeof newCustomer>> {
  const customer = newCustomer();
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: customer, remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(201);
  return customer;
}

/** The newest message to `to` once more than `after` have arrived (the mail goes out in the background). */
const mailTo = (to: string, after = 0) => waitForMail(outbox, to, after);
const mailsTo = (to: string) => mailsOf(outbox, to).length;

const codeIn = (message: OutboxMessage) => /^\s*(\d{4})\s*$/m.exec(message.text)?.[1] ?? '';

function forgot(email: string, ip = nextAddress(), headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/Auth/forgot-password', payload: { email }, remoteAddress: ip, headers });
}
function verify(email: string, code: string, ip = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/v1/Auth/verify-reset-code', payload: { email, code }, remoteAddress: ip });
}
function reset(email: string, code: string, newPassword: string, ip = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Auth/reset-password',
    payload: { email, code, newPassword, confirmNewPassword: newPassword },
    remoteAddress: ip,
  });
}
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Auth/login', payload: { email, password }, remoteAddress: nextAddress() });

/** A code sent to a fresh customer: answers the customer and the code read from the outbox. */
async function codeFor(customer?: ReturnType<typeof newCustomer>) {
  const who = customer ?? (await register());
  const before = mailsTo(who.email);
  expect((await forgot(who.email)).statusCode).toBe(200);
  return { customer: who, code: codeIn(await mailTo(who.email, before)) };
}

// Argon2 hashes and background mail: generous on a loaded 2-core machine.
describe('password recovery', { timeout: 120_000 }, () => {
  it('sends a 4-digit code by e-mail; the new password signs in, the old one and every earlier token stop working', async () => {
    const customer = await register();
    const oldToken = await signIn(t, customer.email, customer.password, nextAddress());
    const answer = await forgot(customer.email.toUpperCase(), nextAddress(), { cookie: 'language=en' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: CODE_SENT_MESSAGE, expiresInMinutes: 15 });
    const mail = await mailTo(customer.email);
    expect(mail.subject).toBe('Texnika: your password reset code');
    expect(mail.text).toContain('Hello Kamran,');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{4}$/);

    expect((await verify(customer.email, code)).statusCode).toBe(200);
    const done = await reset(customer.email, code, 'Yeni-Parol-2026');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Password changed successfully' });

    expect((await login(customer.email, 'Yeni-Parol-2026')).statusCode).toBe(200);
    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/Auth/me', headers: oldToken });
    expect(me.statusCode).toBe(401);
  });

  it('a code works once: used again it is refused, and the password stays', async () => {
    const { customer, code } = await codeFor();
    expect((await reset(customer.email, code, 'Birinci-Parol-2026')).statusCode).toBe(200);
    const again = await reset(customer.email, code, 'Ikinci-Parol-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ reason: 'resetCodeInvalid' });
    expect((await verify(customer.email, code)).json()).toMatchObject({ reason: 'resetCodeInvalid' });
    expect((await login(customer.email, 'Birinci-Parol-2026')).statusCode).toBe(200);
  });

  it('two parallel resets with one code: exactly one sets its password', async () => {
    const { customer, code } = await codeFor();
    const answers = await Promise.all([reset(customer.email, code, 'Paralel-Bir-2026'), reset(customer.email, code, 'Paralel-Iki-2026')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0].statusCode === 200 ? 'Paralel-Bir-2026' : 'Paralel-Iki-2026';
    expect((await login(customer.email, winner)).statusCode).toBe(200);
  });

  it('a wrong code is refused; after a few wrong tries the code is void, even typed right', async () => {
    const { customer, code } = await codeFor();
    const wrong = code === '0000' ? '1111' : '0000';
    const ip = nextAddress();
    const first = await verify(customer.email, wrong, ip);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ reason: 'resetCodeInvalid', message: expect.stringMatching(/wrong or has expired/) });
    // The right code takes its try back: checking it does not use the code up.
    expect((await verify(customer.email, code, ip)).statusCode).toBe(200);
    for (let i = 1; i < RESET_CODE_TRIES; i++) expect((await verify(customer.email, wrong, ip)).statusCode).toBe(400);
    const voided = await reset(customer.email, code, 'Gec-Qalmis-2026', ip);
    expect(voided.statusCode).toBe(400);
    expect(voided.json()).toMatchObject({ reason: 'resetCodeInvalid' });
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('a code expires after 15 minutes, and a newer code voids the older one', async () => {
    const { customer, code } = await codeFor();
    const { code: newer } = await codeFor(customer);
    if (newer !== code) expect((await verify(customer.email, code)).json()).toMatchObject({ reason: 'resetCodeInvalid' });
    const [row] = await sql()<{ minutes: number }>(
      `select extract(epoch from r.expires_at - r.created_at)::int / 60 as minutes from password_reset r join app_user u on u.id = r.user_id
       where u.email = ? and r.used_at is null`,
      [customer.email],
    );
    expect(row!.minutes).toBe(15);
    expect((await verify(customer.email, newer)).statusCode).toBe(200);
    await sql()(
      `update password_reset set created_at = created_at - interval '16 minutes', expires_at = expires_at - interval '16 minutes'
       where user_id = (select id from app_user where email = ?)`,
      [customer.email],
    );
    expect((await reset(customer.email, newer, 'Vaxti-Kecmis-2026')).json()).toMatchObject({ reason: 'resetCodeInvalid' });
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('keeps only a keyed hash of the code', async () => {
    const { customer, code } = await codeFor();
    const rows = await sql()<Record<string, unknown>>(
      'select r.* from password_reset r join app_user u on u.id = r.user_id where u.email = ? and r.used_at is null',
      [customer.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toMatch(new RegExp(`"${code}"`));
    const { createHash } = await import('node:crypto');
    expect(rows[0]!.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('an unknown address gets the same answer as a known one, and no e-mail', async () => {
    const customer = await register();
    const known = await forgot(customer.email);
    const unknown = await forgot(`nobody.${Date.now()}@example.az`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await mailTo(customer.email);
    expect(readOutbox(outbox).filter((m) => m.to.includes('nobody.'))).toEqual([]);
    // Its codes are refused as a wrong code is.
    const guess = await verify(`nobody.${Date.now()}@example.az`, '1234');
    expect(guess.statusCode).toBe(400);
    expect(guess.json()).toMatchObject({ reason: 'resetCodeInvalid' });

    // Timing: the e-mail goes out in the background; measured here and reported, the answer does not wait for SMTP.
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 4; i++) {
      const other = await register();
      for (const [kind, email] of [
        ['known', other.email],
        ['unknown', `nobody.${i}.${Date.now()}@example.az`],
      ] as const) {
        const started = performance.now();
        await forgot(email);
        times[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `[recovery] forgot-password answer time, median of 4: known ${median(times.known).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms`,
    );
  });

  it('throttles codes per address typed (known or not alike) and per caller, and wrong codes per address typed', async () => {
    const customer = await register();
    const unknown = `nobody.throttle.${Date.now()}@example.az`;
    for (const email of [customer.email, unknown]) {
      for (let i = 0; i < SENDS_PER_EMAIL; i++) expect((await forgot(email)).statusCode).toBe(200);
      const refused = await forgot(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ reason: 'recoveryThrottled' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    }
    const caller = nextAddress();
    const refusedAt = [];
    for (let i = 0; i < 11; i++) refusedAt.push((await forgot(`caller.${i}.${Date.now()}@example.az`, caller)).statusCode);
    expect(refusedAt).toEqual([...Array(10).fill(200), 429]);

    // Wrong codes, whatever the code, from many callers: the address typed stops after its daily share.
    const { customer: guessed, code } = await codeFor();
    const statuses = [];
    for (let i = 0; i < CHECKS_PER_EMAIL + 1; i++) {
      const { code: fresh } = i % (RESET_CODE_TRIES - 1) === 0 ? await codeFor(guessed) : { code };
      statuses.push((await verify(guessed.email, fresh === '0000' ? '0001' : '0000')).statusCode);
    }
    expect(statuses.slice(0, CHECKS_PER_EMAIL).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('checks the new password by the sign-up rules, and a refused password leaves the code usable', async () => {
    const { customer, code } = await codeFor();
    const short = await reset(customer.email, code, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ reason: 'newPasswordTooShort' });
    const common = await reset(customer.email, code, 'password123');
    expect(common.json()).toMatchObject({ reason: 'newPasswordTooCommon' });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/reset-password',
      payload: { email: customer.email, code, newPassword: 'Uygun-Parol-2026', confirmNewPassword: 'Ferqli-Parol-2026' },
      remoteAddress: nextAddress(),
    });
    expect(mismatch.json()).toMatchObject({ reason: 'passwordMismatch' });
    const malformed = await verify(customer.email, '12a4');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ reason: 'resetCodeFormat' });
    const unknownField = await t.app.inject({ method: 'POST', url: '/api/v1/Auth/forgot-password', payload: { email: customer.email, role: 0 } });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toMatch(/role/);
    expect((await reset(customer.email, code, 'Uygun-Parol-2026')).statusCode).toBe(200);
  });

  it('works over GraphQL too, and writes in the language of the request', async () => {
    const customer = await register();
    const asked = await t.graphql(
      'mutation($email: String!) { requestPasswordReset(input: { email: $email }) { message expiresInMinutes } }',
      { email: customer.email },
      { 'accept-language': 'az-AZ,az;q=0.9' },
    );
    expect(asked.data).toEqual({ requestPasswordReset: { message: CODE_SENT_MESSAGE, expiresInMinutes: 15 } });
    const mail = await mailTo(customer.email);
    expect(mail.subject).toBe('Texnika: şifrənin bərpası üçün kod');
    expect(mail.text).toContain('Salam, Kamran!');
    const code = codeIn(mail);
    const checked = await t.graphql('mutation($email: String!, $code: String!) { verifyPasswordResetCode(input: { email: $email, code: $code }) }', {
      email: customer.email,
      code,
    });
    expect(checked.data).toEqual({ verifyPasswordResetCode: true });
    const done = await t.graphql('mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }', {
      input: { email: customer.email, code, newPassword: 'Qrafik-Parol-2026', confirmNewPassword: 'Qrafik-Parol-2026' },
    });
    expect(done.data).toEqual({ resetPassword: true });
    expect((await login(customer.email, 'Qrafik-Parol-2026')).statusCode).toBe(200);
  });

  it('a shop without e-mail (production without SMTP_URL) says recovery is unavailable, the same for every address', async () => {
    expect(await openMailer({ smtpUrl: undefined, mailFrom: 'a@b.az', nodeEnv: 'production', dataDir, log: console })).toBeNull();
    const ctx = t.contextAs(VISITOR);
    expect(ctx.mailer).toBeNull();
    for (const email of ['normal@texnika.az', 'nobody@example.az']) {
      await expect(requestPasswordReset(ctx, { email })).rejects.toMatchObject({ status: 503, reason: 'mailUnavailable' });
    }
  });
});

describe('the mailer', { timeout: 120_000 }, () => {
  it('sends through SMTP_URL when it is set (here another catcher, as a real SMTP server)', async () => {
    const folder = path.join(dataDir, 'smtp-url');
    const server = await startOutbox(folder);
    const mailer = (await openMailer({ smtpUrl: server.url, mailFrom: 'Texnika <shop@texnika.az>', nodeEnv: 'production', dataDir, log: console }))!;
    await mailer.send({ to: 'someone@example.az', subject: 'Sınaq: ə ğ ı ö ü ç ş', text: 'Bir, iki — üç ₼' });
    await mailer.close();
    await server.close();
    const [message] = readOutbox(folder);
    expect(message).toMatchObject({ to: 'someone@example.az', from: 'Texnika <shop@texnika.az>', subject: 'Sınaq: ə ğ ı ö ü ç ş' });
    expect(message!.text.trim()).toBe('Bir, iki — üç ₼');
  });

  it('an order placed sends the customer a confirmation with its lines and total, in the order language', async () => {
    const customer = await register();
    const headers = await signIn(t, customer.email, customer.password, nextAddress());
    const [product] = await productsForSale(t, 1, 50, 3);
    await t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers, payload: { productId: product!.id, quantity: 2 } });
    const placed = await t.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', headers, payload: { language: 'az' } });
    expect(placed.statusCode, placed.body).toBe(200);
    const { reference } = placed.json();
    const mail = await mailTo(customer.email);
    expect(mail.subject).toBe(`Texnika: ${reference} nömrəli sifarişiniz`);
    expect(mail.text).toContain(`1. ${product!.name} (Artikul: ${product!.sku}) — 2 ×`);
    const [order] = await sql()<{ total: number }>('select total_price_minor as total from shop_order where reference = ?', [reference]);
    expect(mail.text).toContain(`Cəmi: ${Math.floor(order!.total / 100)}.${String(order!.total % 100).padStart(2, '0')} ₼`);
  });

  it('checkout does not fail when the mail server is down (the failure is only logged)', async () => {
    const down = await startOutbox(path.join(dataDir, 'down'));
    await down.close();
    const broken = await startTestApp({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'recovery-down-')), smtpUrl: down.url });
    try {
      const customer = newCustomer();
      await broken.app.inject({ method: 'POST', url: '/api/v1/Auth/register', payload: customer, remoteAddress: nextAddress() });
      const headers = await signIn(broken, customer.email, customer.password, nextAddress());
      const [product] = await productsForSale(broken, 1, 50, 5);
      await broken.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers, payload: { productId: product!.id, quantity: 1 } });
      const placed = await broken.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', headers, payload: {} });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().reference).toMatch(/^TX-\d{4}-\d{6}$/);
    } finally {
      await broken.close();
    }
  });
});
