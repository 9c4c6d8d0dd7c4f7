// POST /api/booking on PostgreSQL (issue 14): p50/p99 of bookings through app.inject (routing,
// mandant and zod validation, the abuse limits, the booking transaction with its quote, occupancy,
// events, payments and outbox, the index notification, the payment link). Mails are queued but not
// sent (no SMTP_URL). Two runs: one booking after the other, and 10 at a time (the admission limit
// of the use-case lets 3 run at once per process).
//
// It creates a scratch database from the URL's server (a catalogue of --objects demo objects),
// books a free week of each object found by the one quote, and drops the database again.
//
//   npx tsx bench/booking.bench.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
//   options: --objects N (default 600), --requests N (default 500)
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { parseConfig } from '#core/config';
import { addDays, todayInBerlin } from '#core/dates';
import { openDatabase } from '#db/client';
import { seedDemoCatalogue } from '#demo/catalogue/seed';
import { buildApp } from '#server/app';
import { createDeps } from '#server/deps';
import { bookingMailsSettled } from '#services/booking';
import type { RequestContext } from '#services/platform';
import { bookablePaymentMethod, bookingRequest, type Stay } from './booking-request';
import { percentile } from './server';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const ADMIN_URL = option('database-url') ?? process.env.DATABASE_URL;
const OBJECTS = Number(option('objects') ?? 600);
const REQUESTS = Number(option('requests') ?? 500);
if (!ADMIN_URL)
  throw new Error('--database-url postgres://… (a server to create a scratch database on)');

function line(label: string, values: number[]): string {
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return `${label.padEnd(28)} n ${String(values.length).padStart(4)}   p50 ${percentile(values, 50).toFixed(2).padStart(6)} ms   p99 ${percentile(values, 99).toFixed(2).padStart(6)} ms   mean ${mean.toFixed(2).padStart(6)} ms`;
}

const name = `feriora_bench_booking_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const now = new Date();
const today = todayInBerlin(now);
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  await database.migrate();
  await seedDemoCatalogue(database, { seed: 3, objects: OBJECTS, today });
  const config = parseConfig({
    NODE_ENV: 'production',
    MANDANT: 'feriora',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    DATABASE_URL: url.toString(),
    RATE_LIMIT_PER_MINUTE: '1000000',
    DEMO_SEED: '0',
  });
  const deps = await createDeps(config, { database, clock: () => new Date() });
  const app = await buildApp({ deps, serverBuild: null, logger: false });
  await app.ready();

  // A free week per object (arrival 20–200 days ahead), found by the same quote the booking uses.
  const ctx = { deps, language: 'de', now, partnerId: null } as unknown as RequestContext;
  const stays: Stay[] = [];
  const objectsDb = new pg.Client({ connectionString: url.toString() });
  await objectsDb.connect();
  const { rows } = await objectsDb.query<{ n: number }>(
    'select object_number as n from objects where active order by object_number',
  );
  await objectsDb.end();
  for (const { n } of rows) {
    for (let offset = 20; offset < 200 && stays.length < REQUESTS * 2; offset += 3) {
      const startDate = addDays(today, offset);
      const endDate = addDays(startDate, 7);
      const method = await bookablePaymentMethod(ctx, n, startDate, endDate);
      if (method !== undefined) {
        stays.push({ objectNumber: n, startDate, endDate, method });
        break;
      }
    }
  }
  console.log(`${stays.length} bookable stays of ${rows.length} objects`);

  let k = 0;
  const book = async (stay: Stay): Promise<[number, number]> => {
    const i = ++k;
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      payload: bookingRequest(stay, {
        method: i % 4 === 0 ? 'option' : 'booking',
        lastName: 'Muster',
        email: `bench${i}@example.org`,
        idempotencyKey: randomUUID(),
      }),
    });
    return [performance.now() - started, res.statusCode];
  };

  const half = Math.floor(stays.length / 2);
  // Warm-up: the first requests compile code paths and fill pools.
  for (const stay of stays.slice(0, 10)) await book(stay);
  const sequential: number[] = [];
  const statuses = new Map<number, number>();
  for (const stay of stays.slice(10, half)) {
    const [ms, status] = await book(stay);
    sequential.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const concurrent: number[] = [];
  const rest = stays.slice(half);
  for (let i = 0; i < rest.length; i += 10) {
    const batch = await Promise.all(rest.slice(i, i + 10).map(book));
    for (const [ms, status] of batch) {
      concurrent.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  console.log(line('sequential', sequential));
  console.log(line('10 at a time', concurrent));
  console.log('statuses', Object.fromEntries(statuses));
  await bookingMailsSettled();
  await app.close();
} finally {
  await database.close().catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
