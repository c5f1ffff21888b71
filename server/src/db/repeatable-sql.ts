import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from './sql.js';

/**
 * The database's functions and the triggers that run them, one file each in `db/sql/<function>.sql`,
 * holding the current definition (`create or replace`): what the triggers do now is read there, not
 * pieced together from the migrations that redefined them. `migrate()` applies, after the pending
 * migrations, each file whose text differs from the one recorded in `repeatable_sql` (made by
 * Migration20261129120000_repeatable_sql; its first run applies them all), so an edited file reaches every
 * database at its next start without a migration. Migrations after that one define no function or trigger
 * (repeatable-sql.test.ts fails on one); a function dropped goes with its file, and a migration drops it.
 */

/** Where the files are: beside this module, in the sources and in the build (the build copies them). */
export const REPEATABLE_SQL_DIR = path.join(import.meta.dirname, 'sql');

export interface RepeatableSql {
  /** The function's name, the file's without `.sql`. */
  name: string;
  sql: string;
  hash: string;
}

export function readRepeatableSql(dir = REPEATABLE_SQL_DIR): RepeatableSql[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return { name: file.slice(0, -'.sql'.length), sql, hash: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Runs, in one transaction, every file whose text is not the one recorded, and records it; answers the
 * names it ran. Only after the migrations (they create the tables the functions read).
 */
export async function applyRepeatableSql(em: EntityManager, dir = REPEATABLE_SQL_DIR): Promise<string[]> {
  const files = readRepeatableSql(dir);
  const recorded = new Map((await em.execute<{ name: string; hash: string }[]>('select name, hash from repeatable_sql')).map((row) => [row.name, row.hash]));
  const changed = files.filter((file) => recorded.get(file.name) !== file.hash);
  if (changed.length === 0) return [];
  await em.transactional(async (tx) => {
    for (const file of changed) await tx.execute(file.sql);
    await tx.execute(
      `insert into repeatable_sql (name, hash) select * from unnest(?::text[], ?::text[])
       on conflict (name) do update set hash = excluded.hash, applied_at = now()`,
      [pgArray(changed.map((file) => file.name)), pgArray(changed.map((file) => file.hash))],
    );
  });
  return changed.map((file) => file.name);
}
