import type { Page } from '@playwright/test';

/** Aborts every request that leaves this server (data: and blob: stay local); answers the list of those refused. */
export async function blockOutsideRequests(page: Page, baseURL: string): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseURL) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
}
