import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput } from '../errors.js';
import type { RequestContext } from '../request-context.js';
import { checkInput } from '../input.js';
import { readMultipart } from './multipart.js';
import type { RestRoute } from './route.js';

export const REST_PREFIX = '/api/v1';

type CreateContext = (request: FastifyRequest) => Promise<RequestContext>;

/**
 * Mounts the route table under /api/v1. Form bodies are parsed here only, so GraphQL's own handling is
 * untouched: urlencoded on every route, multipart only on routes that declare it (the others answer 415
 * without reading the body). Errors thrown by services reach the app's error handler.
 */
export async function registerRestRoutes(app: FastifyInstance, createContext: CreateContext, routes: RestRoute[]): Promise<void> {
  await app.register(async (rest) => {
    await rest.register(formbody);
    for (const route of routes.filter((r) => !r.multipart)) mountRoute(rest, route, createContext);
    await rest.register(async (withMultipart) => {
      await withMultipart.register(multipart);
      for (const route of routes.filter((r) => r.multipart)) mountRoute(withMultipart, route, createContext);
    });
  });
}

/** Fastify gives a repeated query key as a list; no route takes one, and handlers expect text. */
function checkQuery(query: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw badInput(`${key} is given more than once`, 'repeatedParameter');
  }
  checkInput(query);
}

function mountRoute(app: FastifyInstance, route: RestRoute, createContext: CreateContext): void {
  app.route({
    method: route.method,
    url: REST_PREFIX + route.path,
    handler: async (request, reply) => {
      const upload = route.multipart && request.isMultipart() ? await readMultipart(request, route.multipart, app.initialConfig.bodyLimit!) : undefined;
      try {
        const body = upload ? upload.fields : request.body;
        checkQuery(request.query as Record<string, unknown>);
        checkInput(request.params);
        checkInput(body);
        const context = await createContext(request);
        const result = await route.handler({
          params: request.params as Record<string, string>,
          query: request.query as Record<string, string | undefined>,
          body,
          files: upload?.files ?? [],
          context,
          reply,
        });
        reply.code(route.status ?? 200);
        return result ?? null;
      } finally {
        await upload?.remove();
      }
    },
  });
}
