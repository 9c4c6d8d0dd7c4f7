// `npm run db:migrate` (and `npm run seed`) as an operator runs it: NODE_ENV=production, a database and no JWT_SECRET.
// The server refuses that combination with DATABASE_URL (several processes must share one login
// secret), but migrating signs no tokens, so the CLI must not ask for one. PostgreSQL runs when
// TEST_DATABASE_URL is set (a scratch database, dropped afterwards); PGlite always.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '#core/config';

const journal = JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as {
  entries: unknown[];
};

/** Runs a script with exactly these settings (nothing inherited but PATH and HOME). */
function run(script: string, settings: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    // Blank values win over a developer's own .env in the project root, and count as unset.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      JWT_SECRET: '',
      DATABASE_URL: '',
      DATA_DIR: '',
      ...settings,
    },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const migrate = (settings: Record<string, string>) => run('scripts/migrate.ts', settings);

describe('npm run db:migrate without JWT_SECRET in production', () => {
  describe('PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const name = `feriora_migrate_${randomBytes(6).toString('hex')}`;
    const url = adminUrl
      ? Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString()
      : '';

    async function admin(sql: string): Promise<void> {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      if (adminUrl) await admin(`create database ${name}`);
    });
    afterAll(async () => {
      if (adminUrl) await admin(`drop database if exists ${name} with (force)`);
    });

    it.skipIf(!adminUrl)('applies every migration, and again finds nothing to do', async () => {
      const settings = { NODE_ENV: 'production', DATABASE_URL: url };
      // The server would refuse these settings; the migration must not.
      expect(() => parseConfig(settings)).toThrow(ConfigError);

      const first = migrate(settings);
      expect(first.stderr).toBe('');
      expect(first.stdout).toBe('Migrations applied (postgres).\n');
      expect(first.status).toBe(0);

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(rows[0]?.n).toBe(journal.entries.length);
      } finally {
        await client.end();
      }

      expect(migrate(settings).status).toBe(0);
    });

    it.skipIf(!adminUrl)('npm run seed, too, seeds without asking for JWT_SECRET', () => {
      const settings = { NODE_ENV: 'production', DATABASE_URL: url };
      const seed = run('scripts/seed.ts', settings, ['--objects', '3', '--today', '2027-01-04']);
      expect(seed.stderr).toBe('');
      expect(seed.stdout).toContain('Done in');
      expect(seed.status).toBe(0);
    });
  });

  it('names a bad DATABASE_URL and exits 1', () => {
    const failed = migrate({ NODE_ENV: 'production', DATABASE_URL: 'mysql://localhost/x' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('DATABASE_URL');
    expect(failed.stderr).not.toContain('JWT_SECRET');
  });

  describe('PGlite', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'feriora-migrate-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('applies the migrations to the files under DATA_DIR', () => {
      const migrated = migrate({ NODE_ENV: 'production', DATA_DIR: dataDir });
      expect(migrated.stderr).toBe('');
      expect(migrated.stdout).toBe('Migrations applied (pglite).\n');
      expect(migrated.status).toBe(0);
    });
  });
});
