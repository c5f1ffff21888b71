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

/** What preparedQuery needs of the ORM's connection (the bench baseline provides the same on its own pool). */
interface PreparingConnection {
  getNativeClient(): Promise<{ query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[]; rowCount: number | null }> }>;
  logQuery(query: string, context?: { took?: number; results?: number }): void;
}

/**
 * Runs a hot read as a named prepared statement on the ORM's own `pg` pool: PostgreSQL parses and
 * plans it once per connection instead of on every request. `$n` placeholders. Logged by the ORM's
 * logger like every other statement (so statement counts stay honest).
 */
export async function preparedQuery<T>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const connection = em.getConnection() as unknown as PreparingConnection;
  const pool = await connection.getNativeClient();
  const started = Date.now();
  const result = await pool.query({ name, text, values });
  connection.logQuery(text, { took: Date.now() - started, results: result.rowCount ?? result.rows.length });
  return result.rows as T[];
}

/** Timestamps arrive as text from the driver (the ORM hydrates them itself); raw reads convert here. */
export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
