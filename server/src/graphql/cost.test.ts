import { buildSchema, Kind, parse, specifiedRules, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { costLimitRule, operationCost } from './cost.js';
import { schemaSource } from './schema.js';

const schema = buildSchema(schemaSource());

/** The cost of a document's first operation, its fragments followed. */
function costOf(text: string): number {
  const document = parse(text);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragment = (name: string) => document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
  return operationCost(schema, operation, (name) => (fragment(name) as { selectionSet?: never } | undefined)?.selectionSet);
}

const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('the GraphQL cost', () => {
  it('multiplies a list field by the items it asks for, each item costing 10 more than its fields', () => {
    // products 2 + 1.5 × (items 2 + 1.5 × id 1) = 7.25 per item, + 10.
    expect(costOf('{ products(input: { pageSize: 1 }) { items { id } } }')).toBe(17.25);
    expect(costOf('{ products(pageSize: 100) { items { id } } }')).toBe(1725);
    expect(costOf(aliases(15, 'products(pageSize: 100) { items { id } }'))).toBe(15 * 1725);
  });

  it('reads the size wherever the schema takes it: pageSize, limit, input.pageSize, defaults and variables', () => {
    const perItem = costOf('{ products(input: { pageSize: 1 }) { totalCount } }');
    expect(costOf('{ products(input: { pageSize: 100 }) { totalCount } }')).toBe(100 * perItem);
    // Left out: the argument's default (input's pageSize 20).
    expect(costOf('{ products { totalCount } }')).toBe(20 * perItem);
    expect(costOf('{ products(input: { search: "x" }) { totalCount } }')).toBe(20 * perItem);
    // A variable may be anything the service accepts: it counts as the largest.
    expect(costOf('query ($input: ProductListInput!) { products(input: $input) { totalCount } }')).toBe(100 * perItem);
    expect(costOf('query ($n: Int!) { products(input: { pageSize: $n }) { totalCount } }')).toBe(100 * perItem);
    expect(costOf('query ($n: Int!) { hotDeals(limit: $n) { id } }')).toBe(50 * costOf('{ hotDeals(limit: 1) { id } }'));
    expect(costOf('{ similarProducts(productId: "1") { id } }')).toBe(6 * costOf('{ similarProducts(productId: "1", limit: 1) { id } }'));
    // The deprecated pageSize and input.pageSize together: the larger counts (input's default included).
    expect(costOf('{ products(pageSize: 3, input: { pageSize: 100 }) { totalCount } }')).toBe(100 * perItem);
    expect(costOf('{ products(pageSize: 3) { totalCount } }')).toBe(20 * perItem);
    // Fields without a size are not multiplied.
    expect(costOf('{ categories { id } }')).toBe(2 + 1.5);
  });

  it('follows fragments and nested sized lists', () => {
    const spread = costOf('query { ...F } fragment F on Query { products(pageSize: 100) { items { id } } }');
    expect(spread).toBe(1725);
    expect(costOf('{ ... on Query { products(pageSize: 100) { items { id } } } }')).toBe(1725);
  });

  it('refuses an operation over the budget with a message naming the cost, the limit and why', () => {
    const check = (text: string, max: number) => validate(schema, parse(text), [...specifiedRules, costLimitRule(max)]).map((e) => e.message);
    expect(check(aliases(15, 'products(pageSize: 100) { items { id } }'), 25_875)).toEqual([]);
    expect(check(aliases(15, 'products(pageSize: 100) { items { id } }'), 25_874)).toEqual([
      'Query cost limit of 25874 exceeded, found 25875: list fields cost once per item they ask for (pageSize, limit, first); ask for fewer items, fields or aliases.',
    ]);
  });
});
