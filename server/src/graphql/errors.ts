import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Caller errors keep their message and code; anything unexpected is logged and answered with a generic
 * message, so internals (SQL, stack traces) never leak.
 */
export function formatGraphQLError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return { message: original.message, path: formatted.path, locations: formatted.locations, extensions: { code: original.code, ...(original.reason ? { reason: original.reason } : {}), ...(original.retryAfterSeconds ? { retryAfterSeconds: original.retryAfterSeconds } : {}) } };
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
