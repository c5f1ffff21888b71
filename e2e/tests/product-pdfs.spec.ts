import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readOutbox } from '../../server/src/modules/mail/eml.js';
import { signInAsAdmin } from './admin.js';
import { DEMO_ADMIN, freshAccount, graphql, signInOverApi } from './api.js';
import { waitForHydration } from './hydration.js';

/**
 * Issue 28, an honest product page. "Download PDF" shows only for a product with an active PDF (Done-when
 * 4): none on a product without one, server-rendered or not; after the admin uploads one in the back
 * office it shows and downloads. A sold-out product offers "Ask on WhatsApp" (the store settings' number,
 * the product named) and "Notify me when back in stock": the customer asks, the admin restocks, exactly
 * one e-mail in the outbox names the product, and a second restock sends none.
 */

interface Item {
  id: string;
  name: string;
  sku: string;
  stockQuantity: number;
  pdfs: { id: string }[];
}

/** The demo catalogue's products (about a hundred), with their PDFs. */
async function catalogue(request: APIRequestContext): Promise<Item[]> {
  const data = await graphql<{ products: { items: Item[] } }>(
    request,
    '{ products(page: 1, pageSize: 100) { items { id name sku stockQuantity pdfs { id } } } }',
  );
  return data.products.items;
}

/** The last product matching (other specs take the first ones), so this spec's changes touch nobody else's. */
async function lastWhere(request: APIRequestContext, test: (item: Item) => boolean): Promise<Item> {
  const item = (await catalogue(request)).filter(test).at(-1);
  expect(item, 'the demo catalogue has such a product').toBeDefined();
  return item!;
}

const outboxOf = (project: string) => path.join(process.env.E2E_DATA_DIR!, project, 'outbox');
const mailsTo = (project: string, email: string) => readOutbox(outboxOf(project)).filter((mail) => mail.to.includes(email));

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function setStock(request: APIRequestContext, productId: string, stockQuantity: number) {
  const token = await signInOverApi(request, DEMO_ADMIN);
  const response = await request.put(`/api/v1/Products/${productId}`, { headers: { Authorization: `Bearer ${token}` }, data: { stockQuantity } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A one-page PDF, small but well formed. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('an honest product page', () => {
  test('"Download PDF" shows only with a PDF: none before, one after the admin uploads it, and it downloads', async ({ page, request }) => {
    test.setTimeout(120_000);
    const product = await lastWhere(request, (item) => item.stockQuantity > 0 && item.pdfs.length === 0);

    // No PDF: no button, in the server's page and in the app.
    const html = await (await request.get(`/details/${product.id}?lang=en`)).text();
    expect(html).toContain(product.sku);
    expect(html).not.toContain('data-testid="download-pdf"');
    await page.goto(`/details/${product.id}`);
    await expect(page.getByTestId('product-title')).toHaveText(product.name);
    await expect(page.getByTestId('share-button')).toBeVisible();
    await expect(page.getByTestId('download-pdf')).toHaveCount(0);

    // The admin uploads a data sheet on the product's back-office page.
    await signInAsAdmin(page);
    await page.goto(`/admin/products/${product.id}`);
    await page.getByTestId('product-pdf-upload').click();
    const dialog = page.getByTestId('product-pdf-dialog');
    await dialog.getByTestId('product-pdf-file-input').setInputFiles({ name: 'datasheet.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByTestId('product-pdf-dialog-save').click();
    await expect(page.getByTestId('product-document')).toHaveCount(1);

    // The shop's page now offers it (server-rendered too), and it downloads as the product's PDF.
    await expect.poll(async () => (await (await request.get(`/details/${product.id}?lang=en`)).text()).includes('data-testid="download-pdf"')).toBe(true);
    await page.goto(`/details/${product.id}`);
    const button = page.getByTestId('download-pdf');
    await expect(button).toHaveCount(1);
    await expect(button).toHaveText('Download PDF');
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${product.name.replace(/[^a-zA-Z0-9]/g, '_')}.pdf`);
    const saved = await file.path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a visitor asked to sign in for a PDF; a second PDF lists both by name', async ({ page, request }) => {
    const product = await lastWhere(request, (item) => item.pdfs.length === 1);
    const token = await signInOverApi(request, DEMO_ADMIN);
    const response = await request.post(`/api/v1/Admin/products/${product.id}/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { ProductId: product.id, CustomFileName: 'User manual', PdfFile: { name: 'manual.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(response.status(), await response.text()).toBe(201);
    await page.goto(`/details/${product.id}`);
    const buttons = page.getByTestId('download-pdf');
    await expect(buttons).toHaveCount(2);
    await expect(buttons.nth(1)).toHaveText('Download PDF: User manual');
    await buttons.nth(1).click();
    await expect(page.getByTestId('sign-in-required')).toContainText('You need to be logged in to download this file.');
  });

  test('a sold-out product: ask on WhatsApp about it, or be told once by e-mail when it is back', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const product = await lastWhere(request, (item) => item.stockQuantity === 0);
    const { storeSettings } = await graphql<{ storeSettings: { whatsApp: string } }>(request, '{ storeSettings { whatsApp } }');

    // The server's page already offers both, and the browser takes it over without a hydration mismatch.
    const html = await (await request.get(`/details/${product.id}?lang=en`)).text();
    expect(html).toContain('data-testid="notify-me"');
    expect(html).toContain('data-testid="ask-whatsapp"');
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

    // A visitor: the WhatsApp question names the product, its SKU and its page; notify me asks to sign in.
    await page.goto(`/details/${product.id}`);
    await waitForHydration(page.getByTestId('notify-me'));
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    const ask = page.getByTestId('ask-whatsapp');
    await expect(ask).toHaveText('Ask on WhatsApp');
    await expect(ask).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${storeSettings.whatsApp}\\?text=`));
    await expect
      .poll(async () => decodeURIComponent((await ask.getAttribute('href'))!.split('?text=')[1]))
      .toBe(`Hello! When will ${product.name} (SKU: ${product.sku}) be back in stock? ${new URL(page.url()).origin}/details/${product.id}`);
    await page.getByTestId('notify-me').click();
    await expect(page.getByTestId('sign-in-required')).toContainText('You need to be logged in to get an e-mail when this product is back in stock.');

    // A customer asks; the page remembers it after a reload (server-rendered for the signed-in viewer).
    const customer = await freshAccount(request, testInfo, 'notify');
    await signIn(page, customer.email, customer.password);
    await page.goto(`/details/${product.id}`);
    await page.getByTestId('notify-me').click();
    await expect(page.getByTestId('notify-me')).toHaveText('Cancel the notification');
    await page.reload();
    await expect(page.getByTestId('notify-me')).toHaveAttribute('data-requested', 'true');
    await expect(page.getByTestId('out-of-stock-actions')).toContainText('We will e-mail you once when it is back in stock.');

    // The admin restocks: one e-mail names the product. More restocks send nothing more.
    await setStock(request, product.id, 5);
    await expect.poll(() => mailsTo(project, customer.email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(project, customer.email);
    expect(mail.subject).toBe(`Texnika: ${product.name} is back in stock`);
    expect(mail.text).toContain(`/details/${product.id}`);
    await setStock(request, product.id, 0);
    await setStock(request, product.id, 2);
    await page.waitForTimeout(1500);
    expect(mailsTo(project, customer.email)).toHaveLength(1);
    await setStock(request, product.id, 0);
    expect(consoleErrors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
});
