import { expect, test } from '@playwright/test';

// What search engines read: each page's own status and head from the server, titles kept current in the app.
test.describe('pages for search engines', () => {
  test('unknown routes, slugs and ids answer 404 with the Not Found page', async ({ page }) => {
    for (const url of ['/no/such/page', '/products/no-such-category', '/products/brand/no-such-brand', '/details/00000000-0000-0000-0000-000000000000']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page).toHaveTitle('Page not found | Texnika Mağazası');
    }
    await expect(page.getByTestId('product-not-found')).toBeVisible();
    await page.goto('/products/no-such-category');
    await expect(page.getByTestId('page-not-found')).toBeVisible();
  });

  test('a product page carries its title and JSON-LD in the HTML, and the title follows moves inside the app', async ({ page, request }) => {
    await page.goto('/products/hot-deals');
    await expect(page).toHaveTitle('Hot deals | Texnika Mağazası');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByTestId('product-name').textContent())!.trim();
    await card.getByTestId('product-name').click();
    await expect(page).toHaveURL(/\/details\//);
    await expect(page).toHaveTitle(`${name} | Texnika Mağazası`);

    const html = await (await request.get(new URL(page.url()).pathname, { headers: { cookie: 'language=en' } })).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
    expect(data.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList', 'Organization']);
    expect(data[0]).toMatchObject({ name, offers: { '@type': 'Offer', priceCurrency: 'AZN' } });
  });

  test('robots.txt and the sitemap are served', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    expect(await sitemap.text()).toContain('/details/');
  });
});
