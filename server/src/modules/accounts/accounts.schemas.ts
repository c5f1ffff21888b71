import Type, { type Static } from 'typebox';
import { component, DateTime, Id, Nullable, PagingQuery, Text } from '../../rest/schema.js';

/**
 * Schemas of accounts: sign-in, sign-up, the own profile and the back office's users. The write inputs
 * are one contract each: the REST routes validate with them, the GraphQL resolvers check their input
 * against them (`validInput`; where REST takes more, against a schema derived from REST's), and the
 * services take their types. They check the shape (types, lengths, known fields); the services keep the
 * rules (names required and one line, the e-mail's form, the phone's form, password strength and
 * commonness, the confirmation, the last admin, the throttles).
 * Like every `*.schemas.ts`, this file imports only typebox, rest/schema.ts and other schemas files: the
 * client's forms check their input against these same objects (eslint.config.js holds both sides to it).
 */

/** The texts' limits; validation.ts keeps the rules that need more than a schema. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;

/** Role numbers as the spec's clients know them; 1 to 4 are also the price tiers (roles.ts). */
export const Role = { Admin: 0, NormalUser: 1, Retail: 2, Wholesale: 3, VIP: 4 } as const;
export type Role = (typeof Role)[keyof typeof Role];

const ROLES = 'Roles: 0 Admin, 1 NormalUser, 2 Retail, 3 Wholesale, 4 VIP';

export const User = component(
  'User',
  Type.Object(
    {
      id: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      fullName: Type.String(),
      email: Type.String(),
      phoneNumber: Type.String({ description: '+994 and nine digits' }),
      role: Type.Integer({ description: ROLES }),
      roleName: Type.String(),
      isActive: Type.Boolean(),
      createdAt: DateTime(),
      lastLogin: Nullable(DateTime()),
    },
    { description: 'A user as the API shows it: never the password' },
  ),
);

export const TokenAnswer = Type.Object({ token: Type.String({ description: 'A bearer token (JWT) with a role claim' }), expiresAt: DateTime() });

const Name = Text(MAX_NAME_LENGTH);
const Email = Text(MAX_EMAIL_LENGTH);
const Password = Text(MAX_PASSWORD_LENGTH);
const Phone = Text(32, '+994XXXXXXXXX, 994XXXXXXXXX, 0XXXXXXXXX or the nine local digits');

/** A role as a number or a name ("Retail"). */
const RoleValue = Type.Union([Type.Integer(), Type.Enum(Object.keys(Role) as (keyof typeof Role)[])], { description: `${ROLES}; as a number or a name` });

const closed = { additionalProperties: false } as const;

export const Credentials = Type.Object({ email: Email, password: Password }, closed);

export const Registration = Type.Object(
  { firstName: Name, lastName: Name, email: Email, phoneNumber: Phone, password: Password, confirmPassword: Password },
  { ...closed, description: 'Always creates a NormalUser' },
);

/** The spec's clients name the fields either way; any may be left out (the service says which is required). */
export const PasswordChange = Type.Object(
  {
    currentPassword: Type.Optional(Password),
    currentPass: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH, description: 'Another name of currentPassword' })),
    newPassword: Type.Optional(Password),
    newPass: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH, description: 'Another name of newPassword' })),
    confirmNewPassword: Type.Optional(Password),
  },
  closed,
);

/**
 * GraphQL's ChangePasswordInput: REST's PasswordChange without the REST-only aliases (currentPass,
 * newPass), every field required. The REST route maps the aliases onto these names; the service takes
 * this type with the fields optional, as REST may leave them out.
 */
export const ChangePasswordInput = Type.Required(Type.Omit(PasswordChange, ['currentPass', 'newPass']), closed);
export type PasswordChangeFields = Partial<Static<typeof ChangePasswordInput>>;

export const Profile = Type.Object({ firstName: Name, lastName: Name, email: Email }, closed);

export const UserEdit = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    phoneNumber: Phone,
    role: Type.Optional(Nullable(RoleValue)),
    isActive: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);

/**
 * GraphQL's UpdateUserInput and the service's type: REST's UserEdit with the role as its number only
 * (GraphQL's Role enum arrives as the number; the REST route turns a role's name into it). The service
 * checks the number is a role.
 */
export const UpdateUserInput = Type.Object({ ...UserEdit.properties, role: Type.Optional(Nullable(Type.Integer({ description: ROLES }))) }, closed);
export type UpdateUserInput = Static<typeof UpdateUserInput>;

/** GraphQL's setUserRole takes the Role enum as an argument (no input type), the service its number. */
export const RoleChange = Type.Object({ role: RoleValue }, closed);

export type Credentials = Static<typeof Credentials>;
export type Registration = Static<typeof Registration>;
export type Profile = Static<typeof Profile>;

export const UserIdParams = Type.Object({ id: Id() });

export const UsersQuery = Type.Object({
  ...PagingQuery,
  pageSize: Type.Optional(Type.Integer({ description: 'Users per page, 1 to 100; without page and pageSize the first 100' })),
  sortField: Type.Optional(Text(50, 'createdAt (default), firstName, lastName, email, role, isActive or lastLogin')),
  sortDirection: Type.Optional(Text(10, 'ASC or DESC (default)')),
  search: Type.Optional(Text(200, 'Part of a name, e-mail or phone number')),
  role: Type.Optional(Text(20, `${ROLES}; as a number or a name`)),
  isActive: Type.Optional(Type.Boolean()),
});
