import path from 'node:path';
import type { TestInfo } from '@playwright/test';

/**
 * Where the specs' screenshots (and the Lighthouse report) go. A test run writes them to e2e/.screenshots,
 * which git ignores, so running the tests leaves `git status` clean; the committed pictures in
 * e2e/screenshots are replaced only on purpose, by `npm run screenshots -w e2e` (UPDATE_SCREENSHOTS=1).
 */
export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '..', process.env.UPDATE_SCREENSHOTS === '1' ? 'screenshots' : '.screenshots');

/** `<name>-desktop.png` or `<name>-mobile.png`: the project's layout (playwright.config.ts). */
export function screenshotPath(name: string, testInfo: TestInfo): string {
  return path.join(SCREENSHOTS_DIR, `${name}-${String(testInfo.project.metadata.layout)}.png`);
}
