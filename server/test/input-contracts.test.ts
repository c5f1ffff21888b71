import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { schemaSource } from '../src/graphql/schema.js';
import { DateTime, Nullable, Text } from '../src/rest/schema.js';
import {
  ChangePasswordInput,
  Credentials,
  PasswordChange,
  PasswordReset,
  Profile,
  Registration,
  ResetCodeCheck,
  ResetRequest,
  UpdateUserInput,
  UserEdit,
} from '../src/modules/accounts/index.js';
import { BannerInput } from '../src/modules/banners/index.js';
import { CategoryInput } from '../src/modules/categories/index.js';
import {
  BulkProductFilterAssignmentInput,
  FilterInput,
  FilterOptionInput,
  ProductFilterAssignmentInput,
  ProductFilterValueInput,
} from '../src/modules/filters/index.js';
import { ProductInput, ProductPriceInput } from '../src/modules/product-admin/index.js';

/**
 * Issue 29, one contract per input: a write's input is one TypeBox schema (`modules/<m>/<m>.schemas.ts`)
 * that its REST route validates with, its GraphQL resolver checks against (`validInput`) and its
 * service takes the type of. The GraphQL input type is written apart, in the module's SDL; here each
 * is held to its schema: the same fields, the same ones required (non-null in GraphQL), the same kind
 * of value in each (lists and nested inputs field by field).
 */

/** A schema property as the checks below read it (TypeBox builds plain JSON Schema). */
interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
}

interface Contract {
  /** The GraphQL input type. */
  input: string;
  schema: object;
  /**
   * GraphQL field name → schema property name, for a field the two name differently on purpose (say
   * why beside it). The adapter that calls the service maps the name the same way.
   */
  renamed?: Record<string, string>;
  /**
   * Schema properties (by path, `prices[].discountPercentage`) GraphQL leaves out on purpose: REST
   * takes them for its clients and the service ignores them (say why beside each).
   */
  schemaOnly?: Record<string, string>;
}

/** REST's price rows take the spec client's discountPercentage; the service ignores it (it works the discount out), so GraphQL has none. */
const IGNORED_DISCOUNT = 'sent by the spec client over REST, ignored by the service';

const CONTRACTS: Contract[] = [
  { input: 'BannerInput', schema: BannerInput },
  { input: 'CategoryInput', schema: CategoryInput },
  { input: 'FilterInput', schema: FilterInput },
  { input: 'FilterOptionInput', schema: FilterOptionInput },
  { input: 'ProductFilterAssignmentInput', schema: ProductFilterAssignmentInput },
  { input: 'BulkProductFilterAssignmentInput', schema: BulkProductFilterAssignmentInput },
  { input: 'ProductInput', schema: ProductInput, schemaOnly: { 'prices[].discountPercentage': IGNORED_DISCOUNT } },
  { input: 'ProductPriceInput', schema: ProductPriceInput, schemaOnly: { discountPercentage: IGNORED_DISCOUNT } },
  { input: 'ProductFilterValueInput', schema: ProductFilterValueInput },
  { input: 'RegisterInput', schema: Registration },
  { input: 'LoginInput', schema: Credentials },
  // REST's PasswordChange takes the spec clients' aliases (currentPass, newPass) and leaves every field
  // optional; GraphQL checks ChangePasswordInput, derived from it without the aliases, every field required.
  { input: 'ChangePasswordInput', schema: ChangePasswordInput },
  { input: 'UpdateProfileInput', schema: Profile },
  // REST's UserEdit also takes a role's name; GraphQL checks UpdateUserInput, derived from it with the role's number only.
  { input: 'UpdateUserInput', schema: UpdateUserInput },
  { input: 'RequestPasswordResetInput', schema: ResetRequest },
  { input: 'VerifyPasswordResetCodeInput', schema: ResetCodeCheck },
  { input: 'ResetPasswordInput', schema: PasswordReset },
];

