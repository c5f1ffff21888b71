import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLanguage } from './i18n';

/**
 * Refetches every query when the interface language changes: the cache holds the catalogue's texts in
 * the language they were asked in, and would go on showing them. Resetting the store asks every query
 * on screen again (in the new language: the cookie is already written) and forgets the rest.
 */
export function useRefetchOnLanguageChange(): void {
  const { language } = useLanguage();
  const client = useApolloClient();
  const fetchedIn = useRef(language);
  useEffect(() => {
    if (fetchedIn.current === language) return;
    fetchedIn.current = language;
    // Queries failing during the refetch report through their own hooks.
    client.resetStore().catch(() => undefined);
  }, [language, client]);
}
