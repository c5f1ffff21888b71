import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { settleStartLanguage } from '../lib/language';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

settleStartLanguage(window.location.search, document.documentElement.lang);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
