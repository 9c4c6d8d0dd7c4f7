// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { parseConfig, ConfigError } from '#core/config';
import { openDatabase } from './client';

try {
  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
