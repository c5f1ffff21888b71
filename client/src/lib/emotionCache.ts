import createEmotionCache, { type EmotionCache } from '@emotion/cache';

/** The key of the page's Emotion cache, on the server and in the browser (class names `css-…`). */
export const EMOTION_KEY = 'css';

/** The attribute the server writes on its style tags (entry-server.tsx) instead of Emotion's own `data-emotion`. */
export const SSR_STYLES_ATTRIBUTE = 'data-emotion-ssr';

/**
 * The browser's style cache, told which styles the server already wrote. Emotion's own way (style tags named
 * `data-emotion`) takes every server style tag out of the page and puts it back at start-up, and the browser
 * then recomputes the page's styles: on a phone, in the busiest task of the first second. Here the tags stay
 * where the server put them; only their names are read.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache({ key: EMOTION_KEY });
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
