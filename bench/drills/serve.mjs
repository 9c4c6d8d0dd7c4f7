// One app process of the production bundle for the drills (what `npm start` runs, without the
// rebuild check: a drill never builds). Settings from the environment (bench/drills/lib.ts).
// FERIORA_BUNDLE: another copy of build/ (drills on a machine where others rebuild build/ meanwhile
// copy it first: `cp -r build node_modules/.feriora-drill-build`).
import { join, resolve } from 'node:path';
const root = join(import.meta.dirname, '..', '..');
const bundle = resolve(root, process.env.FERIORA_BUNDLE ?? 'build');
const server = await import(join(bundle, 'server', 'index.js'));
await server.start(server.build);
