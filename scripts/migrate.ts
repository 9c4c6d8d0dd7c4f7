// `npm run db:migrate`: applies pending migrations to the configured database — DATABASE_URL,
// else PGlite under DATA_DIR, from the environment or `.env` as `npm start` reads them — and
// exits: 0 applied (or nothing to apply), 1 bad settings or failure. It validates only those two
// settings, so it never asks for JWT_SECRET (the server signs login tokens; migrating does not).
import { ConfigError, parseSettings } from '#core/config';
import { databaseTarget, openDatabase } from '#db/client';
import { loadDotEnv } from './env.mjs';

loadDotEnv();
try {
  const settings = parseSettings(process.env, ['DATABASE_URL', 'DATA_DIR']);
  const database = await openDatabase(databaseTarget(settings));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} catch (error) {
  process.exitCode = 1;
  // A bad setting names its variable, which says enough; anything else shows where it failed.
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Migrating failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
}
