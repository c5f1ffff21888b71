import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of leaked lists, as zxcvbn-ts ships them (a well-kept list, so we do not
 * keep our own). Compared case-insensitively: "Password" is as guessable as "password".
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
