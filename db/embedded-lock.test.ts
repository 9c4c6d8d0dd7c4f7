import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseBusy, lockEmbeddedDatabase } from './embedded-lock';

describe('the embedded database lock', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'feriora-lock-'));
    dirs.push(dir);
    return join(dir, 'pglite');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is taken by the first opener and given back on release', () => {
    const dir = fresh();
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    // The same process again shares it; its release leaves the first one's lock.
    lockEmbeddedDatabase(dir)();
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses while another live process holds it, naming the process and the file', () => {
    const dir = fresh();
    // The test runner's parent process: alive for as long as this test runs.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseBusy);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(
      new RegExp(`open in process ${process.ppid} .*delete ${dir}\\.lock`),
    );
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the file of a process that ended without giving it back', () => {
    const dir = fresh();
    for (const stale of ['2147483646', 'garbage', '']) {
      writeFileSync(`${dir}.lock`, stale);
      const release = lockEmbeddedDatabase(dir);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
      release();
    }
  });
});