/** The JSON Schema kind a GraphQL scalar or enum arrives as after `validInput`. */
const SCALAR_KINDS: Record<string, string> = {
  String: 'string',
  ID: 'string',
  DateTime: 'string',
  Int: 'integer',
  Float: 'number',
  Money: 'number',
  Boolean: 'boolean',
};

/** The types a schema accepts (a union's too), and whether null is one of them. */
function kindsOf(schema: JsonSchema): { kinds: string[]; nullable: boolean } {
  const all = schema.anyOf
    ? schema.anyOf.flatMap((branch) => {
        const { kinds, nullable } = kindsOf(branch);
        return nullable ? [...kinds, 'null'] : kinds;
      })
    : schema.enum
      ? schema.enum.map((value) => (value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value))
      : [schema.type ?? []].flat();
  return { kinds: [...new Set(all.filter((kind) => kind !== 'null'))].sort(), nullable: all.includes('null') };
}

/** The non-null branch of a nullable union (`anyOf: [X, null]`), else the schema itself. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf?.filter((branch) => branch.type !== 'null');
  return branches?.length === 1 ? branches[0]! : schema;
}

/** The schema-only paths a contract allows, and those the check met (an allowance nothing needs is a difference too). */
interface SchemaOnly {
  allowed: Set<string>;
  met: Set<string>;
}

/** Where a GraphQL value and a schema part disagree (`field: …`); nothing when they agree. */
function valueDifferences(type: GraphQLInputType, schema: JsonSchema, at: string, required: boolean | null, schemaOnly: SchemaOnly): string[] {
  const differences: string[] = [];
  const { kinds, nullable } = kindsOf(schema);
  const nonNull = isNonNullType(type);
  // A field (required known) is non-null in GraphQL exactly when the schema requires it and refuses null;
  // a list's entry (required null) exactly when the schema refuses null for it.
  if (nonNull && (nullable || required === false)) differences.push(`${at}: non-null in GraphQL, ${nullable ? 'nullable' : 'optional'} in the schema`);
  if (!nonNull && (!nullable || required === true)) differences.push(`${at}: nullable in GraphQL, ${nullable ? 'required' : 'not nullable'} in the schema`);
  const inner = nonNull ? type.ofType : type;
  const expected = isListType(inner)
    ? 'array'
    : isInputObjectType(inner)
      ? 'object'
      : isEnumType(inner)
        ? 'integer'
        : isScalarType(inner)
          ? (SCALAR_KINDS[inner.name] ?? `the scalar ${inner.name}`)
          : String(inner);
  if (kinds.join() !== expected) return [...differences, `${at}: ${expected} in GraphQL, ${kinds.join(' or ') || 'anything'} in the schema`];
  const body = withoutNull(schema);
  if (isScalarType(inner) && inner.name === 'DateTime' && body.format !== 'date-time')
    differences.push(`${at}: DateTime in GraphQL, not format date-time in the schema`);
  if (isListType(inner)) differences.push(...valueDifferences(inner.ofType, body.items ?? {}, `${at}[]`, null, schemaOnly));
  if (isInputObjectType(inner)) differences.push(...objectDifferences(inner, body, at, {}, schemaOnly));
  return differences;
}

/** Where a GraphQL input type and an object schema disagree: fields one has and the other not, and each shared field's value. */
function objectDifferences(type: GraphQLInputObjectType, schema: JsonSchema, at: string, renamed: Record<string, string>, schemaOnly: SchemaOnly): string[] {
  const prefix = at ? `${at}.` : '';
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.values(type.getFields());
  const differences: string[] = [];
  if (schema.additionalProperties !== false) differences.push(`${at || type.name}: the schema takes unknown fields`);
  const named = new Set<string>();
  for (const field of fields) {
    const name = renamed[field.name] ?? field.name;
    named.add(name);
    const property = properties[name];
    if (!property) differences.push(`${prefix}${field.name}: in GraphQL, not in the schema`);
    else differences.push(...valueDifferences(field.type, property, `${prefix}${field.name}`, required.has(name), schemaOnly));
  }
  for (const name of Object.keys(properties)) {
    if (named.has(name)) continue;
    if (schemaOnly.allowed.has(`${prefix}${name}`)) schemaOnly.met.add(`${prefix}${name}`);
    else differences.push(`${prefix}${name}: in the schema, not in GraphQL`);
  }
  return differences;
}

