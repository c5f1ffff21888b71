import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on the page as it is now, asking for violations only and run in the page's own frame (legacy mode:
 * our pages have no cross-origin frames). The default builder also serializes every passing node and
 * finishes in a second, blank page: 2-5 s a scan here, three times what this costs, with the same findings.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * Waits until no transition or finite animation is running (a tooltip or dialog fading in): axe reads the
 * colours of the moment, and half-faded text fails the contrast rule. Endless animations (a spinner, the
 * brand strip) are left alone.
 */
export async function settledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || !Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))),
  );
}

/**
 * axe's serious and critical findings on the page (or inside `scope`), each with the first few elements it
 * names, once animations settled. The scan runs with reduced motion asked for, as some shoppers ask: the
 * home page's banners fade into each other every 4 s (none under reduced motion), and a fade that began
 * during a scan of a few seconds showed axe a half-faded banner link (a contrast finding on a busy machine).
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await settledAnimations(page);
    const builder = axe(page);
    const results = await (scope ? builder.include(scope) : builder).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(', ')}`,
      );
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
