import { describe, expect, it } from 'vitest';
import { checkEmail, checkLocalPhone, checkPassword, formatPhone, localPhoneDigits, splitPhone } from './validation';

describe('account form rules', () => {
  it('checks e-mail addresses', () => {
    expect(checkEmail('')).toBe('errors.emailRequired');
    expect(checkEmail('  ')).toBe('errors.emailRequired');
    expect(checkEmail('a@b')).toBe('errors.emailInvalid');
    expect(checkEmail(' nigar@example.az ')).toBeNull();
  });

  it('wants at least 8 characters after trimming', () => {
    expect(checkPassword('')).toBe('errors.passwordRequired');
    expect(checkPassword('  1234567  ')).toBe('errors.passwordTooShort');
    expect(checkPassword('12345678')).toBeNull();
  });

  it('takes nine local digits after the fixed +994 prefix', () => {
    expect(checkLocalPhone('')).toBe('errors.phoneRequired');
    expect(checkLocalPhone('50123456')).toBe('errors.phoneInvalid');
    expect(checkLocalPhone('501234567')).toBeNull();
    expect(localPhoneDigits('50 123-45-67')).toBe('501234567');
    expect(localPhoneDigits('+994 50 123 45 67')).toBe('501234567');
    expect(localPhoneDigits('0501234567')).toBe('501234567');
    expect(localPhoneDigits('5012345678')).toBe('501234567');
    expect(splitPhone('+994501234567')).toBe('501234567');
    expect(formatPhone('+994501234567')).toBe('+994 50 123 45 67');
    expect(formatPhone('12345')).toBe('12345');
  });
});
