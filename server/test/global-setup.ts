import type { TestProject } from 'vitest/node';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.js';
import { migrate, openOrm } from '../src/db/orm.js';
import { seedDemoDataIfEmpty } from '../src/db/seed/index.js';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../src/config.js';
import { usePasswordHashing } from '../src/modules/accounts/index.js';
import { openFileStorage, uploadsFolderOf } from '../src/modules/uploads/index.js';
import { MIGRATED_TEMPLATE, SEEDED_TEMPLATE } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL of a role that may create databases; test files make their own from the templates. */
    adminUrl: string;
    /** Where the seeded template's pictures were written. */
    uploadsDir: string;
  }
}

/**
 * One PostgreSQL for the whole run (DATABASE_URL when given, else a throwaway embedded cluster) and two
 * template databases, migrated and migrated + seeded, so each test file copies a fresh one in milliseconds.
 */
export default async function setup(project: TestProject) {
  // The demo accounts' hashes at the tests' cost (test/setup.ts says why).
  usePasswordHashing('light');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter this folder.
  await chmod(workDir, 0o755);
  let embedded: EmbeddedDatabase | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(path.join(workDir, 'pg'), 'postgres', { throwaway: true });
    adminUrl = embedded.url;
  }
  const uploadsDir = uploadsFolderOf(workDir);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of [MIGRATED_TEMPLATE, SEEDED_TEMPLATE]) {
    await admin.query(`drop database if exists "${name}"`);
    await admin.query(`create database "${name}"`);
    const orm = await openOrm({ url: withDatabase(adminUrl, name) });
    await migrate(orm);
    if (name === SEEDED_TEMPLATE)
      await seedDemoDataIfEmpty(orm, {
        storage: openFileStorage({ dataDir: workDir }),
        adminEmail: DEFAULT_ADMIN_EMAIL,
        adminPassword: DEFAULT_ADMIN_PASSWORD,
        demoCustomers: true,
      });
    await orm.close();
  }
  await admin.end();

  project.provide('adminUrl', adminUrl);
  project.provide('uploadsDir', uploadsDir);

  return async () => {
    await embedded?.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
