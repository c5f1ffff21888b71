import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadCatalogue, wantPart } from '../i18n';
import { createApolloClient } from '../lib/apollo';
import { replayClicksOnHydratedPage } from '../lib/earlyClicks';
import { settleStartLanguage } from '../lib/language';
import type { RenderHints } from '../lib/renderHints';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { readSsrState } from './ssrState';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

settleStartLanguage(window.location.search, document.documentElement.lang);

const state = readSsrState();
const client = createApolloClient();

const app = (hints?: RenderHints) => (
  <StrictMode>
    <BrowserRouter>
      <AppProviders client={client} hints={hints} language={state?.language}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

if (state) {
  // A server-rendered page: the same data, texts and assumptions as the server's, then hydrate. Until
  // the page is hydrated, queries answered by the server's cache ask nothing again (cache-and-network too).
  client.cache.restore(state.apollo);
  client.prioritizeCacheValues = true;
  const pageHydrated = () => {
    client.prioritizeCacheValues = false;
    replayClicksOnHydratedPage();
  };
  for (const part of state.parts) wantPart(part);
  void loadCatalogue(state.language)
    .catch(() => undefined)
    // As a transition, hydration yields to the browser every few milliseconds (input, paint) instead of
    // holding the main thread for the whole page at once.
    .then(() => startTransition(() => void hydrateRoot(container, app({ ...state.hints, pageHydrated }))));
} else {
  createRoot(container).render(app());
}
