import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.js';
import { createTestDatabase } from './database.js';

const serverDir = path.resolve(import.meta.dirname, '..');

it('starts on DATABASE_URL without an embedded database, serves, and stops cleanly on SIGTERM', async () => {
  const database = await createTestDatabase(inject('adminUrl'), 'template0');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    let healthy = false;
    for (let i = 0; i < 120 && !healthy; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy, output).toBe(true);
    const categories = (await fetch(`http://127.0.0.1:${port}/api/v1/Categories`).then((r) => r.json())) as unknown[];
    expect(categories.length).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  } finally {
    child.kill('SIGKILL');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 90_000);
