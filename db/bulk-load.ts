// Fast loading of plain row objects into a table, for both database kinds, inside one
// transaction. PostgreSQL gets COPY FROM STDIN (pg-copy-streams) over a dedicated connection;
// PGlite gets the same COPY text through its COPY FROM '/dev/blob' support. Drizzle's insert
// builder is far too slow for this (ARCHITECTURE.md: ~3.5 s of SQL building per 50k rows).
//
// Row keys are the schema's camelCase property names; column names, types and serial columns come
// from the Drizzle table definitions, so db/schema.ts stays the one source of truth.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { getTableColumns, type InferInsertModel } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './client';

/** Where to load: a pool or URL for PostgreSQL, or a PGlite instance. */
export type BulkTarget =
  | { kind: 'postgres'; pool: pg.Pool }
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; pglite: PGlite };

/** Everything a loader needs inside the open transaction. */
export interface BulkSession {
  readonly kind: 'pglite' | 'postgres';
  /** Appends rows to a table; returns the number of rows written. */
  load<T extends PgTable>(table: T, rows: readonly InferInsertModel<T>[]): Promise<number>;
  /** A plain SQL statement in the same transaction ($1… parameters). */
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /**
   * Turns off the per-row foreign-key triggers for the rest of the transaction, when the role may
   * (session_replication_role needs a superuser); returns whether it did. A caller that gets true
   * must call verifyForeignKeys before the transaction commits.
   */
  suspendForeignKeyTriggers(): Promise<boolean>;
}

/**
 * The bulk target behind an opened Database. Drizzle keeps the driver client as `$client` (the
 * pg.Pool or the PGlite instance); db/client.ts does not expose it, and reading it here keeps
 * the bulk path in db/ without a second connection setting.
 */
export function bulkTargetOf(database: Database): BulkTarget {
  const client: unknown = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'postgres' && client instanceof pg.Pool)
    return { kind: 'postgres', pool: client };
  if (database.kind === 'pglite' && isPglite(client)) return { kind: 'pglite', pglite: client };
  throw new Error(`cannot reach the ${database.kind} driver client for bulk loading`);
}

function isPglite(value: unknown): value is PGlite {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { transaction?: unknown }).transaction === 'function' &&
    typeof (value as { exec?: unknown }).exec === 'function'
  );
}

// ---------------------------------------------------------------------------------------------
// COPY text format encoding.

interface ColumnInfo {
  key: string;
  name: string;
  kind: ColumnKind;
}

interface TableInfo {
  name: string;
  /** Quoted, schema-qualified name for SQL. */
  sqlName: string;
  columns: ColumnInfo[];
  byKey: Map<string, number>;
  serialColumns: string[];
}

const tableInfoCache = new WeakMap<PgTable, TableInfo>();

const NULL_TEXT = '\\N';
const SPECIAL = /[\\\n\r\t]/;

/**
 * Escapes a value for COPY's text format: backslash, newline, carriage return and tab are the
 * only characters with a meaning there. NUL cannot be stored in PostgreSQL text at all.
 */
export function escapeCopyText(text: string): string {
  if (text.includes('\u0000'))
    throw new Error('text contains a NUL character, which PostgreSQL cannot store');
  if (!SPECIAL.test(text)) return text;
  return text.replace(/[\\\n\r\t]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t',
  );
}

