import { badInput } from '../../errors.js';
import { checkOneLine } from '../../input.js';
import { isCommonPassword } from './common-passwords.js';

/** Input rules shared by sign-up, profile and the back office, with the messages the API answers. */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * A first or last name: required, at most MAX_NAME_LENGTH, and one plain line (names go into checkout's
 * WhatsApp message, where a line break would fake a line). Reasons: `<field>Required`, `<field>Invalid`.
 */
export function requiredName(value: unknown, label: string, field: 'firstName' | 'lastName'): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw badInput(`${label} is required`, `${field}Required`);
  if (text.length > MAX_NAME_LENGTH) throw badInput(`${label} must be at most ${MAX_NAME_LENGTH} characters`, `${field}Required`);
  checkOneLine(text, field, `${field}Invalid`);
  return text;
}

export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) throw badInput('E-mail is required', 'emailRequired');
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) throw badInput('E-mail is not a valid address', 'emailInvalid');
  return email;
}

/** Accepts +994XXXXXXXXX, 994XXXXXXXXX, 0XXXXXXXXX or the nine local digits; spaces, dashes and brackets are ignored. */
export function normalizePhone(value: unknown): string {
  const raw = typeof value === 'string' ? value.replace(/[\s\-()]/g, '') : '';
  if (!raw) throw badInput('Phone number is required', 'phoneRequired');
  const local = raw.match(/^(?:\+?994|0)?(\d{9})$/)?.[1];
  if (!local) throw badInput('Phone number must be +994 followed by 9 digits', 'phoneInvalid');
  return `+994${local}`;
}

/**
 * Passwords are trimmed before use, as the sign-up form does; common ones are refused, and in production
 * (`production`) the demo logins' published passwords too.
 */
export function checkNewPassword(value: unknown, reasonPrefix = 'password', production = false): string {
  const password = typeof value === 'string' ? value.trim() : '';
  if (!password) throw badInput('Password is required', `${reasonPrefix}Required`);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badInput(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`, `${reasonPrefix}TooShort`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) throw badInput(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`, `${reasonPrefix}TooLong`);
  // The first passwords any guesser tries; the sign-in throttle alone would let them through in time.
  if (isCommonPassword(password, { production }))
    throw badInput('This password is too common. Choose one that is harder to guess.', `${reasonPrefix}TooCommon`);
  return password;
}

export function checkConfirmation(password: string, confirmation: unknown): void {
  if ((typeof confirmation === 'string' ? confirmation.trim() : '') !== password) {
    throw badInput('Passwords do not match', 'passwordMismatch');
  }
}
