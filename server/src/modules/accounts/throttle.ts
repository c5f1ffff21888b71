import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray, query } from '../../db/sql.js';
import { tooManyRequests } from '../../errors.js';
import type { HashingShare } from './passwords.js';

/**
 * Sign-in throttling that slows guessing down without letting anyone lock the owner out (ASVS V6.3:
 * throttle the attacker, not the account):
 * - per (address, account) pair, a hard limit: the attacker's own pair stops, nobody else's;
 * - per address across accounts, a hard limit against spraying one password over many accounts;
 * - per account, growing delays instead of a lock, for guesses spread over many addresses. The delay is
 *   for addresses that already failed on the account. It never applies to the owner's addresses (signed
 *   in from recently) or browsers (the known-device cookie a sign-in sets), nor to a few fresh addresses
 *   per window that have not failed yet: an owner on a new phone brings the right password at the first
 *   try and gets in, however many addresses keep the delay running. Guessing from fresh addresses stays
 *   bounded by that budget (FRESH_ADDRESS_PASSES per window and account), so a botnet gets a few more
 *   tries per quarter hour, not one per address.
 * Counters live in PostgreSQL, shared by every app instance, and are counted before the password is
 * checked, so attempts made in parallel (aliased GraphQL logins) each count. In front of them, each process
 * lets one address run only a few password checks at once (`withCheckSlot`), and the hashing lanes
 * (`passwords.ts`) share their time fairly and refuse what would wait too long.
 */
export const LOGIN_WINDOW_MINUTES = 15;
/** Attempts per (address, account) pair per window. */
export const PAIR_ATTEMPTS = 5;
/** Attempts per address across accounts per window (an office may share one address); a success takes its own back. */
export const ADDRESS_ATTEMPTS = 20;
/** Failures on one account, from anywhere, before each further attempt from a failed address must wait. */
export const ACCOUNT_FREE_FAILURES = 5;
/** The wait doubles with each failure beyond the free ones, up to this. */
export const ACCOUNT_DELAY_CAP_SECONDS = 60;
/** An address the account signed in from this recently is the owner's: other addresses' failures do not delay it. */
export const KNOWN_ADDRESS_DAYS = 30;
/**
 * Attempts per account and window from addresses that have not failed on it, let past the delay: the
 * owner's new address gets in at once, and guessing from ever-new addresses gets this many extra tries.
 */
export const FRESH_ADDRESS_PASSES = 5;
/** Sign-ups per address per window. */
export const SIGN_UP_ATTEMPTS = 10;
export const SIGN_UP_WINDOW_MINUTES = 60;

const pairKey = (email: string, ip: string) => `pair:${ip}|${email}`;
const addressKey = (ip: string) => `ip:${ip}`;
const accountKey = (email: string) => `account:${email}`;
const signUpKey = (ip: string) => `signup:${ip}`;
const freshKey = (email: string) => `fresh:${email}`;

/** Rows untouched this long are of no use to any window; about one attempt in a hundred sweeps them. */
const PRUNE_AFTER_HOURS = 24;
const PRUNE_SHARE = 0.01;

export interface Counter {
  key: string;
  limit: number;
}

/**
 * Counts one attempt on each counter (a fixed window per row, started by its first attempt) and answers
 * the seconds to wait when one is over its limit, else 0, and each counter's attempts now. Other modules
 * count their own attempts with it (checkout, under keys of their own), in the same table, pruned with the rest.
 */
export async function countAttempt(em: EntityManager, counters: Counter[], windowMinutes: number): Promise<{ wait: number; attempts: Map<string, number> }> {
  const rows = await query<{ key: string; attempts: number; windowLeft: number }>(
    em,
    `insert into login_throttle as t (key, attempts, window_start, last_attempt_at)
     select key, 1, now(), now() from unnest(?::text[]) as key
     on conflict (key) do update set
       attempts = case when t.window_start < now() - make_interval(mins => ?) then 1 else t.attempts + 1 end,
       window_start = case when t.window_start < now() - make_interval(mins => ?) then now() else t.window_start end,
       last_attempt_at = now()
     returning key, attempts, extract(epoch from t.window_start + make_interval(mins => ?) - now())::float8 as "windowLeft"`,
    [pgArray(counters.map((counter) => counter.key)), windowMinutes, windowMinutes, windowMinutes],
  );
  const over = rows.filter((row) => row.attempts > counters.find((c) => c.key === row.key)!.limit);
  return { wait: over.length ? Math.max(...over.map((row) => row.windowLeft)) : 0, attempts: new Map(rows.map((row) => [row.key, row.attempts])) };
}

