import { badInput } from './errors.js';

/** Checks every request's input (REST and GraphQL) gets before any handler sees it. */

/**
 * Names that lead from an object to its prototype, or that every object inherits (`toString`,
 * `hasOwnProperty`…: an own one breaks code that calls it, and assigning one throws while
 * Object.prototype is frozen): never accepted as a field name or a part of one.
 */
const PROTOTYPE_KEYS = new Set(['prototype', ...Object.getOwnPropertyNames(Object.prototype)]);

/** No client sends input nested deeper than this; walking deeper input costs and proves nothing. */
export const MAX_INPUT_DEPTH = 32;

/** The parts of a form field name: `a[0][b]` and `a.0.b` are both `['a', '0', 'b']`. */
export function fieldPath(key: string): string[] {
  return key.replace(/\]/g, '').split(/[[.]/).filter(Boolean);
}

/** Refuses a field name that is, or contains as a part, `__proto__`, `constructor`, `prototype` or another Object.prototype member. */
export function checkFieldName(key: string): void {
  if (fieldPath(key).some((part) => PROTOTYPE_KEYS.has(part))) throw badInput(`${key} is not an allowed field name`, 'fieldNameInvalid');
}

/** Half of a UTF-16 surrogate pair without its other half: JSON may carry one (`"\ud800"`), Unicode text cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL text cannot hold a NUL character, and no field of ours needs one; a lone surrogate would
 * be stored as U+FFFD in text and refused by jsonb (the audit trail), so neither is accepted.
 */
export function checkText(text: string, field: string): void {
  if (text.includes('\u0000')) throw badInput(`${field} must not contain a NUL character`, 'nulCharacter');
  if (LONE_SURROGATE.test(text)) throw badInput(`${field} must be Unicode text (it has half of a surrogate pair)`, 'textNotUnicode');
}

/**
 * What may not be in a text that is read as one line (a name, or anything put into a message such as
 * checkout's WhatsApp text): control characters (line breaks, tabs, escapes), the Unicode line and
 * paragraph separators, and the bidirectional overrides and isolates, which reorder what a reader sees.
 * A line break in a name could otherwise fake a line of the message ("Total: 0.01 ₼").
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
const NOT_ONE_LINE_RUNS = new RegExp(`${NOT_ONE_LINE.source}+`, 'gu');

/** Refuses text that is not one plain line (see NOT_ONE_LINE): 400 naming the field, with `reason`. */
export function checkOneLine(text: string, field: string, reason: string): void {
  if (NOT_ONE_LINE.test(text)) throw badInput(`${field} must be one line, without line breaks or control characters`, reason);
}

/** The text as one plain line: each run of what checkOneLine refuses becomes a space (for text stored before it was refused). */
export function asOneLine(text: string): string {
  return text.replace(NOT_ONE_LINE_RUNS, ' ');
}

/**
 * Walks parsed input (a body, a query, GraphQL variables) and refuses prototype keys, NUL characters
 * and nesting deeper than MAX_INPUT_DEPTH, naming the field (`filterCriteria.0.customValue`).
 * `field` names the value itself; its members are named below it.
 */
export function checkInput(value: unknown, field = ''): void {
  const pending: { value: unknown; field: string; depth: number }[] = [{ value, field, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') checkText(next.value, next.field || 'The body');
    if (!next.value || typeof next.value !== 'object') continue;
    if (next.depth >= MAX_INPUT_DEPTH) throw badInput(`${next.field} is nested more than ${MAX_INPUT_DEPTH} levels deep`, 'tooDeep');
    for (const [key, member] of Object.entries(next.value)) {
      checkFieldName(key);
      checkText(key, key);
      pending.push({ value: member, field: next.field ? `${next.field}.${key}` : key, depth: next.depth + 1 });
    }
  }
}

/**
 * The own fields of user input in an object without a prototype, so a field the caller left out reads
 * as undefined, never as something inherited.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it reads
export function ownFields<T extends object = Record<string, unknown>>(input: unknown): T {
  return Object.assign(Object.create(null) as T, input);
}

/**
 * A text field of a write: trimmed, at most `maxLength` characters (400 naming the field); absent,
 * null or blank reads as `fallback`.
 */
export function textField<F extends string | null>(value: unknown, field: string, maxLength: number, fallback: F): string | F {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw badInput(`${field} must be text`, 'textInvalid');
  const text = value.trim();
  if (!text) return fallback;
  if (text.length > maxLength) throw badInput(`${field} must be at most ${maxLength} characters`, 'textTooLong');
  return text;
}

/**
 * A text field of a write whose schema has checked it (type, length): trimmed; absent, null or blank
 * reads as `fallback`.
 */
export function trimmedText<F extends string | null>(value: string | null | undefined, fallback: F): string | F {
  return value?.trim() || fallback;
}
