/**
 * Errors a caller can act on. GraphQL shows `code` in `extensions.code`; the REST shim answers `status`.
 * Anything else is an internal error and is never shown to the caller.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'UNAUTHENTICATED'
      | 'FORBIDDEN'
      | 'NOT_FOUND'
      | 'BAD_USER_INPUT'
      | 'CONFLICT'
      | 'TOO_MANY_REQUESTS'
      | 'PAYLOAD_TOO_LARGE'
      | 'UNSUPPORTED_MEDIA_TYPE'
      | 'SERVICE_UNAVAILABLE',
    readonly status: number,
    /** A stable key the client translates (its catalogues have a text for each); the message is the English one. */
    readonly reason?: string,
    /** For 429 and 503: how long the caller should wait, answered in `Retry-After`. */
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
export const unsupportedMediaType = (message: string) => new AppError(message, 'UNSUPPORTED_MEDIA_TYPE', 415, 'unsupportedMediaType');
export const unauthenticated = (message = 'Unauthorized: Please log in again') => new AppError(message, 'UNAUTHENTICATED', 401);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(message, 'FORBIDDEN', 403);
export const conflict = (message: string, reason?: string) => new AppError(message, 'CONFLICT', 409, reason);

/** Connection failures of the socket (ENOENT only when connecting: a Unix socket that is not there). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** PostgreSQL: admin shutdown, crash shutdown, starting up or recovering. Class 08 is added below. */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03']);
/** What `pg` and its pool say when a connection dies or none can be had in time. */
const DRIVER_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'is not queryable', 'Query read timeout'];

/**
 * True when an error means the database cannot be reached right now (stopped, crashed, restarting, or
 * the network to it is down), as opposed to a fault in the request or in our code. Looks through
 * wrapped causes: the ORM and the driver each wrap what they are given.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code, syscall } = e as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || (code === 'ENOENT' && syscall === 'connect')) return true;
      if (SERVER_GONE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (DRIVER_MESSAGES.some((message) => e instanceof Error && e.message.includes(message))) return true;
    // Node reports a refused connection to a name with several addresses as one error per address.
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}

/** The answer while the database cannot be reached: 503, nothing internal, try again shortly. */
export const databaseUnavailable = () => new AppError('The database is not reachable; try again shortly', 'SERVICE_UNAVAILABLE', 503, 'databaseUnavailable', 2);

/** The answer while the file storage (an S3-compatible store) cannot be reached: 503, try again shortly. */
export const storageUnavailable = () =>
  new AppError('The file storage is not reachable; try again shortly', 'SERVICE_UNAVAILABLE', 503, 'storageUnavailable', 5);

/** An AppError the caller may see for `error`, or undefined when it is an internal fault. */
export function asAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error)) return databaseUnavailable();
  return undefined;
}

/** For GraphQL fields that may be null: the shared lookup's 404 reads as null there, as the schema says. */
export async function nullIfNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
