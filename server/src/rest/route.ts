import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../graphql/context.js';

/** What a REST handler gets: the parsed request parts and the same context GraphQL resolvers use. */
export interface RestCall {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  context: RequestContext;
  /** For headers (e.g. X-Total-Count); the handler's return value is the body. */
  reply: FastifyReply;
}

/** One entry of the shim's route table: a `/api/v1/...` path mapped to a service call and a response shape. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below /api/v1, Fastify style (`/Products/:id`); matched case-insensitively. */
  path: string;
  /** Status of a successful answer (200 unless said). */
  status?: number;
  handler: (call: RestCall) => Promise<unknown>;
}
