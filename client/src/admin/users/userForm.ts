import type { Role } from '../../gql/graphql';
import { checkedText } from '../../components/form/useZodForm';
import { checkLocalPhone, checkRequired } from '../../lib/validation';
import { z } from '../../lib/zod';

/** The user edit dialog (back office §5: first name, last name and phone required), on the storefront's checks. */
export const userEditSchema = z.object({
  firstName: checkedText((value) => checkRequired(value, 'errors.firstNameRequired')),
  lastName: checkedText((value) => checkRequired(value, 'errors.lastNameRequired')),
  phone: checkedText(checkLocalPhone),
  role: z.custom<Role>((value) => typeof value === 'string'),
  isActive: z.boolean(),
});
