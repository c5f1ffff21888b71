import type { FastifyReply } from 'fastify';
import type { Static, TObject, TSchema } from 'typebox';
import type { RequestContext } from '../request-context.js';
import type { MultipartLimits, UploadedFile } from './multipart.js';

/**
 * What a route accepts and answers, as TypeBox schemas: Fastify validates the request against them
 * before the handler runs, serialises the answer with `response`, and the OpenAPI document shows them.
 */
export interface RouteSchema {
  params?: TObject;
  querystring?: TObject;
  /** The body as JSON; form and multipart bodies are read as text and converted to it. */
  body?: TSchema;
  /** The body of a successful answer. */
  response: TSchema;
}

type StaticOr<T, Fallback> = T extends TSchema ? Static<T> : Fallback;

/** What a REST handler gets: the validated request parts and the same context GraphQL resolvers use. */
export interface RestCall<S extends RouteSchema = RouteSchema> {
  params: StaticOr<S['params'], Record<string, never>>;
  query: StaticOr<S['querystring'], Record<string, never>>;
  body: StaticOr<S['body'], undefined>;
  /** Files of a multipart body, on disk until the handler has answered (routes that take files only). */
  files: UploadedFile[];
  context: RequestContext;
  /** For headers (e.g. X-Total-Count); the handler's return value is the body. */
  reply: FastifyReply;
}

/** One entry of the shim's route table: a `/api/v1/...` path mapped to a service call and a response shape. */
export interface RestRoute<S extends RouteSchema = RouteSchema> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below /api/v1, Fastify style (`/Products/:id`); matched case-insensitively. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** The feature it belongs to, grouping it in the API reference (set by the route table). */
  tag?: string;
  /** Status of a successful answer (200 unless said). */
  status?: number;
  /**
   * The route takes multipart/form-data: its fields (within the app's body limit) and at most `maxFiles`
   * files of `maxFileBytes` each, streamed to disk. Other routes answer 415 to multipart.
   */
  multipart?: MultipartLimits;
  /**
   * A form body may name nested fields (`filterCriteria[0][filterId]`) or carry a list or an object as
   * JSON text; it is brought to the JSON shape before validation.
   */
  nestedFields?: boolean;
  schema: S;
  handler: (call: RestCall<S>) => Promise<StaticOr<S['response'], unknown>>;
}

/** Declares a route with its handler typed by its schemas; the table holds routes of every shape. */
export function restRoute<S extends RouteSchema>(route: RestRoute<S>): RestRoute {
  return route;
}
