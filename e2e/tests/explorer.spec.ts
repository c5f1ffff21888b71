import { expect, test } from '@playwright/test';
import { blockOutsideRequests } from './offline.js';

test.describe('GraphQL explorer', () => {
  test.skip(({ isMobile }) => isMobile, 'the explorer is a desktop tool');

  test('opens at /graphql and runs a query with no network beyond this server', async ({ page, baseURL }) => {
    const outside = await blockOutsideRequests(page, baseURL!);
    await page.goto('/graphql');
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await expect(editor).toBeVisible({ timeout: 20_000 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('{ categoryTree { slug } }');
    // GraphiQL picks the operation name from the editor after a debounce; until then it may still send the
    // default query's name (HomePage), which the server rejects. Run again until the new query's answer shows.
    await expect(async () => {
      await page.locator('.graphiql-execute-button').click();
      await expect(page.locator('.graphiql-response')).toContainText('komputerler', { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    expect(outside).toEqual([]);
  });
});
