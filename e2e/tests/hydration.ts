import { expect, type Locator, type Page } from '@playwright/test';

/** Whether React has taken the element over (it marks the nodes it owns). */
export const isHydrated = (element: Locator): Promise<boolean> => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/**
 * Waits until React has taken a server-rendered element over: before that the page shows but nothing on
 * it runs (timers, handlers). A visitor's page starts its app on the first sign of a person
 * (client/src/app/boot.ts): the mouse moves first, as a person's would, unless `{ untouched: true }`.
 */
export async function waitForHydration(element: Locator, { untouched = false } = {}): Promise<void> {
  if (!untouched) await element.page().mouse.move(1, 1 + Math.random() * 10);
  await expect.poll(() => isHydrated(element)).toBe(true);
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
