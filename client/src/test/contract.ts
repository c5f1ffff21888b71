import type { TSchema } from 'typebox';

/**
 * A limit as the server's input schema holds it (server/src/modules/<m>/<m>.schemas.ts), so a test types
 * one character more than the server takes, whatever the limit becomes.
 */
export function schemaLimit(schema: TSchema, keyword: 'maxLength' | 'maxItems'): number {
  const limit = (schema as unknown as Record<string, unknown>)[keyword];
  if (typeof limit !== 'number') throw new Error(`The schema has no ${keyword}`);
  return limit;
}

/** A text one character longer than `schema` takes. */
export const tooLongFor = (schema: TSchema): string => 'x'.repeat(schemaLimit(schema, 'maxLength') + 1);

/** The message shown under a field (MUI's helper text, which the input names as its description), or undefined. */
export function fieldMessage(input: HTMLElement): string | undefined {
  const id = input.getAttribute('aria-describedby');
  return (id && input.ownerDocument.getElementById(id)?.textContent) || undefined;
}
