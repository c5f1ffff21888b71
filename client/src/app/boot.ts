import { holdEarlyClicks } from '../lib/earlyClicks';
import { SSR_STATE_ID } from './ssrState';

/**
 * The page's one script tag. The bare app shell shows nothing until the app runs: it starts at once. A
 * server-rendered page is readable (and its links work) without it: the app's code is asked for only
 * once the browser has painted the page, so on a phone's first seconds the page's own images and
 * layout come first; clicks on its buttons before React runs them are held and replayed (lib/earlyClicks.ts).
 */
const start = () => {
  void import('./main');
  // The first Intl object loads ICU's locale data (~20 ms here, 4x that on a mid-range phone): done in a
  // task of its own while the app's code downloads, instead of inside the app's start.
  setTimeout(() => new Intl.NumberFormat(document.documentElement.lang || 'en').format(1));
};

if (document.getElementById(SSR_STATE_ID)) {
  holdEarlyClicks();
  requestAnimationFrame(() => setTimeout(start));
} else {
  start();
}
