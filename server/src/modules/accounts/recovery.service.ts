import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { query } from '../../db/sql.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, badInput, tooManyRequests } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import { hashPassword } from './passwords.js';
import { recoveryMail } from './recovery-mail.js';
import { countAttempt, giveBack, waitText, withCheckSlot } from './throttle.js';
import { checkConfirmation, checkNewPassword, normalizeEmail } from './validation.js';
import type { PasswordReset, ResetCodeCheck, ResetRequest } from './recovery.schemas.js';

/**
 * Password recovery (storefront: forgot password → code → new password → done). A one-time code of four
 * digits (the spec's four boxes) goes by e-mail; it expires after 15 minutes, works once, and only the
 * newest one sent to an account works. Only a keyed hash of it is stored. Every answer is the same
 * whether or not an address has an account: codes asked for and codes checked are counted by the
 * address typed (and the caller's address), never by whether it exists.
 *
 * Guessing four digits is kept slow by counters in login_throttle (throttle.ts): each code takes
 * RESET_CODE_TRIES tries, then it is void; each e-mail address CHECKS_PER_EMAIL wrong codes a day, so a
 * guesser has about 1 chance in 1,000 a day per account. A right code takes its tries back.
 */
export const RESET_CODE_LENGTH = 4;
export const RESET_CODE_MINUTES = 15;
/** Tries per code, right or wrong; past them the code is void. */
export const RESET_CODE_TRIES = 5;
/** Codes asked for per e-mail address typed, and per caller address, per window. */
export const SENDS_PER_EMAIL = 5;
export const SENDS_PER_ADDRESS = 10;
export const SEND_WINDOW_MINUTES = 60;
/** Wrong codes per e-mail address typed, and per caller address, per window. */
export const CHECKS_PER_EMAIL = 10;
export const CHECKS_PER_ADDRESS = 30;
export const CHECK_WINDOW_MINUTES = 24 * 60;

const sendKeys = (email: string, ip: string) => [
  { key: `recovery-send:${email}`, limit: SENDS_PER_EMAIL },
  { key: `recovery-send-ip:${ip}`, limit: SENDS_PER_ADDRESS },
];
const checkKeys = (email: string, ip: string) => [
  { key: `recovery-check:${email}`, limit: CHECKS_PER_EMAIL },
  { key: `recovery-check-ip:${ip}`, limit: CHECKS_PER_ADDRESS },
];
const codeKey = (id: string) => `recovery-code:${id}`;

export const CODE_SENT_MESSAGE = `If an account uses this e-mail address, a ${RESET_CODE_LENGTH}-digit code is on its way to it. It is valid for ${RESET_CODE_MINUTES} minutes.`;
const WRONG_CODE = 'The code is wrong or has expired. Check the e-mail or ask for a new code.';

const wrongCode = () => badInput(WRONG_CODE, 'resetCodeInvalid');

/** Production without SMTP_URL: nothing is sent, and the caller is told so (the same for every address). */
const mailUnavailable = () =>
  new AppError('Password recovery by e-mail is not available in this shop. Please contact the shop.', 'SERVICE_UNAVAILABLE', 503, 'mailUnavailable');

/** The stored form of a code: HMAC-SHA256 keyed by the token secret, over the row's id and the code. */
function codeHash(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');
}

/** A code (at most 16 characters by its schema): four digits once trimmed. */
function checkCode(value: string): string {
  const code = value.trim();
  if (!new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(code)) throw badInput(`code must be ${RESET_CODE_LENGTH} digits`, 'resetCodeFormat');
  return code;
}

async function throttled(ctx: RequestContext, counters: { key: string; limit: number }[], windowMinutes: number, what: string): Promise<void> {
  const { wait } = await countAttempt(ctx.em, counters, windowMinutes);
  if (wait > 0) throw tooManyRequests(`Too many ${what}. Please wait ${waitText(wait)} and try again.`, 'recoveryThrottled', wait);
}

export interface ResetRequestRecord {
  message: string;
  expiresInMinutes: number;
}

/**
 * Sends a new code to the account with this address, if there is an active one, voiding its earlier
 * codes. One statement does the same work either way, and the e-mail goes out in the background, so
 * neither the answer nor its time tells whether the address has an account.
 */
