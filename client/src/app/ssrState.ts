import type { NormalizedCacheObject } from '@apollo/client/cache';
import type { CataloguePart } from '../i18n';
import type { Language } from '../lib/language';
import type { RenderHints } from '../lib/renderHints';

/** The id of the page's `<script type="application/json">` that carries a server render's state. */
export const SSR_STATE_ID = 'ssr-state';

/** What a server-rendered page hands to the browser, which hydrates it from exactly this. */
export interface SsrState {
  /** The Apollo cache after the render: the page's queries are answered from it, not asked again. */
  apollo: NormalizedCacheObject;
  language: Language;
  /** The catalogue parts the page read (their texts must be loaded before hydrating). */
  parts: CataloguePart[];
  hints: Pick<RenderHints, 'signedIn' | 'forTier' | 'viewportWidth' | 'origin'>;
}

/** The state of a server-rendered page (taken out of the page), or null for the bare app shell (the browser renders it alone). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
