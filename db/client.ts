// Opens the database: embedded PGlite (files under DATA_DIR) by default, PostgreSQL through `pg`
// when a connection string is given. Both speak the same SQL and run the same migrations.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Settings } from '#core/config';
import { lockEmbeddedDatabase } from './embedded-lock';
import { migrationsFolder } from './paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * How the job engine (pg-boss, services/platform/jobs.ts) reaches this database: the embedded
 * PGlite instance itself (one connection, shared), or PostgreSQL by its URL (a small pool of its
 * own, so jobs never wait for the requests' connections nor the requests for the jobs').
 */
export type JobQueueConnection =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** The connection of the job engine (see JobQueueConnection). */
  jobQueueConnection(): JobQueueConnection;
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /** True when every migration in db/migrations has been applied. */
  migrationsApplied(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory */;
      /**
       * A data directory to start from (PGlite's dumpDataDir tarball) instead of an empty one:
       * the tests' migrated template (tests/helpers/db-template.ts), which spares each test
       * database the cluster's creation and the migrations (about 4 s each on a CI machine).
       */
      template?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * The database the settings name: PostgreSQL when DATABASE_URL is set, else embedded PGlite with
 * its files under DATA_DIR. The server, `npm run db:migrate` and `npm run seed` all open it so.
 */
export function databaseTarget(
  settings: Pick<Settings, 'DATABASE_URL' | 'DATA_DIR'>,
  options: { poolSize?: number } = {},
): DatabaseTarget {
  return settings.DATABASE_URL
    ? { kind: 'postgres', url: settings.DATABASE_URL, ...options }
    : { kind: 'pglite', dataDir: settings.DATA_DIR };
}

function journalEntryCount(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

async function appliedCount(db: Db): Promise<number> {
  try {
    const rows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

/** drizzle's execute() returns `{ rows }` for both drivers; this reads it without `any`. */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}

/** The embedded transaction whose own work is running (open until it commits or rolls back). */
const embeddedTransaction = new AsyncLocalStorage<{ open: boolean }>();

/** The guard's error below: a mistake in the code, never a database that is away. */
class TransactionMisuse extends Error {
  override name = 'TransactionMisuse';
}

/**
 * Whether an error is (or was caused by, as drizzle wraps it: "Failed query: …") a query on the
 * embedded database from inside one of its own transactions. Code that serves a fallback while the
 * database is away (services/platform/synced-value.ts) must let this one through: it is a bug to
 * be seen, not an outage to be bridged.
 */
export function isTransactionMisuse(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof TransactionMisuse) return true;
  }
  return false;
}

/**
 * The PGlite client drizzle is given, with one guard. PGlite has one connection, and a transaction
 * holds it until it ends: a query on the database instead of the transaction, made from inside
 * that transaction's own work, waits for it forever — and with it every request of the server (a
 * read of an expired operator brand inside recordPayment's transaction did exactly that). Such a
 * query throws instead, naming the mistake. Other requests' queries wait for the transaction as
 * before; work the transaction started that runs after it ended is not affected.
 */
function guardTransactions(client: PGlite): PGlite {
  const refuseInside = (what: string) => {
    if (embeddedTransaction.getStore()?.open) {
      throw new TransactionMisuse(
        `${what} on the database from inside one of its transactions: use the transaction (tx), ` +
          'or read it before the transaction (the embedded database has one connection)',
      );
    }
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'transaction') {
        return async <T>(
          work: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>,
        ) => {
          refuseInside('A transaction');
          return target.transaction((tx) => {
            const state = { open: true };
            return embeddedTransaction
              .run(state, () => work(tx))
              .finally(() => {
                state.open = false;
              });
          });
        };
      }
      if (property === 'query' || property === 'exec') {
        const method = target[property].bind(target) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          refuseInside('A query');
          return method(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const folder = migrationsFolder();
  if (target.kind === 'pglite') {
    let client: PGlite;
    // btree_gist on every open: the occupancy table's exclusion constraint (migration 0007) needs
    // its operator classes, and PGlite loads an extension's code only when told at start.
    const extensions = { btree_gist };
    let release = () => {};
    if (target.dataDir) {
      const dir = resolve(target.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      release = lockEmbeddedDatabase(dir);
      try {
        client = await PGlite.create(dir, { extensions, loadDataDir: target.template });
      } catch (error) {
        release();
        throw error;
      }
    } else {
      client = await PGlite.create({ extensions, loadDataDir: target.template });
    }
    const db = drizzlePglite(guardTransactions(client), { schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      jobQueueConnection: () => ({ kind: 'pglite', client }),
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
      ping: async () => {
        await client.query('select 1');
      },
      migrationsApplied: async () => (await appliedCount(db)) >= journalEntryCount(),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a checked-out one: the pool listens only while a client is idle, and a client whose
  // connection ends between two queries (inside a transaction, a streamed index build) when
  // PostgreSQL restarts emits 'error' with no listener — which ended the whole process (issue 20
  // database restart drill). Its next query fails instead, and the caller releases it.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const nodeDb = drizzleNodePg(pool, { schema });
  const db = nodeDb as unknown as Db;
  return {
    kind: 'postgres',
    db,
    jobQueueConnection: () => ({ kind: 'postgres', connectionString: target.url }),
    migrate: () => migrateNodePg(nodeDb, { migrationsFolder: folder }),
    ping: async () => {
      await pool.query('select 1');
    },
    migrationsApplied: async () => (await appliedCount(db)) >= journalEntryCount(),
    close: () => pool.end(),
  };
}
