import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has taken a server-rendered element over (it marks the nodes it owns): before that
 * the page shows but nothing on it runs (timers, handlers).
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}

/**
 * Moves to a path inside the app (the router follows history), so the browser renders the page and asks
 * for its data itself, as after a click on a link, instead of the server rendering it.
 */
export async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
