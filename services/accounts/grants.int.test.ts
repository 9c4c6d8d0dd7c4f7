// Granting and revoking permission flags (issue 18 "Permissions": `npm run grant`): a granted flag
// opens the protected calls with the account's next request (the login in progress included), a
// revoked one closes them again; unknown flags and addresses are refused. The command itself:
// its argument checks, and a run against an embedded database (migrated first).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLoginAccount } from '#tests/factories/account';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { Visitor } from '#tests/helpers/visitor';
import { changePermission } from './index';

describe.each(databaseKinds())('permission grants (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ kind });
  });
  afterAll(() => t?.close());

  it('opens and closes the protected calls for a logged-in account at once', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'Grant.Me@example.org' });
    const v = new Visitor(t.app);
    const login = await v.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    const call = () => v.post('/api/localeEditor/missing', { namespace: 'common' });
    expect((await call()).status).toBe(403);

    const granted = await changePermission(
      t.deps,
      'grant.me@EXAMPLE.org',
      'localeEditor.update',
      true,
    );
    expect(granted.permissions).toEqual(['localeEditor.update']);
    // Twice is once.
    await changePermission(t.deps, account.email, 'localeEditor.update', true);
    const both = await changePermission(t.deps, account.email, 'admin.uploads', true);
    expect(both.permissions).toEqual(['admin.uploads', 'localeEditor.update']);
    expect((await call()).status).toBe(200);

    const revoked = await changePermission(t.deps, account.email, 'localeEditor.update', false);
    expect(revoked.permissions).toEqual(['admin.uploads']);
    expect((await call()).status).toBe(403);
  });

  it('refuses an unknown flag and an unknown address', async () => {
    await expect(
      changePermission(t.deps, 'nobody@example.org', 'localeEditor.update', true),
    ).rejects.toMatchObject({ code: 'notFound', field: 'email' });
    await expect(
      changePermission(t.deps, 'nobody@example.org', 'root', true),
    ).rejects.toMatchObject({ code: 'invalid', field: 'permission' });
  });
});

describe('npm run grant', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'feriora-grant-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Asynchronous, so that independent runs start side by side: each spends seconds loading the
  // script's imports, mostly waiting on the disk.
  const run = (script: string, args: string[] = []) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', script, ...args],
        {
          encoding: 'utf8',
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATABASE_URL: '',
            JWT_SECRET: '',
            DATA_DIR: dataDir,
          },
          timeout: 60_000,
        },
        (error, stdout, stderr) => {
          const code = error?.code;
          resolve({ status: typeof code === 'number' ? code : error ? null : 0, stdout, stderr });
        },
      );
    });

  it('checks its arguments before touching the database', async () => {
    const [missing, unknown, help] = await Promise.all([
      run('scripts/grant.ts', ['someone@example.org']),
      run('scripts/grant.ts', ['someone@example.org', 'root']),
      run('scripts/grant.ts', ['--help']),
    ]);
    expect(missing.status).toBe(2);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown permission: root');
    expect(unknown.stderr).toContain('localeEditor.update');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--revoke');
  });

  it('names a missing account of the embedded database (exit 1)', async () => {
    expect((await run('scripts/migrate.ts')).status).toBe(0);
    const missing = await run('scripts/grant.ts', ['--revoke', 'nobody@example.org', 'admin.cms']);
    expect(missing.status, missing.stderr).toBe(1);
    expect(missing.stderr).toContain('No customer account with the address nobody@example.org');
  }, 120_000);
});
