import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app.js';
import { GRAPHQL_LIMITS, graphqlValidation } from './limits.js';
import { schemaSource } from './schema.js';
import { clientOperations } from '../../test/client-operations.js';

/** GraphiQL's introspection query, as the explorer sends it. */
const explorerIntrospection = getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true });

const repeat = (count: number, make: (index: number) => string) => Array.from({ length: count }, (_, index) => make(index)).join(' ');

/** `{ categoryTree { subCategories { … id } } }`, `depth` fields deep (the leaf fields count as one). */
const nestedCategories = (depth: number, leaves = 'id') => `{ categoryTree { ${'subCategories { '.repeat(depth - 2)}${leaves}${' }'.repeat(depth - 1)} }`;

describe('the GraphQL limits let our own client through', () => {
  it('passes every client operation and the explorer introspection through the same parser and rules', async () => {
    const operations = await clientOperations();
    expect(operations.length).toBeGreaterThanOrEqual(28);
    const schema = buildSchema(schemaSource());
    const { parseOptions, validationRules } = graphqlValidation(GRAPHQL_LIMITS);
    for (const [name, text] of [...operations, ['GraphiQL introspection', explorerIntrospection] as [string, string]]) {
      expect(text.length, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxQueryLength);
      const errors = validate(schema, parse(text, parseOptions), [...specifiedRules, ...validationRules]);
      expect(
        errors.map((error) => error.message),
        name,
      ).toEqual([]);
    }
  });
});

describe('over-limit GraphQL requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (query: string) => t.app.inject({ method: 'POST', url: '/graphql', payload: { query } });

  it('answers the explorer introspection', async () => {
    const response = await post(explorerIntrospection);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.__schema.types.length).toBeGreaterThan(10);
  });

  it.each([
    ['16 aliases', `{ ${repeat(16, (i) => `a${i}: products { totalCount }`)} }`, 'GRAPHQL_VALIDATION_FAILED', 'Aliases limit of 15 exceeded, found 16.'],
    [
      'an alias bomb of 1,000 product listings',
      `{ ${repeat(1000, (i) => `a${i}: products(pageSize: 100) { items { id name description } }`)} }`,
      'QUERY_TOO_LARGE',
      'at most 20000 are accepted',
    ],
    ['depth 11', nestedCategories(11), 'GRAPHQL_VALIDATION_FAILED', 'Query depth limit of 10 exceeded, found 11.'],
    ['depth 100', nestedCategories(100), 'GRAPHQL_VALIDATION_FAILED', 'Query depth limit of 10 exceeded, found 100.'],
    [
      '21 directives',
      `{ ${repeat(21, () => 'categories @include(if: true) { id }')} }`,
      'GRAPHQL_VALIDATION_FAILED',
      'Directives limit of 20 exceeded, found 21.',
    ],
    [
      'a costly query',
      nestedCategories(10, 'id name slug description imageUrl sortOrder isActive '.repeat(70)),
      'GRAPHQL_VALIDATION_FAILED',
      'Query cost limit of 15000 exceeded',
    ],
    [
      '15 aliased products(pageSize: 100)',
      `{ ${repeat(15, (i) => `a${i}: products(pageSize: 100) { items { id } }`)} }`,
      'GRAPHQL_VALIDATION_FAILED',
      'Query cost limit of 15000 exceeded, found 25875: list fields cost once per item',
    ],
    [
      '15 aliased products(input: { pageSize: 100 })',
      `{ ${repeat(15, (i) => `a${i}: products(input: { pageSize: 100 }) { totalCount }`)} }`,
      'GRAPHQL_VALIDATION_FAILED',
      'Query cost limit of 15000 exceeded, found 20250',
    ],
    [
      '15 aliased products(input: $input) of 100',
      `query ($input: ProductListInput!) { ${repeat(15, (i) => `a${i}: products(input: $input) { totalCount }`)} }`,
      'GRAPHQL_VALIDATION_FAILED',
      'Query cost limit of 15000 exceeded',
    ],
    ['1,001 tokens', `{ ${'__typename '.repeat(999)}}`, 'GRAPHQL_PARSE_FAILED', '1000 tokens'],
    ['a query over 20,000 characters', `{ __typename }${' '.repeat(20_000)}`, 'QUERY_TOO_LARGE', 'at most 20000 are accepted'],
    ['a 1 MB query', `# ${'x'.repeat(1_000_000)}\n{ __typename }`, 'QUERY_TOO_LARGE', 'at most 20000 are accepted'],
    [
      'circular fragments',
      'query { ...A } fragment A on Query { categories { id } ...B } fragment B on Query { brands { id } ...A }',
      'GRAPHQL_VALIDATION_FAILED',
      'Cannot spread fragment "A" within itself via "B".',
    ],
  ])('refuses %s with 400 and says why', async (_name, query, code, message) => {
    const response = await post(query);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    const { errors, data } = response.json<{ errors: { message: string; extensions: unknown }[]; data?: unknown }>();
    expect(data).toBeUndefined();
    expect(errors).toContainEqual(expect.objectContaining({ message: expect.stringContaining(message), extensions: { code } }));
    expect(JSON.stringify(errors)).not.toMatch(/Syntax Error: Query|\.[jt]s:\d|node_modules/);
  });

  it('sends an error instead of an answer over the size limit', async () => {
    const app = await buildApp({
      config: {
        clientDist: path.resolve(import.meta.dirname, '../../../client/dist'),
        dataDir: path.dirname(inject('uploadsDir')),
        nodeEnv: 'test',
        jwtSecret: TEST_JWT_SECRET,
      },
      orm: t.orm,
      graphqlLimits: { ...GRAPHQL_LIMITS, maxResponseLength: 2_000 },
    });
    try {
      const small = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ products(pageSize: 1) { totalCount } }' } });
      expect(small.json().data.products.totalCount).toBeGreaterThan(20);
      const large = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ products(pageSize: 100) { items { id name shortDescription } } }' },
      });
      expect(large.body.length).toBeLessThan(500);
      expect(large.json()).toEqual({
        errors: [
          { message: expect.stringMatching(/^The answer would be \d+ characters long; at most 2000 are sent/), extensions: { code: 'RESPONSE_TOO_LARGE' } },
        ],
      });
    } finally {
      await app.close();
    }
  });
});