/** A PostgreSQL array literal ({"a","b",NULL}); elements are always quoted, so any text is safe. */
export function pgArrayLiteral(values: readonly unknown[]): string {
  const parts = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return pgArrayLiteral(v);
    const text = v instanceof Date ? v.toISOString() : String(v);
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${parts.join(',')}}`;
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) {
    if (!Number.isFinite(value.getTime())) throw new Error('invalid Date');
    return value.toISOString();
  }
  // Objects in a non-JSON column: let PostgreSQL parse their JSON form (e.g. a point).
  return JSON.stringify(value);
}

type ColumnKind = 'json' | 'array' | 'scalar';

function kindOf(column: PgColumn): ColumnKind {
  switch (column.columnType) {
    case 'PgJsonb':
    case 'PgJson':
      return 'json';
    case 'PgArray':
      return 'array';
    default:
      return 'scalar';
  }
}

function encodeValue(kind: ColumnKind, value: unknown): string {
  // Strings are by far the most common value: escape them without further checks.
  if (kind === 'scalar')
    return escapeCopyText(typeof value === 'string' ? value : scalarText(value));
  if (kind === 'json') return escapeCopyText(JSON.stringify(value));
  if (!Array.isArray(value)) throw new Error('expected an array');
  return escapeCopyText(pgArrayLiteral(value));
}

const SERIAL_TYPES = new Set(['PgSerial', 'PgSmallSerial', 'PgBigSerial53', 'PgBigSerial64']);

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function tableInfo(table: PgTable): TableInfo {
  const cached = tableInfoCache.get(table);
  if (cached) return cached;
  const config = getTableConfig(table);
  const columns: ColumnInfo[] = [];
  const serialColumns: string[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    columns.push({ key, name: column.name, kind: kindOf(column) });
    if (SERIAL_TYPES.has(column.columnType)) serialColumns.push(column.name);
  }
  const info: TableInfo = {
    name: config.name,
    sqlName: config.schema
      ? `${quoteIdent(config.schema)}.${quoteIdent(config.name)}`
      : quoteIdent(config.name),
    columns,
    byKey: new Map(columns.map((c, i) => [c.key, i])),
    serialColumns,
  };
  tableInfoCache.set(table, info);
  return info;
}

/** One COPY statement and its data, split in parts of a few hundred KB. */
export interface CopyBatch {
  table: string;
  columns: string[];
  sql: string;
  rowCount: number;
  parts: string[];
}

const ROWS_PER_PART = 500;

/**
 * Encodes rows as COPY text. A key that is undefined (or missing) means "use the column default",
 * as in Drizzle's insert; COPY cannot say that per row (PostgreSQL 15 has no DEFAULT marker), so
 * rows are grouped by the set of keys they define and each group gets its own COPY — almost
 * always there is just one group. null is SQL NULL. Unknown keys are an error, not silently lost.
 */
export function encodeCopyBatches(table: PgTable, rows: readonly object[]): CopyBatch[] {
  const info = tableInfo(table);
  const all = info.columns;
  const groups = new Map<string, { columns: number[]; rows: Record<string, unknown>[] }>();
  let last: { columns: number[]; rows: Record<string, unknown>[] } | null = null;
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    // Fast path: rows of one table nearly always define the same keys as the row before.
    let keys = 0;
    for (const key in record) if (record[key] !== undefined) keys++;
    if (
      last &&
      keys === last.columns.length &&
      last.columns.every((i) => record[(all[i] as ColumnInfo).key] !== undefined)
    ) {
      last.rows.push(record);
      continue;
    }
    const defined: number[] = [];
    for (let i = 0; i < all.length; i++) {
      if (record[(all[i] as ColumnInfo).key] !== undefined) defined.push(i);
    }
    if (defined.length !== keys) {
      const unknown = Object.keys(record).find(
        (k) => record[k] !== undefined && !info.byKey.has(k),
      );
      throw new Error(`${info.name}: unknown column key '${unknown}'`);
    }
    const signature = defined.join(',');
    let group = groups.get(signature);
    if (!group) {
      group = { columns: defined, rows: [] };
      groups.set(signature, group);
    }
    group.rows.push(record);
    last = group;
  }
  const batches: CopyBatch[] = [];
  for (const group of groups.values()) {
    const columns = group.columns.map((i) => info.columns[i] as ColumnInfo);
    if (columns.length === 0) throw new Error(`${info.name}: a row defines no column`);
    const parts: string[] = [];
    let lines: string[] = [];
    for (const record of group.rows) {
      let line = '';
      for (let c = 0; c < columns.length; c++) {
        const column = columns[c] as ColumnInfo;
        const value = record[column.key];
        if (c > 0) line += '\t';
        if (value === null) {
          line += NULL_TEXT;
          continue;
        }
        try {
          line += encodeValue(column.kind, value);
        } catch (error) {
          throw new Error(`${info.name}.${column.name}: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
      lines.push(line);
      if (lines.length === ROWS_PER_PART) {
        parts.push(lines.join('\n') + '\n');
        lines = [];
      }
    }
    if (lines.length > 0) parts.push(lines.join('\n') + '\n');
    const names = columns.map((c) => c.name);
    batches.push({
      table: info.name,
      columns: names,
      sql: `COPY ${info.sqlName} (${names.map(quoteIdent).join(', ')}) FROM STDIN`,
      rowCount: group.rows.length,
      parts,
    });
  }
  return batches;
}

// ---------------------------------------------------------------------------------------------
// Sessions.

function pgSession(client: pg.ClientBase): BulkSession {
  return {
    kind: 'postgres',
    async load(table, rows) {
      let count = 0;
      for (const batch of encodeCopyBatches(table, rows)) {
        const stream = client.query(copyFrom(batch.sql));
        await pipeline(Readable.from(batch.parts), stream);
        count += batch.rowCount;
      }
      return count;
    },
    async query<R>(text: string, params?: readonly unknown[]) {
      const result = await client.query(text, params ? [...params] : undefined);
      return result.rows as R[];
    },
    suspendForeignKeyTriggers() {
      return suspendTriggers((text) => client.query(text));
    },
  };
}

