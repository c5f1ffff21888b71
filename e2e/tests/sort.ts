import type { Page } from '@playwright/test';
import { waitForHydration } from './hydration.js';

/** Picks a listing's sort from its menu. After hydration: a whole click before it is not replayed into an open menu. */
export async function chooseSort(page: Page, label: RegExp): Promise<void> {
  await waitForHydration(page.getByTestId('sort-select'));
  await page.getByTestId('sort-select').click();
  await page.getByRole('option', { name: label }).click();
}
