/**
 * Errors a caller can act on. GraphQL shows `code` in `extensions.code`; the REST shim answers `status`.
 * Anything else is an internal error and is never shown to the caller.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'TOO_MANY_REQUESTS',
    readonly status: number,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(message, 'NOT_FOUND', 404);
export const badInput = (message: string) => new AppError(message, 'BAD_USER_INPUT', 400);
export const unauthenticated = (message = 'Unauthorized: Please log in again') => new AppError(message, 'UNAUTHENTICATED', 401);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(message, 'FORBIDDEN', 403);
export const conflict = (message: string) => new AppError(message, 'CONFLICT', 409);
