import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  NoDeprecatedCustomRule,
  parse,
  validate,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaSource } from '../src/graphql/schema.js';
import { clientOperations } from './client-operations.js';

/** Every schema element without a docstring, by its coordinate (`Type.field(argument:)`, `Enum.VALUE`). */
export function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (description: string | null | undefined, name: string) => {
    if (!description?.trim()) missing.push(name);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    need(type.description, type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(field.description, `${type.name}.${field.name}`);
        for (const arg of field.args) need(arg.description, `${type.name}.${field.name}(${arg.name}:)`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) need(field.description, `${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) need(value.description, `${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('the API contract', () => {
  const schema = buildSchema(schemaSource());

  it('documents every type, field, argument, input field and enum value', () => {
    expect(undocumented(schema), 'add a """docstring""" to each of these').toEqual([]);
  });

  it('the docstring check names what is missing', () => {
    const bare = buildSchema('"""Roots."""\ntype Query { "Documented." a(x: Int): E }\nenum E { "Documented." ONE TWO }');
    expect(undocumented(bare)).toEqual(['Query.a(x:)', 'E', 'E.TWO']);
  });

  it('the client uses no deprecated field, argument or enum value', async () => {
    for (const [name, text] of await clientOperations()) {
      expect(
        validate(schema, parse(text), [NoDeprecatedCustomRule]).map((error) => error.message),
        name,
      ).toEqual([]);
    }
  });
});
