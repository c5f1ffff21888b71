import { holdEarlyClicks } from '../lib/earlyClicks';
import { startLanguage } from '../lib/language';
import { SSR_STATE_ID } from './ssrState';

/**
 * The page's one script tag. The bare app shell shows nothing until the app runs: it starts at once. A
 * server-rendered page is readable (and its links work) without it: the app's code is asked for only
 * once the browser has painted the page, so on a phone's first seconds the page's own images and
 * layout come first; clicks on its buttons before React runs them are held and replayed (lib/earlyClicks.ts).
 */
const start = () => void import('./main');

// ICU's locale data, loaded on a worker thread while the page paints and the app downloads.
if (typeof Worker !== 'undefined') {
  new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module' }).postMessage(document.documentElement.lang || 'en');
}

if (document.getElementById(SSR_STATE_ID)) {
  holdEarlyClicks();
  requestAnimationFrame(() => setTimeout(start));
} else {
  // A bare shell (the dev server, the back office): the server wrote no page language, so a `?lang=`
  // link or the `language` cookie (en | az) decide it before the app reads it.
  const language = startLanguage(location.search, '');
  if (language) document.documentElement.lang = language;
  start();
}
