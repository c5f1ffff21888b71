import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * End-to-end tests drive the production build (client bundle served by the compiled server) in Chromium,
 * on a fresh data directory, so each run starts from an empty embedded database seeded with demo data.
 * Three projects, each with a server and database of its own, so they never see each other's writes: the
 * storefront's specs on a large screen (`desktop`), the back office's and two more on a large screen
 * (`desktop-admin`) and the phone's layout (`mobile`: the tests tagged @phone, tests/phone.ts). Within a
 * project the specs share its server and run one after another (one worker each); the three run at once. One
 * project at a time left a core idle (vmstat: 45% idle) and took 13.3 min; two at a time, each test 15-30%
 * slower, 9.8-10.6 min, with a core still idle at times (25% on average) while a project waited on its
 * browser or ran alone at the end; all three at once kept both cores busy (1-3% idle) and took 8.8 min
 * (2026-12-07); no test on the default 30-s timeout took over 10 s but the sitemap's (19 s, given 60 now).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// port + 2 is Lighthouse's server (lighthouse.config.ts).
const servers = { desktop: port, mobile: port + 1, 'desktop-admin': port + 3 };
/**
 * The `desktop-admin` project's specs: the back office's (and the orders' walk through it), and two of the
 * storefront's, accounts and catalogue-language, so that the two large-screen projects take about as long
 * (on the clean clone of 2026-12-07 the storefront's specs took 527 s, the back office's 350, the phone's
 * 393, and the storefront's ran alone at the end). Until 2026-12-07 one desktop project ran every spec
 * on one server, in this same order.
 */
const ADMIN_SPECS = /\/(admin-[^/]*|orders-audit|accounts|catalogue-language)\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };

// The config is read by every worker too: only the main process makes the data directory.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}

// Debian's Chromium (browser downloads are not possible here), else Playwright's own. Its headless shell
// first: the browser Playwright itself runs headless tests in, without the full browser's window
// machinery; the same specs took 10-15% less time and CPU in it here. Lighthouse keeps the full browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // A trace records every action's snapshots and a screencast: a third of Chromium's CPU when kept for
    // every test. In CI it is recorded for the retry of a failed test only; locally for every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
    },
  },
  projects: [
    // `layout` names the screenshots (tests/screenshots.ts): both large-screen projects write `-desktop`.
    {
      name: 'desktop',
      testIgnore: ADMIN_SPECS,
      workers: 1,
      metadata: { layout: 'desktop' },
      use: { ...desktop, baseURL: `http://127.0.0.1:${servers.desktop}` },
    },
    {
      name: 'desktop-admin',
      testMatch: ADMIN_SPECS,
      workers: 1,
      metadata: { layout: 'desktop' },
      use: { ...desktop, baseURL: `http://127.0.0.1:${servers['desktop-admin']}` },
    },
    {
      name: 'mobile',
      // Only the phone's own layout (tests/phone.ts); behaviour the same at every width runs on the desktop.
      grep: /@phone/,
      workers: 1,
      metadata: { layout: 'mobile' },
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: `http://127.0.0.1:${servers.mobile}` },
    },
  ],
  webServer: Object.entries(servers).map(([project, serverPort]) => ({
    command: 'node server/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${serverPort}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Development mode: the tests sign in with the demo accounts, which a production start does not create.
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(process.env.E2E_DATA_DIR!, project),
      NODE_ENV: 'development',
      DATABASE_URL: '',
      // The specs' API sign-ups each name an address of their own (api.ts freshAccount), as customers behind
      // a proxy would: one address may sign up 10 times an hour, and the suite makes more accounts than that.
      TRUST_PROXY: 'loopback',
      // OWASP's minimum argon2id cost for the demo accounts and the specs' sign-ups: a sixth of the CPU.
      PASSWORD_HASHING: 'light',
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // SIGTERM, as a service manager would: the server drains and stops its embedded PostgreSQL. Playwright's
    // default SIGKILL left a postgres process behind after every run.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  })),
});
