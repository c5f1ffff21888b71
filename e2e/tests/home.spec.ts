import { seriousViolations } from './axe.js';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.js';
import { screenshotPath } from './screenshots.js';
import { PHONE } from './phone.js';

const FEATURED_BRANDS = ['hem', 'hp', 'dell', 'lg', 'xprinter', 'lenovo', 'westernDigital', 'acer', 'hikvision', 'unv', 'canon', 'seagate'];
const SMALL_GRID = [
  'sebeke-avadanliqlari',
  'komputerler',
  'noutbuklar',
  'ofis-avadanliqlari',
  'ticaret-avadanliqlari',
  'musahide-sistemleri',
  'komputer-avadanliqlari',
];

/** Index of the active carousel dot. */
async function activeSlide(page: Page): Promise<number> {
  return page.getByTestId('banner-dot').evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
}

/** Scrolls to the bottom in steps, so every lazily loaded section (rows, map) mounts. */
async function scrollThrough(page: Page) {
  await page.getByTestId('home-below-fold').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('office-locations')).toBeAttached();
  await page.getByTestId('office-map-slot').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('office-map')).toBeVisible();
}

async function switchToAzerbaijani(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('mobile-language-switcher').click();
  } else {
    await page.getByTestId('language-switcher').click();
  }
  await page.getByTestId('language-option-az').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  if (isMobile) {
    await page.getByTestId('menu-close').click();
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  }
}

