// POST /api/price/ budget (issue 6: p50 ≤ 2 ms) on a seeded catalogue: a fixed mix of 1,000
// realistic price requests, timed through app.inject (routing, mandant and zod validation,
// service, engine, variants, JSON). The mix imitates object-page sessions: 250 objects, each
// asked about 4 times as a guest tries dates and travellers (arrivals 1–300 days ahead, 2–14
// nights, 1–4 adults, sometimes children with ages or a pet), plus a few unknown objects.
// Three runs over the same mix:
//   - no cache:  the search index is not built, so the price service reads every object from the
//                database (one indexed query per request),
//   - cold cache: index built, first pass over the mix (each object's first request misses),
//   - warm cache: second pass (every object's facts come from the per-process cache).
// Seeds nothing; prints figures, asserts nothing.
//
//   npx tsx bench/price-api.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench5
//   options: --requests N (default 1000), --seed N (default 1)
// Without --database-url (and DATABASE_URL) it runs on a fresh PGlite with the 2,000-object demo
// catalogue of the test helpers.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { parseConfig } from '#core/config';
import { addDays, todayInBerlin } from '#core/dates';
import { openDatabase, rowsOf, type Database } from '#db/client';
import { buildApp } from '#server/app';
import { createDeps } from '#server/deps';
import { Prng } from '#demo/catalogue/prng';
import { seedDemoCatalogue } from '#demo/catalogue/seed';
import { pricingCacheSize } from '#services/pricing';
import { ensureSearchIndex } from '#services/search';
import { percentile } from './server';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const DATABASE_URL = option('database-url') ?? process.env.DATABASE_URL ?? null;
const REQUESTS = Number(option('requests') ?? 1000);
const SEED = Number(option('seed') ?? 1);

function line(label: string, values: number[]): string {
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return `${label.padEnd(24)} p50 ${percentile(values, 50).toFixed(2).padStart(6)} ms   p99 ${percentile(values, 99).toFixed(2).padStart(6)} ms   mean ${mean.toFixed(2).padStart(6)} ms`;
}

async function openTarget(): Promise<{ database: Database; label: string }> {
  if (DATABASE_URL !== null) {
    const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL });
    await database.migrate();
    return { database, label: DATABASE_URL.replace(/\/\/[^@]*@/, '//') };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedDemoCatalogue(database, {
    seed: 7,
    objects: 2_000,
    today: todayInBerlin(new Date()),
  });
  return { database, label: 'PGlite, 2,000 demo objects' };
}

/** The fixed request mix (see the file comment). */
interface MixObject {
  n: number;
  adultsMax: number;
  personsMax: number;
  petsAllowed: number;
}

function requestMix(
  objects: MixObject[],
  count: number,
  today: string,
  seed: number,
): Record<string, unknown>[] {
  const rng = new Prng(seed);
  const sessions = Math.ceil(count / 4);
  const picked = rng.sample(objects, Math.min(sessions, objects.length));
  const out: Record<string, unknown>[] = [];
  for (let s = 0; out.length < count; s++) {
    const unknown = rng.chance(0.02);
    const object = picked[s % picked.length];
    const objectNumber = unknown || object === undefined ? 900_000_000 + s : object.n;
    // The price box offers at most adultsMax adults, personsMax travellers, petsAllowed pets.
    const adultsMax = object?.adultsMax ?? 4;
    let start = addDays(today, rng.int(1, 300));
    let nights = rng.pick([2, 3, 4, 5, 7, 7, 7, 10, 14]);
    let persons = rng.int(1, Math.min(4, adultsMax));
    for (let k = 0; k < 4 && out.length < count; k++) {
      // The guest moves the arrival, changes the length or the travellers.
      if (k > 0) {
        const change = rng.int(0, 2);
        if (change === 0) start = addDays(start, rng.int(-7, 7) || 1);
        else if (change === 1) nights = rng.pick([3, 5, 7, 14]);
        else persons = rng.int(1, Math.min(4, adultsMax));
        if (start <= today) start = addDays(today, 1);
      }
      const room = (object?.personsMax ?? 4) - persons;
      const childs = room > 0 && rng.chance(0.25) ? rng.int(1, Math.min(2, room)) : 0;
      out.push({
        mandant: 'feriora',
        objectNumber,
        startDate: start,
        endDate: addDays(start, nights),
        duration: nights,
        persons,
        childs,
        childAges: Array.from({ length: childs }, () => rng.int(0, 17)),
        pets: (object?.petsAllowed ?? 0) > 0 && rng.chance(0.2) ? 1 : 0,
        language: rng.pick(['de', 'de', 'de', 'en', 'fr', 'it']),
        adultsMax,
      });
    }
  }
  return out;
}

async function main(): Promise<void> {
  const { database, label } = await openTarget();
  console.log(`price API bench: ${REQUESTS} requests, node ${process.version}, ${label}`);
  const config = parseConfig({
    NODE_ENV: 'test',
    MANDANT: 'feriora',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(DATABASE_URL !== null ? { DATABASE_URL } : {}),
  });
  const deps = await createDeps(config, { database });
  const app = await buildApp({ deps, serverBuild: null, logger: false });
  await app.ready();

  const rows = rowsOf<MixObject>(
    await database.db.execute(sql`select object_number as n, adults_max as "adultsMax",
      persons_max as "personsMax", pets_allowed as "petsAllowed" from objects where active
      order by object_number`),
  );
  const today = todayInBerlin(new Date());
  const mix = requestMix(rows, REQUESTS, today, SEED);
  const statuses = new Map<string, number>();

  async function run(record: boolean): Promise<number[]> {
    const times: number[] = [];
    for (const payload of mix) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/price/', payload });
      times.push(performance.now() - started);
      if (record) {
        const body = res.json() as { status: number; data?: { status: string } };
        const key = body.data?.status ?? `http ${res.statusCode}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }
    return times;
  }

  // Warm-up (JIT) with another mix, so no measured object is cached by it.
  for (const payload of requestMix(rows, 300, today, SEED + 1000)) {
    await app.inject({ method: 'POST', url: '/api/price/', payload });
  }
  const noCache = await run(true);
  console.log(line('no cache (DB per request)', noCache));

  const buildStart = performance.now();
  await ensureSearchIndex(deps);
  console.log(
    `search index built in ${((performance.now() - buildStart) / 1000).toFixed(1)} s (enables the price cache)`,
  );
  const cold = await run(false);
  console.log(line('cold cache (1st pass)', cold));
  const warm = await run(false);
  console.log(line('warm cache (2nd pass)', warm));
  console.log(`cached objects: ${pricingCacheSize(deps)}`);
  console.log(
    `statuses: ${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')}   [budget: p50 ≤ 2 ms]`,
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
