// build(): the whole app on a fresh database, for app.inject tests. With `ssr: true` it uses the
// production bundle (build/server/index.js), so pages are tested as they are served.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { parseConfig, type Config } from '#core/config';
import { TEST_BANK_ENV } from './bank';
import type * as Entry from '#server/entry';
import type { AppDeps } from '#services/platform';
import { buildApp as buildAppFromSource } from '#server/app';
import { createDeps as createDepsFromSource } from '#server/deps';
import { FIXED_NOW, fixedClock } from './clock';
import { todayInBerlin } from '#core/dates';
import { seedDemoCatalogue } from '#demo/catalogue/seed';
import type { Database } from '#db/client';
import { createTestDatabase, type TestDatabaseKind } from './database';

export const TEST_MANDANT = 'feriora';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  close(): Promise<void>;
}

type Bundle = typeof Entry;

export async function loadBundle(): Promise<Bundle> {
  const url = pathToFileURL(resolve('build/server/index.js')).href;
  return (await import(/* @vite-ignore */ url)) as Bundle;
}

export async function build(
  options: {
    kind?: TestDatabaseKind;
    ssr?: boolean;
    env?: Record<string, string>;
    logStream?: NodeJS.WritableStream;
    /** Seed a small demo catalogue (deterministic, anchored at the fixed test date). */
    catalogue?: { objects: number; seed?: number };
    /** Test-only routes, registered before the app is ready. */
    extraRoutes?: (app: FastifyInstance) => void;
    /**
     * An open database to use instead of a fresh one (a second app instance on the database of
     * another, as a second process would be); close() leaves it open for its owner.
     */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const shared = options.database;
  const testDb = shared
    ? { database: shared, drop: async () => {} }
    : await createTestDatabase(options.kind ?? 'pglite');
  // A data directory of its own (photo cache, mail outbox, media): test files run in two lanes
  // at once (scripts/test.mjs), and one shared directory let them write the same files.
  const ownDataDir =
    options.env?.DATA_DIR === undefined ? mkdtempSync(join(tmpdir(), 'feriora-int-')) : null;
  // Nothing is left behind when the app cannot be built (a failing seed, a bad env value): the
  // database and the data directory go, and the error is the test's.
  const discard = async () => {
    await testDb.drop();
    if (ownDataDir !== null) rmSync(ownDataDir, { recursive: true, force: true });
  };
  let built;
  let unready: FastifyInstance | undefined;
  try {
    const config = parseConfig({
      NODE_ENV: 'test',
      MANDANT: TEST_MANDANT,
      LOG_LEVEL: options.logStream ? 'info' : 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...TEST_BANK_ENV,
      ...(ownDataDir === null ? {} : { DATA_DIR: ownDataDir }),
      ...options.env,
    });
    if (options.catalogue) {
      await seedDemoCatalogue(testDb.database, {
        seed: options.catalogue.seed ?? 7,
        objects: options.catalogue.objects,
        today: todayInBerlin(FIXED_NOW),
      });
    }
    const bundle = options.ssr ? await loadBundle() : null;
    const createDeps = bundle?.createDeps ?? createDepsFromSource;
    const buildApp = bundle?.buildApp ?? buildAppFromSource;
    const deps = await createDeps(config, { database: testDb.database, clock: fixedClock });
    const app = await buildApp({
      deps,
      serverBuild: bundle?.build ?? null,
      logger: options.logStream ?? false,
    });
    unready = app;
    options.extraRoutes?.(app);
    await app.ready();
    built = { app, deps, config };
  } catch (error) {
    await unready?.close().catch(() => undefined);
    await discard();
    throw error;
  }
  const { app, deps, config } = built;
  return {
    app,
    deps,
    config,
    async close() {
      await app.close();
      await discard();
    },
  };
}
