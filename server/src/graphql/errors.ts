import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { asAppError, type AppError } from '../errors.js';

/** The error behind a resolver's error, or behind a failed context (Apollo wraps both, the latter twice). */
function originalOf(error: unknown): unknown {
  let original = unwrapResolverError(error);
  while (original instanceof GraphQLError && original.originalError) original = original.originalError;
  return original;
}

/**
 * Caller errors keep their message and code; anything unexpected is logged and answered with a generic
 * message, so internals (SQL, stack traces) never leak.
 */
export function formatGraphQLError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = originalOf(error);
    const known = asAppError(original);
    if (known) {
      return {
        message: known.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: {
          code: known.code,
          ...(known.reason ? { reason: known.reason } : {}),
          ...(known.retryAfterSeconds ? { retryAfterSeconds: known.retryAfterSeconds } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return { ...formatted, extensions: { code } };
    // Apollo refuses some requests with an HTTP status and no code (a persisted query whose hash does not match).
    const status = (original as { extensions?: { http?: { status?: number } } } | undefined)?.extensions?.http?.status;
    if (status && status >= 400 && status < 500) return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    log.error({ err: original }, 'GraphQL resolver failed');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** A failed context (the viewer could not be read) answers with the caller error's HTTP status, not 500. */
export function contextFailure(error: unknown): never {
  const known = asAppError(error);
  if (!known) throw error;
  throw new GraphQLError(known.message, { originalError: known, extensions: { code: known.code, http: { status: known.status } } });
}

/** While the database is not reachable an operation that needed it answers 503, so clients retry later. */
export const databaseUnavailableStatus: ApolloServerPlugin = {
  requestDidStart: async () => ({
    willSendResponse: async ({ response, errors }) => {
      const unavailable = errors
        ?.map(originalOf)
        .map(asAppError)
        .find((e): e is AppError => e?.code === 'SERVICE_UNAVAILABLE');
      if (!unavailable) return;
      response.http.status = unavailable.status;
      response.http.headers.set('retry-after', String(unavailable.retryAfterSeconds));
    },
  }),
};
