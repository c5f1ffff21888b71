import { expect, test } from '@playwright/test';
import { blockOutsideRequests } from './offline.js';

test.describe('REST API reference', () => {
  test.skip(({ isMobile }) => isMobile, 'the reference is a desktop tool');

  test('renders at /api/docs from the OpenAPI document with no network beyond this server', async ({ page, baseURL }) => {
    // Swagger UI renders the whole document in the browser: seconds on a busy machine.
    test.setTimeout(120_000);
    const outside = await blockOutsideRequests(page, baseURL!);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Shop REST API', { timeout: 60_000 });
    const operation = page.getByRole('button', { name: /^GET \/api\/v1\/Products\/\{id\}\/specifications/ });
    await expect(operation).toBeVisible({ timeout: 60_000 });
    // Opening an operation shows its parameters and the schema of its answer.
    await operation.click();
    const opened = page.locator('.opblock.is-open');
    await expect(opened.locator('.parameters')).toContainText('id', { timeout: 60_000 });
    await expect(opened.locator('.responses-wrapper')).toContainText('specificationGroups', { timeout: 30_000 });
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
