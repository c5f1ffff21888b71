import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A PostgreSQL array literal for a `?::uuid[]` / `?::text[]` parameter. The ORM expands plain JS arrays
 * into comma lists, so sets of ids travel as one literal instead (one statement text for any count).
 */
export function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** Runs one SQL statement with `?` placeholders on the request's connection. */
export async function query<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.execute<T[]>(sql, params as never[]);
}

/** Timestamps arrive as text from the driver (the ORM hydrates them itself); raw reads convert here. */
export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
