import { describe, expect, it } from 'vitest';
import { ChangePasswordInput, Profile, Registration } from '../../../../server/src/modules/accounts/accounts.schemas';
import { keyWith } from '../../components/form/messages';
import { schemaLimit } from '../../test/contract';
import { changePasswordSchema, profileDetailsSchema, registerSchema } from './schemas';

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

  it('sign-up, profile and password change: a text longer than the server’s schema of that input takes, with its limit', () => {
    const tooLong = (schema: Parameters<typeof schemaLimit>[0]) => keyWith('errors.contract.tooLong', { max: schemaLimit(schema, 'maxLength') });
    const over = (schema: Parameters<typeof schemaLimit>[0]) => 'a'.repeat(schemaLimit(schema, 'maxLength') + 1);
    const name = over(Registration.properties.firstName);
    const password = `${over(Registration.properties.password)}1!`;
    expect(messages(registerSchema.safeParse({ ...filled, firstName: name, password, confirmPassword: password }))).toEqual({
      firstName: tooLong(Registration.properties.firstName),
      password: tooLong(Registration.properties.password),
      confirmPassword: tooLong(Registration.properties.confirmPassword),
    });
    expect(messages(profileDetailsSchema.safeParse({ firstName: 'Nigar', lastName: over(Profile.properties.lastName), email: filled.email }))).toEqual({
      lastName: tooLong(Profile.properties.lastName),
    });
    const next = over(ChangePasswordInput.properties.newPassword);
    expect(messages(changePasswordSchema.safeParse({ currentPassword: 'Customer123!', newPassword: next, confirmNewPassword: next }))).toEqual({
      newPassword: tooLong(ChangePasswordInput.properties.newPassword),
      confirmNewPassword: tooLong(ChangePasswordInput.properties.confirmNewPassword),
    });
  });
});
