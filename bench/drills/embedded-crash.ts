// Embedded mode (PGlite under DATA_DIR) kill -9 drill (issue 20): one process of the production
// bundle on a fresh DATA_DIR with a small demo catalogue, bookings of free stays sent to it, a
// kill -9 in the middle; then the same DATA_DIR is started again: the database must open, and
// every booking answered 201 must be there once.
//
//   npx tsx bench/drills/embedded-crash.ts [--objects 300] [--kill-after 8] [--port 3201]
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { addDays, todayInBerlin } from '#core/dates';
import { get, load, option, sleep, startApp, stopApp, waitReady, workDir } from './lib';

const objects = Number(option('objects', '300'));
const killAfter = Number(option('kill-after', '8'));
const port = Number(option('port', '3201'));
const dir = workDir('embedded');
const dataDir = join(dir, 'data');
const env = {
  DATA_DIR: dataDir,
  DEMO_SEED: '42',
  DEMO_OBJECTS: String(objects),
  SITE_URL: `http://127.0.0.1:${port}`,
  // Each booking from its own client address (X-Forwarded-For): the per-client abuse limit is
  // not the subject here.
  TRUST_PROXY: 'true',
  ...(process.env.FERIORA_BUNDLE ? { FERIORA_BUNDLE: process.env.FERIORA_BUNDLE } : {}),
};
console.log(
  `embedded crash drill: ${objects} objects, kill -9 after ${killAfter} s; ${dir}; load ${load()}`,
);

let app = startApp(port, env, dir);
console.log(`ready in ${((await waitReady(port, 300_000)) / 1000).toFixed(1)} s`);

const base = `http://127.0.0.1:${port}`;
const listed = (await (
  await fetch(`${base}/api/search?mandant=feriora&query=&objectsPerPage=10`)
).json()) as { data: { markers: { objectNumbers: number[] } } };
const numbers = listed.data.markers.objectNumbers;
const today = todayInBerlin(new Date());
const answered: { id: number; key: string }[] = [];
const statuses = new Map<string, number>();
let stop = false;

/** One worker: books a week of object n at a random offset until stopped. */
async function worker(w: number): Promise<void> {
  let i = 0;
  while (!stop) {
    i++;
    const n = numbers[Math.floor(Math.random() * numbers.length)]!;
    const startDate = addDays(today, 30 + Math.floor(Math.random() * 300));
    const key = randomUUID();
    let status: string;
    try {
      const res = await fetch(`${base}/api/booking`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: base,
          'x-forwarded-for': `10.${w}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({
          mandant: 'feriora',
          method: 'option',
          objectNumber: n,
          startDate,
          endDate: addDays(startDate, 7),
          adults: 2,
          traveller: {
            salutation: 'ms',
            firstName: 'Anna',
            lastName: 'Drill',
            email: `embedded-${key.slice(0, 12)}@example.org`,
            phone: '+49 30 1234567',
            street: 'Lindenstraße 1',
            zip: '10115',
            city: 'Berlin',
            country: 'de',
          },
          paymentMethod: 'invoice',
          acceptTerms: true,
          idempotencyKey: key,
        }),
      });
      status = String(res.status);
      const body = (await res.json()) as { data?: { bookingId?: number } };
      if (res.status === 201 && body.data?.bookingId !== undefined) {
        answered.push({ id: body.data.bookingId, key });
      }
    } catch {
      status = 'connection';
      await sleep(100);
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    void w;
    void i;
  }
}

const workers = Array.from({ length: 4 }, (_, w) => worker(w));
await sleep(killAfter * 1000);
app.child.kill('SIGKILL');
await app.exited;
stop = true;
await Promise.all(workers);
console.log(
  `kill -9 sent; answers before it: ${[...statuses].map(([s, n]) => `${s}:${n}`).join(' ')}`,
);

app = startApp(port, { ...env, DEMO_SEED: '0' }, dir);
console.log(
  `restarted on the same DATA_DIR, ready in ${((await waitReady(port, 300_000)) / 1000).toFixed(1)} s`,
);
// The bookings' own page is behind the customer's link; the operator's check is the database:
// read it through a one-off PGlite after stopping the process.
await stopApp(app);
const { PGlite } = await import('@electric-sql/pglite');
const db = new PGlite(join(dataDir, 'pglite'));
const ids = answered.map((a) => a.id);
const { rows } = await db.query<{ id: number; n: number }>(
  'select booking_id as id, count(*)::int as n from bookings where booking_id = any($1::int[]) group by booking_id',
  [ids],
);
await db.close();
const found = new Set(rows.map((r) => r.id));
const missing = ids.filter((id) => !found.has(id));
console.log(
  `bookings answered 201: ${ids.length}; in the database after the crash: ${found.size}; missing ${missing.length}; duplicates ${rows.filter((r) => r.n > 1).length}`,
);
const ready = await get(`${base}/readyz`).catch(() => ({ status: 0 }));
void ready;
process.exit(missing.length === 0 ? 0 : 1);
