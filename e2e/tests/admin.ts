import { expect, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import { deflateSync, crc32 } from 'node:zlib';
import { DEMO_ADMIN } from './api.js';

/** What the back office specs share: signing in as the demo admin, the sidebar, languages, pictures, screenshots. */

/** Every back office route (AdminApp.tsx) but the detail pages, which need an id. */
export const ADMIN_ROUTES = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/category',
  '/admin/banners',
  '/admin/filters',
  '/admin/product-filters',
  '/admin/file-management',
  '/admin/audit',
  '/admin/settings',
  '/admin/terms',
  '/admin/no-such-page',
];

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(DEMO_ADMIN.email);
  await page.getByTestId('login-password').fill(DEMO_ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Opens a back office page from the sidebar (a drawer behind the menu button on phones). */
export async function openFromSidebar(page: Page, testInfo: TestInfo, nav: string): Promise<void> {
  if (testInfo.project.name === 'mobile') await page.getByTestId('admin-menu-button').click();
  await page.getByTestId(`admin-nav-${nav}`).click();
}

/** Sets the interface language (the `language` cookie the shop keeps) and reloads. */
export async function useLanguage(page: Page, language: 'en' | 'az'): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: language, url: new URL(page.url()).origin }]);
  await page.reload();
}

/**
 * A data grid's rows: a loading grid draws placeholder rows (skeletons) with the same class, and one of
 * them would pass for the one row a search should leave.
 */
export const GRID_ROW = '.MuiDataGrid-row:not(.MuiDataGrid-rowSkeleton)';

/**
 * A toast says `text`; it is then closed with its dismiss button, as a reader would, so that it covers
 * nothing the next step clicks (a toast left alone stays five seconds over the page's top right).
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByTestId('toast-dismiss').click();
  // Sooner than the five seconds after which it would go by itself: the button closed it.
  await expect(toast).toBeHidden({ timeout: 3_000 });
}

/** The audit log's names of the actions the specs check, in both languages. */
export const AUDIT_ACTIONS = {
  create: { en: 'Created', az: 'Yaradıldı' },
  update: { en: 'Updated', az: 'Yeniləndi' },
  delete: { en: 'Deleted', az: 'Silindi' },
  upload: { en: 'Uploaded', az: 'Yükləndi' },
  assign: { en: 'Filter assigned', az: 'Filtr təyin edildi' },
  bulkAssign: { en: 'Filter assigned in bulk', az: 'Filtr toplu təyin edildi' },
  remove: { en: 'Filter removed', az: 'Filtr çıxarıldı' },
  removeAll: { en: 'All filters removed', az: 'Bütün filtrlər çıxarıldı' },
} as const;

/**
 * On the audit log page: filters it to one kind of record and to the demo admin, and answers its rows
 * (newest first) once that filtered page has come. Every row shown is the admin's.
 */
export async function auditEntries(page: Page, entity: string): Promise<Locator> {
  await page.getByTestId('audit-entity-filter').click();
  await page.getByTestId(`audit-entity-${entity}`).click();
  const filtered = page.waitForResponse((response) => {
    const request = response.request();
    if (!request.url().endsWith('/graphql') || !request.headers()['content-type']?.includes('application/json')) return false;
    const body = request.postDataJSON() as { operationName?: string; variables?: { entity?: string; userId?: string } } | null;
    return body?.operationName === 'AuditTrail' && body.variables?.entity === entity && Boolean(body.variables.userId);
  });
  await page.getByTestId('audit-user-filter').click();
  await page.getByTestId('audit-user-option').filter({ hasText: DEMO_ADMIN.email }).click();
  await filtered;
  const entries = page.getByTestId('audit-grid').locator(GRID_ROW);
  await expect(entries.first()).toBeVisible();
  await expect(entries.filter({ hasNotText: DEMO_ADMIN.email })).toHaveCount(0);
  return entries;
}

export { screenshotPath } from './screenshots.js';

/** Nothing sticks out of the page sideways (grids scroll inside their cards). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** On the phone run, the page also fits a 360 px screen (then back to 390 px). */
export async function expectFitsNarrowPhones(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name !== 'mobile') return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page);
  if (size) await page.setViewportSize(size);
}

/** Closes every toast with its dismiss button and waits until none is left (before a screenshot, or a click under one). */
export async function expectNoToasts(page: Page): Promise<void> {
  const toasts = page.getByTestId('toast');
  for (const dismiss of await toasts.getByTestId('toast-dismiss').all()) await dismiss.click({ timeout: 2_000 }).catch(() => undefined); // gone by itself meanwhile
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
}

/** A PNG picture (a diagonal gradient between two colours), made here so the specs need no fixture files. */
export function gradientPng(width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c] + (to[c] - from[c]) * t);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Records the GraphQL queries named in `names` that the page sends from now on: a mutation that updates
 * Apollo's cache sends none of its lists' queries again. `stop()` ends the count and answers what was sent
 * (each with its variables and when).
 */
export function countFetches(page: Page, names: readonly string[]): { stop: () => string[] } {
  const sent: { request: Request; label: string }[] = [];
  const started = Date.now();
  const count = (request: Request) => {
    // Uploads are multipart mutations; the queries counted here are JSON.
    if (!request.url().endsWith('/graphql') || !request.headers()['content-type']?.includes('application/json')) return;
    const body = request.postDataJSON() as { operationName?: string; variables?: unknown } | null;
    // The variables say which change of the page sent it, should a test fail on one.
    if (body?.operationName && names.includes(body.operationName))
      sent.push({ request, label: `${body.operationName} ${JSON.stringify(body.variables ?? {})}` });
  };
  page.on('request', count);
  return {
    stop: () => {
      page.off('request', count);
      // When the browser sent it (its clock is this machine's): under load the event of a request sent just
      // before the count began can reach the test after it, and that request is no answer to what was counted.
      // Playwright dates a request once it is answered; one not answered yet (time 0) is counted.
      return sent
        .map(({ request, label }) => ({ label, sentAt: request.timing().startTime }))
        .filter(({ sentAt }) => sentAt <= 0 || sentAt >= started)
        .map(({ label, sentAt }) => `${label} ${sentAt <= 0 ? 'not answered yet' : `${Math.round(sentAt - started)} ms after the count began`}`);
    },
  };
}
