import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorInfo, reasonMessageKey } from '../../lib/errors';

/**
 * Puts a failed call's message where it belongs: on the field its `reason` is about (from `fields`),
 * else on the form (`root.server`). The message is the catalogue's text for the reason, else the
 * server's own text for caller errors, else `fallback` (a catalogue key). Answers where it went.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: { messages: Readonly<Record<string, unknown>>; fallback: string; fields?: Partial<Record<string, Path<T>>>; serverMessage?: boolean },
): 'field' | 'form' {
  const { reason, message } = apiErrorInfo(error);
  const text = reasonMessageKey(reason, options.messages) ?? ((options.serverMessage ?? true) ? message : undefined) ?? options.fallback;
  const field = reason ? options.fields?.[reason] : undefined;
  if (field) {
    setError(field, { type: 'server', message: text }, { shouldFocus: true });
    return 'field';
  }
  setError('root.server', { type: 'server', message: text });
  return 'form';
}
