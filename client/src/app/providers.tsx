import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastHost } from '../components/ToastHost';
import { useRefetchOnLanguageChange } from '../lib/catalogueLanguage';
import { LanguageProvider } from '../lib/i18n';
import type { Language } from '../lib/language';
import { OwnMarks } from '../lib/ownData';
import { RenderHintsProvider, type RenderHints } from '../lib/renderHints';
import { theme } from '../theme/theme';

const CLIENT_RENDERED: RenderHints = { signedIn: false, viewportWidth: null };

/**
 * Theme, what a server render assumed, language (react-intl), GraphQL client, in that order; toasts
 * (loaded on first use). The router goes around them: the browser's or, on the server, a static one.
 */
export function AppProviders({
  client,
  hints = CLIENT_RENDERED,
  language,
  children,
}: {
  client: ApolloClient;
  hints?: RenderHints;
  /** The language the page is rendered in (on the server); else the `language` cookie's. */
  language?: Language;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RenderHintsProvider hints={hints}>
        <LanguageProvider initialLanguage={language}>
          <ApolloProvider client={client}>
            <RefetchOnLanguageChange />
            <OwnMarks />
            {children}
            <ToastHost />
          </ApolloProvider>
        </LanguageProvider>
      </RenderHintsProvider>
    </ThemeProvider>
  );
}

/** Catalogue texts come in the interface language: a switch asks every query again. */
function RefetchOnLanguageChange() {
  useRefetchOnLanguageChange();
  return null;
}
