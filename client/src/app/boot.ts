import { expectHydrationSoon, holdEarlyClicks } from '../lib/earlyClicks';
import { startLanguage } from '../lib/language';
import { SSR_STATE_ID } from './ssrState';

/**
 * The page's one script tag. The bare app shell shows nothing until the app runs: it starts at once. A
 * server-rendered page is readable (and its links work) without it. Clicks on its buttons before React
 * runs them are held and replayed (lib/earlyClicks.ts).
 *
 * A visitor's page (the server says so: `data-starts-on-intent`) starts the app on the first sign of a
 * person: a touch, a press, a key, the mouse moving, a scroll, focus, or a part only the browser renders
 * (the home's lower rows, the footer, the map: `data-browser-renders`) coming into view. Evaluating React, MUI and
 * Apollo and hydrating the page takes a phone's main thread for a second or more; done while the page
 * loads, it held up the first paint's neighbours (Lighthouse measured 0.9-2.6 s of blocking time on a
 * mid-range phone), and a visitor who only reads never needs it. A signed-in customer's page starts at
 * once: their name and counts are asked by the app.
 */
const start = () => {
  expectHydrationSoon();
  // ICU's locale data, loaded on a worker thread while the app downloads (starting a worker costs the
  // main thread ~13 ms on this machine kind: not before the app is wanted).
  if (typeof Worker !== 'undefined') {
    new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module' }).postMessage(document.documentElement.lang || 'en');
  }
  void import('./main');
};

/** Events that say a person is using the page (capture: nothing the page does stops them reaching us). */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

const state = document.getElementById(SSR_STATE_ID);
if (state?.hasAttribute('data-starts-on-intent')) {
  holdEarlyClicks();
  startOnIntent(start);
  addEventListener('load', prefetchApp, { once: true });
} else if (state) {
  holdEarlyClicks();
  // After the first paint: the page's own images and layout come first.
  requestAnimationFrame(() => setTimeout(start));
} else {
  // A bare shell (the dev server, the back office): the server wrote no page language, so a `?lang=`
  // link or the `language` cookie (en | az) decide it before the app reads it.
  const language = startLanguage(location.search, '');
  if (language) document.documentElement.lang = language;
  start();
}

/** Calls `run` once, on the first sign of a person or when a part only the browser renders comes into view. */
function startOnIntent(run: () => void): void {
  let started = false;
  const options = { capture: true, passive: true } as const;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), { rootMargin: '100px' });
  function once(event?: Event) {
    // A pointer move that did not move is the browser checking what a resting pointer is over (after a
    // layout change; at 0,0 in a headless browser, seen under load in the e2e run): not a person.
    if (event?.type === 'pointermove' && (event as PointerEvent).movementX === 0 && (event as PointerEvent).movementY === 0) return;
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, options);
    observer?.disconnect();
    run();
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, options);
  if (observer) for (const part of document.querySelectorAll('[data-browser-renders]')) observer.observe(part);
  else once();
}

/**
 * Once the page has loaded (its pictures first), the app's chunks are fetched into the cache, not run:
 * the first touch then pays for running the app only, not for downloading it on a phone's line. One
 * request a task, each when the main thread is idle: each costs it 1-3 ms here, all six at once a task
 * of 8 ms, and none should delay a frame or a picture still arriving.
 */
function prefetchApp(): void {
  const chunks = document.querySelector('meta[name="app-chunks"]')?.getAttribute('content')?.split(' ') ?? [];
  const next = () => {
    const href = chunks.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // As module scripts are asked (CORS, same-origin credentials), so the app's import finds them cached.
    link.crossOrigin = 'anonymous';
    document.head.append(link);
    whenIdle(next);
  };
  whenIdle(next);
}

/** Runs `task` when the browser is idle (soon, where it cannot say). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task);
}