export async function requestPasswordReset(ctx: RequestContext, input: ResetRequest): Promise<ResetRequestRecord> {
  const email = normalizeEmail(input.email);
  const { mailer } = ctx;
  if (!mailer) throw mailUnavailable();
  await throttled(ctx, sendKeys(email, ctx.clientIp), SEND_WINDOW_MINUTES, 'codes asked for');
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  const [account] = await query<{ firstName: string }>(
    ctx.em,
    `with target as (select id, first_name from app_user where email = ? and is_active),
     voided as (update password_reset set used_at = now() where used_at is null and user_id in (select id from target)),
     created as (insert into password_reset (id, user_id, code_hash, created_at, expires_at)
                 select ?, id, ?, now(), now() + make_interval(mins => ?) from target)
     select first_name as "firstName" from target`,
    [email, id, codeHash(ctx.jwtSecret, id, code), RESET_CODE_MINUTES],
  );
  if (account) mailer.post(recoveryMail(ctx.language, email, account.firstName, code, RESET_CODE_MINUTES), 'password reset code');
  return { message: CODE_SENT_MESSAGE, expiresInMinutes: RESET_CODE_MINUTES };
}

/**
 * The newest live code of the address when `code` is it; else 400 (the same for no account, no code,
 * an expired, spent or void code and a wrong one). Every check is counted before it is made, so
 * parallel guesses each count; a right one takes its counts back.
 */
async function liveCode(ctx: RequestContext, email: string, code: string): Promise<{ id: string; userId: string }> {
  const keys = checkKeys(email, ctx.clientIp);
  await throttled(ctx, keys, CHECK_WINDOW_MINUTES, 'wrong codes');
  const [reset] = await query<{ id: string; userId: string; codeHash: string }>(
    ctx.em,
    `select r.id, r.user_id as "userId", r.code_hash as "codeHash" from password_reset r join app_user u on u.id = r.user_id
     where u.email = ? and u.is_active and r.used_at is null and r.expires_at > now()
     order by r.created_at desc limit 1`,
    [email],
  );
  if (!reset) throw wrongCode();
  const void_ = (await countAttempt(ctx.em, [{ key: codeKey(reset.id), limit: RESET_CODE_TRIES }], RESET_CODE_MINUTES)).wait > 0;
  const expected = Buffer.from(reset.codeHash, 'hex');
  const given = Buffer.from(codeHash(ctx.jwtSecret, reset.id, code), 'hex');
  if (void_ || expected.length !== given.length || !timingSafeEqual(expected, given)) throw wrongCode();
  await giveBack(ctx.em, [...keys.map((counter) => counter.key), codeKey(reset.id)]);
  return reset;
}

/** Whether the code is right, before the new password is asked for (the code stays usable). */
export async function verifyPasswordResetCode(ctx: RequestContext, input: ResetCodeCheck): Promise<boolean> {
  const email = normalizeEmail(input.email);
  const code = checkCode(input.code);
  await liveCode(ctx, email, code);
  return true;
}

/**
 * Sets the new password (the sign-up rules) when the code is right, spending the code and every other
 * code of the account, and revokes every token the account holds: one transaction, and a code spent
 * meanwhile by a parallel request is refused.
 */
export async function resetPassword(ctx: RequestContext, input: PasswordReset): Promise<boolean> {
  const email = normalizeEmail(input.email);
  const code = checkCode(input.code);
  const password = checkNewPassword(input.newPassword, 'newPassword');
  checkConfirmation(password, input.confirmNewPassword);
  return withCheckSlot(ctx.clientIp, 'passwordChange', async () => {
    const reset = await liveCode(ctx, email, code);
    const passwordHash = await hashPassword(password);
    await inTransaction(ctx, async (tx) => {
      const spent = await query(tx.em, 'update password_reset set used_at = now() where id = ? and used_at is null and expires_at > now() returning id', [
        reset.id,
      ]);
      if (spent.length === 0) throw wrongCode();
      await query(tx.em, 'update password_reset set used_at = now() where user_id = ? and used_at is null', [reset.userId]);
      await query(tx.em, 'update app_user set password_hash = ?, token_version = token_version + 1 where id = ?', [passwordHash, reset.userId]);
    });
    ctx.accountStates.forget(reset.userId);
    return true;
  });
}
