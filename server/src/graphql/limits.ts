import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ParseOptions, type ValidationRule } from 'graphql';
import { costLimitRule } from './cost.js';

export const GRAPHQL_PATH = '/graphql';

/**
 * How much one GraphQL request may ask for. Sized from our own client's operations (src/graphql/limits.test.ts
 * runs them all through these limits): deepest 7, costliest 9,150 (the back office's product list at its
 * largest page, 100), longest 139 tokens and 1,106 characters, no aliases or directives; GraphiQL's
 * introspection query is 181 tokens and 2,042 characters (its depth and cost do not count: graphql's own
 * MaxIntrospectionDepthRule bounds introspection instead).
 */
export interface GraphQLLimits {
  /** Characters of query text, checked before parsing (comments are not tokens). */
  maxQueryLength: number;
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  /**
   * Cost (./cost.ts): each object 2, each scalar 1, nesting multiplies by 1.5, and a list field by the items
   * it asks for (`pageSize`, `limit`, `first`, also inside `input`; a variable counts as the largest allowed).
   */
  maxCost: number;
  /** Characters of the serialized answer; larger answers are replaced by an error. */
  maxResponseLength: number;
}

export const GRAPHQL_LIMITS: GraphQLLimits = {
  maxQueryLength: 20_000,
  maxTokens: 1_000,
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  // 15 aliases of products(pageSize: 100) cost 20,250 or more.
  maxCost: 15_000,
  maxResponseLength: 5 * 1024 * 1024,
};

/** The armor prefixes every refusal with "Syntax Error:"; the caller gets the plain reason (a 400). */
const report = [
  (context: { reportError(error: GraphQLError): void } | null, error: GraphQLError) =>
    context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
];

/** Parser options and validation rules; the test runs the client's operations through the same ones. */
export function graphqlValidation(limits: GraphQLLimits): { parseOptions: ParseOptions; validationRules: ValidationRule[] } {
  const refuse = { propagateOnRejection: false, onReject: report };
  const { validationRules } = new ApolloArmor({
    // graphql's parser counts tokens itself (maxTokens below); the armor's plugin would parse twice.
    maxTokens: { enabled: false },
    // Introspection is open anyway (the explorer needs it): suggesting field names hides nothing.
    blockFieldSuggestion: { enabled: false },
    maxDepth: { n: limits.maxDepth, ...refuse },
    maxAliases: { n: limits.maxAliases, ...refuse },
    maxDirectives: { n: limits.maxDirectives, ...refuse },
    // The armor's cost does not multiply by list sizes (only a literal `first`): ours below does.
    costLimit: { enabled: false },
  }).protect();
  return { parseOptions: { maxLexicalTokens: limits.maxTokens }, validationRules: [...validationRules, costLimitRule(limits.maxCost)] };
}

/**
 * Refuses an over-long query text with 400 before anything else reads it (Apollo would build the context,
 * then parse). A Fastify hook for the /graphql route: it sees the query of a GET and of a POST body alike.
 */
export function refuseLongQueries(limits: GraphQLLimits) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return;
    const query = (request.method === 'GET' ? request.query : request.body) as { query?: unknown } | undefined;
    if (typeof query?.query !== 'string' || query.query.length <= limits.maxQueryLength) return;
    const message = `The query is ${query.query.length} characters long; at most ${limits.maxQueryLength} are accepted.`;
    return reply.code(400).send({ errors: [{ message, extensions: { code: 'QUERY_TOO_LARGE' } }] });
  };
}

/**
 * Serializes an answer compactly (the default pretty-prints), replacing one over the size limit by an error:
 * cost limits make that rare, and a client is better told than sent megabytes.
 */
export function stringifyWithinLimit(limits: GraphQLLimits, onTooLarge: (length: number) => void) {
  return (result: unknown): string => {
    const text = JSON.stringify(result);
    if (text.length <= limits.maxResponseLength) return text;
    onTooLarge(text.length);
    return JSON.stringify({
      errors: [
        {
          message: `The answer would be ${text.length} characters long; at most ${limits.maxResponseLength} are sent. Ask for fewer items or fields.`,
          extensions: { code: 'RESPONSE_TOO_LARGE' },
        },
      ],
    });
  };
}
