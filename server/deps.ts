// Creates the process-wide dependencies from a validated config.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '#core/config';
import { databaseTarget, openDatabase, type Database } from '#db/client';
import type { AppDeps } from '#services/platform';
import { AbuseLimits, createMailer } from '#services/platform';
import { SearchHolder } from '#services/search';

/**
 * JWT_SECRET when set; otherwise (embedded mode) a random secret kept in DATA_DIR, so logins
 * survive restarts without anyone having to configure a secret on a fresh install.
 */
export function resolveJwtSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = resolve(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * The process clock: the real time, or on a test server with FIXED_NOW a clock that starts at that
 * instant and runs on with the real time elapsed since. The date stays fixed for a test run while
 * the order of events (watch-list entries, rate-limit windows) stays real.
 */
export function clockFor(config: Pick<Config, 'FIXED_NOW'>): () => Date {
  const start = config.FIXED_NOW;
  if (start === undefined) return () => new Date();
  const origin = performance.now();
  return () => new Date(start.getTime() + (performance.now() - origin));
}

export async function createDeps(
  config: Config,
  overrides: Partial<Pick<AppDeps, 'clock' | 'database' | 'jwtSecret'>> = {},
): Promise<AppDeps> {
  const database: Database = overrides.database ?? (await openDatabase(databaseTarget(config)));
  const clock = overrides.clock ?? clockFor(config);
  const jwtSecret = overrides.jwtSecret ?? resolveJwtSecret(config);
  return {
    config,
    database,
    mailer: createMailer(config),
    clock,
    jwtSecret,
    search: new SearchHolder(database, clock),
    limits: new AbuseLimits(database.db, jwtSecret),
  };
}
