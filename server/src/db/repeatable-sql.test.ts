import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, cp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, MIGRATED_TEMPLATE } from '../../test/database.js';
import { migrate, openOrm, type Orm } from './orm.js';
import { applyRepeatableSql, readRepeatableSql, REPEATABLE_SQL_DIR } from './repeatable-sql.js';

/** Whitespace runs as one space: a definition's layout is not its meaning. */
const squeezed = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** A file's function statement and its trigger statements, as PostgreSQL prints them back. */
function parts(sql: string): { fn: string; triggers: string[] } {
  const start = sql.indexOf('CREATE OR REPLACE FUNCTION');
  const end = sql.indexOf('$function$;', start);
  expect(start, 'a file holds one CREATE OR REPLACE FUNCTION ... $function$; statement').toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  const triggers = sql
    .slice(end)
    .split('\n')
    .filter((line) => line.startsWith('CREATE OR REPLACE TRIGGER'))
    .map((line) => squeezed(line.replace('CREATE OR REPLACE TRIGGER', 'CREATE TRIGGER').replace(/;$/, '')));
  return { fn: squeezed(sql.slice(start, end + '$function$'.length)), triggers: triggers.sort() };
}

interface Definition {
  name: string;
  fn: string;
  triggers: string[];
}

/** Every function of the schema (the extensions' aside) with the triggers that run it, as PostgreSQL has them now. */
async function definitions(orm: Orm): Promise<Map<string, Definition>> {
  const rows = await orm.em.fork().execute<{ name: string; fn: string; triggers: string[] }[]>(
    `select p.proname as name, pg_get_functiondef(p.oid) as fn,
       coalesce((select array_agg(pg_get_triggerdef(t.oid) order by pg_get_triggerdef(t.oid)) from pg_trigger t where t.tgfoid = p.oid and not t.tgisinternal), '{}') as triggers
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  return new Map(rows.map((row) => [row.name, { name: row.name, fn: squeezed(row.fn), triggers: row.triggers.map(squeezed).sort() }]));
}

let orm: Orm;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await createTestDatabase(inject('adminUrl'), MIGRATED_TEMPLATE);
  drop = db.drop;
  orm = await openOrm({ url: db.url });
});

afterAll(async () => {
  await orm?.close();
  await drop?.();
});

describe('the repeatable SQL files', () => {
  it('hold the definition of every function of the migrated database and of the triggers that run it, and nothing else', async () => {
    const inDatabase = await definitions(orm);
    const files = readRepeatableSql();
    expect(files.map((file) => file.name)).toEqual([...inDatabase.keys()].sort());
    for (const file of files) {
      const { fn, triggers } = parts(file.sql);
      const now = inDatabase.get(file.name)!;
      expect(fn, `${file.name}.sql differs from pg_get_functiondef`).toBe(now.fn);
      expect(triggers, `the triggers in ${file.name}.sql differ from the database's`).toEqual(now.triggers);
    }
  });

  it('a changed file is applied by the next migrate, once; a database changed behind its back is left to the test above', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'repeatable-sql-'));
    await cp(REPEATABLE_SQL_DIR, dir, { recursive: true });
    expect(await applyRepeatableSql(orm.em.fork(), dir)).toEqual([]);
    const file = path.join(dir, 'shop_search_text.sql');
    const changed = (await readFile(file, 'utf8')).replace("'[^a-z0-9]+', ' '", "'[^a-z0-9]+', '  '");
    await writeFile(file, changed);
    expect(await applyRepeatableSql(orm.em.fork(), dir)).toEqual(['shop_search_text']);
    const [folded] = await orm.em.fork().execute<{ text: string }[]>(`select shop_search_text('RTX4060-ti') as text`);
    expect(folded!.text).toBe('rtx  4060  ti');
    expect((await definitions(orm)).get('shop_search_text')!.fn).toBe(parts(changed).fn);
    expect(await applyRepeatableSql(orm.em.fork(), dir)).toEqual([]);
    // migrate() runs the committed files: the definition goes back to theirs.
    await migrate(orm);
    const [back] = await orm.em.fork().execute<{ text: string }[]>(`select shop_search_text('RTX4060-ti') as text`);
    expect(back!.text).toBe('rtx 4060 ti');
  });

  it('no migration from Migration20261129120000_repeatable_sql on defines a function or a trigger: their files do', () => {
    const dir = path.join(import.meta.dirname, 'migrations');
    const later = readdirSync(dir).filter((file) => /^Migration\d{14}_/.test(file) && file >= 'Migration20261129120000');
    expect(later.length).toBeGreaterThan(0);
    const defining = later.filter((file) => /create\s+(or\s+replace\s+)?(function|trigger|procedure)/i.test(readFileSync(path.join(dir, file), 'utf8')));
    expect(defining).toEqual([]);
  });
});
