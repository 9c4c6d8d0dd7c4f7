// Locates the project root both from source (db/) and from the bundled server (build/server/),
// so migrations and locale files are found however the code is run.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function projectRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'db', 'migrations'))) {
      cached = dir;
      return dir;
    }
    const parent = resolve(dir, '..');
    if (parent === dir) {
      cached = process.cwd();
      return cached;
    }
    dir = parent;
  }
}

export const migrationsFolder = (): string => join(projectRoot(), 'db', 'migrations');
