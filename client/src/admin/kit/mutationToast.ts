import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n';
import { useApiErrorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { isAbortError } from './upload';

/** Whether a catalogue text takes the failure's reason (`Failed to add banner: {reason}`). */
const hasReasonArgument = (message: unknown) => typeof message === 'string' && message.includes('{reason}');

export interface MutationToastTexts<T = unknown> {
  /** The spec's success text (back office §8), or the text for what the action answered. */
  success: MessageKey | ((result: T) => MessageKey);
  /** The spec's failure text; with `{reason}` in it, the reason's text fills it in. */
  failure: MessageKey;
  values?: Record<string, string | number>;
  /** Whether the server's own message may stand for the failure text (the spec's "server message or …"); a known reason's text always does. */
  serverMessage?: boolean;
}

/**
 * Runs a mutation and says how it went in a toast (top right, 5 s): the spec's success text, or the
 * failure text (the server reason's catalogue text where the spec says "server message or …", or inside
 * "Failed to add banner: {reason}"). Answers whether it worked; failures do not throw.
 */
export function useMutationToast() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const failureText = useCallback(
    (error: unknown, texts: MutationToastTexts<never>) =>
      hasReasonArgument(intl.messages[texts.failure])
        ? intl.formatMessage({ id: texts.failure }, { ...texts.values, reason: errorText(error, 'errors.generic') })
        : errorText(error, texts.failure, texts.serverMessage ?? false),
    [intl, errorText],
  );
  const run = useCallback(
    async <Action extends () => Promise<unknown>>(action: Action, texts: MutationToastTexts<Awaited<ReturnType<Action>>>): Promise<boolean> => {
      try {
        const result = (await action()) as Awaited<ReturnType<Action>>;
        const success = typeof texts.success === 'function' ? texts.success(result) : texts.success;
        toast(intl.formatMessage({ id: success }, texts.values), 'success');
        return true;
      } catch (error) {
        // A cancelled upload is the admin's own choice, not a failure.
        if (isAbortError(error)) toast(intl.formatMessage({ id: 'admin.upload.cancelled' }), 'info');
        else toast(failureText(error, texts), 'error');
        return false;
      }
    },
    [intl, failureText],
  );
  return { run, failureText };
}
