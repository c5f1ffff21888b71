import type { MessageKey } from '../i18n';

/** Client-side checks mirroring the server's (it checks again); each answers a catalogue key or null. */
export const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const PHONE_PREFIX = '+994';
export const PHONE_LOCAL_DIGITS = 9;

export function checkRequired(value: string, key: MessageKey): MessageKey | null {
  return value.trim() ? null : key;
}

export function checkEmail(value: string): MessageKey | null {
  const email = value.trim();
  if (!email) return 'errors.emailRequired';
  return EMAIL_PATTERN.test(email) ? null : 'errors.emailInvalid';
}

export function checkPassword(
  value: string,
  required: MessageKey = 'errors.passwordRequired',
  tooShort: MessageKey = 'errors.passwordTooShort',
): MessageKey | null {
  const password = value.trim();
  if (!password) return required;
  return password.length < MIN_PASSWORD_LENGTH ? tooShort : null;
}

/** The nine local digits typed after the fixed +994 prefix. */
export function checkLocalPhone(value: string): MessageKey | null {
  if (!value) return 'errors.phoneRequired';
  return new RegExp(`^\\d{${PHONE_LOCAL_DIGITS}}$`).test(value) ? null : 'errors.phoneInvalid';
}

/** Keeps digits only, at most nine (a pasted "+994 50 123 45 67" or "050…" keeps its local part). */
export function localPhoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > PHONE_LOCAL_DIGITS && digits.startsWith('994')) digits = digits.slice(3);
  else if (digits.length > PHONE_LOCAL_DIGITS && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LOCAL_DIGITS);
}

/** "+994501234567" → "501234567" (for editing a stored number). */
export function splitPhone(phone: string): string {
  return localPhoneDigits(phone.startsWith(PHONE_PREFIX) ? phone.slice(PHONE_PREFIX.length) : phone);
}

/** "+994501234567" → "+994 50 123 45 67" for display; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+994(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+994 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : phone;
}
