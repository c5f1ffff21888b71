import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('shows the seeded catalogue, switches to Azerbaijani and stays in Azerbaijani after a reload', async ({ page, context, isMobile }) => {
    await page.goto('/');
    const categories = page.getByTestId('home-categories');
    await expect(categories).toContainText('Kompüterlər');
    await expect(categories).toContainText('Şəbəkə avadanlıqları');
    await expect(page.getByTestId('recently-added').getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('recently-added')).toContainText('Recently added');
    await expect(page.getByTestId('profile-link')).toContainText(/Login/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    if (isMobile) {
      await page.getByTestId('menu-button').click();
      await page.getByTestId('mobile-language-switcher').click();
    } else {
      await page.getByTestId('language-switcher').click();
    }
    await page.getByTestId('language-option-az').click();

    await expect(page.getByTestId('recently-added')).toContainText('Yeni məhsullar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    const cookie = (await context.cookies()).find((c) => c.name === 'language');
    expect(cookie?.value).toBe('az');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 60);

    await page.reload();
    await expect(page.getByTestId('recently-added')).toContainText('Yeni məhsullar');
    await expect(page.getByTestId('recently-added')).not.toContainText('Recently added');
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    if (!isMobile) await expect(page.getByTestId('profile-link')).toContainText('Daxil ol');
    await expect(page.getByTestId('home-categories')).toContainText('Kompüterlər');
  });

  test('shows prices in manat on the product cards', async ({ page }) => {
    await page.goto('/');
    const price = page.getByTestId('recently-added').getByTestId('product-price').first();
    await expect(price).toContainText('₼');
    await expect(price).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}\s?₼$/);
  });
});
