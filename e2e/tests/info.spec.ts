import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { moveInApp, waitForHydration } from './hydration.js';
import { screenshotPath } from './screenshots.js';
import { PHONE } from './phone.js';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: screenshotPath(name, testInfo), fullPage: true, animations: 'disabled' });
}

test.describe('info pages', () => {
  test('about: intro, three cards, links to the service pages; the text folds on phones', PHONE, async ({ page, isMobile }, testInfo) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByTestId('info-card')).toHaveCount(3);
    await expect(page.getByTestId('about-secure-link')).toHaveAttribute('href', '/secure');
    await expect(page.getByTestId('about-software-link')).toHaveAttribute('href', '/software');
    const paragraphs = page.getByTestId('about-text').locator('p');
    if (isMobile) {
      const toggle = page.getByTestId('about-toggle');
      await expect(paragraphs).toHaveCount(1);
      await expect(toggle).toHaveText(/More/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(paragraphs).toHaveCount(3);
      await expect(toggle).toHaveText(/Less/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(paragraphs).toHaveCount(1);
    } else {
      await expect(paragraphs).toHaveCount(3);
      await expect(page.getByTestId('about-toggle')).toHaveCount(0);
    }
    await snapshot(page, testInfo, 'about');
    await page.getByTestId('about-software-link').click();
    await expect(page).toHaveURL(/\/software$/);
  });

  test('contact: phone, WhatsApp, opening hours, both offices and the map', async ({ page }, testInfo) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', /^tel:\+994\d+$/);
    await expect(page.getByTestId('contact-phone')).toHaveText(/^\+994/);
    await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByTestId('contact-hours')).toContainText('10:00–19:00');
    const offices = page.getByTestId('office-item');
    await expect(offices).toHaveCount(2);
    await expect(offices.nth(0)).toContainText('15 Nizami street');
    await expect(offices.nth(1)).toContainText('152 Heydar Aliyev avenue');
    await page.getByTestId('office-map-slot').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('office-map').locator('.leaflet-marker-icon')).toHaveCount(2);
    await snapshot(page, testInfo, 'contact');
  });

  test("download: the demo server's two files, described in English", async ({ page }, testInfo) => {
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
    await expect(page.getByTestId('download-item')).toHaveCount(2);
    await expect(page.getByTestId('download-empty')).toHaveCount(0);
    await expect(page.getByText('Short set-up guide for Xprinter receipt printers')).toBeVisible();
    await expect(page.getByText('First set-up of Hikvision recorders')).toBeVisible();
    await snapshot(page, testInfo, 'download');
  });

  test('download: a failing files query shows the error text', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('DownloadFiles')) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' });
      else await route.continue();
    });
    // The server renders the first page's files itself: the browser asks for them on a move inside the app.
    await page.goto('/about');
    await waitForHydration(page.getByTestId('about-text'));
    await moveInApp(page, '/download');
    await expect(page.getByTestId('download-error')).toContainText('Failed to load files. Please try again later.');
  });

  test('secure: the WhatsApp button opens the chat in a new tab', async ({ page }, testInfo) => {
    await page.goto('/secure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security systems');
    const button = page.getByTestId('secure-whatsapp');
    await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', /noopener/);
    await snapshot(page, testInfo, 'secure');
  });

  test('software: the button opens the external software site in a new tab', async ({ page }, testInfo) => {
    await page.goto('/software');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software installation');
    const button = page.getByTestId('software-external');
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', /noopener/);
    await expect(button).toHaveAttribute('href', /^https:\/\//);
    await snapshot(page, testInfo, 'software');
  });
});
