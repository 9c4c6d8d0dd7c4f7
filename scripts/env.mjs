// Settings from a `.env` file in the project root, read by every entry point that runs from a
// checkout — `npm start` (scripts/start.mjs), `npm run db:migrate` and `npm run seed` — so they
// all see the same configuration. Plain JavaScript, because start.mjs runs without tsx.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// A default import, not `{ parseEnv }`: on a Node.js too old to have it, start.mjs must still load
// far enough to say which version it needs.
import util from 'node:util';

/** The project root (where package.json and `.env` are), with a trailing slash. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Copies the variables of the `.env` file into `process.env` when the file exists. A variable the
 * environment already has wins over the file, as with Node's `--env-file`, so `PORT=4000 npm
 * start` overrides a PORT in `.env`.
 * @param {string} [file] the file to read; the project root's `.env` by default
 * @returns {string[]} the names of the variables taken from the file
 */
export function loadDotEnv(file = `${projectRoot}.env`) {
  if (!existsSync(file)) return [];
  const taken = [];
  for (const [name, value] of Object.entries(util.parseEnv(readFileSync(file, 'utf8')))) {
    if (process.env[name] !== undefined) continue;
    process.env[name] = value;
    taken.push(name);
  }
  return taken;
}
