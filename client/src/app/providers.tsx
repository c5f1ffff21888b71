import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from '../components/ToastHost';
import { createApolloClient } from '../lib/apollo';
import { useRefetchOnLanguageChange } from '../lib/catalogueLanguage';
import { LanguageProvider } from '../lib/i18n';
import { theme } from '../theme/theme';

/** Theme, language (react-intl), GraphQL client and router, in that order; toasts (loaded on first use). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LanguageProvider>
        <ApolloProvider client={client}>
          <RefetchOnLanguageChange />
          <BrowserRouter>{children}</BrowserRouter>
          <ToastHost />
        </ApolloProvider>
      </LanguageProvider>
    </ThemeProvider>
  );
}

/** Catalogue texts come in the interface language: a switch asks every query again. */
function RefetchOnLanguageChange() {
  useRefetchOnLanguageChange();
  return null;
}