test.describe('home page', () => {
  test('shows the seeded catalogue, switches to Azerbaijani and stays in Azerbaijani after a reload', PHONE, async ({ page, context, isMobile }) => {
    await page.goto('/');
    const categories = page.getByTestId('home-categories');
    // The catalogue's own words in the interface language too (issue 16).
    await expect(categories).toContainText('Computers');
    await expect(categories).toContainText('Network equipment');
    await page.getByTestId('home-below-fold').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('recently-added').getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('recently-added')).toContainText('Recently added');
    await expect(page.getByTestId('profile-link')).toContainText(/Login/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // No choice made, no cookie: caches in front of the shop may share the page (issue 31).
    expect((await context.cookies()).find((c) => c.name === 'language')).toBeUndefined();

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
    await page.getByTestId('home-below-fold').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('recently-added')).toContainText('Yeni məhsullar');
    await expect(page.getByTestId('recently-added')).not.toContainText('Recently added');
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    if (!isMobile) await expect(page.getByTestId('profile-link')).toContainText('Daxil ol');
    await expect(page.getByTestId('home-categories')).toContainText('Kompüterlər');
  });

  test('shows prices in manat on the product cards', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('home-below-fold').scrollIntoViewIfNeeded();
    const price = page.getByTestId('recently-added').getByTestId('product-price').first();
    await expect(price).toContainText('₼');
    await expect(price).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}\s?₼$/);
  });

  test('banner carousel advances by itself, pauses on hover, and has arrows on large screens', PHONE, async ({ page, isMobile, request }) => {
    // The server's page has the first slide's picture only: the hidden slides' would all load with it.
    const served = await (await request.get('/')).text();
    const servedCarousel = /data-testid="banner-carousel"[\s\S]*?<\/section>/.exec(served)?.[0] ?? '';
    expect(servedCarousel.match(/data-testid="banner-slide"/g)).toHaveLength(5);
    expect(servedCarousel.match(/<img /g)).toHaveLength(1);

    // The page's timers on a clock the test can move on, instead of waiting out the carousel's interval.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toBeVisible();
    // The server sent it; it moves once the browser has taken the page over.
    await waitForHydration(carousel);
    // Running, the carousel adds the next slide's picture before its turn, and no other.
    const slides = page.getByTestId('banner-slide');
    await expect(slides.nth(1).locator('img')).toHaveCount(1);
    await expect(slides.nth(2).locator('img')).toHaveCount(0);
    const dots = page.getByTestId('banner-dot');
    await expect(dots).toHaveCount(5);
    await expect(page.getByTestId('banner-slide').and(page.locator('[data-active]'))).toHaveCount(1);
    expect(await activeSlide(page)).toBe(0);
    // Auto-advance every 4 s.
    await page.clock.fastForward(4_000);
    await expect.poll(() => activeSlide(page)).toBe(1);
    const link = page.locator('[data-testid=banner-slide][data-active] [data-testid=banner-link]');
    await expect(link).toHaveAttribute('href', /^\//);
    const image = page.locator('[data-testid=banner-slide][data-active] img');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '600');

    if (isMobile) {
      await expect(page.getByTestId('banner-next')).toBeHidden();
      await dots.nth(3).click();
      expect(await activeSlide(page)).toBe(3);
    } else {
      await page.getByTestId('banner-next').click();
      await expect.poll(() => activeSlide(page)).toBe(2);
      await page.getByTestId('banner-prev').click();
      await expect.poll(() => activeSlide(page)).toBe(1);
      await page.getByTestId('banner-prev').click();
      await page.getByTestId('banner-prev').click();
      await expect.poll(() => activeSlide(page)).toBe(4);
      // Hovered: it stays put for longer than the interval.
      await carousel.hover();
      await expect(carousel).toHaveAttribute('data-paused', 'true');
      await page.clock.fastForward(4_600);
      expect(await activeSlide(page)).toBe(4);
    }
  });

  test('shows the featured brands, the deals and the product rows', PHONE, async ({ page, isMobile }) => {
    await page.goto('/');
    const brandLinks = page.getByTestId('brand-list').getByTestId('brand-link');
    await expect(brandLinks).toHaveCount(12);
    const hrefs = await brandLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(FEATURED_BRANDS.map((slug) => `/products/brand/${slug}`));
    await expect(brandLinks.first()).toHaveText('HEM');

    const deals = page.getByTestId('home-deal');
    await expect(deals).toHaveCount(isMobile ? 2 : 4);
    for (const href of await deals.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/details\/[\w-]+$/);
    await expect(page.getByTestId('home-deals-explore')).toHaveAttribute('href', '/products/hot-deals');

    await page.getByTestId('home-below-fold').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('recently-added').getByTestId('product-card')).toHaveCount(10);
    await expect(page.getByTestId('recently-added-more')).toHaveAttribute('href', '/products/recommended');
    await expect(page.getByTestId('hot-deals').getByTestId('product-card').first()).toBeVisible();
    expect(await page.getByTestId('hot-deals').getByTestId('product-card').count()).toBeGreaterThan(isMobile ? 2 : 4);
    await expect(page.getByTestId('hot-deals-more')).toHaveAttribute('href', '/products/hot-deals');

    if (isMobile) {
      const tiles = page.getByTestId('home-category-tile');
      await expect(tiles).toHaveCount(7);
      expect(await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(SMALL_GRID.map((slug) => `/${slug}`));
    }
  });

  test('lists both offices beside the map, which loads lazily and works without tiles', PHONE, async ({ page, isMobile }) => {
    const leaflet: string[] = [];
    page.on('request', (request) => {
      if (/OfficeMap-.*\.js$/.test(request.url())) leaflet.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(leaflet, 'the map chunk is not part of the first load').toEqual([]);

    await scrollThrough(page);
    const offices = page.getByTestId('office-item');
    await expect(offices).toHaveCount(2);
    await expect(offices.nth(0)).toContainText('Head office');
    await expect(offices.nth(1)).toContainText('Service centre');
    expect(leaflet.length).toBe(1);

    const map = page.getByTestId('office-map');
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Zoom out' })).toBeVisible();
    await expect(map.getByTestId('map-type-streets')).toHaveAttribute('aria-pressed', 'true');
    await map.getByTestId('map-type-humanitarian').click();
    await expect(map.getByTestId('map-type-humanitarian')).toHaveAttribute('aria-pressed', 'true');
    const slotHeight = await page.getByTestId('office-map-slot').evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.round(slotHeight)).toBe(isMobile ? 400 : 600);
    await expect(map.getByTestId('map-fullscreen')).toBeVisible();
  });

  test('category list shows 5 entries, then all with See all, and subcategories on hover', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the list is a large-screen layout');
    await page.goto('/');
    const links = page.getByTestId('home-category-link');
    await expect(links).toHaveCount(5);
    await expect(links.first()).toHaveAttribute('href', '/sebeke-avadanliqlari');
    const toggle = page.getByTestId('categories-toggle');
    await expect(toggle).toHaveText(/See all/);
    await toggle.click();
    await expect.poll(() => links.count()).toBeGreaterThan(5);
    await expect(toggle).toHaveText(/See less/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(links).toHaveCount(5);

    await links.first().hover();
    const flyout = page.locator('.subcategories').first();
    await expect(flyout).toBeVisible();
    await expect(flyout.getByRole('link').first()).toHaveAttribute('href', /^\/products\/[a-z0-9-]+$/);
    // Keyboard focus opens it too.
    await page.mouse.move(900, 800);
    await links.nth(1).focus();
    await expect(page.locator('.subcategories').nth(1)).toBeVisible();
  });

  test('the home page in Azerbaijani has no English interface text left', async ({ page, isMobile }) => {
    await page.goto('/');
    await switchToAzerbaijani(page, isMobile);
    await scrollThrough(page);
    await expect(page.getByTestId('brand-strip')).toContainText('Seçilmiş brendlər');
    await expect(page.getByTestId('home-deals')).toContainText('Həftənin təklifləri');
    await expect(page.getByTestId('hot-deals')).toContainText('Qaynar təkliflər');
    await expect(page.getByTestId('office-locations')).toContainText('Bizi harada tapa bilərsiniz');
    await expect(page.getByTestId('office-map').getByRole('button', { name: 'Yaxınlaşdır' })).toBeVisible();

    // The interface text: the page without the catalogue's own data (product, brand and banner names).
    const text = await page.evaluate(() => {
      const clone = document.body.cloneNode(true) as HTMLElement;
      clone
        .querySelectorAll(
          '[data-testid=product-card], [data-testid=home-deal], [data-testid=brand-track], [data-testid=banner-slide], .leaflet-control-attribution',
        )
        .forEach((el) => el.remove());
      const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].map((el) =>
        ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? '').join(' '),
      );
      return `${clone.innerText}\n${labels.join('\n')}`;
    });
    const english = [
      'Featured brands',
      'Deals of the week',
      'Explore all deals',
      'Recently added',
      'Hot deals',
      'Where to find us',
      'Head office',
      'Service centre',
      'Categories',
      'See all',
      'More',
      'Login',
      'Home',
      'About',
      'Download',
      'Contact',
      'Search products',
      'All rights reserved',
      'Follow us',
      'Next slide',
      'Previous slide',
      'Pause the slideshow',
      'Zoom in',
      'Zoom out',
      'Streets',
      'Open in OpenStreetMap',
      'You save',
      'Loading',
      'Show slide',
      'Map type',
    ];
    const left = english.filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(text));
    expect(left, 'English strings left in the Azerbaijani interface').toEqual([]);
    for (const phrase of ['Kateqoriyalar', 'Yeni məhsullar', 'Bütün təkliflərə bax', 'Baş ofis']) expect(text).toContain(phrase);
  });

  test('has no serious or critical accessibility violations, and a screenshot', PHONE, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await scrollThrough(page);
    await expect(page.getByTestId('hot-deals').getByTestId('product-card').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('banner-pause').click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(600);
    await page.screenshot({ path: screenshotPath('home', testInfo), fullPage: true, animations: 'disabled', timeout: 60_000 });
  });
});
