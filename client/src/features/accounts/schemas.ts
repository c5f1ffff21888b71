import { ChangePasswordInput, Credentials, Profile, Registration } from '../../../../server/src/modules/accounts/accounts.schemas';
import { PasswordReset, ResetRequest } from '../../../../server/src/modules/accounts/recovery.schemas';
import { checkContract, type FieldMap } from '../../components/form/contract';
import { z } from '../../lib/zod';
import { checkedText, key } from '../../components/form/useZodForm';
import { checkEmail, checkLocalPhone, checkPassword, checkRequired, PHONE_PREFIX } from '../../lib/validation';

/**
 * The accounts forms' schemas, built on the same checks as before (lib/validation.ts); messages are
 * catalogue keys. Each also checks the input it makes against the server's schema of that write
 * (accounts.schemas.ts, recovery.schemas.ts: the texts' lengths), through checkContract.
 */

const required = (message: Parameters<typeof checkRequired>[1]) => checkedText((value) => checkRequired(value, message));
const email = checkedText(checkEmail);

/** Adds "Passwords do not match" to `confirm` when it is filled in well but differs from `password`. */
function matching<T extends Record<string, string>>(password: keyof T & string, confirm: keyof T & string) {
  return (form: T, ctx: z.RefinementCtx) => {
    const repeated = form[confirm] ?? '';
    if (!checkPassword(repeated) && repeated.trim() !== (form[password] ?? '').trim())
      ctx.addIssue({ code: 'custom', path: [confirm], message: key('errors.passwordMismatch') });
  };
}

/** The sign-in's input as sent (the password as typed: the server compares it so). */
export const loginInput = (form: { email: string; password: string }) => ({ email: form.email.trim(), password: form.password });

export const loginSchema = z
  .object({ email, password: checkedText((value) => checkPassword(value)) })
  .superRefine((form, ctx) => checkContract(ctx, Credentials, loginInput(form), { email: 'email', password: 'password' }));

/** A new password typed twice (sign-up, recovery): 8+ characters, the same both times. */
const passwordPair = {
  password: checkedText((value) => checkPassword(value)),
  confirmPassword: checkedText((value) => checkPassword(value, 'errors.confirmPasswordRequired')),
};

/** Recovery's new password as sent, with the address and code of the steps before. */
export const passwordResetInput = (form: { password: string; confirmPassword: string }, email: string, code: string) => ({
  email,
  code,
  newPassword: form.password.trim(),
  confirmNewPassword: form.confirmPassword.trim(),
});

/** The address and code were checked at their own steps; here the new password's fields. */
const PASSWORD_RESET_FIELDS: FieldMap = { email: null, code: null, newPassword: 'password', confirmNewPassword: 'confirmPassword' };

export const newPasswordSchema = z
  .object(passwordPair)
  .superRefine(matching('password', 'confirmPassword'))
  .superRefine((form, ctx) => checkContract(ctx, PasswordReset, passwordResetInput(form, '', ''), PASSWORD_RESET_FIELDS));

/** The sign-up's input as sent: trimmed texts, the phone with its +994. */
export function registrationInput(form: { firstName: string; lastName: string; email: string; phone: string; password: string; confirmPassword: string }) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phoneNumber: `${PHONE_PREFIX}${form.phone}`,
    password: form.password.trim(),
    confirmPassword: form.confirmPassword.trim(),
  };
}

const REGISTRATION_FIELDS: FieldMap = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phone',
  password: 'password',
  confirmPassword: 'confirmPassword',
};

export const registerSchema = z
  .object({
    firstName: required('errors.firstNameRequired'),
    lastName: required('errors.lastNameRequired'),
    email,
    phone: checkedText(checkLocalPhone),
    ...passwordPair,
  })
  .superRefine(matching('password', 'confirmPassword'))
  .superRefine((form, ctx) => checkContract(ctx, Registration, registrationInput(form), REGISTRATION_FIELDS));

export const recoveryEmailSchema = z
  .object({ email })
  .superRefine((form, ctx) => checkContract(ctx, ResetRequest, { email: form.email.trim() }, { email: 'email' }));

/** The profile's input as sent: trimmed texts. */
export const profileInput = (form: { firstName: string; lastName: string; email: string }) => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  email: form.email.trim(),
});

export const profileDetailsSchema = z
  .object({
    firstName: required('errors.firstNameRequired'),
    lastName: required('errors.lastNameRequired'),
    email,
  })
  .superRefine((form, ctx) => checkContract(ctx, Profile, profileInput(form), { firstName: 'firstName', lastName: 'lastName', email: 'email' }));

/** The password change's input as sent: trimmed. */
export const passwordChangeInput = (form: { currentPassword: string; newPassword: string; confirmNewPassword: string }) => ({
  currentPassword: form.currentPassword.trim(),
  newPassword: form.newPassword.trim(),
  confirmNewPassword: form.confirmNewPassword.trim(),
});

/** Password change: the current one, a new one of 8+ that differs from it, and the new one again. */
export const changePasswordSchema = z
  .object({
    currentPassword: required('errors.currentPasswordRequired'),
    newPassword: checkedText((value) => checkPassword(value, 'errors.newPasswordRequired', 'errors.newPasswordTooShort')),
    confirmNewPassword: z.string(),
  })
  .superRefine((form, ctx) => {
    const current = form.currentPassword.trim();
    const next = form.newPassword.trim();
    if (current && next && current === next) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: key('errors.samePassword') });
    if (form.confirmNewPassword.trim() !== next)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmNewPassword'],
        message: key(form.confirmNewPassword ? 'errors.passwordMismatch' : 'errors.confirmPasswordRequired'),
      });
    checkContract(ctx, ChangePasswordInput, passwordChangeInput(form), {
      currentPassword: 'currentPassword',
      newPassword: 'newPassword',
      confirmNewPassword: 'confirmNewPassword',
    });
  });
