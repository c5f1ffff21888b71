import type { BrowserContext, Page } from '@playwright/test';

/**
 * Aborts every request that leaves this server (data: and blob: stay local); answers the list of those refused.
 * Given a browser context, it covers every page of it, popups and new tabs too.
 */
export async function blockOutsideRequests(target: Page | BrowserContext, baseURL: string): Promise<string[]> {
  const outside: string[] = [];
  await target.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseURL) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
}
