import { expect, type Locator, type Page } from '@playwright/test';

/** Whether React has taken the element over (it marks the nodes it owns). */
export const isHydrated = (element: Locator): Promise<boolean> => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/**
 * Waits until React has taken a server-rendered element over: before that the page shows but nothing on
 * it runs (timers, handlers). A visitor's page starts its app on the first sign of a person
 * (client/src/app/boot.ts): the mouse moves first, as a person's would, unless `{ untouched: true }`.
 */
export async function waitForHydration(element: Locator, { untouched = false } = {}): Promise<void> {
  if (!untouched) await movePointer(element.page());
  await expect.poll(() => isHydrated(element)).toBe(true);
}

/**
 * Moves the mouse as a person's moves: two moves, the second 10 px or more from the first. A page ignores
 * a move that did not move (boot.ts), which the first can be when the mouse is already there or the
 * browser knows no earlier position.
 */
export async function movePointer(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.mouse.move(15, 15 + Math.random() * 10);
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
