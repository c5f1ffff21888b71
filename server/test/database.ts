import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const MIGRATED_TEMPLATE = 'shop_template_migrated';
export const SEEDED_TEMPLATE = 'shop_template_seeded';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Copies a template into a new database of its own; `drop` removes it again. */
export async function createTestDatabase(adminUrl: string, template: string) {
  const name = `shop_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
