import { ApolloClient, ApolloLink, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache, languageLink } from './apollo';
import type { Language } from './language';

// Parsed, not a gql tag: codegen takes tagged documents for the shop's own operations.
const CATEGORY = parse('query Category { categoryBySlug(slug: "noutbuklar") { id name } }') as TypedDocumentNode<{ categoryBySlug: { name: string } }>;

/**
 * A client whose server answers the category name in the language of each request's Accept-Language;
 * without `languageOf`, the language link reads the interface language as in the shop (here: no cookie, no page).
 */
function clientAsking(languageOf?: () => Language) {
  const asked: string[] = [];
  const server = new ApolloLink((operation) => {
    const language = (operation.getContext().headers as Record<string, string>)['accept-language']!;
    asked.push(language);
    return of({ data: { categoryBySlug: { __typename: 'Category', id: 'c1', name: language === 'en' ? 'Laptops' : 'Noutbuklar' } } });
  });
  const client = new ApolloClient({ link: ApolloLink.from([languageLink(languageOf), server]), cache: createCache() });
  const name = async () => (await client.query({ query: CATEGORY })).data!.categoryBySlug.name;
  return { client, asked, name };
}

describe('the catalogue in the interface language', () => {
  it('asks in the interface language, which is English before any choice (no language cookie)', async () => {
    const { asked, name } = clientAsking();
    expect(await name()).toBe('Laptops');
    expect(asked).toEqual(['en']);
  });

  it('shows the new language after a switch only once the store is reset, which asks again', async () => {
    let language: Language = 'en';
    const { client, asked, name } = clientAsking(() => language);
    expect(await name()).toBe('Laptops');
    language = 'az';
    // The cache still holds the English name: this is why a switch resets the store.
    expect(await name()).toBe('Laptops');
    await client.resetStore();
    expect(await name()).toBe('Noutbuklar');
    expect(asked).toEqual(['en', 'az']);
  });
});
