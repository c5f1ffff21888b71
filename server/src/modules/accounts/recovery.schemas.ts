import Type, { type Static } from 'typebox';
import { Text } from '../../rest/schema.js';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './accounts.schemas.js';

/** Schemas of password recovery: one contract each for REST and GraphQL (`validInput`); the service takes their types. */

const closed = { additionalProperties: false } as const;
const Email = Text(MAX_EMAIL_LENGTH, "The account's e-mail address (any letter case)");
const Code = Text(16, 'The 4-digit code from the e-mail');
const Password = Text(MAX_PASSWORD_LENGTH);

export const ResetRequest = Type.Object({ email: Email }, closed);

export const ResetRequestAnswer = Type.Object({
  message: Type.String({ description: 'The same whether or not the address has an account' }),
  expiresInMinutes: Type.Integer({ description: 'How long the code works' }),
});

export const ResetCodeCheck = Type.Object({ email: Email, code: Code }, closed);

export const PasswordReset = Type.Object(
  {
    email: Email,
    code: Code,
    newPassword: Text(MAX_PASSWORD_LENGTH, 'At least 8 characters after trimming, not a common password'),
    confirmNewPassword: Password,
  },
  closed,
);

export type ResetRequest = Static<typeof ResetRequest>;
export type ResetCodeCheck = Static<typeof ResetCodeCheck>;
export type PasswordReset = Static<typeof PasswordReset>;
