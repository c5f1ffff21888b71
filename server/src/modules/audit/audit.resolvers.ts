import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { auditTrail } from './audit.service.js';

export const auditResolvers: Resolvers = {
  Query: {
    auditTrail: (_, args, ctx) => auditTrail(ctx, args),
  },
};
