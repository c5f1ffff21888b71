import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '../graphql/context.js';
import type { RestRoute } from './route.js';

export const REST_PREFIX = '/api/v1';

/**
 * Mounts the route table under /api/v1. Form bodies (urlencoded and multipart) are parsed here only, so
 * GraphQL's own multipart handling is untouched. Errors thrown by services reach the app's error handler.
 */
export async function registerRestRoutes(
  app: FastifyInstance,
  createContext: (request: FastifyRequest) => Promise<RequestContext>,
  routes: RestRoute[],
): Promise<void> {
  await app.register(async (rest) => {
    await rest.register(formbody);
    await rest.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 200 } });
    for (const route of routes) mountRoute(rest, route, createContext);
  });
}

function mountRoute(app: FastifyInstance, route: RestRoute, createContext: (request: FastifyRequest) => Promise<RequestContext>): void {
  app.route({
      method: route.method,
      url: REST_PREFIX + route.path,
      handler: async (request, reply) => {
        const context = await createContext(request);
        const result = await route.handler({
          params: request.params as Record<string, string>,
          query: request.query as Record<string, string | undefined>,
          body: request.body,
          context,
          reply,
        });
        reply.code(route.status ?? 200);
        return result ?? null;
      },
  });
}
