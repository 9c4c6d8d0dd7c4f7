// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers and every
// migration is applied). Plain JSON, outside the /api envelope: load balancers read the status code.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#services/platform';

export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await deps.database.ping();
      if (!(await deps.database.migrationsApplied())) {
        reply.code(503);
        return { status: 'unavailable', reason: 'migrations pending' };
      }
      return { status: 'ready', database: deps.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      reply.code(503);
      return { status: 'unavailable', reason: 'database unreachable' };
    }
  });
}
