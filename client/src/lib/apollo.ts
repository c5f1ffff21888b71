import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { authorizationHeader, getAuthToken } from './auth';
import { readLanguageCookie, type Language } from './language';

/** The normalized cache: products and categories are entities keyed by their UUID. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ['id'] },
      Category: { keyFields: ['id'] },
      Brand: { keyFields: ['id'] },
    },
  });
}

/** Reads the `token` cookie on every request, so signing in or out needs no client rebuild. */
const authLink = new SetContextLink((prevContext) => ({
  headers: { ...(prevContext.headers as Record<string, string> | undefined), ...authorizationHeader(getAuthToken()) },
}));

/**
 * Asks for the catalogue's texts (category names, descriptions, filter labels …) in the interface
 * language. The server reads the `language` cookie first, which the browser sends with every request
 * (same origin); before anyone chose a language there is no cookie, and this header says the
 * interface's own (English), not whatever the browser's Accept-Language says.
 */
export function languageLink(interfaceLanguage: () => Language = readLanguageCookie): ApolloLink {
  return new SetContextLink((prevContext) => ({
    headers: { ...(prevContext.headers as Record<string, string> | undefined), 'accept-language': interfaceLanguage() },
  }));
}

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, languageLink(), new HttpLink({ uri })]),
    cache: createCache(),
  });
}
