// A fresh database per test file: an in-memory PGlite, or a newly created PostgreSQL database
// (dropped again on close) when the run is for PostgreSQL. Migrations are applied either way —
// both start as a copy of the migrated template when global-setup.ts made one (db-template.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '#db/client';
import { hasPostgresTemplate, pgliteTemplate, postgresTemplateName } from './db-template';

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
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      template: pgliteTemplate(),
    });
    await database.migrate();
    return { database, url: null, drop: () => database.close() };
  }
  const created = await createPostgresDatabase('feriora_t', { migrated: true });
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
 * A new PostgreSQL database named `<prefix>_<random>` on TEST_DATABASE_URL's server, for one test
 * file: empty (a browser test's server applies the migrations when it starts on it), or with
 * `migrated` a copy of the migrated template when there is one (db-template.ts; without one it
 * is empty and the caller's migrate() does the work).
 */
export async function createPostgresDatabase(
  prefix: string,
  options: { migrated?: boolean } = {},
): Promise<PostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template =
    options.migrated && (await hasPostgresTemplate()) ? ` template ${postgresTemplateName()}` : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template}`);
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
