import type { Page } from '@playwright/test';

/** The phone widths a page must fit (issue 18): small Android, common Android, iPhone, large iPhone. */
export const PHONE_WIDTHS = [320, 360, 390, 414];

/** What a page shows that does not fit: sideways scroll, header entries past the right edge, text under 12 px. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) found.push(`scrolls sideways by ${sideways} px`);
    for (const entry of document.querySelectorAll('header a, header button, header input')) {
      const box = entry.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        found.push(`header ${entry.getAttribute('data-testid') ?? entry.tagName} ends at ${Math.round(box.right)} px`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest('[aria-hidden="true"], script, style, noscript')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) found.push(`"${node.textContent.trim().slice(0, 30)}" is ${size} px`);
    }
    return [...new Set(found)];
  });
}

/**
 * Every misfit of the page shown, at each phone width, named by width and `label`; the viewport is put back
 * after. The page is resized in place rather than reloaded: the layout follows the width through CSS and
 * media queries, and a load of every page at every width cost the suite minutes for no finding a resize misses.
 */
export async function misfitsAtPhoneWidths(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  const size = page.viewportSize();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Two frames: the resize's media queries and the layout they cause have both happened.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const misfit of await misfits(page)) found.push(`${width} px ${label}: ${misfit}`);
  }
  if (size) await page.setViewportSize(size);
  return found;
}
