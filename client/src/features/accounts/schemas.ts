import { z } from '../../lib/zod';
import { checkedText, key } from '../../components/form/useZodForm';
import { checkEmail, checkLocalPhone, checkPassword, checkRequired } from '../../lib/validation';

/** The accounts forms' schemas, built on the same checks as before (lib/validation.ts); messages are catalogue keys. */

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

export const loginSchema = z.object({ email, password: checkedText((value) => checkPassword(value)) });

/** A new password typed twice (sign-up, recovery): 8+ characters, the same both times. */
const passwordPair = {
  password: checkedText((value) => checkPassword(value)),
  confirmPassword: checkedText((value) => checkPassword(value, 'errors.confirmPasswordRequired')),
};

export const newPasswordSchema = z.object(passwordPair).superRefine(matching('password', 'confirmPassword'));

export const registerSchema = z
  .object({
    firstName: required('errors.firstNameRequired'),
    lastName: required('errors.lastNameRequired'),
    email,
    phone: checkedText(checkLocalPhone),
    ...passwordPair,
  })
  .superRefine(matching('password', 'confirmPassword'));

export const recoveryEmailSchema = z.object({ email });

export const profileDetailsSchema = z.object({
  firstName: required('errors.firstNameRequired'),
  lastName: required('errors.lastNameRequired'),
  email,
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
  });