function contractDifferences(graphql: GraphQLSchema, { input, schema, renamed = {}, schemaOnly = {} }: Contract): string[] {
  const type = graphql.getType(input);
  if (!isInputObjectType(type)) return [`${input}: no such GraphQL input type`];
  const only: SchemaOnly = { allowed: new Set(Object.keys(schemaOnly)), met: new Set() };
  const differences = objectDifferences(type, schema, '', renamed, only);
  for (const path of only.allowed) if (!only.met.has(path)) differences.push(`schemaOnly ${path}: not a schema property GraphQL lacks`);
  for (const [field, property] of Object.entries(renamed)) {
    if (!type.getFields()[field]) differences.push(`renamed ${field}: no such GraphQL field`);
    if (!(schema as JsonSchema).properties?.[property]) differences.push(`renamed ${field} → ${property}: no such schema property`);
  }
  return differences;
}

describe('each GraphQL input accepts what its TypeBox schema accepts', () => {
  const graphql = buildSchema(schemaSource());

  it.each(CONTRACTS.map((contract) => [contract.input, contract] as const))('%s', (_, contract) => {
    expect(contractDifferences(graphql, contract)).toEqual([]);
  });

  it("the accounts' derived schemas are REST's less what only REST takes", () => {
    const properties = (schema: object) => (schema as JsonSchema).properties ?? {};
    const { currentPass: _currentPass, newPass: _newPass, ...changeFields } = properties(PasswordChange);
    expect(properties(ChangePasswordInput)).toEqual(changeFields);
    const { role: _role, ...editFields } = properties(UserEdit);
    const { role: _number, ...updateFields } = properties(UpdateUserInput);
    expect(updateFields).toEqual(editFields);
  });

  it('the check names every difference', () => {
    const sdl = `
      """Roots."""
      type Query { "A field." a: Int }
      scalar DateTime
      input Nested { "A field." id: ID! }
      input Example {
        "A field." name: String
        "A field." count: Int!
        "A field." when: DateTime
        "A field." tags: [String!]
        "A field." nested: [Nested!]
        "A field." extra: Boolean
        "A field." label: String
      }`;
    const schema = Type.Object(
      {
        name: Type.Optional(Text()),
        count: Type.Optional(Nullable(Type.Integer())),
        when: Type.Optional(Nullable(Text())),
        tags: Type.Optional(Nullable(Type.Array(Nullable(Text())))),
        nested: Type.Optional(Nullable(Type.Array(Type.Object({ id: Type.Integer(), note: Type.Optional(Text()) }, { additionalProperties: false })))),
        caption: Type.Optional(Nullable(Text())),
        missing: Type.Optional(Nullable(DateTime())),
      },
      { additionalProperties: false },
    );
    const contract = {
      input: 'Example',
      schema,
      renamed: { label: 'caption', gone: 'missing' },
      schemaOnly: { 'nested[].note': 'allowed', stale: 'unneeded' },
    };
    expect(contractDifferences(buildSchema(sdl), contract)).toEqual([
      'name: nullable in GraphQL, not nullable in the schema',
      'count: non-null in GraphQL, nullable in the schema',
      'when: DateTime in GraphQL, not format date-time in the schema',
      'tags[]: non-null in GraphQL, nullable in the schema',
      'nested[].id: string in GraphQL, integer in the schema',
      'extra: in GraphQL, not in the schema',
      'missing: in the schema, not in GraphQL',
      'schemaOnly stale: not a schema property GraphQL lacks',
      'renamed gone: no such GraphQL field',
    ]);
  });
});