function pgliteSession(tx: Transaction): BulkSession {
  return {
    kind: 'pglite',
    async load(table, rows) {
      let count = 0;
      for (const batch of encodeCopyBatches(table, rows)) {
        // PGlite reads COPY … FROM '/dev/blob' from the blob passed with the query.
        const sql = batch.sql.replace(/FROM STDIN$/, "FROM '/dev/blob'");
        await tx.query(sql, [], { blob: new Blob(batch.parts) });
        count += batch.rowCount;
      }
      return count;
    },
    async query<R>(text: string, params?: readonly unknown[]) {
      const result = await tx.query<R>(text, params ? [...params] : undefined);
      return result.rows;
    },
    suspendForeignKeyTriggers() {
      return suspendTriggers((text) => tx.query(text));
    },
  };
}

/**
 * PostgreSQL checks a foreign key with one trigger query per inserted row; for millions of rows
 * that costs more than the load itself. In replica mode those triggers do not fire (as for
 * pg_restore --disable-triggers); verifyForeignKeys then checks each key once, set-wise. A role
 * that may not switch (not a superuser) keeps the per-row checks: the savepoint keeps the
 * failed SET from aborting the transaction.
 */
async function suspendTriggers(run: (text: string) => Promise<unknown>): Promise<boolean> {
  await run('SAVEPOINT bulk_fk');
  try {
    await run('SET LOCAL session_replication_role = replica');
    await run('RELEASE SAVEPOINT bulk_fk');
    return true;
  } catch {
    await run('ROLLBACK TO SAVEPOINT bulk_fk');
    return false;
  }
}

/**
 * Checks every foreign key of the given tables with one anti-join each and throws, naming the
 * key, when a row references a missing row. Used after loading with suspended triggers, so the
 * database's guarantee holds before the transaction commits.
 */
export async function verifyForeignKeys(
  session: BulkSession,
  tables: readonly PgTable[],
): Promise<void> {
  for (const table of tables) {
    const config = getTableConfig(table);
    const child = tableInfo(table).sqlName;
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const parent = tableInfo(ref.foreignTable).sqlName;
      const notNull = ref.columns.map((c) => `c.${quoteIdent(c.name)} IS NOT NULL`).join(' AND ');
      const match = ref.columns
        .map(
          (c, i) => `p.${quoteIdent(ref.foreignColumns[i]?.name ?? '')} = c.${quoteIdent(c.name)}`,
        )
        .join(' AND ');
      const rows = await session.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${child} c WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM ${parent} p WHERE ${match})`,
      );
      const n = Number(rows[0]?.n ?? 0);
      if (n > 0) {
        throw new Error(
          `foreign key ${fk.getName()}: ${n} row(s) of ${config.name} reference missing rows of ${getTableConfig(ref.foreignTable).name}`,
        );
      }
    }
  }
}

/**
 * Runs `work` in one transaction on one connection: everything it loads is committed together, or
 * nothing is when it throws. For PostgreSQL the connection is taken from the pool (or opened from
 * the URL) and given back afterwards.
 */
export async function withBulkTransaction<T>(
  target: BulkTarget,
  work: (session: BulkSession) => Promise<T>,
): Promise<T> {
  if (target.kind === 'pglite') {
    return target.pglite.transaction((tx) => work(pgliteSession(tx)));
  }
  let client: pg.ClientBase;
  let release: () => Promise<void>;
  if ('pool' in target) {
    const pooled = await target.pool.connect();
    client = pooled;
    release = async () => pooled.release();
  } else {
    const single = new pg.Client({ connectionString: target.url });
    // A lost connection fails the next query; unhandled, its 'error' event would end the process.
    single.on('error', () => {});
    await single.connect();
    client = single;
    release = () => single.end();
  }
  try {
    await client.query('BEGIN');
    try {
      const result = await work(pgSession(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  } finally {
    await release();
  }
}

/** Loads rows into one table in a transaction of its own. */
export async function bulkLoad<T extends PgTable>(
  target: BulkTarget,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<number> {
  return withBulkTransaction(target, (session) => session.load(table, rows));
}

/**
 * After rows were loaded with explicit ids, moves each serial column's sequence past the highest
 * id, so later inserts that rely on the default do not collide with the loaded rows.
 */
export async function resetSerialSequences(
  session: BulkSession,
  tables: readonly PgTable[],
): Promise<void> {
  for (const table of tables) {
    const info = tableInfo(table);
    for (const column of info.serialColumns) {
      const col = quoteIdent(column);
      await session.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${col}), 0) + 1, false) FROM ${info.sqlName}`,
        [info.sqlName, column],
      );
    }
  }
}
