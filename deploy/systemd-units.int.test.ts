// The systemd units of deploy/systemd parse and verify with systemd's own checker (issue 20: the
// units could not be started here — this machine runs no systemd as its init — so at least every
// directive, value and referenced program is checked by systemd-analyze). Their paths point to
// /opt/feriora; the copies verified here point to this checkout, which has the same files.
// Skipped where systemd-analyze is not installed (it comes with Debian's systemd package).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ANALYZE = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => existsSync(p));
const UNITS = resolve('deploy/systemd');

describe('systemd units (skipped without systemd-analyze)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'feriora-units-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.skipIf(ANALYZE === undefined)('verify without a warning', () => {
    const units = readdirSync(UNITS).filter((name) => /\.(service|timer)$/.test(name));
    expect(units).toEqual(
      expect.arrayContaining([
        'feriora@.service',
        'feriora-backup.service',
        'feriora-backup.timer',
      ]),
    );
    for (const name of units) {
      const text = readFileSync(join(UNITS, name), 'utf8')
        .replaceAll('/opt/feriora', resolve('.'))
        .replaceAll('/usr/bin/node', process.execPath);
      writeFileSync(join(dir, name), text);
    }
    // The template as an instance, as `systemctl enable feriora@3001` starts it.
    const targets = units.map((name) => join(dir, name.replace('@.service', '@3001.service')));
    const result = spawnSync(ANALYZE!, ['verify', '--man=no', ...targets], { encoding: 'utf8' });
    // systemd only warns about an unknown key or a bad value ("…, ignoring") and exits 0, so the
    // output must be empty too.
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it.skipIf(ANALYZE === undefined)('would report a broken unit (the check can fail)', () => {
    const broken = readFileSync(join(UNITS, 'feriora@.service'), 'utf8').replace(
      'Restart=always',
      'Restart=alwayz',
    );
    writeFileSync(join(dir, 'broken@.service'), broken);
    const result = spawnSync(ANALYZE!, ['verify', '--man=no', join(dir, 'broken@3001.service')], {
      encoding: 'utf8',
    });
    expect(result.stderr).toContain('alwayz');
  });
});
