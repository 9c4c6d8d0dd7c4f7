// `npm run catalogue:import -- --file catalogue.json [--photos DIR] [--full] [--dry-run]`: loads an
// operator's catalogue (locations, providers, holiday homes with texts, photos, price lists and
// calendars; the format in docs/catalogue-import.md) into the configured database, as `npm start`
// reads it (environment or `.env`). The whole file is checked first: with any problem, every
// problem is printed by its place in the file and nothing is written. `--full`: the file lists
// every home of its agencies, and theirs it no longer lists are taken off the market. `--dry-run`
// checks only. Exit codes: 0 imported (or checked), 1 the file has problems or the import failed,
// 2 bad arguments.
//
// On the embedded database (no DATABASE_URL) the server must be stopped meanwhile: PGlite is
// opened by one process at a time, and the command refuses while a server holds it
// (db/embedded-lock.ts). On PostgreSQL running servers rebuild their search index as soon as the
// import is committed.
import { readFile, stat } from 'node:fs/promises';
import { importCatalogue, MAX_FILE_BYTES, photoReader } from '#services/catalogue';
import { isDomainError } from '#services/platform';
import { cli, operatorContext, withDeps } from './lib/cli';

const USAGE = `Usage: npm run catalogue:import -- --file FILE [--photos DIR] [--full [--allow-large-removal]] [--dry-run]
  --file     the catalogue file (JSON, format feriora-catalogue/1; docs/catalogue-import.md)
  --photos   the folder of the photo files the catalogue names (images[].file)
  --full     the file lists every home of its agencies: take theirs it no longer lists off the market
  --allow-large-removal
             with --full: also when that is more than half of an agency's homes
  --dry-run  check the file, its photos and the stored catalogue; write nothing`;

const command = cli(USAGE);
const usageError: (message: string) => never = command.usageError;

let file: string | undefined;
let photos: string | undefined;
let dryRun = false;
let full = false;
let allowLargeRemoval = false;
for (let i = 0; i < command.args.length; i++) {
  const arg = command.args[i] ?? '';
  if (arg === '--dry-run') dryRun = true;
  else if (arg === '--full') full = true;
  else if (arg === '--allow-large-removal') allowLargeRemoval = true;
  else if (arg === '--file') file = command.args[++i];
  else if (arg.startsWith('--file=')) file = arg.slice('--file='.length);
  else if (arg === '--photos') photos = command.args[++i];
  else if (arg.startsWith('--photos=')) photos = arg.slice('--photos='.length);
  else usageError(`Unknown argument: ${arg}`);
}
if (file === undefined || file === '') usageError('--file is required');
if (photos === '') usageError('--photos needs a folder');
if (allowLargeRemoval && !full) usageError('--allow-large-removal goes with --full');

const out = (line: string) => process.stdout.write(`${line}\n`);
/** Home numbers for a line: the first 20, and how many more. */
const list = (numbers: readonly number[]) =>
  numbers.slice(0, 20).join(', ') + (numbers.length > 20 ? ` and ${numbers.length - 20} more` : '');

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

if (
  photos !== undefined &&
  !(await stat(photos).then(
    (i) => i.isDirectory(),
    () => false,
  ))
) {
  usageError(`--photos: ${photos} is not a folder`);
}

let exitCode = 0;
await withDeps(async (deps) => {
  // The schema needs the tables: a fresh database is migrated as `npm start` would.
  await deps.database.migrate();
  const ctx = operatorContext(deps, 'catalogue-import');
  try {
    const readPhoto = photos === undefined ? undefined : await photoReader(photos);
    const summary = await importCatalogue(ctx, {
      document,
      dryRun,
      full,
      allowLargeRemoval,
      ...(readPhoto === undefined ? {} : { readPhoto }),
    });
    out(
      `${summary.dryRun ? 'Checked' : 'Imported'}: ${summary.countries} countries, ` +
        `${summary.regions} regions, ${summary.places} places, ${summary.agencies} agencies, ` +
        (summary.distinctions > 0 ? `${summary.distinctions} badges, ` : '') +
        (summary.cancellationLabels > 0
          ? `${summary.cancellationLabels} cancellation labels, `
          : '') +
        `${summary.objects} holiday homes` +
        (summary.dryRun ? '' : ` (${summary.landlordsAdded} new landlords)`),
    );
    if (summary.withoutPrice.length > 0) {
      out(`No price in the next 18 months (shown "on request"): ${list(summary.withoutPrice)}`);
    }
    if (full) {
      out(
        summary.takenOff.length === 0
          ? 'No home of these agencies is missing from the file.'
          : `${summary.dryRun ? 'Would take' : 'Taken'} off the market (not in the full file): ${list(summary.takenOff)}`,
      );
    }
    if (summary.offWithStaysAhead.length > 0) {
      out(
        `${summary.dryRun ? 'Would take' : 'Taken'} off the market with stays booked ahead ` +
          `(the bookings stay valid; the office lists them at /admin/bookings/?object=<number>): ` +
          summary.offWithStaysAhead
            .map((home) => `${home.objectNumber} (${home.bookings.join(', ')})`)
            .join(', '),
      );
    }
    if (summary.handedOver.length > 0) {
      out(
        `Handed over to a new contact (earlier landlord links and calendar address ended, ` +
          `bookings ahead mailed): ${list(summary.handedOver)}`,
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
