import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requestPasswordReset, resetPassword, verifyPasswordResetCode } from './recovery.service.js';

export const recoveryResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: (_, { input }, ctx) => requestPasswordReset(ctx, input),
    verifyPasswordResetCode: (_, { input }, ctx) => verifyPasswordResetCode(ctx, input),
    resetPassword: (_, { input }, ctx) => resetPassword(ctx, input),
  },
};
