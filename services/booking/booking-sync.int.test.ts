// Booked and optioned dates disappear from the search, the availability calendar and /api/price/
// in every process within 1 s (issue 14; the index's change signal, decision 023). Two app
// instances as two server processes: on PostgreSQL each with its own connection pool (LISTEN/
// NOTIFY between them), on PGlite sharing the one embedded database (its in-process channel).
// Both are warmed first, so each has the object cached and must drop it on the signal.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#core/config';
import { addDays, todayInBerlin } from '#core/dates';
import { openDatabase, type Database } from '#db/client';
import { getObject } from '#services/catalogue';
import type { AppDeps, RequestContext } from '#services/platform';
import type { SearchData } from '#services/search/types';
import { availability } from '#tests/factories/availability';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { TEST_MANDANT } from '#tests/helpers/app';
import { FIXED_NOW, fixedClock } from '#tests/helpers/clock';
import { createTestDatabase, databaseKinds, type TestDatabase } from '#tests/helpers/database';
import { buildApp } from '#server/app';
import { createDeps } from '#server/deps';
import { bookingMailsSettled } from './index';

const TODAY = todayInBerlin(FIXED_NOW);

describe.each(databaseKinds())('booked dates leave every process (%s)', (kind) => {
  let testDb: TestDatabase;
  let secondDb: Database | null = null;
  const apps: { app: FastifyInstance; deps: AppDeps }[] = [];
  let objectNumber: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const object = await insertObject(testDb.database, {
      rules: priceRules(),
      availability: availability(),
    });
    objectNumber = object.objectNumber;
    if (kind === 'postgres') {
      secondDb = await openDatabase({ kind: 'postgres', url: testDb.url!, poolSize: 4 });
    }
    const config = parseConfig({
      NODE_ENV: 'test',
      MANDANT: TEST_MANDANT,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    });
    for (const database of [testDb.database, secondDb ?? testDb.database]) {
      const deps = await createDeps(config, { database, clock: fixedClock });
      const app = await buildApp({ deps, serverBuild: null, logger: false });
      await app.ready();
      apps.push({ app, deps });
    }
  }, 60_000);

  afterAll(async () => {
    await bookingMailsSettled();
    for (const { app } of apps) await app.close();
    await secondDb?.close();
    await testDb?.drop();
  });

  /** What process `index` says of the stay: in the search hits, priced as, vacant nights. */
  async function seen(index: number, start: string, end: string) {
    const { app, deps } = apps[index]!;
    const query = new URLSearchParams({ startDate: start, endDate: end }).toString();
    const search = await app.inject({
      url: `/api/search?mandant=${TEST_MANDANT}&query=${encodeURIComponent(query)}&objectsPerPage=100`,
    });
    const { markers } = (search.json() as { data: SearchData }).data;
    const price = await app.inject({
      method: 'POST',
      url: '/api/price/',
      payload: { mandant: TEST_MANDANT, objectNumber, startDate: start, endDate: end },
    });
    const ctx = { deps, language: 'de', now: FIXED_NOW } as unknown as RequestContext;
    const { availability: calendar } = await getObject(ctx, objectNumber);
    const first = Math.round((Date.parse(start) - Date.parse(calendar!.from)) / 86_400_000);
    return {
      inSearch: markers.objectNumbers.includes(objectNumber),
      status: price.json().data.status as string,
      firstNight: calendar!.vacancy[first],
    };
  }

  async function within(index: number, start: string, end: string, limitMs: number) {
    const started = performance.now();
    for (;;) {
      const view = await seen(index, start, end);
      if (!view.inSearch && view.status === 'occupied' && view.firstNight !== 'Y') {
        return performance.now() - started;
      }
      if (performance.now() - started > limitMs) {
        throw new Error(`process ${index} still shows the stay: ${JSON.stringify(view)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it.each(['booking', 'option'] as const)(
    'a %s made through one process is gone from both within 1 s',
    async (method) => {
      const offset = method === 'booking' ? 20 : 40;
      const start = addDays(TODAY, offset);
      const end = addDays(TODAY, offset + 7);
      for (const index of [0, 1]) {
        expect(await seen(index, start, end)).toEqual({
          inSearch: true,
          status: 'free',
          firstNight: 'Y',
        });
      }
      const res = await apps[0]!.app.inject({
        method: 'POST',
        url: '/api/booking',
        payload: {
          mandant: TEST_MANDANT,
          method,
          objectNumber,
          startDate: start,
          endDate: end,
          adults: 2,
          traveller: {
            salutation: 'ms',
            firstName: 'Eva',
            lastName: 'Beispiel',
            email: `sync-${method}@example.org`,
            phone: '+49 40 123456',
            street: 'Hafenstraße 2',
            zip: '20459',
            city: 'Hamburg',
            country: 'de',
          },
          paymentMethod: 'card',
          acceptTerms: true,
          idempotencyKey: randomUUID(),
        },
      });
      expect(res.statusCode).toBe(201);
      const booked = performance.now();
      // This process: at once (the answer waits for its own index).
      await within(0, start, end, 0);
      await within(1, start, end, 1_000);
      expect(performance.now() - booked).toBeLessThan(1_000);
    },
  );
});
