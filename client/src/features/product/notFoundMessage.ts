import { apiErrorInfo } from '../../lib/errors';

/**
 * The extra line of the Product Not Found screen: the server's message for a failed load, except for
 * status 401 (UNAUTHENTICATED), and nothing when the product simply does not exist.
 */
export function notFoundMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  const info = apiErrorInfo(error);
  if (info.code === 'UNAUTHENTICATED') return undefined;
  const message = info.message ?? (error instanceof Error ? error.message : undefined);
  return message?.trim() ? message : undefined;
}
