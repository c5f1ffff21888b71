import { UpdateUserInput } from '../../../../server/src/modules/accounts/accounts.schemas';
import type { Role } from '../../gql/graphql';
import { checkContract, type FieldMap } from '../../components/form/contract';
import { checkedText } from '../../components/form/useZodForm';
import { checkLocalPhone, checkRequired, PHONE_PREFIX } from '../../lib/validation';
import { z } from '../../lib/zod';

/** The user edit dialog's input as sent: trimmed names, the phone with its +994. */
export function userInput(form: { firstName: string; lastName: string; phone: string; role: Role; isActive: boolean }) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phoneNumber: `${PHONE_PREFIX}${form.phone}`,
    role: form.role,
    isActive: form.isActive,
  };
}

/** Where the server's UpdateUserInput shows its errors on the dialog (role: the GraphQL enum's name, picked from a list). */
export const USER_FIELDS: FieldMap = { firstName: 'firstName', lastName: 'lastName', phoneNumber: 'phone', role: null, isActive: 'isActive' };

/**
 * The user edit dialog (back office §5: first name, last name and phone required), on the storefront's
 * checks; the input it makes checked against the server's UpdateUserInput (lengths).
 */
export const userEditSchema = z
  .object({
    firstName: checkedText((value) => checkRequired(value, 'errors.firstNameRequired')),
    lastName: checkedText((value) => checkRequired(value, 'errors.lastNameRequired')),
    phone: checkedText(checkLocalPhone),
    role: z.custom<Role>((value) => typeof value === 'string'),
    isActive: z.boolean(),
  })
  .superRefine((form, ctx) => checkContract(ctx, UpdateUserInput, userInput(form), USER_FIELDS));
