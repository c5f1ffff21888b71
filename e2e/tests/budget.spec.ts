import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The home page's first load may ship at most this much JavaScript, gzipped (issue 18 aims at 200 KB).
 * Measured 216-230 KB between runs of one build: the page's lazily hydrated parts (deals, product rows)
 * load before the network settles or just after.
 */
const BUDGET_BYTES = 235 * 1024;
const dist = fileURLToPath(new URL('../../client/dist/', import.meta.url));

test('the home page first load ships at most 235 KB of gzipped JavaScript', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, on the desktop layout');
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await page.waitForLoadState('networkidle');

  let total = 0;
  const rows: string[] = [];
  for (const pathname of [...scripts].sort()) {
    const file = path.join(dist, decodeURIComponent(pathname));
    const gzipped = gzipSync(readFileSync(file)).length;
    total += gzipped;
    rows.push(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${pathname}`);
  }
  console.log(`${rows.join('\n')}\nHome first load: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB)`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('the home page first load comes compressed: every script, style and the page itself over 1 KB in brotli', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, on the desktop layout');
  const responses: import('@playwright/test').Response[] = [];
  page.on('response', (response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname) || response.request().resourceType() === 'document') responses.push(response);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('banner-carousel')).toBeVisible();

  let sent = 0;
  let plain = 0;
  for (const response of responses) {
    // A worker's script is fetched by the worker, and Chromium keeps no body of it for the page: the built
    // file tells its length (scripts and styles), the answer itself the page's.
    const { pathname } = new URL(response.url());
    const isDocument = response.request().resourceType() === 'document';
    const length = isDocument ? (await response.body()).length : readFileSync(path.join(dist, decodeURIComponent(pathname))).length;
    // The build leaves files under 1 KB uncompressed (the headers would cost more than the saving).
    if (length >= 1024) expect(await response.headerValue('content-encoding'), response.url()).toBe('br');
    sent += (await response.request().sizes()).responseBodySize;
    plain += length;
  }
  console.log(
    `Home first load: ${responses.length} page, script and style answers, ${(sent / 1024).toFixed(1)} KB sent for ${(plain / 1024).toFixed(1)} KB of text`,
  );
  expect(responses.length).toBeGreaterThan(1);
  expect(sent).toBeLessThan(plain / 2);
});
