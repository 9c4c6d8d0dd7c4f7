// The synced value's fallback is for a database that is away; a read made from inside one of the
// embedded database's own transactions is a bug and must fail loudly (db/client.ts guard), not
// serve the fallback for `retryMs` (the operator brand would silently be the environment's).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { isTransactionMisuse, openDatabase, rowsOf, type Database } from '#db/client';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/database';
import { LISTEN_WAIT_MS, syncedValue } from './synced-value';

describe('synced value on the embedded database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase('pglite'));
  });
  afterAll(async () => {
    await value.close({ database });
    await failing.close({ database });
    await drop();
  });

  const value = syncedValue<string, { database: Database }>({
    channel: 'synced_value_test',
    ttlMs: 60_000,
    retryMs: 5_000,
    async load(deps) {
      await deps.database.db.execute(sql`select 1`);
      return 'read';
    },
    fallback: (_deps, last) => last ?? 'fallback',
    fingerprint: (v) => v,
  });
  const failing = syncedValue<string, { database: Database }>({
    channel: 'synced_value_test_2',
    ttlMs: 60_000,
    retryMs: 5_000,
    load: () => Promise.reject(new Error('database away')),
    fallback: (_deps, last) => last ?? 'fallback',
    fingerprint: (v) => v,
  });

  it('throws the guard’s error for a read inside a transaction, and reads afterwards', async () => {
    const inside = await database.db
      .transaction(() => value.get({ database }))
      .catch((error: unknown) => error);
    expect(isTransactionMisuse(inside)).toBe(true);
    expect(value.last({ database })).toBeNull();
    await expect(value.get({ database })).resolves.toBe('read');
  });

  it('serves the fallback while the database is away', async () => {
    await expect(failing.get({ database })).resolves.toBe('fallback');
  });
});

// Two processes on one PostgreSQL database (two pools, two listeners). A process's first read
// used to race its listener's connection: a change announced after the read but before the
// LISTEN was active was heard by nobody, and the read was kept for the whole TTL (a CI run's
// locale-editor test saw the other process's text a minute late). A read now waits for its
// listener, and keeps a value read without one for `retryMs` only.
describe.runIf(process.env.TEST_DATABASE_URL !== undefined)(
  'synced value between two processes on PostgreSQL',
  () => {
    let first: TestDatabase;
    let second: Database;
    const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const allowConnections = async (allow: boolean) => {
      const client = admin();
      await client.connect();
      const name = new URL(first.url!).pathname.slice(1);
      await client.query(`alter database ${name} with allow_connections ${allow}`);
      await client.end();
    };
    const options = {
      channel: 'synced_value_probe',
      ttlMs: 60_000,
      retryMs: 300,
      async load(deps: { database: Database }) {
        const rows = rowsOf<{ v: string }>(
          await deps.database.db.execute(sql`select v from synced_probe`),
        );
        return rows[0]?.v ?? 'none';
      },
      fallback: (_deps: { database: Database }, last: string | null) => last ?? 'fallback',
      fingerprint: (v: string) => v,
    };
    const processA = syncedValue<string, { database: Database }>(options);
    const processB = syncedValue<string, { database: Database }>(options);
    // A process started while the database refuses new connections.
    const processC = syncedValue<string, { database: Database }>(options);
    const change = async (v: string) => {
      await second.db.execute(sql`update synced_probe set v = ${v}`);
      await processB.announce({ database: second }, 'changed');
    };
    const seen = async (process: typeof processA, v: string) => {
      for (let i = 0; i < 60; i++) {
        if ((await process.get({ database: first.database })) === v) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    };

    beforeAll(async () => {
      first = await createTestDatabase('postgres');
      second = await openDatabase({ kind: 'postgres', url: first.url!, poolSize: 2 });
      await first.database.db.execute(sql`create table synced_probe (v text not null)`);
      await first.database.db.execute(sql`insert into synced_probe values ('one')`);
      await processB.get({ database: second });
    });
    afterAll(async () => {
      await allowConnections(true);
      await processA.close({ database: first.database });
      await processB.close({ database: second });
      await processC.close({ database: first.database });
      await second.close();
      await first.drop();
    });

    it('hears a change announced right after its first read', async () => {
      expect(await processA.get({ database: first.database })).toBe('one');
      await change('two');
      expect(await seen(processA, 'two')).toBe(true);
    });

    it('keeps a value read while its listener cannot connect for retryMs only', async () => {
      // The pools keep their open connections; the listener's new one is refused.
      await allowConnections(false);
      try {
        await change('three');
        // The first read waits for the listener (in vain here), once.
        expect(await processC.get({ database: first.database })).toBe('three');
        await change('four');
        await new Promise((r) => setTimeout(r, options.retryMs + 50));
        // The next read does not wait again: a listener that cannot connect must not hold up
        // every request that reads the value.
        const started = performance.now();
        expect(await processC.get({ database: first.database })).toBe('four');
        expect(performance.now() - started).toBeLessThan(LISTEN_WAIT_MS);
        await change('five');
      } finally {
        await allowConnections(true);
      }
      expect(await seen(processC, 'five')).toBe(true);
    });
  },
);
