import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { authorizationHeader, getAuthToken } from './auth';

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

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri })]),
    cache: createCache(),
  });
}
