import type { FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import type { Orm } from '../../db/orm.js';

/** Longer than any healthy `select 1`; a load balancer asking must not wait on a stuck connection. */
export const HEALTH_TIMEOUT_MS = 1000;

/**
 * The health check's own connection to the database, opened on the first probe and again after a failure.
 * Not the ORM's pool: a probe queued behind a flood of requests (1,000 parallel sign-ins each count their
 * attempt in PostgreSQL) would read as an unhealthy shop to the load balancer while it serves them.
 */
class HealthConnection {
  private client: pg.Client | null = null;

  constructor(private readonly url: string) {}

  /** Resolves when the database answers `select 1`; rejects (and drops the connection) otherwise. */
  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const client = (this.client ??= this.open());
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the database within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (error) {
      this.drop(client);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  close(): Promise<void> {
    const client = this.client;
    this.client = null;
    return client ? client.end().catch(() => undefined) : Promise.resolve();
  }

  private open(): pg.Client {
    const client = new pg.Client({ connectionString: this.url, application_name: 'shop health check' });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    // A query waits for the connection: the first probe's `select 1` goes out once it is made.
    client.connect().catch(() => this.drop(client));
    return client;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    // A connection that hangs (a network that swallows packets) is cut, not waited for.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    void client.end().catch(() => undefined);
  }
}

/** GET /health answers 200 when the database answers, 503 otherwise (for load balancers and compose). */
export const healthRoutes: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  const connection = new HealthConnection(orm.config.get('clientUrl'));
  app.addHook('onClose', () => connection.close());
  app.get('/health', async (request, reply) => {
    try {
      await connection.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      reply.code(503);
      return { status: 'unavailable', message: 'Database is not reachable' };
    }
  });
};
