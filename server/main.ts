// Starts the production server: validate config, open and migrate the database, start the jobs,
// listen, and shut down gracefully on SIGTERM/SIGINT (stop accepting, let in-flight requests and
// running jobs finish, close the DB).
import { ConfigError, cardPaymentsNotice, parseConfig } from '#core/config';
import type { ServerBuild } from 'react-router';
import { imprintGaps } from '#core/branding';
import { todayInBerlin } from '#core/dates';
import { seedDemoCatalogue } from '#demo/catalogue/seed';
import { moveCardPaymentsOff } from '#services/booking';
import { operatorBrand } from '#services/partners';
import { ensureSearchIndex } from '#services/search';
import { buildApp } from './app';
import { createDeps } from './deps';
import { startJobs } from './jobs';

export async function start(serverBuild: ServerBuild): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const deps = await createDeps(config);
  await deps.database.migrate();
  const app = await buildApp({ deps, serverBuild });
  const cardNotice = cardPaymentsNotice(config);
  if (cardNotice !== null) app.log.warn({ CARD_PAYMENTS: config.CARD_PAYMENTS }, cardNotice);
  // A live site must name its operator's postal address in the Impressum (§ 5 DDG); the back
  // office's home says so too, but an operator may never open it before going live.
  const imprintMissing = imprintGaps(await operatorBrand(deps));
  if (imprintMissing.length > 0) {
    app.log.warn(
      { missing: imprintMissing },
      'the Impressum lacks the operator’s postal address (§ 5 DDG): set legal.address with npm run brand:set (docs/branding.md)',
    );
  }
  // Card payments still open from before card payments were switched off: to the transfer or the
  // invoice, so that guests can pay them and the office can record them (decision 085).
  const movedCard = await moveCardPaymentsOff(deps, deps.clock());
  if (movedCard > 0) {
    app.log.warn({ bookings: movedCard }, 'open card payments moved to the method taken now');
  }

  // A fresh database gets the demo catalogue, so the site shows real-looking holiday homes from
  // the first start (DEMO_SEED=0 starts empty; an existing catalogue is never touched). A site
  // with a catalogue feed gets its homes from the feed within a minute, never mixed with the
  // demo's (decision 117).
  if (config.DEMO_SEED > 0 && config.CATALOGUE_FEED_FILE === undefined) {
    let lastLogged = 0;
    const result = await seedDemoCatalogue(deps.database, {
      seed: config.DEMO_SEED,
      objects: config.DEMO_OBJECTS,
      today: todayInBerlin(deps.clock()),
      onProgress: (p) => {
        if (
          p.phase === 'objects' &&
          p.objectsDone - lastLogged < 5_000 &&
          p.objectsDone < p.objectsTotal
        )
          return;
        lastLogged = p.objectsDone;
        if (p.phase !== 'skipped') app.log.info({ ...p }, `demo catalogue: ${p.phase}`);
      },
    });
    if (result.seeded) {
      app.log.info({ ms: result.ms, objects: config.DEMO_OBJECTS }, 'demo catalogue seeded');
    }
  }

  // The search index is built before the server listens, so the first search is as fast as any.
  await ensureSearchIndex(deps);
  // Scheduled and queued jobs (pg-boss on the same database): retention, cleanup.
  const jobs = await startJobs(deps, app.log);
  app.metrics.watchJobs(jobs);

  let closing = false;
  // While shutting down, answers close their keep-alive connection, so server.close() does not
  // wait for idle connections of requests that were still in flight when the signal came.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Not ready from now on: the load balancer stops sending new requests while these finish.
    app.beginShutdown();
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Drain: behind a balancer, requests keep arriving until its health checks see the 503. They
    // are served, each answer closing its connection (the hook above), and idle keep-alive
    // connections are left to the balancer: closing one here races with a request it is sending
    // on it, which the balancer may not retry (a POST). The rolling-restart drill lost a POST so.
    const drained = new Promise<void>((resolveDrain) => {
      setTimeout(resolveDrain, config.SHUTDOWN_DRAIN_MS).unref();
    });
    // close() stops accepting connections and waits for in-flight requests while the job engine
    // stops fetching and lets running jobs finish; then the DB closes.
    drained
      .then(() => {
        const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
        sweeper.unref();
        return Promise.all([
          app.close(),
          jobs.stop(Math.max(1_000, config.SHUTDOWN_TIMEOUT_MS - 1_000)),
        ]);
      })
      .then(() => deps.database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { port: config.PORT, database: deps.database.kind, mail: deps.mailer.transport },
    `Feriora is listening on http://localhost:${config.PORT}`,
  );
}
