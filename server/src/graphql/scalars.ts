import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { UploadedFile } from '../rest/multipart.js';

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

/**
 * A file sent with the request as GraphQL multipart: the server has it on disk (a temporary file
 * removed once the answer is sent) before any resolver runs. Only files the server received are
 * accepted; JSON that looks like one is refused.
 */
export const UploadScalar = new GraphQLScalarType<UploadedFile, never>({
  name: 'Upload',
  description: 'A file sent with the request as GraphQL multipart (the Apollo-Require-Preflight header is required).',
  serialize: () => {
    throw new GraphQLError('Upload is an input only');
  },
  parseValue: (value) => {
    if (value instanceof UploadedFile) return value;
    throw new GraphQLError('Upload must be a file sent as GraphQL multipart (operations, map and the file)');
  },
  parseLiteral: () => {
    throw new GraphQLError('Upload cannot be written in the query: pass the file as a variable, sent as GraphQL multipart');
  },
});
