import { restRoute, type RestRoute } from '../../rest/route.js';
import { Message } from '../../rest/schema.js';
import { PasswordReset, ResetCodeCheck, ResetRequest, ResetRequestAnswer } from './recovery.schemas.js';
import { requestPasswordReset, resetPassword, verifyPasswordResetCode } from './recovery.service.js';

/** Password recovery: the spec names no paths for it, so these follow its Auth routes. */
export const recoveryRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/Auth/forgot-password',
    summary: 'Sends a 4-digit code to the account with this e-mail, if there is one (the answer never tells); 503 when the shop has no e-mail',
    schema: { body: ResetRequest, response: ResetRequestAnswer },
    handler: async ({ body, context }) => requestPasswordReset(context, body),
  }),
  restRoute({
    method: 'POST',
    path: '/Auth/verify-reset-code',
    summary: 'Checks a code before the new password is asked for (400 resetCodeInvalid when wrong, expired or used)',
    schema: { body: ResetCodeCheck, response: Message },
    handler: async ({ body, context }) => {
      await verifyPasswordResetCode(context, body);
      return { message: 'The code is right' };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/Auth/reset-password',
    summary: 'Sets a new password with the code (used up); every token of the account stops working',
    schema: { body: PasswordReset, response: Message },
    handler: async ({ body, context }) => {
      await resetPassword(context, body);
      return { message: 'Password changed successfully' };
    },
  }),
];
