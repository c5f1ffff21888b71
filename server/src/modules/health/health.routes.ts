import type { FastifyPluginAsync } from 'fastify';
import type { Orm } from '../../db/orm.js';

/** Longer than any healthy `select 1`; a load balancer asking must not wait on a stuck pool. */
export const HEALTH_TIMEOUT_MS = 1000;

/** GET /health answers 200 when the database answers, 503 otherwise (for load balancers and compose). */
export const healthRoutes: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  app.get('/health', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the database within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([orm.em.getConnection().execute('select 1'), timeout]);
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      reply.code(503);
      return { status: 'unavailable', message: 'Database is not reachable' };
    } finally {
      clearTimeout(timer);
    }
  });
};
