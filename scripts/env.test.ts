import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv, projectRoot } from './env.mjs';

describe('loadDotEnv (the .env of npm start, db:migrate and seed)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'feriora-env-'));
  const names = ['FERIORA_T_FILE', 'FERIORA_T_BOTH', 'FERIORA_T_BLANK', 'FERIORA_T_QUOTED'];
  afterEach(() => {
    for (const name of names) delete process.env[name];
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fills variables the environment lacks; the environment wins, even when blank', () => {
    const file = join(dir, '.env');
    writeFileSync(
      file,
      [
        '# a comment',
        'FERIORA_T_FILE=from-file',
        'FERIORA_T_BOTH=from-file',
        'FERIORA_T_BLANK=from-file',
        'FERIORA_T_QUOTED="a b # c"',
      ].join('\n'),
    );
    process.env.FERIORA_T_BOTH = 'from-env';
    process.env.FERIORA_T_BLANK = '';
    expect(loadDotEnv(file).sort()).toEqual(['FERIORA_T_FILE', 'FERIORA_T_QUOTED']);
    expect(process.env.FERIORA_T_FILE).toBe('from-file');
    expect(process.env.FERIORA_T_BOTH).toBe('from-env');
    expect(process.env.FERIORA_T_BLANK).toBe('');
    expect(process.env.FERIORA_T_QUOTED).toBe('a b # c');
  });

  it('does nothing without the file', () => {
    expect(loadDotEnv(join(dir, 'missing.env'))).toEqual([]);
  });

  it('reads the .env beside package.json by default, wherever the command runs', () => {
    const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      name: string;
    };
    expect(manifest.name).toBe('feriora');
  });
});
