import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../request-context.js';
import type { MultipartLimits, UploadedFile } from './multipart.js';

/** What a REST handler gets: the parsed request parts and the same context GraphQL resolvers use. */
export interface RestCall {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  /** Files of a multipart body, on disk until the handler has answered (routes that take files only). */
  files: UploadedFile[];
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
  /**
   * The route takes multipart/form-data: its fields (within the app's body limit) and at most `maxFiles`
   * files of `maxFileBytes` each, streamed to disk. Other routes answer 415 to multipart.
   */
  multipart?: MultipartLimits;
  handler: (call: RestCall) => Promise<unknown>;
}
