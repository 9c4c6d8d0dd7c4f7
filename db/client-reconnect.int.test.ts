// A PostgreSQL connection that ends while the application holds it (a restart of PostgreSQL, a
// failover, pg_terminate_backend) fails that query only: the process lives on and the pool serves
// the next queries on new connections (issue 20's database restart drill crashed a process here).
// PostgreSQL only: runs when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/database';
import { rowsOf } from './client';

describe('PostgreSQL connections lost while in use (skipped without TEST_DATABASE_URL)', () => {
  const enabled = process.env.TEST_DATABASE_URL !== undefined;
  let testDb: TestDatabase;
  beforeAll(async () => {
    if (enabled) testDb = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    if (enabled) await testDb.drop();
  });

  it.skipIf(!enabled)('fails the transaction that held it, not the process', async () => {
    const { database } = testDb;
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      let pid = 0;
      let terminated: () => void = () => {};
      const killed = new Promise<void>((resolve) => {
        terminated = resolve;
      });
      const transaction = database.db.transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(
          await tx.execute(sql`select pg_backend_pid() as pid`),
        );
        pid = row!.pid;
        // Between two queries: no query is active when the connection ends.
        await killed;
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      });
      while (pid === 0) await new Promise((r) => setTimeout(r, 10));
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
      terminated();
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      // The pool goes on with new connections.
      const [after] = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
      expect(after?.one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
