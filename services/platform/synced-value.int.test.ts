// The synced value's fallback is for a database that is away; a read made from inside one of the
// embedded database's own transactions is a bug and must fail loudly (db/client.ts guard), not
// serve the fallback for `retryMs` (the operator brand would silently be the environment's).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTransactionMisuse, type Database } from '#db/client';
import { createTestDatabase } from '#tests/helpers/database';
import { syncedValue } from './synced-value';

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
