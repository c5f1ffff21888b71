import type { MessageKey } from '../../i18n';

/**
 * A form message is a catalogue key (`useZodForm`'s `key`); one with values (the limit of "at most
 * {max} characters") carries them after a `|` as JSON, so it still fits in a zod issue's text and in
 * react-hook-form's error, and the field fills them in when it translates (errorMessageText).
 */
export function keyWith(id: MessageKey, values: Readonly<Record<string, string | number>>): string {
  return `${id}|${JSON.stringify(values)}`;
}

/** A form message's key and values; a message without values (or a server's own text) as it is. */
export function splitMessage(message: string): { id: string; values?: Record<string, string | number> } {
  const bar = message.indexOf('|');
  if (bar < 0 || !message.endsWith('}')) return { id: message };
  try {
    return { id: message.slice(0, bar), values: JSON.parse(message.slice(bar + 1)) as Record<string, string | number> };
  } catch {
    return { id: message };
  }
}
