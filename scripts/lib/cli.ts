// What every operator command shares (npm run grant, brand:set, partner:approve|reject|code,
// voucher:issue, rating:answer-link): `--help`, usage errors with exit code 2, the configuration
// from the environment or `.env` (as `npm start` reads it; an invalid one exits 1), and the app's
// dependencies opened and closed again — the change listeners and the mail transport would keep
// the process alive.
import { ConfigError, parseConfig } from '#core/config';
import { systemContext, type AppDeps, type RequestContext } from '#services/platform';
import { loadDotEnv } from '../env.mjs';

export interface Cli {
  /** The arguments after the command's name. */
  args: string[];
  /** Prints the message and the usage to stderr and exits with 2. */
  usageError(message: string): never;
}

/** The command's arguments; `--help` or `-h` anywhere prints the usage and exits. */
export function cli(usage: string): Cli {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  return {
    args,
    usageError(message) {
      process.stderr.write(`${message}\n\n${usage}\n`);
      process.exit(2);
    },
  };
}

/**
 * Runs `task` with the app's dependencies of the configured database and closes them afterwards,
 * whatever happens. An invalid configuration is printed and exits 1.
 */
export async function withDeps(task: (deps: AppDeps) => Promise<void>): Promise<void> {
  loadDotEnv();
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Loaded here, not at the top: `cli()` answers --help and usage errors without the app.
  const { createDeps } = await import('#server/deps');
  const { closeLocaleOverrides } = await import('#services/backoffice');
  const { closeOperatorBrand } = await import('#services/partners');
  const { EmbeddedDatabaseBusy } = await import('#db/embedded-lock');
  let deps: AppDeps;
  try {
    deps = await createDeps(config);
  } catch (error) {
    // The server holds the embedded database: said in one line, not as a stack.
    if (error instanceof EmbeddedDatabaseBusy) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  try {
    await task(deps);
  } finally {
    await closeOperatorBrand(deps);
    await closeLocaleOverrides(deps);
    deps.mailer.close();
    await deps.database.close();
  }
}

/** The request context of an operator's command: no visitor, no login, German, the clock now. */
export function operatorContext(deps: AppDeps, requestId: string): RequestContext {
  return systemContext(deps, deps.clock(), { requestId });
}
