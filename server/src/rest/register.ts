import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '../graphql/context.js';
import type { RestRoute } from './route.js';

export const REST_PREFIX = '/api/v1';

/** Mounts the route table under /api/v1. Errors thrown by services reach the app's error handler. */
export function registerRestRoutes(app: FastifyInstance, createContext: (request: FastifyRequest) => Promise<RequestContext>, routes: RestRoute[]): void {
  for (const route of routes) {
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
}
