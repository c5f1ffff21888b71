import { existsSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, superuserPasswordFile, type EmbeddedDatabase } from './embedded-postgres.js';

let workDir: string;
let dir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-embedded-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter this folder.
  await chmod(workDir, 0o755);
  dir = path.join(workDir, 'pg');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

async function ask(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = () => Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);

async function waitUntilAnswering(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (
      await ask(url, 'select 1').then(
        () => true,
        () => false,
      )
    )
      return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`PostgreSQL did not answer within ${timeoutMs} ms`);
}

describe('embedded PostgreSQL', () => {
  let db: EmbeddedDatabase;

  it('gets a generated superuser password, kept beside the cluster for this user only', async () => {
    db = await startEmbeddedPostgres(dir, 'shop');
    const file = superuserPasswordFile(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    const url = new URL(db.url);
    expect(decodeURIComponent(url.password)).toBe(password);
    expect(url.password).not.toBe('shop');
    await expect(ask(db.url.replace(url.password, 'shop'), 'select 1')).rejects.toMatchObject({ code: '28P01' });
    await ask(db.url, 'create table note (text text)');
    await ask(db.url, "insert into note values ('kept')");
  });

  it('registers no signal handler: on SIGTERM the shop, not a library, decides when the database stops', () => {
    expect(process.listenerCount('SIGTERM')).toBe(0);
    expect(process.listenerCount('SIGINT')).toBe(0);
  });

  it('is restarted when it dies (kill -9), with every committed row', async () => {
    const before = postmasterPid();
    process.kill(before, 'SIGKILL');
    await waitUntilAnswering(db.url, 15_000);
    expect(postmasterPid()).not.toBe(before);
    expect(await ask(db.url, 'select text from note')).toEqual([{ text: 'kept' }]);
  });

  it('stops at once when it has just died, and is not restarted after stop()', async () => {
    const pid = postmasterPid();
    process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await db.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(ask(db.url, 'select 1')).rejects.toThrow();
  });

  it('moves a cluster still on the old fixed password "shop" to a generated one, keeping its data', async () => {
    db = await startEmbeddedPostgres(dir, 'shop');
    await ask(db.url, "alter role postgres password 'shop'");
    await db.stop();
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    unlinkSync(superuserPasswordFile(dir));

    db = await startEmbeddedPostgres(dir, 'shop');
    const password = readFileSync(superuserPasswordFile(dir), 'utf8').trim();
    expect(password).not.toBe('shop');
    expect(await ask(db.url, 'select text from note')).toEqual([{ text: 'kept' }]);
    await expect(ask(db.url.replace(new URL(db.url).password, 'shop'), 'select 1')).rejects.toMatchObject({ code: '28P01' });
    await db.stop();
  });
});
