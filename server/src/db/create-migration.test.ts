import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMigration } from './create-migration.js';

describe('createMigration', () => {
  it('writes an empty migration and lists it last, after the committed ones', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
    cpSync(path.join(import.meta.dirname, 'migrations'), dir, { recursive: true });
    const name = createMigration('cart_lines', dir, new Date('2026-11-25T02:30:00Z'));
    expect(name).toBe('Migration20261125023000_cart_lines');
    expect(readFileSync(path.join(dir, `${name}.ts`), 'utf8')).toContain(`export class ${name} extends Migration`);
    // The list still loads, with the new one last.
    const { migrations } = (await import(path.join(dir, 'index.ts'))) as { migrations: { name: string }[] };
    expect(migrations.at(-1)?.name).toBe(name);
    expect(migrations.length).toBeGreaterThan(1);
    expect(() => createMigration('cart_lines', dir, new Date('2026-11-25T02:30:00Z'))).toThrow(/exists already/);
    expect(() => createMigration('Cart Lines', dir)).toThrow(/lower-case/);
  });
});
