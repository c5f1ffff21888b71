import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config.js';
import { verifyPassword } from '../modules/accounts/index.js';
import { openDatabase } from './database.js';
import { migrate, openOrm } from './orm.js';

async function tempDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-data-'));
  await chmod(dir, 0o755);
  return dir;
}

const demo = { nodeEnv: 'development', adminEmail: DEFAULT_ADMIN_EMAIL, adminPassword: DEFAULT_ADMIN_PASSWORD } as const;

const productIds = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await db.orm.em.getConnection().execute<{ id: string }[]>('select id from product order by id')).map((r) => r.id);

describe('openDatabase', () => {
  it('without DATABASE_URL starts an embedded PostgreSQL in DATA_DIR/pg, seeds it once and keeps the data', async () => {
    const dataDir = await tempDataDir();
    const messages: string[] = [];
    const first = await openDatabase({ ...demo, databaseUrl: undefined, dataDir }, (m) => messages.push(m));
    expect(first.embedded).not.toBeNull();
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    const ids = await productIds(first);
    expect(ids.length).toBeGreaterThanOrEqual(80);
    // Over the embedded server's Unix socket (no client address), not loopback TCP.
    const [session] = await first.orm.em
      .getConnection()
      .execute<{ address: string | null }[]>('select client_addr::text as address from pg_stat_activity where pid = pg_backend_pid()');
    expect(session).toEqual({ address: null });
    await first.close();

    const second = await openDatabase({ ...demo, databaseUrl: undefined, dataDir }, (m) => messages.push(m));
    expect(await productIds(second)).toEqual(ids);
    await second.close();
    expect(messages.filter((m) => m.includes('demo data'))).toHaveLength(1);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('with DATABASE_URL migrates and seeds that database and starts no embedded one', async () => {
    const dataDir = await tempDataDir();
    const blank = await createTestDatabase(inject('adminUrl'), 'template0');
    const db = await openDatabase({ ...demo, databaseUrl: blank.url, dataDir });
    expect(db.embedded).toBeNull();
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    expect((await productIds(db)).length).toBeGreaterThanOrEqual(80);
    await db.close();
    await blank.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('copies started together', () => {
  it('on one empty database give one schema, one catalogue and one admin', async () => {
    const dataDirs = await Promise.all([tempDataDir(), tempDataDir(), tempDataDir()]);
    const blank = await createTestDatabase(inject('adminUrl'), 'template0');
    const production = { databaseUrl: blank.url, nodeEnv: 'production', adminEmail: 'owner@shop.example', adminPassword: 'Qalaça-Bağ-2026' } as const;
    const copies = await Promise.all(dataDirs.map((dataDir) => openDatabase({ ...production, dataDir })));
    const count = async (sql: string) => (await copies[0]!.orm.em.getConnection().execute<{ n: number }[]>(sql))[0]!.n;
    expect(await count('select count(*)::int as n from app_user')).toBe(1);
    const single = await createTestDatabase(inject('adminUrl'), 'template0');
    const alone = await openDatabase({ ...production, databaseUrl: single.url, dataDir: dataDirs[0] });
    const countAlone = async (sql: string) => (await alone.orm.em.getConnection().execute<{ n: number }[]>(sql))[0]!.n;
    for (const table of ['category', 'product', 'mikro_orm_migrations']) {
      expect(await count(`select count(*)::int as n from ${table}`), table).toBe(await countAlone(`select count(*)::int as n from ${table}`));
    }
    await Promise.all([...copies, alone].map((db) => db.close()));
    await Promise.all([blank.drop(), single.drop(), ...dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))]);
  });
});

describe('first accounts', () => {
  const accounts = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
    db.orm.em
      .getConnection()
      .execute<{ email: string; role: number; passwordHash: string }[]>('select email, role, password_hash as "passwordHash" from app_user order by email');

  it('in production are only the admin from ADMIN_EMAIL and ADMIN_PASSWORD: no demo customer, no demo password', async () => {
    const dataDir = await tempDataDir();
    const blank = await createTestDatabase(inject('adminUrl'), 'template0');
    const db = await openDatabase({
      databaseUrl: blank.url,
      dataDir,
      nodeEnv: 'production',
      adminEmail: 'owner@shop.example',
      adminPassword: 'Qalaça-Bağ-2026',
    });
    const users = await accounts(db);
    expect(users.map(({ email, role }) => ({ email, role }))).toEqual([{ email: 'owner@shop.example', role: 0 }]);
    expect(await verifyPassword(users[0]!.passwordHash, 'Qalaça-Bağ-2026')).toBe(true);
    expect((await productIds(db)).length).toBeGreaterThanOrEqual(80);
    await db.close();
    await blank.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('in development are the demo admin and one demo customer per price tier (the README logins)', async () => {
    const dataDir = await tempDataDir();
    const blank = await createTestDatabase(inject('adminUrl'), 'template0');
    const db = await openDatabase({ ...demo, databaseUrl: blank.url, dataDir });
    const users = await accounts(db);
    expect(users.map((u) => u.email)).toEqual(['admin@texnika.az', 'normal@texnika.az', 'retail@texnika.az', 'vip@texnika.az', 'wholesale@texnika.az']);
    expect(await verifyPassword(users[0]!.passwordHash, DEFAULT_ADMIN_PASSWORD)).toBe(true);
    await db.close();
    await blank.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('migrations', () => {
  it('produce exactly the schema the entities describe, and running them again changes nothing', async () => {
    const blank = await createTestDatabase(inject('adminUrl'), 'template0');
    const orm = await openOrm({ url: blank.url });
    await migrate(orm);
    await migrate(orm);
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
    const [ext] = await orm.em.getConnection().execute<{ n: number }[]>("select count(*)::int as n from pg_extension where extname in ('pg_trgm', 'unaccent')");
    expect(ext!.n).toBe(2);
    await orm.close();
    await blank.drop();
  });
});
