import type { TSchema } from 'typebox';
// TypeBox's value checker walks the schema (schema/engine's Check and Errors): it never builds code.
// Only its compiler (typebox/compile, schema/build.mjs) calls `new Function` (system/environment/
// evaluate.mjs, grepped in typebox 1.4), which the shop's CSP, without 'unsafe-eval', would refuse; the
// built chunk holds no `Function(` constructor call, as the compiler is never imported.
import { Errors } from 'typebox/value';
import type { z } from '../../lib/zod';
import type { MessageKey } from '../../i18n';
import { keyWith } from './messages';

/**
 * The forms' half of "one contract per input": a form checks the API input it is about to send against
 * the server's own TypeBox schema of that write (server/src/modules/<m>/<m>.schemas.ts, the object its
 * REST route and GraphQL resolver check with), so a limit the server holds (a text's length, a list's
 * size) is shown on its field before anything is sent instead of coming back as a refusal, and is
 * written once.
 * The form's own checks (required fields with the spec's messages, pictures, number text, fields that
 * depend on each other) stay in its zod schema, which calls `checkContract` from its superRefine.
 */

/** A form field's path as react-hook-form and zod name it (`['prices', 0, 'price']`). */
export type FormPath = readonly (string | number)[];

/**
 * Where a schema path's errors show on the form, by the input's path with `#` for any list index
 * (`prices/#/price`): a form path in dots with `#` for those indexes in turn (`prices.#.price`), a
 * function of the indexes, or null for a field the form does not type (a GraphQL enum's name, which the
 * GraphQL layer turns into the number the schema holds). An error at a path not listed is not the
 * form's to show: the server still refuses it, and says so.
 */
export type FieldMap = Readonly<Record<string, string | ((indexes: number[]) => FormPath) | null>>;

export interface ContractIssue {
  path: FormPath;
  /** A catalogue key, with its values when it has any (see keyWith). */
  message: string;
}

/** The message of each kind of schema error; any other kind (a type, a format) reads "not accepted". */
const KIND_MESSAGES: Readonly<Record<string, MessageKey>> = {
  maxLength: 'errors.contract.tooLong',
  maxItems: 'errors.contract.tooMany',
};
const OTHER_KIND: MessageKey = 'errors.contract.invalid';

/** Errors that only say another one at the same place failed (a union's branches, a `false` schema). */
const SUMMARIES = new Set(['anyOf', 'oneOf', 'boolean']);

/** Where the schema path `/prices/0/price` shows on the form, by `fields`; undefined: nowhere. */
export function formPath(fields: FieldMap, instancePath: string): FormPath | null | undefined {
  const segments = instancePath.split('/').slice(1);
  const indexes = segments.filter((segment) => /^\d+$/.test(segment)).map(Number);
  const pattern = segments.map((segment) => (/^\d+$/.test(segment) ? '#' : segment)).join('/');
  if (!Object.hasOwn(fields, pattern)) return undefined;
  const target = fields[pattern];
  if (target === null || target === undefined) return null;
  if (typeof target === 'function') return target(indexes);
  let next = 0;
  return target.split('.').map((part) => (part === '#' ? (indexes[next++] ?? 0) : part));
}

/** What `schema` finds wrong with `value`, one issue per form field, placed and worded for the form. */
export function contractIssues(schema: TSchema, value: unknown, fields: FieldMap): ContractIssue[] {
  const byPath = new Map<string, ContractIssue & { rank: number }>();
  for (const error of Errors(schema, value)) {
    const path = formPath(fields, error.instancePath);
    if (!path) continue;
    const kind = KIND_MESSAGES[error.keyword];
    const limit = (error.params as { limit?: unknown }).limit;
    // At one place: a known kind first (a union's branch that says "too long"), a summary last.
    const rank = kind ? 0 : SUMMARIES.has(error.keyword) ? 2 : 1;
    const id = path.join('.');
    const placed = byPath.get(id);
    if (placed && placed.rank <= rank) continue;
    byPath.set(id, { path, message: kind && typeof limit === 'number' ? keyWith(kind, { max: limit }) : OTHER_KIND, rank });
  }
  return [...byPath.values()].map(({ path, message }) => ({ path, message }));
}

/**
 * Adds the schema's issues to a zod superRefine's context, except on a field that already has one: the
 * form's own check (a required name, a price that is no number) says it better.
 */
export function checkContract(ctx: z.RefinementCtx, schema: TSchema, value: unknown, fields: FieldMap): void {
  const taken = new Set(ctx.issues.map((issue) => issue.path?.map(String).join('.')));
  for (const issue of contractIssues(schema, value, fields)) {
    if (!taken.has(issue.path.join('.'))) ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
  }
}

/** The issues' messages by their field (its path's first name): for fields that are not a zod form's (a draft, a dialog's state). */
export function messagesByField(issues: readonly ContractIssue[]): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}