/** Takes one attempt back from each counter (a check that passed). */
export async function giveBack(em: EntityManager, keys: string[]): Promise<void> {
  await query(em, 'update login_throttle set attempts = greatest(attempts - 1, 0) where key = any(?::text[])', [pgArray(keys)]);
}

/** Seconds a failed address must wait after the account's last attempt, given its failures so far (SQL). */
const ACCOUNT_DELAY_SQL = `case when t.attempts < ${ACCOUNT_FREE_FAILURES} then 0
  else least(power(2, t.attempts - ${ACCOUNT_FREE_FAILURES} + 1), ${ACCOUNT_DELAY_CAP_SECONDS}) end`;

/**
 * Takes the account's next attempt unless this address must still wait: one statement, so parallel
 * attempts from many addresses cannot all pass when a delay ends. `exempt` (a known browser, a fresh
 * address's pass) and the account's known addresses pass at once. Failures are forgotten after a window
 * without attempts. Answers the seconds to wait (else 0), and whether the address is a known one.
 */
async function takeAccountAttempt(em: EntityManager, email: string, ip: string, exempt: boolean): Promise<{ wait: number; knownAddress: boolean }> {
  const [taken] = await query<{ knownAddress: boolean }>(
    em,
    `with known as (select exists (select 1 from login_known_address
                                   where email = ? and address = ? and signed_in_at > now() - make_interval(days => ?)) as yes)
     insert into login_throttle as t (key, attempts, window_start, last_attempt_at) values (?, 1, now(), now())
     on conflict (key) do update set
       attempts = case when t.last_attempt_at < now() - make_interval(mins => ?) then 1 else t.attempts + 1 end,
       last_attempt_at = now()
     where t.last_attempt_at < now() - make_interval(mins => ?)
        or t.last_attempt_at <= now() - make_interval(secs => ${ACCOUNT_DELAY_SQL})
        or ?::boolean
        or (select yes from known)
     returning (select yes from known) as "knownAddress"`,
    [email, ip, KNOWN_ADDRESS_DAYS, accountKey(email), LOGIN_WINDOW_MINUTES, LOGIN_WINDOW_MINUTES, exempt],
  );
  if (taken) return { wait: 0, knownAddress: taken.knownAddress };
  const [row] = await query<{ wait: number }>(
    em,
    `select extract(epoch from t.last_attempt_at + make_interval(secs => ${ACCOUNT_DELAY_SQL}) - now())::float8 as wait
     from login_throttle t where key = ?`,
    [accountKey(email)],
  );
  return { wait: Math.max(row?.wait ?? 1, 1), knownAddress: false };
}

/** Takes one of the account's fresh-address passes of this window, if any is left. */
async function takeFreshPass(em: EntityManager, email: string): Promise<boolean> {
  const { wait } = await countAttempt(em, [{ key: freshKey(email), limit: FRESH_ADDRESS_PASSES }], LOGIN_WINDOW_MINUTES);
  if (wait > 0) await giveBack(em, [freshKey(email)]);
  return wait === 0;
}

/** "40 seconds", "1 minute", "15 minutes". */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What the attempt is for: the refusal speaks of it. A password change checks the current password. */
export type PasswordCheck = 'signIn' | 'passwordChange';

function refusal(check: PasswordCheck, cause: 'limited' | 'delayed', seconds: number) {
  const wait = `Please wait ${waitText(seconds)} and try again.`;
  if (check === 'passwordChange') return tooManyRequests(`Too many password attempts. ${wait}`, 'passwordChangeThrottled', seconds);
  if (cause === 'delayed') return tooManyRequests(`Too many failed sign-ins to this account. ${wait}`, 'loginDelayed', seconds);
  return tooManyRequests(`Too many sign-in attempts. ${wait}`, 'loginThrottled', seconds);
}

/** What a counted attempt found out: the hashing lanes serve known callers first; `forgiveLoginAttempt` needs it back. */
export interface LoginAttempt {
  email: string;
  ip: string;
  /** The address or the browser has signed in to this account before. */
  known: boolean;
  /** It went past the account's delay on one of the fresh-address passes. */
  freshPass: boolean;
}

/**
 * Counts one password check (a sign-in, or the current password when changing it) before the password
 * is checked. 429 with the real wait when the pair or the address is over its limit, or when this
 * address must wait for the account's delay; a delayed attempt checks no password, so it is not counted.
 * `knownDevice`: the browser carries this account's known-device cookie.
 */
