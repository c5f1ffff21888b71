import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

export const MoneyScalar = new GraphQLScalarType<number, number>({
  name: 'Money',
  description: 'An amount of money in AZN with at most two decimals.',
  serialize: (value) => Math.round(Number(value) * 100) / 100,
  parseValue: (value) => parseMoney(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.FLOAT && ast.kind !== Kind.INT) throw new GraphQLError('Money must be a number');
    return parseMoney(Number(ast.value));
  },
});

function parseMoney(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new GraphQLError('Money must be a non-negative number');
  if (Math.round(value * 100) !== Math.round(value * 1e6) / 1e4) throw new GraphQLError('Money has at most two decimals');
  return value;
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'A point in time as an ISO 8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});
