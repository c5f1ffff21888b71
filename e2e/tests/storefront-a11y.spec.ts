import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './admin.js';
import { freshAccount } from './api.js';
import { seriousViolations } from './axe.js';
import { misfitsAtPhoneWidths } from './fit.js';
import { waitForHydration } from './hydration.js';
import { storefrontRoutes } from './storefrontRoutes.js';
import { visit } from './visit.js';
import { PHONE } from './phone.js';

/**
 * axe on every storefront route (issue 28): no serious or critical violation, on a large screen and on a
 * phone, in both languages, signed out and signed in, and with the phone menu open. Each test walks its
 * list on one page and reports every finding (soft assertions), not only the first. The phone's walks
 * also fit every page they load to the phone widths (issue 18: 320-414 px, `fit.ts`), signed out in
 * Azerbaijani and signed in in English.
 */

const ROUTE_PARTS = 4;
const FULL_SCREEN_FORMS = ['/login', '/register'];

/** One of ROUTE_PARTS about equal slices of the routes. */
function routesPart(routes: string[], part: number): string[] {
  const size = Math.ceil(routes.length / ROUTE_PARTS);
  return routes.slice(part * size, (part + 1) * size);
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await seriousViolations(page), what).toEqual([]);
}

/** No sideways scroll, nothing cut off in the header and no text under 12 px at any phone width. */
async function expectFitsPhones(page: Page, what: string): Promise<void> {
  expect.soft(await misfitsAtPhoneWidths(page, what), what).toEqual([]);
}

test.describe('storefront accessibility', () => {
  test.describe.configure({ timeout: 300_000 });

  // Five routes a test (axe takes 15-25 s a page on a busy machine): four parts cover the twenty routes.
  for (const language of ['en', 'az'] as const) {
    for (let part = 0; part < ROUTE_PARTS; part++) {
      test(
        `every storefront route has no serious or critical axe violations, signed out, and on a phone fits 320-414 px (${language}, part ${part + 1} of ${ROUTE_PARTS})`,
        PHONE,
        async ({ page, request }, testInfo) => {
          // Each language once, on one layout each (the suite's time): English on the large screen, Azerbaijani
          // on the phone; the phone's signed-in walk below covers its English pages with the menu open.
          test.skip(testInfo.project.name === 'mobile' ? language === 'en' : language === 'az', 'each language on one layout');
          const routes = routesPart(await storefrontRoutes(request), part);
          await page.goto('/');
          await useLanguage(page, language);
          for (const route of routes) {
            await test.step(route, async () => {
              await visit(page, () => page.goto(route));
              await expectAccessible(page, `${language} ${route}`);
              if (testInfo.project.name === 'mobile') await expectFitsPhones(page, `${language} ${route}`);
            });
          }
        },
      );
    }
  }

  for (let part = 0; part < ROUTE_PARTS; part++) {
    test(
      `signed in: the account pages, and the phone menu open on every route, have no serious or critical axe violations; on a phone every route fits 320-414 px (part ${part + 1} of ${ROUTE_PARTS})`,
      PHONE,
      async ({ page, request }, testInfo) => {
        const phone = testInfo.project.name === 'mobile';
        test.skip(!phone && part > 0, 'a large screen checks the account pages only');
        const customer = await freshAccount(request, testInfo, `a11y${part}`);
        await page.goto('/login');
        await page.getByTestId('login-email').fill(customer.email);
        await page.getByTestId('login-password').fill(customer.password);
        await page.getByTestId('login-submit').click();
        await expect(page).not.toHaveURL(/\/login/);
        const routes = phone ? routesPart(await storefrontRoutes(request), part) : ['/profile', '/cart', '/favorites'];
        for (const route of routes) {
          await test.step(route, async () => {
            await visit(page, () => page.goto(route));
            await expectAccessible(page, route);
            if (phone) await expectFitsPhones(page, `signed in ${route}`);
            // The phone's sign-in and sign-up pages are full-screen forms, with no header and so no menu.
            if (!phone || FULL_SCREEN_FORMS.includes(route)) return;
            await waitForHydration(page.getByTestId('menu-button'));
            await page.getByTestId('menu-button').click();
            await expect(page.getByTestId('mobile-menu-categories')).toBeVisible();
            await expectAccessible(page, `${route}, menu open`);
            await page.getByTestId('menu-close').click();
            await expect(page.getByTestId('mobile-menu')).toBeHidden();
          });
        }
      },
    );
  }

  test('the phone menu open, signed out, has no serious or critical axe violations', PHONE, async ({ page }) => {
    test.skip(!test.info().project.use.isMobile, 'the menu is for small screens');
    await page.goto('/');
    await waitForHydration(page.getByTestId('menu-button'));
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('mobile-menu-categories')).toBeVisible();
    await expectAccessible(page, 'menu open');
  });
});
