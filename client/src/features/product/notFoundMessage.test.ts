import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { notFoundMessage } from './notFoundMessage';

const graphQLError = (message: string, code: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('notFoundMessage', () => {
  it('is empty when there was no error (the product does not exist)', () => {
    expect(notFoundMessage(undefined)).toBeUndefined();
  });

  it("passes on the server's message", () => {
    expect(notFoundMessage(graphQLError('Product id is not valid', 'BAD_USER_INPUT'))).toBe('Product id is not valid');
    expect(notFoundMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('says nothing more for a 401', () => {
    expect(notFoundMessage(graphQLError('You must sign in', 'UNAUTHENTICATED'))).toBeUndefined();
    const response = new Response('', { status: 401 });
    expect(notFoundMessage(new ServerError('Unauthorized', { response, bodyText: '' }))).toBeUndefined();
  });
});
