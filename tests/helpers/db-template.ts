// One migrated database per set of migrations, copied for every test database and every browser
// test server instead of creating and migrating each anew. Creating a PGlite cluster and applying
// the migrations costs about 4 s on a 2-core CI machine, loading a migrated copy under 1 s; with
// some 250 test databases per `npm test` that is minutes (issue 20: npm test under 20 minutes).
//
// The templates are keyed by the contents of db/migrations and the PGlite version, so a changed
// migration gets a new template and a stale one is never used. global-setup.ts makes them before
// the tests start; a test run without them (a direct vitest run of a file that skipped the global
// set-up) creates its databases the slow way.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase } from '#db/client';
import { migrationsFolder } from '#db/paths';

const CACHE = resolve('node_modules/.cache/feriora-tests');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .sort();
}

let key: string | undefined;

/** A hash of every migration file and the PGlite version: what a migrated database depends on. */
export function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const folder = migrationsFolder();
  for (const file of filesUnder(folder)) {
    hash.update(file.slice(folder.length));
    hash.update(readFileSync(file));
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

function pgliteTemplateDir(): string {
  return join(CACHE, `pglite-${templateKey()}`);
}

/** Makes the PGlite template (a data directory and its tarball) unless it exists. */
export async function ensurePgliteTemplate(): Promise<void> {
  const target = pgliteTemplateDir();
  if (existsSync(target)) return;
  mkdirSync(CACHE, { recursive: true });
  // Built beside and renamed into place, so a concurrent test run never sees half a template.
  const building = `${target}.building-${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ kind: 'pglite', dataDir: join(building, 'data') });
  try {
    await database.migrate();
    const connection = database.jobQueueConnection();
    if (connection.kind !== 'pglite') throw new Error('expected an embedded database');
    const dump = await connection.client.dumpDataDir('none');
    await writeFile(join(building, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  try {
    renameSync(building, target);
  } catch {
    // Another run made it first: theirs is the same.
    rmSync(building, { recursive: true, force: true });
  }
}

let tarball: Buffer | null | undefined;

/** The migrated PGlite template as PGlite loads it, or undefined when there is none. */
export function pgliteTemplate(): Blob | undefined {
  if (tarball === undefined) {
    const file = join(pgliteTemplateDir(), 'template.tar');
    tarball = existsSync(file) ? readFileSync(file) : null;
  }
  return tarball === null ? undefined : new Blob([new Uint8Array(tarball)]);
}

/**
 * Puts a migrated embedded database into a server's empty DATA_DIR (the layout openDatabase
 * uses: DATA_DIR/pglite). False when there is no template; the server then creates it.
 */
export function copyPgliteTemplate(dataDir: string): boolean {
  const source = join(pgliteTemplateDir(), 'data', 'pglite');
  if (!existsSync(source)) return false;
  cpSync(source, join(dataDir, 'pglite'), { recursive: true });
  return true;
}

/** The name of the migrated PostgreSQL template database on TEST_DATABASE_URL's server. */
export function postgresTemplateName(): string {
  return `feriora_template_${templateKey()}`;
}

async function adminQuery<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

let templateSeen = false;

/** Whether the PostgreSQL template exists (made by ensurePostgresTemplate). */
export async function hasPostgresTemplate(): Promise<boolean> {
  // Once it exists it stays (the key names the migrations): asked of the server until then only.
  if (templateSeen) return true;
  const rows = await adminQuery('select 1 from pg_database where datname = $1', [
    postgresTemplateName(),
  ]);
  templateSeen = rows.length > 0;
  return templateSeen;
}

/** Makes the PostgreSQL template database unless it exists. */
export async function ensurePostgresTemplate(): Promise<void> {
  if (await hasPostgresTemplate()) return;
  const name = postgresTemplateName();
  const building = `${name}_b${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${building}`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${building}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  try {
    await adminQuery(`alter database ${building} rename to ${name}`);
  } catch {
    // Another run made it first: theirs is the same.
    await adminQuery(`drop database if exists ${building} with (force)`);
  }
}