export async function takeLoginAttempt(
  em: EntityManager,
  email: string,
  ip: string,
  check: PasswordCheck = 'signIn',
  knownDevice = false,
): Promise<LoginAttempt> {
  if (Math.random() < PRUNE_SHARE) await pruneThrottle(em);
  const { wait: limited, attempts } = await countAttempt(
    em,
    [
      { key: pairKey(email, ip), limit: PAIR_ATTEMPTS },
      { key: addressKey(ip), limit: ADDRESS_ATTEMPTS },
    ],
    LOGIN_WINDOW_MINUTES,
  );
  if (limited > 0) throw refusal(check, 'limited', limited);
  let { wait: delay, knownAddress } = await takeAccountAttempt(em, email, ip, knownDevice);
  // The pair's first attempt of the window: this address has not failed on the account.
  const freshPass = delay > 0 && attempts.get(pairKey(email, ip)) === 1 && (await takeFreshPass(em, email));
  if (freshPass) ({ wait: delay, knownAddress } = await takeAccountAttempt(em, email, ip, true));
  if (delay > 0) {
    await giveBack(em, [pairKey(email, ip), addressKey(ip)]);
    throw refusal(check, 'delayed', delay);
  }
  return { email, ip, known: knownAddress || knownDevice, freshPass };
}

/** The password was not checked after all (no hashing lane in time): the attempt is given back everywhere. */
export async function giveBackLoginAttempt(em: EntityManager, attempt: LoginAttempt): Promise<void> {
  const { email, ip } = attempt;
  await giveBack(em, [pairKey(email, ip), addressKey(ip), accountKey(email), ...(attempt.freshPass ? [freshKey(email)] : [])]);
}

/**
 * The password was right: the pair starts afresh, the address and the account take this attempt back
 * (other addresses' failures still count, a fresh-address pass it used too), and the address is
 * remembered as the owner's.
 */
export async function forgiveLoginAttempt(em: EntityManager, attempt: LoginAttempt): Promise<void> {
  const { email, ip } = attempt;
  const keys = [addressKey(ip), accountKey(email), ...(attempt.freshPass ? [freshKey(email)] : [])];
  await query(
    em,
    `with pair as (delete from login_throttle where key = ?),
     known as (insert into login_known_address (email, address, signed_in_at) values (?, ?, now())
               on conflict (email, address) do update set signed_in_at = now())
     update login_throttle set attempts = greatest(attempts - 1, 0) where key = any(?::text[])`,
    [pairKey(email, ip), email, ip, pgArray(keys)],
  );
}

const signUpRefusal = (seconds: number) =>
  tooManyRequests(`Too many sign-ups from this address. Please wait ${waitText(seconds)} and try again.`, 'signUpThrottled', seconds);

/** Counts one sign-up from the address; 429 with the wait when over the limit. */
export async function takeSignUpAttempt(em: EntityManager, ip: string): Promise<void> {
  const { wait: limited } = await countAttempt(em, [{ key: signUpKey(ip), limit: SIGN_UP_ATTEMPTS }], SIGN_UP_WINDOW_MINUTES);
  if (limited > 0) throw signUpRefusal(limited);
}

/** Whose hash it is, for the hashing lanes' fair shares; their refusal (no lane in time) speaks of the check. */
export function hashingShare(ip: string, account: string, known: boolean, check: PasswordCheck | 'signUp'): HashingShare {
  return { address: ip, account, known, refuse: (seconds) => (check === 'signUp' ? signUpRefusal(seconds) : refusal(check, 'limited', seconds)) };
}

/** Password checks and hashes (sign-in, sign-up, password change) one address may have under way at once. */
export const PARALLEL_CHECKS_PER_ADDRESS = 3;
const checksUnderWay = new Map<string, number>();

/**
 * Runs one sign-in, sign-up or password change for the address unless it already has a few under way in
 * this process: the rest of a burst gets 429 (wait a second) at once, without a query or a hash. The
 * counters above would refuse them too, but each takes the address's row lock and a commit in turn: a
 * thousand parallel sign-ins queued for seconds on that row and on the connection pool, and every other
 * request, /health included, waited behind them.
 */
export async function withCheckSlot<T>(ip: string, check: PasswordCheck | 'signUp', run: () => Promise<T>): Promise<T> {
  const underWay = checksUnderWay.get(ip) ?? 0;
  if (underWay >= PARALLEL_CHECKS_PER_ADDRESS) throw check === 'signUp' ? signUpRefusal(1) : refusal(check, 'limited', 1);
  checksUnderWay.set(ip, underWay + 1);
  try {
    return await run();
  } finally {
    const left = checksUnderWay.get(ip)! - 1;
    if (left > 0) checksUnderWay.set(ip, left);
    else checksUnderWay.delete(ip);
  }
}

async function pruneThrottle(em: EntityManager): Promise<void> {
  await query(
    em,
    `with stale as (delete from login_throttle where last_attempt_at < now() - make_interval(hours => ?))
     delete from login_known_address where signed_in_at < now() - make_interval(days => ?)`,
    [PRUNE_AFTER_HOURS, KNOWN_ADDRESS_DAYS],
  );
}
