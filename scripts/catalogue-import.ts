// `npm run catalogue:import -- --file catalogue.json [--dry-run]`: loads an operator's catalogue
// (locations, providers, holiday homes with texts, photos, price lists and calendars; the format
// in docs/catalogue-import.md) into the configured database, as `npm start` reads it (environment
// or `.env`). The whole file is checked first: with any problem, every problem is printed by its
// place in the file and nothing is written. `--dry-run` checks only. Exit codes: 0 imported (or
// checked), 1 the file has problems or the import failed, 2 bad arguments.
//
// On the embedded database (no DATABASE_URL) the server must be stopped meanwhile: PGlite is
// opened by one process at a time. On PostgreSQL running servers rebuild their search index as
// soon as the import is committed.
import { readFile } from 'node:fs/promises';
import { importCatalogue } from '#services/catalogue';
import { isDomainError } from '#services/platform';
import { cli, operatorContext, withDeps } from './lib/cli';

const USAGE = `Usage: npm run catalogue:import -- --file FILE [--dry-run]
  --file     the catalogue file (JSON, format feriora-catalogue/1; docs/catalogue-import.md)
  --dry-run  check the file against the schema and the stored catalogue, write nothing`;

/** A file larger than this is split by the operator (each file is one transaction). */
const MAX_FILE_BYTES = 512 * 1024 * 1024;

const command = cli(USAGE);
const usageError: (message: string) => never = command.usageError;

let file: string | undefined;
let dryRun = false;
for (let i = 0; i < command.args.length; i++) {
  const arg = command.args[i] ?? '';
  if (arg === '--dry-run') dryRun = true;
  else if (arg === '--file') file = command.args[++i];
  else if (arg.startsWith('--file=')) file = arg.slice('--file='.length);
  else usageError(`Unknown argument: ${arg}`);
}
if (file === undefined || file === '') usageError('--file is required');

const out = (line: string) => process.stdout.write(`${line}\n`);

let text: string;
try {
  const bytes = await readFile(file);
  if (bytes.length > MAX_FILE_BYTES) {
    process.stderr.write(`${file}: larger than 512 MB; split it into several files\n`);
    process.exit(1);
  }
  text = bytes.toString('utf8');
} catch (error) {
  process.stderr.write(`${file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}\n`);
  process.exit(1);
}
let document: unknown;
try {
  document = JSON.parse(text);
} catch (error) {
  process.stderr.write(`${file}: not JSON (${(error as Error).message})\nNothing was written.\n`);
  process.exit(1);
}

let exitCode = 0;
await withDeps(async (deps) => {
  // The schema needs the tables: a fresh database is migrated as `npm start` would.
  await deps.database.migrate();
  const ctx = operatorContext(deps, 'catalogue-import');
  try {
    const summary = await importCatalogue(ctx, { document, dryRun });
    out(
      `${summary.dryRun ? 'Checked' : 'Imported'}: ${summary.countries} countries, ` +
        `${summary.regions} regions, ${summary.places} places, ${summary.agencies} agencies, ` +
        `${summary.objects} holiday homes` +
        (summary.dryRun ? '' : ` (${summary.landlordsAdded} new landlords)`),
    );
    if (summary.withoutPrice.length > 0) {
      out(
        `No price in the next 18 months (shown "on request"): ${summary.withoutPrice.slice(0, 20).join(', ')}` +
          (summary.withoutPrice.length > 20 ? ` and ${summary.withoutPrice.length - 20} more` : ''),
      );
    }
    if (summary.dryRun) out('Nothing was written (--dry-run).');
  } catch (error) {
    if (!isDomainError(error, 'invalid') || error.key !== 'errors.catalogueImport.invalid') {
      throw error;
    }
    const data = error.data as { problems: { path: string; message: string }[]; count: number };
    for (const problem of data.problems)
      process.stderr.write(`${problem.path}: ${problem.message}\n`);
    if (data.count > data.problems.length) {
      process.stderr.write(`… and ${data.count - data.problems.length} more\n`);
    }
    process.stderr.write(`${data.count} problem(s) in ${file}. Nothing was written.\n`);
    exitCode = 1;
  }
});
process.exit(exitCode);
