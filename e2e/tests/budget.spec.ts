import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The home page's first load may ship at most this much JavaScript, gzipped. */
const BUDGET_BYTES = 250 * 1024;
const dist = fileURLToPath(new URL('../../client/dist/', import.meta.url));

test('the home page first load ships at most 250 KB of gzipped JavaScript', async ({ page }, testInfo) => {
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
