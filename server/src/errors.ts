/**
 * Errors a caller can act on. GraphQL shows `code` in `extensions.code`; the REST shim answers `status`.
 * Anything else is an internal error and is never shown to the caller.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'PAYLOAD_TOO_LARGE',
    readonly status: number,
    /** A stable key the client translates (its catalogues have a text for each); the message is the English one. */
    readonly reason?: string,
    /** For 429: how long the caller must wait, answered in `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message: string, reason?: string) => new AppError(message, 'NOT_FOUND', 404, reason);
export const badInput = (message: string, reason?: string) => new AppError(message, 'BAD_USER_INPUT', 400, reason);
export const tooManyRequests = (message: string, reason: string, retryAfterSeconds: number) =>
  new AppError(message, 'TOO_MANY_REQUESTS', 429, reason, Math.max(1, Math.ceil(retryAfterSeconds)));
export const payloadTooLarge = (message: string) => new AppError(message, 'PAYLOAD_TOO_LARGE', 413);
export const unauthenticated = (message = 'Unauthorized: Please log in again') => new AppError(message, 'UNAUTHENTICATED', 401);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(message, 'FORBIDDEN', 403);
export const conflict = (message: string, reason?: string) => new AppError(message, 'CONFLICT', 409, reason);
