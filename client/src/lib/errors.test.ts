import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES, CATALOGUE_FILES } from '../i18n/all';
import { apiErrorInfo, reasonKey, reasonMessageKey } from './errors';

const { en } = ALL_MESSAGES;

const graphQLError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('apiErrorInfo', () => {
  it('reads code, reason and message from GraphQL errors', () => {
    expect(apiErrorInfo(graphQLError('Email or phone already exists', { code: 'BAD_USER_INPUT', reason: 'emailOrPhoneTaken' }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'emailOrPhoneTaken',
      message: 'Email or phone already exists',
    });
  });

  it('does not pass on internal messages', () => {
    expect(apiErrorInfo(graphQLError('Internal server error', { code: 'INTERNAL_SERVER_ERROR' })).message).toBeUndefined();
  });

  it('derives the code from an HTTP status', () => {
    const response = new Response('', { status: 429 });
    expect(apiErrorInfo(new ServerError('Too many', { response, bodyText: '' })).code).toBe('TOO_MANY_REQUESTS');
    expect(apiErrorInfo(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('error catalogue', () => {
  it('has a text for every reason the API answers', () => {
    const reasons = [
      'firstNameRequired',
      'lastNameRequired',
      'emailRequired',
      'emailInvalid',
      'phoneRequired',
      'phoneInvalid',
      'passwordRequired',
      'passwordTooShort',
      'passwordTooLong',
      'passwordMismatch',
      'emailOrPhoneTaken',
      'currentPasswordRequired',
      'currentPasswordWrong',
      'samePassword',
      'newPasswordTooShort',
      'newPasswordRequired',
      'newPasswordTooLong',
      'loginThrottled',
      'credentialsRequired',
      'selfDelete',
      'selfDeactivate',
      'selfDemote',
      'lastAdmin',
      'userNotFound',
      'roleInvalid',
      'loginDelayed',
      'passwordChangeThrottled',
      'signUpThrottled',
      'passwordTooCommon',
      'newPasswordTooCommon',
      'databaseUnavailable',
      'storageUnavailable',
      'fieldNameInvalid',
      'nulCharacter',
      'textNotUnicode',
      'tooDeep',
      'repeatedParameter',
      'categoryInvalid',
      'sortFieldInvalid',
      'multipartInvalid',
      'filterInvalid',
      'priceInvalid',
      'priceRangeInvalid',
      'sortInvalid',
      'statusChangeInvalid',
      'firstNameInvalid',
      'lastNameInvalid',
      'customerNameInvalid',
      'checkoutThrottled',
    ];
    for (const reason of reasons) expect(en, reason).toHaveProperty([reasonKey(reason)]);
  });
});

describe('reason → catalogue text', () => {
  const messages = { ...ALL_MESSAGES.en };

  it('finds the shop’s text first, then the back office’s', () => {
    expect(reasonMessageKey('lastAdmin', messages)).toBe('errors.lastAdmin');
    expect(reasonMessageKey('fileTooLarge', messages)).toBe('admin.errors.fileTooLarge');
    expect(reasonMessageKey('dateRangeInvalid', messages)).toBe('admin.errors.dateRangeInvalid');
  });

  it('answers null for no reason or one without a text (the caller falls back)', () => {
    expect(reasonMessageKey(undefined, messages)).toBeNull();
    expect(reasonMessageKey('somethingNew', messages)).toBeNull();
    // Only the shop's part loaded (a storefront page): admin reasons have no text yet.
    expect(reasonMessageKey('fileTooLarge', CATALOGUE_FILES.shop.en)).toBeNull();
  });
});
