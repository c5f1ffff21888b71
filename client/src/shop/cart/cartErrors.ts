import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo, reasonKey } from '../../lib/errors';
import { useLanguage } from '../../lib/i18n';

/**
 * The toast for a failed cart call. The server's messages are English and name what went wrong
 * ("Only 3 left in stock"), so English readers get them as the spec says; Azerbaijani readers get the
 * catalogue's text for the reason. Anything else reads as the action's own text.
 */
export function useCartErrorText(): (error: unknown, fallback: MessageKey) => string {
  const intl = useIntl();
  const { language } = useLanguage();
  return useCallback(
    (error: unknown, fallback: MessageKey) => {
      const { code, reason, message } = apiErrorInfo(error);
      if (code === 'UNAUTHENTICATED') return intl.formatMessage({ id: 'cart.signInFirst' });
      const callerMistake = code === 'BAD_USER_INPUT' || code === 'NOT_FOUND';
      if (callerMistake && message && language === 'en') return message;
      if (reason && reasonKey(reason) in intl.messages) return intl.formatMessage({ id: reasonKey(reason) });
      return intl.formatMessage({ id: fallback });
    },
    [intl, language],
  );
}
