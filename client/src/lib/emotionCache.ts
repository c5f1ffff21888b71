import createEmotionCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, prefixer, type Middleware } from 'stylis';

/** The key of the page's Emotion cache, on the server and in the browser (class names `css-…`). */
export const EMOTION_KEY = 'css';

/** The attribute the server writes on its style tags (entry-server.tsx) instead of Emotion's own `data-emotion`. */
export const SSR_STYLES_ATTRIBUTE = 'data-emotion-ssr';

/**
 * Properties that browsers the shop serves still read only with a vendor prefix (Safari to 17:
 * `-webkit-user-select`, `-webkit-backdrop-filter`; Safari: `-webkit-hyphens`, `-webkit-box-decoration-break`;
 * Chrome to 119: `-webkit-mask*`; Chrome to 135: `-webkit-print-color-adjust`).
 */
const STILL_PREFIXED = new Set([
  'user-select',
  'backdrop-filter',
  'hyphens',
  'box-decoration-break',
  'print-color-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
]);

/**
 * Emotion's default prefixer, for those properties only. For every flex, transition and text-decoration
 * rule it also wrote the -webkit-, -ms- and -moz- forms no browser of this decade reads: 20 KB of a product
 * page's 96 KB of styles, parsed by every phone on every page.
 */
const prefixStillNeeded: Middleware = (element, index, children, callback) =>
  element.type === DECLARATION && STILL_PREFIXED.has(element.props as string) ? prefixer(element, index, children, callback) : undefined;

/**
 * One array for every cache: on the server Emotion keeps the CSS it compiled for a style name in a table
 * shared by every cache made with the same plugins array (the same object, not an equal one), so each render
 * compiles only the styles no page before it used.
 */
const STYLIS_PLUGINS = [prefixStillNeeded];

/** The page's Emotion cache: the same on the server and in the browser, so both write the same styles. */
export function createShopEmotionCache(): EmotionCache {
  return createEmotionCache({ key: EMOTION_KEY, stylisPlugins: STYLIS_PLUGINS });
}

/**
 * The browser's style cache, told which styles the server already wrote. Emotion's own way (style tags named
 * `data-emotion`) takes every server style tag out of the page and puts it back at start-up, and the browser
 * then recomputes the page's styles: on a phone, in the busiest task of the first second. Here the tags stay
 * where the server put them; only their names are read.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createShopEmotionCache();
  for (const tag of document.querySelectorAll(`style[${SSR_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (tag.getAttribute(SSR_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
    // As the sheet's own tags: later styles go after them, global ones (Emotion's Global) before them, as
    // Emotion orders them when it moves the tags itself.
    cache.sheet.tags.push(tag as HTMLStyleElement);
  }
  return cache;
}
