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

/** axe's serious and critical findings on the page (or inside `scope`), each with the first few elements it names. */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
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
}
