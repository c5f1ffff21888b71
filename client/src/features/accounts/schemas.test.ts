import { describe, expect, it } from 'vitest';
import { changePasswordSchema, registerSchema } from './schemas';

/** Each field's first message (what the form shows). */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('accounts form schemas', () => {
  const filled = {
    firstName: 'Nigar',
    lastName: 'Əliyeva',
    email: 'nigar@example.az',
    phone: '501234567',
    password: 'Baku2026!',
    confirmPassword: 'Baku2026!',
  };

  it('sign-up: every field required, and the repeated password must match', () => {
    expect(registerSchema.safeParse(filled).success).toBe(true);
    expect(messages(registerSchema.safeParse({ ...filled, firstName: ' ', phone: '5012', confirmPassword: 'Baku2026?' }))).toEqual({
      firstName: 'errors.firstNameRequired',
      phone: 'errors.phoneInvalid',
      confirmPassword: 'errors.passwordMismatch',
    });
    expect(messages(registerSchema.safeParse({ ...filled, confirmPassword: '' }))).toEqual({ confirmPassword: 'errors.confirmPasswordRequired' });
  });

  it('password change: refuses a new password equal to the current one, and a missing repeat', () => {
    const form = { currentPassword: 'Customer123!', newPassword: 'Customer123!', confirmNewPassword: '' };
    expect(messages(changePasswordSchema.safeParse(form))).toEqual({
      newPassword: 'errors.samePassword',
      confirmNewPassword: 'errors.confirmPasswordRequired',
    });
    expect(changePasswordSchema.safeParse({ ...form, newPassword: 'Ganja2026!new', confirmNewPassword: 'Ganja2026!new' }).success).toBe(true);
  });
});
