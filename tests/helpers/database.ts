// A fresh database per test file: an in-memory PGlite, or a newly created PostgreSQL database
// (dropped again on close) when the run is for PostgreSQL. Migrations are applied either way.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '#db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  url: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return { database, url: null, drop: () => database.close() };
  }
  const created = await createPostgresDatabase('feriora_t');
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  await database.migrate();
  return {
    database,
    url: created.url,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

export interface PostgresDatabase {
  /** The new database's URL: TEST_DATABASE_URL with its name. */
  url: string;
  /** Drops it, connections still open included (close your own first). */
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database named `<prefix>_<random>` on TEST_DATABASE_URL's server, for
 * one test file (no migrations: the browser tests' server applies them when it starts on it).
 */
export async function createPostgresDatabase(prefix: string): Promise<PostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
