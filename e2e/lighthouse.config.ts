import { defineConfig } from '@playwright/test';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Lighthouse on the storefront (lighthouse/lighthouse.spec.ts, `npm run lighthouse`), alone on the
 * machine: its performance score comes from the main thread's observed work, which anything running
 * beside it would inflate. The server runs as shipped (production mode) on a fresh embedded database.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 2;

// The config is read by the worker too: only the main process makes the data directory.
if (!process.env.LIGHTHOUSE_DATA_DIR) {
  process.env.LIGHTHOUSE_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  chmodSync(process.env.LIGHTHOUSE_DATA_DIR, 0o755);
}

export default defineConfig({
  testDir: './lighthouse',
  workers: 1,
  retries: 0,
  // Three pages, five runs each, about 10 s a run.
  timeout: 10 * 60_000,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node server/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.LIGHTHOUSE_DATA_DIR,
      NODE_ENV: 'production',
      // A production start needs its first admin; nobody signs in here.
      ADMIN_EMAIL: 'lighthouse@example.com',
      ADMIN_PASSWORD: 'lighthouse-run-only-9731',
      DATABASE_URL: '',
    },
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
