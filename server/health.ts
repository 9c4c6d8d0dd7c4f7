// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers, every
// migration is applied and the process is not shutting down). Plain JSON, outside the /api
// envelope: load balancers read the status code.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#services/platform';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * From now on /readyz answers 503 'shutting down', so load balancers stop sending new work
     * while in-flight requests finish (server/main.ts calls it first thing on SIGTERM/SIGINT;
     * close() does too).
     */
    beginShutdown(): void;
  }
}

/** How long /readyz waits for the database's answer before it reports it unreachable. */
const READY_PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (shuttingDown) {
      reply.code(503);
      return { status: 'unavailable', reason: 'shutting down' };
    }
    try {
      // A database that does not answer at all (restarting, unreachable host) would hold the
      // check until the pool's connect timeout (5 s): longer than balancers wait for an answer.
      await withTimeout(deps.database.ping(), READY_PING_TIMEOUT_MS);
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
