import { expect, test, type Page } from '@playwright/test';

const ADMIN = { email: 'admin@texnika.az', password: 'Admin12345!' };

/** A 1×1 PNG standing in for map tiles (no network here): a tile the policy blocks never reaches the route. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Every Content-Security-Policy violation the page reports, from its console and its own event. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.route(/tile\.openstreetmap\.(org|fr)\//, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

// index.html's inline language script, Emotion's and Monaco's styles, Monaco's workers, Leaflet's tiles and
// data: pictures, GraphiQL's fonts: each is reported here if the policy blocks it.
test.describe('Content-Security-Policy', () => {
  test('the shop, its map and the back office work under it', async ({ page, context, request, baseURL }) => {
    const violations = await watchPolicy(page);
    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByTestId('banner-dot').first()).toBeVisible();

    await page.goto('/contact');
    await page.getByTestId('office-map-slot').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('office-map').locator('.leaflet-marker-icon')).toHaveCount(2);
    await expect(page.getByTestId('office-map').locator('img.leaflet-tile-loaded').first()).toBeVisible();

    const login = await request.post('/graphql', {
      data: { query: 'mutation($input: LoginInput!) { login(input: $input) { token } }', variables: { input: ADMIN } },
    });
    const { token } = ((await login.json()) as { data: { login: { token: string } } }).data.login;
    await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
    await page.goto('/admin');
    await expect(page.getByTestId('admin-title')).toHaveText('Admin Dashboard');
    expect(await violations()).toEqual([]);
  });

  test('the GraphQL explorer works under it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the explorer is a desktop tool');
    const violations = await watchPolicy(page);
    const explorer = await page.goto('/graphql');
    expect(explorer?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The schema came through introspection and Monaco's workers run: the docs list the query type.
    await expect(page.locator('.graphiql-query-editor .monaco-editor').first()).toBeVisible({ timeout: 20_000 });
    await page.locator('.graphiql-sidebar button[aria-label="Show Documentation Explorer"]').click();
    await expect(page.locator('.graphiql-doc-explorer')).toContainText('Query', { timeout: 20_000 });
    await page.locator('.graphiql-execute-button').click();
    await expect(page.locator('.graphiql-response')).toContainText('categoryTree', { timeout: 20_000 });
    expect(await violations()).toEqual([]);
  });
});
