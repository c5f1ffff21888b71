import { expect, type Page, type Request } from '@playwright/test';

/** How long no request may be open before a page counts as loaded (its data, lazy parts and pictures). */
const QUIET_MS = 150;

interface VisitOptions {
  /** A longer silence, where what `move` starts asks for data only some frames later. */
  quietMs?: number;
}

/**
 * Runs `move` (a `page.goto`, a click, a scroll) and waits until the page shows its main content, no request
 * it started is still open and none has started for QUIET_MS, and no progress bar is left in the content.
 * Page walks use it instead of `networkidle`, which always waits a further 500 ms of silence: over the
 * suite's few hundred walked pages that was minutes of an idle machine. Only requests made after `move`
 * began count, so a previous page's late answers do not hold it up.
 */
export async function visit(page: Page, move: () => Promise<unknown>, { quietMs = QUIET_MS }: VisitOptions = {}): Promise<void> {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    open.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await move();
    await expect(page.locator('main')).toBeVisible();
    await expect.poll(() => open.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [25], message: 'the page still loading' }).toBe(true);
    await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
