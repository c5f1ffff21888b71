import type { FastifyPluginAsync } from 'fastify';
import type { Orm } from '../../db/orm.js';

/** GET /health answers 200 when the database answers, 503 otherwise (for load balancers and compose). */
export const healthRoutes: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  app.get('/health', async (request, reply) => {
    try {
      await orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', message: 'Database is not reachable' });
    }
  });
};
