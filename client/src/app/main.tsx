import './librariesFirst';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadCatalogue, wantPart } from '../i18n';
import { createApolloClient } from '../lib/apollo';
import { createBrowserEmotionCache } from '../lib/emotionCache';
import { replayClicksOnHydratedPage } from '../lib/earlyClicks';
import { keepLinkLanguage } from '../lib/language';
import type { RenderHints } from '../lib/renderHints';
import { nextTask } from '../lib/nextTask';
import { markPageHydrated } from '../lib/ownData';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { readSsrState, type SsrState } from './ssrState';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

keepLinkLanguage(window.location.search);

const state = readSsrState();
const client = createApolloClient();
const emotionCache = createBrowserEmotionCache();

const app = (hints?: RenderHints) => (
  <StrictMode>
    <CacheProvider value={emotionCache}>
      <BrowserRouter>
        <AppProviders client={client} hints={hints} language={state?.language}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>
);

if (state) {
  void hydrateServerPage(state, container);
} else {
  // The page renders its own head: React takes over a title and the tags it would write itself, but would
  // leave the app shell's general description beside the page's own.
  document.head.querySelector('meta[name="description"]')?.remove();
  createRoot(container).render(app());
}

/**
 * A server-rendered page: the same data, texts and assumptions as the server's, then hydrate. Each step
 * is a task of its own (the app's modules, then the page's data, then React), so a phone's main thread
 * is never held for all of them at once. Until the page is hydrated, queries answered by the server's
 * cache ask nothing again (cache-and-network too).
 */
async function hydrateServerPage(page: SsrState, root: HTMLElement) {
  await nextTask();
  client.cache.restore(page.apollo);
  client.prioritizeCacheValues = true;
  for (const part of page.parts) wantPart(part);
  await loadCatalogue(page.language).catch(() => undefined);
  await nextTask();
  const pageHydrated = () => {
    client.prioritizeCacheValues = false;
    replayClicksOnHydratedPage();
    markPageHydrated();
  };
  // As a transition, hydration yields to the browser every few milliseconds (input, paint) instead of
  // holding the main thread for the whole page at once.
  startTransition(() => void hydrateRoot(root, app({ ...page.hints, pageHydrated })));
}
