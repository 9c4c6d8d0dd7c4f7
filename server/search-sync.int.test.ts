// Every process keeps its own search index current (ARCHITECTURE.md "Stateless app servers"):
// two app instances on one PostgreSQL database, each with its own connection pool and index, as
// two server processes would be. A change committed and notified through one shows in the
// other's /api/search within 1 s — also after the listener's connection was killed.
// PostgreSQL only (LISTEN/NOTIFY): runs when TEST_DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#core/config';
import { todayInBerlin } from '#core/dates';
import { openDatabase, rowsOf, type Database } from '#db/client';
import type { AppDeps } from '#services/platform';
import { seedDemoCatalogue } from '#demo/catalogue/seed';
import { importCatalogue } from '#services/catalogue';
import { notifyObjectsChanged } from '#services/search';
import type { SearchData } from '#services/search/types';
import { deactivateObjects } from '#tests/factories/object';
import { priceRulesOf, setPriceRules } from '#tests/factories/price-rules';
import { TEST_MANDANT } from '#tests/helpers/app';
import { FIXED_NOW, fixedClock } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/database';
import { buildApp } from './app';
import { createDeps } from './deps';

const QUERY = 'startDate=2027-02-13&endDate=2027-02-20';

describe('search index sync across processes (PostgreSQL; skipped without TEST_DATABASE_URL)', () => {
  const enabled = process.env.TEST_DATABASE_URL !== undefined;
  let testDb: TestDatabase;
  let second: Database;
  const apps: { app: FastifyInstance; deps: AppDeps }[] = [];

  beforeAll(async () => {
    if (!enabled) return;
    testDb = await createTestDatabase('postgres');
    await seedDemoCatalogue(testDb.database, {
      seed: 11,
      objects: 200,
      today: todayInBerlin(FIXED_NOW),
    });
    second = await openDatabase({ kind: 'postgres', url: testDb.url!, poolSize: 4 });
    const config = parseConfig({
      NODE_ENV: 'test',
      MANDANT: TEST_MANDANT,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    });
    for (const database of [testDb.database, second]) {
      const deps = await createDeps(config, { database, clock: fixedClock });
      const app = await buildApp({ deps, serverBuild: null, logger: false });
      await app.ready();
      apps.push({ app, deps });
    }
  });

  afterAll(async () => {
    if (!enabled) return;
    for (const { app } of apps) await app.close();
    await second.close();
    await testDb.drop();
  });

  const search = async (index: number) => {
    const res = await apps[index]!.app.inject({
      url: `/api/search?mandant=${TEST_MANDANT}&query=${encodeURIComponent(QUERY)}&objectsPerPage=100`,
    });
    expect(res.statusCode).toBe(200);
    // The wire form's parallel arrays, one object per marker here.
    const { markers } = (res.json() as { data: SearchData }).data;
    return {
      markers: markers.objectNumbers.map((objectNumber, i) => ({
        objectNumber,
        price: markers.price[i] ?? null,
      })),
    };
  };

  /** Milliseconds until `check` holds for app `index`'s answer (fails after `limitMs`). */
  const waitFor = async (
    index: number,
    check: (data: Awaited<ReturnType<typeof search>>) => boolean,
    limitMs: number,
  ): Promise<number> => {
    const started = performance.now();
    for (;;) {
      if (check(await search(index))) return performance.now() - started;
      if (performance.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it.skipIf(!enabled)(
    'shows a deactivation made through one app in the other within 1 s',
    async () => {
      const before = await search(1);
      await search(0);
      const target = before.markers[0]!.objectNumber;
      await deactivateObjects(apps[0]!.deps.database, [target]);
      const started = performance.now();
      await notifyObjectsChanged(apps[0]!.deps, [target]);
      const local = await search(0);
      expect(local.markers.map((m) => m.objectNumber)).not.toContain(target);
      await waitFor(1, (d) => !d.markers.some((m) => m.objectNumber === target), 1_000);
      expect(performance.now() - started).toBeLessThan(1_000);
    },
  );

  it.skipIf(!enabled)('shows a price change made through one app in the other', async () => {
    const before = await search(1);
    const marker = before.markers.find((m) => m.price !== null)!;
    const rules = (await priceRulesOf(apps[0]!.deps.database, marker.objectNumber))!;
    const doubled = {
      ...rules,
      seasons: rules.seasons.map((s) => ({
        ...s,
        nightlyCents: s.nightlyCents * 2,
        ...(s.weeklyCents !== undefined ? { weeklyCents: s.weeklyCents * 2 } : {}),
      })),
    };
    await setPriceRules(apps[0]!.deps.database, marker.objectNumber, doubled);
    await notifyObjectsChanged(apps[0]!.deps, [marker.objectNumber]);
    await waitFor(
      1,
      (d) => {
        const now = d.markers.find((m) => m.objectNumber === marker.objectNumber);
        return now !== undefined && now.price !== marker.price;
      },
      1_000,
    );
  });

  it.skipIf(!enabled)('catches up after its listener connection was killed', async () => {
    const before = await search(1);
    const target = before.markers[0]!.objectNumber;
    // Kill every LISTEN connection on the database (both apps'); the pools stay.
    const killed = rowsOf<{ ok: boolean }>(
      await apps[0]!.deps.database.db.execute(
        sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      ),
    );
    // Both apps' search listeners at least (the brand's and the texts' channels listen too).
    expect(killed.length).toBeGreaterThanOrEqual(2);
    expect(killed.every((row) => row.ok)).toBe(true);
    // A change notified while the listeners are down is lost as a message …
    await deactivateObjects(apps[0]!.deps.database, [target]);
    await notifyObjectsChanged(apps[0]!.deps, [target]);
    // … but the reconnected listener re-reads the catalogue.
    await waitFor(1, (d) => !d.markers.some((m) => m.objectNumber === target), 5_000);

    // And later messages arrive again.
    const next = before.markers[1]!.objectNumber;
    await deactivateObjects(apps[0]!.deps.database, [next]);
    await notifyObjectsChanged(apps[0]!.deps, [next]);
    await waitFor(1, (d) => !d.markers.some((m) => m.objectNumber === next), 1_000);
  });

  it.skipIf(!enabled)(
    'finds the homes of a catalogue imported through one process in the other (decision 111)',
    async () => {
      // The other process has built its index before the import.
      expect((await search(1)).markers.some((m) => m.objectNumber === 740002)).toBe(false);
      const document: unknown = JSON.parse(readFileSync('docs/catalogue-example.json', 'utf8'));
      await importCatalogue(testContext(apps[0]!.deps), { document });
      // The importing process has rebuilt before it answers; the other one on the message.
      expect((await search(0)).markers.some((m) => m.objectNumber === 740002)).toBe(true);
      await waitFor(1, (d) => d.markers.some((m) => m.objectNumber === 740002), 10_000);
    },
    30_000,
  );
});
