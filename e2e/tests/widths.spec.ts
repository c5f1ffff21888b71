import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES, signInAsAdmin, useLanguage } from './admin.js';
import { DEMO_ADMIN, graphql, signInOverApi } from './api.js';
import { misfitsAtPhoneWidths } from './fit.js';
import { PHONE } from './phone.js';
import { visit } from './visit.js';

/**
 * The back office at phone widths. The storefront's routes are fitted to the same widths in the phone's
 * accessibility walks (storefront-a11y.spec.ts), on the pages those walks load anyway.
 */
test.describe('every page fits a phone, in both languages', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths');
  test.describe.configure({ timeout: 300_000 });

  for (const language of ['az', 'en'] as const) {
    test(`the back office fits too: every admin screen at 320, 360, 390 and 414 px (${language})`, PHONE, async ({ page, request }) => {
      const token = await signInOverApi(request, DEMO_ADMIN);
      const { adminProducts } = await graphql<{ adminProducts: { items: { id: string }[] } }>(
        request,
        '{ adminProducts(input: { page: 1, pageSize: 1 }) { items { id } } }',
        {},
        token,
      );
      const routes = [...ADMIN_ROUTES, `/admin/products/${adminProducts.items[0].id}`];
      await signInAsAdmin(page);
      await useLanguage(page, language);
      const found: string[] = [];
      for (const route of routes) {
        await visit(page, () => page.goto(route));
        found.push(...(await misfitsAtPhoneWidths(page, `admin ${language} ${route}`)));
      }
      expect(found).toEqual([]);
    });
  }
});
