// `npm run brand:set -- FILE.json` (or `--show`, `--reset`): the operator sets the site's brand
// (issue 16 "Operator brand"; every topic and field: docs/branding.md). The file is checked with
// the branding schema (core/branding.ts) — an unknown field, a colour that is no hex colour, a
// logo on another site are refused, naming the field — and stored as the `branding` row of
// site_settings in the configured database (environment or `.env`, as `npm start` reads them).
// Running servers on the same PostgreSQL show the new brand within a second (change channel);
// with the embedded database run it while the server is stopped (PGlite belongs to one process)
// and start the server again — no rebuild either way. Exit codes: 0 stored (or shown), 1 failure,
// 2 bad arguments or an invalid file.
import { readFileSync } from 'node:fs';
import {
  operatorBrand,
  resetOperatorBrand,
  setOperatorBrand,
  storedBrandingOverride,
} from '#services/partners';
import { isDomainError } from '#services/platform';
import { cli, withDeps } from './lib/cli';

const USAGE = `Usage: npm run brand:set -- FILE.json   store the brand of FILE.json (topics left out keep their defaults)
       npm run brand:set -- --show      print the brand in effect and the stored override
       npm run brand:set -- --reset     remove the stored override (the environment's brand again)
Topics and fields: docs/branding.md`;

const command = cli(USAGE);
const args = command.args;
// Annotated, so TypeScript narrows after a call (a `never` function needs an explicit type).
const usageError: (message: string) => never = command.usageError;
if (args.length !== 1) usageError('Give one JSON file, --show or --reset.');
const arg = args[0] ?? '';
let override: unknown = null;
if (arg !== '--show' && arg !== '--reset') {
  if (arg.startsWith('-')) usageError(`Unknown option: ${arg}`);
  let text: string;
  try {
    text = readFileSync(arg, 'utf8');
  } catch {
    usageError(`Cannot read ${arg}`);
  }
  try {
    override = JSON.parse(text);
  } catch (error) {
    usageError(`${arg} is no valid JSON: ${(error as Error).message}`);
  }
}

const print = (label: string, value: unknown) =>
  process.stdout.write(`${label}:\n${JSON.stringify(value, null, 2)}\n`);
await withDeps(async (deps) => {
  try {
    if (arg === '--show') {
      print('Stored override (site_settings.branding)', await storedBrandingOverride(deps));
      print('Brand in effect', await operatorBrand(deps));
    } else if (arg === '--reset') {
      await resetOperatorBrand(deps);
      print('Override removed; brand in effect', await operatorBrand(deps));
    } else {
      const branding = await setOperatorBrand(deps, override);
      print('Stored; brand in effect', branding);
    }
  } catch (error) {
    if (isDomainError(error, 'invalid')) {
      const problems = (error.data?.problems ?? []) as { field: string; message: string }[];
      process.stderr.write(
        `Not stored, ${arg} is invalid:\n` +
          problems.map((p) => `  ${p.field}: ${p.message}`).join('\n') +
          `\n\n${USAGE}\n`,
      );
      process.exitCode = 2;
    } else {
      process.exitCode = 1;
      throw error;
    }
  }
});
