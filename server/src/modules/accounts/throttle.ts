import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.js';
import { tooManyRequests } from '../../errors.js';

/** Sign-in attempts allowed per window: per account, and per client address (an office may share one). */
export const LOGIN_WINDOW_MINUTES = 15;
export const ACCOUNT_ATTEMPTS = 5;
export const ADDRESS_ATTEMPTS = 20;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;

/**
 * Counts one sign-in attempt before the password is checked, so attempts made in parallel (aliased or
 * batched GraphQL logins) each count. Answers 429 once either counter is over its limit.
 */
export async function takeLoginAttempt(em: EntityManager, email: string, ip: string): Promise<void> {
  const rows = await query<{ key: string; attempts: number }>(
    em,
    `insert into login_throttle as t (key, attempts, window_start) values (?, 1, now()), (?, 1, now())
     on conflict (key) do update set
       attempts = case when t.window_start < now() - make_interval(mins => ?) then 1 else t.attempts + 1 end,
       window_start = case when t.window_start < now() - make_interval(mins => ?) then now() else t.window_start end
     returning key, attempts`,
    [accountKey(email), addressKey(ip), LOGIN_WINDOW_MINUTES, LOGIN_WINDOW_MINUTES],
  );
  const over = rows.some((r) => r.attempts > (r.key.startsWith('ip:') ? ADDRESS_ATTEMPTS : ACCOUNT_ATTEMPTS));
  if (over) {
    throw tooManyRequests(`Too many sign-in attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`, 'loginThrottled');
  }
}

/** A successful sign-in clears the account's counter and takes its attempt back from the address. */
export async function forgiveLoginAttempt(em: EntityManager, email: string, ip: string): Promise<void> {
  await query(
    em,
    `with cleared as (delete from login_throttle where key = ?)
     update login_throttle set attempts = greatest(attempts - 1, 0) where key = ?`,
    [accountKey(email), addressKey(ip)],
  );
}
