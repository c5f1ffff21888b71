import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of leaked lists, as zxcvbn-ts ships them (a well-kept list, so we do not
 * keep our own). Compared case-insensitively: "Password" is as guessable as "password".
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** The demo logins' passwords (the README publishes them): created outside production only. */
export const DEMO_ADMIN_PASSWORD = 'Admin12345!';
export const DEMO_CUSTOMER_PASSWORD = 'Customer123!';
/** In production they are as guessable as any common one: anyone who read the README tries them first. */
const DEMO_PASSWORDS = new Set([DEMO_ADMIN_PASSWORD, DEMO_CUSTOMER_PASSWORD].map((word) => word.toLowerCase()));

export function isCommonPassword(password: string, { production = false } = {}): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || (production && DEMO_PASSWORDS.has(lower));
}
