// The embedded database's one connection: a query on the database (not the transaction) from
// inside a transaction's own work used to wait for that transaction forever, and the whole server
// with it. It is refused now (db/client.ts guardTransactions); everything else waits as before.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/helpers/database';
import type { Database } from './client';

describe('embedded database transactions', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase('pglite'));
  });
  afterAll(() => drop());

  const within = <T>(promise: Promise<T>) =>
    Promise.race([
      promise,
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 5_000)),
    ]);

  it('refuses a query or a transaction on the database from inside its own transaction', async () => {
    const { db } = database;
    const query = within(
      db.transaction(async () => {
        await db.execute(sql`select 1`);
      }),
    );
    // drizzle wraps it ("Failed query: …"), the guard's words are its cause.
    const error = (await query.catch((e: unknown) => e)) as { cause?: { message?: string } };
    expect(error.cause?.message).toMatch(/A query on the database from inside one of its/);
    const nested = within(db.transaction(async () => db.transaction(async () => 1)));
    await expect(nested).rejects.toThrow(/A transaction on the database/);
    // The transaction's own handle works, and the database is free afterwards.
    await expect(
      within(
        db.transaction(
          async (tx) =>
            ((await tx.execute(sql`select 2 as n`)) as unknown as { rows: unknown[] }).rows[0],
        ),
      ),
    ).resolves.toEqual({ n: 2 });
    await expect(within(db.execute(sql`select 3 as n`))).resolves.toMatchObject({
      rows: [{ n: 3 }],
    });
  });

  it('lets other work wait for a transaction, and work it started run after it ended', async () => {
    const { db } = database;
    let later: Promise<unknown> = Promise.resolve();
    const order: string[] = [];
    const other = db.execute(sql`select 1`).then(() => order.push('other'));
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.05)`);
      // Started inside, runs once the transaction is over (an after-commit delivery, say).
      later = new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
        db.execute(sql`select 1`),
      );
      order.push('transaction');
    });
    await expect(within(later)).resolves.toBeDefined();
    await other;
    expect(order).toContain('other');
  });
});
