// `npm run seed -- --objects 100000 [--seed 42] [--database-url URL] [--data-dir DIR] [--today yyyy-MM-dd]`
// Seeds the demo catalogue into the configured database (DATABASE_URL, else PGlite in DATA_DIR;
// from the environment or `.env` as `npm start` reads them, or the options below),
// after applying migrations, printing progress while it runs. Does nothing when a catalogue is
// already seeded. Exit codes: 0 done or already seeded, 1 failure, 2 bad arguments.
import { ConfigError, parseSettings } from '#core/config';
import { isIsoDate, todayInBerlin } from '#core/dates';
import { databaseTarget, openDatabase } from '#db/client';
import { MAX_OBJECTS } from '#demo/catalogue/generate';
import {
  CatalogueValidationError,
  seedDemoCatalogue,
  type SeedProgress,
} from '#demo/catalogue/seed';
import { loadDotEnv } from './env.mjs';

const USAGE = `Usage: npx tsx scripts/seed.ts --objects N [--seed N] [--database-url URL] [--data-dir DIR] [--today yyyy-MM-dd] [--chunk-size N]
  --objects       number of rental objects, 1 to ${MAX_OBJECTS.toLocaleString('en')} (default: DEMO_OBJECTS)
  --seed          PRNG seed, a whole number (default: DEMO_SEED)
  --database-url  PostgreSQL connection string (default: DATABASE_URL; without one PGlite is used)
  --data-dir      PGlite data directory (default: DATA_DIR)
  --today         date that anchors seasons and availability (default: today in Europe/Berlin)
  --chunk-size    objects per generated and loaded chunk (default 2500)`;

const out = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

function usageError(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

/** `--name value` and `--name=value`; every option takes a value. */
function parseArgs(argv: readonly string[]): Map<string, string> {
  const known = new Set(['objects', 'seed', 'database-url', 'data-dir', 'today', 'chunk-size']);
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      out(USAGE);
      process.exit(0);
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match || !known.has(match[1] ?? '')) usageError(`Unknown argument: ${arg}`);
    const name = match[1] ?? '';
    const value = match[2] ?? argv[++i];
    if (value === undefined) usageError(`--${name} needs a value`);
    args.set(name, value);
  }
  return args;
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    usageError(
      `--${name} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')} (got '${text}')`,
    );
  }
  return value;
}

const args = parseArgs(process.argv.slice(2));
loadDotEnv();
let config;
try {
  // Only the settings it reads: the seed signs no tokens, so JWT_SECRET (which the server requires
  // with DATABASE_URL in production) must neither be asked for nor stop it.
  config = parseSettings(process.env, ['DATABASE_URL', 'DATA_DIR', 'DEMO_SEED', 'DEMO_OBJECTS']);
} catch (error) {
  if (error instanceof ConfigError) usageError(error.message);
  throw error;
}

const objects = wholeNumber(
  'objects',
  args.get('objects') ?? String(config.DEMO_OBJECTS),
  1,
  MAX_OBJECTS,
);
const seed = wholeNumber('seed', args.get('seed') ?? String(config.DEMO_SEED), 0, 2 ** 31 - 1);
const chunkSize = wholeNumber('chunk-size', args.get('chunk-size') ?? '2500', 1, 100_000);
const today = args.get('today') ?? todayInBerlin(new Date());
if (!isIsoDate(today)) usageError(`--today must be a yyyy-MM-dd date (got '${today}')`);
const databaseUrl = args.get('database-url') ?? config.DATABASE_URL;
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  usageError(`--database-url must be a postgres:// or postgresql:// URL`);
}
const dataDir = args.get('data-dir') ?? config.DATA_DIR;

const started = Date.now();
const seconds = (): string => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const where = databaseUrl
  ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1) || '(default)'}`
  : `PGlite in ${dataDir}`;
out(`Seeding ${objects.toLocaleString('en')} objects (seed ${seed}, today ${today}) into ${where}`);

const database = await openDatabase(
  databaseTarget({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, { poolSize: 2 }),
);
let exitCode = 0;
try {
  await database.migrate();
  out(`migrations applied (${seconds()})`);
  const onProgress = (p: SeedProgress): void => {
    const rows = `${p.rowsWritten.toLocaleString('en')} rows`;
    if (p.phase === 'objects') {
      out(
        `objects ${p.objectsDone.toLocaleString('en')}/${p.objectsTotal.toLocaleString('en')} · ${rows} · ${seconds()}`,
      );
    } else if (p.phase === 'static') {
      out(`locations, providers, offers, partners and content written · ${rows} · ${seconds()}`);
    } else if (p.phase === 'finish') {
      out(`committing · ${rows} · ${seconds()}`);
    } else if (p.phase === 'done') {
      out(`statistics updated · ${seconds()}`);
    }
  };
  const result = await seedDemoCatalogue(database, { seed, objects, today, chunkSize, onProgress });
  if (!result.seeded) {
    out('A demo catalogue is already seeded; nothing to do.');
  } else {
    for (const [table, n] of Object.entries(result.rows))
      out(`  ${table.padEnd(20)} ${n.toLocaleString('en').padStart(11)}`);
    const rssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    out(`Done in ${seconds()} (peak RSS ${rssMb} MB).`);
  }
} catch (error) {
  exitCode = 1;
  if (error instanceof CatalogueValidationError)
    process.stderr.write(`${error.message}\nNothing was written.\n`);
  else
    process.stderr.write(
      `Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
} finally {
  await database.close();
}
process.exit(exitCode);
