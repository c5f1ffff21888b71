import type { RequestContext } from '../request-context.js';

/** GraphQL resolvers get the same context as REST handlers and every service. */
export type GraphQLContext = RequestContext;
