import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { validInput } from '../../graphql/input-schema.js';
import { ACCOUNT_FIELD_REASONS } from './accounts.resolvers.js';
import { PasswordReset, ResetCodeCheck, ResetRequest } from './recovery.schemas.js';
import { requestPasswordReset, resetPassword, verifyPasswordResetCode } from './recovery.service.js';

/** A code too long for the schema keeps the reason the service's check gave it before (the storefront translates it). */
const RECOVERY_REASONS = { ...ACCOUNT_FIELD_REASONS, code: 'resetCodeFormat' } as const;

export const recoveryResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: (_, { input }, ctx) => requestPasswordReset(ctx, validInput(ResetRequest, input, RECOVERY_REASONS)),
    verifyPasswordResetCode: (_, { input }, ctx) => verifyPasswordResetCode(ctx, validInput(ResetCodeCheck, input, RECOVERY_REASONS)),
    resetPassword: (_, { input }, ctx) => resetPassword(ctx, validInput(PasswordReset, input, RECOVERY_REASONS)),
  },
};
