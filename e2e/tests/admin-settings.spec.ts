import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoToasts, openFromSidebar, screenshotPath, signInAsAdmin } from './admin.js';
import { DEMO_ADMIN, freshAccount, graphql, signInOverApi } from './api.js';

/**
 * Store settings (issue 28, Done when 2): the owner changes the WhatsApp number, an office's address and
 * the software site in Settings, and without a restart or a rebuild the chat button, /contact, the footer,
 * the page's JSON-LD, the Software installation page and the next checkout link use the new values. The settings are put back afterwards, so the
 * specs after this one see the demo shop's.
 */

let original: Record<string, unknown> | null = null;

test.beforeAll(async ({ request }) => {
  const token = await signInOverApi(request, DEMO_ADMIN);
  const response = await request.get('/api/v1/Admin/settings', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const { updatedAt: _at, updatedByEmail: _by, ...settings } = (await response.json()) as Record<string, unknown>;
  original = settings;
});

test.afterAll(async ({ request }) => {
  if (!original) return;
  const token = await signInOverApi(request, DEMO_ADMIN);
  const response = await request.put('/api/v1/Admin/settings', { headers: { Authorization: `Bearer ${token}` }, data: original });
  expect(response.ok()).toBe(true);
});

/** The JSON-LD Organization of a page as the server sent it. */
async function organizationOf(page: Page): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === 'Organization');
  expect(organization).toBeDefined();
  return organization!;
}

test.describe('admin settings', () => {
  test('the owner changes the WhatsApp number and an address; every page and the next checkout use them at once', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = `${testInfo.project.name === 'mobile' ? 2 : 1}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const number = `99455${stamp}`;
    const address = { en: `${stamp} Nizami street, Baku`, az: `Bakı, Nizami küçəsi ${stamp}` };
    const softwareSite = `https://downloads.example.com/${stamp}`;

    await signInAsAdmin(page);
    await openFromSidebar(page, testInfo, 'settings');
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
    const whatsApp = page.getByTestId('settings-whatsapp');
    await expect(whatsApp).toHaveValue(/^\d{8,15}$/);
    await expectNoSidewaysScroll(page);

    // A number that is no number is refused on its field, before anything is sent.
    await whatsApp.fill('+994 ABC');
    await expect(page.getByText('Enter the number with its country code: 8 to 15 digits')).toBeVisible();
    await expect(page.getByTestId('settings-unsaved')).toBeVisible();
    await whatsApp.fill(`+994 55 ${stamp}`);
    await page.getByTestId('settings-office-0-offices.0.addressEn').fill(address.en);
    await page.getByTestId('settings-office-0-offices.0.addressAz').fill(address.az);
    await page.getByTestId('settings-softwareSiteUrl').fill(softwareSite);
    // A link away with the changes unsaved asks first; keeping them stays on the form with what was typed.
    await openFromSidebar(page, testInfo, 'products');
    await expect(page.getByTestId('settings-leave-discard')).toBeVisible();
    await page.getByTestId('settings-leave-discard-cancel').click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByTestId('settings-office-0-offices.0.addressAz')).toHaveValue(address.az);
    // The button under the form: the toast (top right) would sit under the pointer on the header's one, and stay while hovered.
    await page.getByTestId('settings-save').last().click();
    // The save is one small transaction; the margin is for a loaded machine.
    await expect(page.getByTestId('toast').filter({ hasText: 'Settings saved' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('settings-unsaved')).toHaveCount(0);
    await expect(whatsApp).toHaveValue(number);
    await expect(page.getByTestId('settings-last-saved')).toContainText(DEMO_ADMIN.email);
    await expectNoToasts(page);
    await page.screenshot({ path: screenshotPath('admin-settings', testInfo), fullPage: true, animations: 'disabled' });
    // Typed again and left: discarding moves on, and the saved value is what the form shows next time.
    await whatsApp.fill('+994 55 000 00 00');
    await openFromSidebar(page, testInfo, 'products');
    await page.getByTestId('settings-leave-discard-confirm').click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByTestId('products-grid')).toBeVisible();
    await openFromSidebar(page, testInfo, 'settings');
    await expect(whatsApp).toHaveValue(number);

    // The storefront, on its next page: no restart, no rebuild.
    await page.goto('/contact');
    await expect(page.getByTestId('chat-link')).toHaveAttribute('href', `https://wa.me/${number}`);
    await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', `https://wa.me/${number}`);
    await expect(page.getByTestId('office-item').first()).toContainText(address.en);
    const organization = await organizationOf(page);
    expect((organization.address as { streetAddress: string }[])[0].streetAddress).toBe(address.en);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId('footer-address').first()).toHaveText(address.en);

    // Server-rendered: the page's HTML already carries them (and in Azerbaijani for an Azerbaijani visitor).
    const html = await (await request.get('/contact', { headers: { cookie: 'language=az' } })).text();
    expect(html).toContain(`https://wa.me/${number}`);
    expect(html).toContain(address.az);

    // The Software installation page's button leads to the address set, server-rendered and in the browser.
    expect(await (await request.get('/software')).text()).toContain(`href="${softwareSite}"`);
    await page.goto('/software');
    await expect(page.getByTestId('software-external')).toHaveAttribute('href', softwareSite);

    // The next checkout links to the new number.
    const customer = await freshAccount(request, testInfo, 'settings');
    const token = await signInOverApi(request, customer);
    const { products } = await graphql<{ products: { items: { id: string; stockQuantity: number }[] } }>(
      request,
      '{ products(input: { page: 1, pageSize: 20 }) { items { id stockQuantity } } }',
    );
    const product = products.items.find((item) => item.stockQuantity > 0)!;
    await graphql(request, 'mutation($id: ID!) { addToCart(productId: $id) { id } }', { id: product.id }, token);
    const { checkout } = await graphql<{ checkout: { whatsAppUrl: string } }>(request, 'mutation { checkout { whatsAppUrl } }', {}, token);
    expect(checkout.whatsAppUrl.startsWith(`https://wa.me/${number}?text=`)).toBe(true);
  });
});
