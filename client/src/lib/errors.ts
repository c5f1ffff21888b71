import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../i18n';

/** What the client needs to know about a failed call. */
export interface ApiErrorInfo {
  /** extensions.code of the first GraphQL error (UNAUTHENTICATED, BAD_USER_INPUT, …), or one derived from the HTTP status. */
  code?: string;
  /** extensions.reason: a stable key with a text in the catalogues (errors.<reason>). */
  reason?: string;
  /** The server's (English) message, for codes a caller can act on. */
  message?: string;
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/** Codes whose message was written for the caller (the rest are internal or network failures). */
const CALLER_CODES = new Set(Object.values(STATUS_CODES));

/** Reads code, reason and message from an Apollo error (GraphQL errors or a non-2xx answer). */
export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
    const reason = typeof first?.extensions?.reason === 'string' ? first.extensions.reason : undefined;
    return { code, reason, message: code && CALLER_CODES.has(code) ? first?.message : undefined };
  }
  if (ServerError.is(error)) return { code: STATUS_CODES[error.statusCode] };
  return {};
}

export function isUnauthenticated(error: unknown): boolean {
  return apiErrorInfo(error).code === 'UNAUTHENTICATED';
}

/** The catalogue key for a server reason, e.g. emailOrPhoneTaken → errors.emailOrPhoneTaken. */
export function reasonKey(reason: string): MessageKey {
  return `errors.${reason}` as MessageKey;
}

/**
 * The key of the text for a server reason in the loaded catalogue: the shop's `errors.<reason>`, else
 * the back office's `admin.errors.<reason>` (reasons only admin screens meet live in the admin part),
 * else null.
 */
export function reasonMessageKey(reason: string | undefined, messages: Readonly<Record<string, unknown>>): MessageKey | null {
  if (!reason) return null;
  for (const key of [reasonKey(reason), `admin.errors.${reason}`]) if (key in messages) return key as MessageKey;
  return null;
}

/**
 * The text to show for a failed call: the catalogue's text for the server's reason, else the server's
 * own message (for caller errors; unless `serverMessage` is false), else the given fallback text.
 */
export function useApiErrorText(): (error: unknown, fallback: MessageKey, serverMessage?: boolean) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown, fallback: MessageKey, serverMessage = true) => {
      const { reason, message } = apiErrorInfo(error);
      const key = reasonMessageKey(reason, intl.messages);
      if (key) return intl.formatMessage({ id: key });
      return (serverMessage ? message : undefined) ?? intl.formatMessage({ id: fallback });
    },
    [intl],
  );
}
