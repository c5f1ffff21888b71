import { badInput } from '../../errors.js';
import { checkOneLine } from '../../input.js';
import { MAX_EMAIL_LENGTH } from './accounts.schemas.js';
import { isCommonPassword } from './common-passwords.js';

/**
 * Input rules shared by sign-up, profile and the back office, with the messages the API answers. They
 * take text the write's schema has checked (type, length: accounts.schemas.ts, recovery.schemas.ts).
 */

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * A first or last name (at most MAX_NAME_LENGTH by its schema): required after trimming, and one plain
 * line (names go into checkout's WhatsApp message, where a line break would fake a line). Reasons:
 * `<field>Required`, `<field>Invalid`.
 */
export function requiredName(value: string, label: string, field: 'firstName' | 'lastName'): string {
  const text = value.trim();
  if (!text) throw badInput(`${label} is required`, `${field}Required`);
  checkOneLine(text, field, `${field}Invalid`);
  return text;
}

/**
 * The address trimmed and in lower case. Its length is checked again here: lower case may lengthen text
 * ('İ' becomes two characters), and ADMIN_EMAIL (config.ts) comes from no schema.
 */
export function normalizeEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!email) throw badInput('E-mail is required', 'emailRequired');
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) throw badInput('E-mail is not a valid address', 'emailInvalid');
  return email;
}

/** Accepts +994XXXXXXXXX, 994XXXXXXXXX, 0XXXXXXXXX or the nine local digits; spaces, dashes and brackets are ignored. */
export function normalizePhone(value: string): string {
  const raw = value.replace(/[\s\-()]/g, '');
  if (!raw) throw badInput('Phone number is required', 'phoneRequired');
  const local = raw.match(/^(?:\+?994|0)?(\d{9})$/)?.[1];
  if (!local) throw badInput('Phone number must be +994 followed by 9 digits', 'phoneInvalid');
  return `+994${local}`;
}

/**
 * Passwords are trimmed before use, as the sign-up form does; common ones are refused, and in production
 * (`production`) the demo logins' published passwords too. At most MAX_PASSWORD_LENGTH by the schema.
 * Left out (REST's password change may): required.
 */
export function checkNewPassword(value: string | undefined, reasonPrefix = 'password', production = false): string {
  const password = value?.trim() ?? '';
  if (!password) throw badInput('Password is required', `${reasonPrefix}Required`);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badInput(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`, `${reasonPrefix}TooShort`);
  }
  // The first passwords any guesser tries; the sign-in throttle alone would let them through in time.
  if (isCommonPassword(password, { production }))
    throw badInput('This password is too common. Choose one that is harder to guess.', `${reasonPrefix}TooCommon`);
  return password;
}

export function checkConfirmation(password: string, confirmation: string | undefined): void {
  if ((confirmation?.trim() ?? '') !== password) {
    throw badInput('Passwords do not match', 'passwordMismatch');
  }
}
