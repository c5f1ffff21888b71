import type { Static, TSchema } from 'typebox';
import { checkParsedInput } from '../rest/validation.js';

/**
 * A GraphQL input checked against the TypeBox schema of the same write (`modules/<m>/<m>.schemas.ts`),
 * the one its REST route validates with, and handed on as that schema's type: what the schema refuses
 * (a text too long, a list too long) is refused as BAD_USER_INPUT naming the field, with REST's
 * message. GraphQL has checked the types already; its DateTime values (Dates once parsed) go on as the
 * ISO text REST carries, so a service reads one shape whichever way the write came.
 * `reasons` (field → reason) keeps the reason a field's refusal gave before the schema took the check
 * over, where GraphQL clients translate it (the storefront's `passwordTooLong`); else `textTooLong`.
 * test/input-contracts.test.ts holds each GraphQL input to its schema's fields.
 */
export function validInput<T extends TSchema>(schema: T, input: unknown, reasons?: Readonly<Partial<Record<keyof Static<T> & string, string>>>): Static<T> {
  const value = asJson(input);
  checkParsedInput(schema, value, reasons as Readonly<Record<string, string>> | undefined);
  return value as Static<T>;
}

/** GraphQL input as JSON would carry it: Dates as ISO text; input objects (made without a prototype) as plain objects. */
function asJson(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(asJson);
  if (value && typeof value === 'object' && [null, Object.prototype].includes(Object.getPrototypeOf(value) as object | null)) {
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, asJson(member)]));
  }
  return value;
}
