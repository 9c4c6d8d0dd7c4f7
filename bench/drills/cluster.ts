// The multi-process drills of issue 20 (bench/drills/README.md), on loopback only, each bounded by
// --duration: app processes of the production bundle on one PostgreSQL behind HAProxy (active
// /readyz checks) or nginx (passive checks), mixed traffic on --connections keep-alive
// connections, and one failure per drill.
//
//   npx tsx bench/drills/cluster.ts --drill load --database-url postgres://postgres@127.0.0.1:5432/feriora_drill
//   --drill load        one process, then two, read traffic (throughput ratio); then two, mixed
//   --drill crash       mixed traffic; kill -9 of one process at a third, restarted after 1 s
//                       (as systemd's Restart=always, RestartSec=1); every 201 booking checked
//   --drill rolling     mixed traffic; SIGTERM, restart and readiness of one process after the other
//   --drill db-restart  mixed traffic; PostgreSQL restarted (pg_ctlcluster) at a third; /readyz of
//                       each process sampled every 200 ms
//   options: --duration S (20) --connections N (50) --lb haproxy|nginx (haproxy)
//            --ports 3101,3102 --listen 8089 --index-check (run index-check.ts at the end)
//
// The production bundle must be built (npx react-router build); a drill never builds.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  MIX,
  READ_MIX,
  ROOT,
  checkBookings,
  jobReport,
  ensureDrillAccounts,
  findStays,
  get,
  load,
  option,
  randomObjectNumbers,
  report,
  runLoad,
  sleep,
  startApp,
  startBalancer,
  stopApp,
  waitReady,
  workDir,
  type AppProcess,
  type Balancer,
  type LoadResult,
} from './lib';

const drill = option('drill', 'load')!;
const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
const seconds = Number(option('duration', '20'));
const connections = Number(option('connections', '50'));
const lb = option('lb', 'haproxy') as 'haproxy' | 'nginx';
const ports = (option('ports', '3101,3102') ?? '').split(',').map(Number);
const listen = Number(option('listen', '8089'));
if (databaseUrl === undefined) throw new Error('--database-url postgres://… (a seeded catalogue)');

const dir = workDir(drill);
console.log(`drill ${drill}: ${seconds} s, ${connections} connections, ${lb}, logs in ${dir}`);
console.log(`load average before: ${load()}`);

const env = {
  DATABASE_URL: databaseUrl,
  SITE_URL: `http://127.0.0.1:${listen}`,
  ...(process.env.FERIORA_BUNDLE ? { FERIORA_BUNDLE: process.env.FERIORA_BUNDLE } : {}),
};
const apps = new Map<number, AppProcess>();
let balancer: Balancer | null = null;

async function up(port: number): Promise<number> {
  const app = startApp(port, env, dir);
  apps.set(port, app);
  return waitReady(port);
}

async function cleanup(): Promise<void> {
  await balancer?.stop();
  for (const app of apps.values()) await stopApp(app).catch(() => {});
}

process.on('SIGINT', () => {
  void cleanup().then(() => process.exit(130));
});

const objects = await randomObjectNumbers(databaseUrl, 2_000);
await ensureDrillAccounts(databaseUrl);

/** Warm-up: JIT and caches, not measured. */
async function warm(url: string): Promise<void> {
  await runLoad({ url, seconds: 3, connections: 10, mix: READ_MIX, objects, stays: [] });
}

function print(title: string, result: LoadResult): void {
  console.log(report(title, result));
  console.log(`  load average: ${load()}`);
}

try {
  if (drill === 'load') {
    // One process behind the balancer: the baseline.
    console.log(`process ${ports[0]} ready in ${((await up(ports[0]!)) / 1000).toFixed(1)} s`);
    balancer = await startBalancer(lb, listen, [ports[0]!], dir);
    await warm(balancer.url);
    const one = await runLoad({
      url: balancer.url,
      seconds,
      connections,
      mix: READ_MIX,
      objects,
      stays: [],
    });
    print('reads, one process', one);
    await balancer.stop();
    console.log(`process ${ports[1]} ready in ${((await up(ports[1]!)) / 1000).toFixed(1)} s`);
    balancer = await startBalancer(lb, listen, ports, dir);
    await warm(balancer.url);
    const two = await runLoad({
      url: balancer.url,
      seconds,
      connections,
      mix: READ_MIX,
      objects,
      stays: [],
    });
    print('reads, two processes', two);
    console.log(
      `throughput two/one processes (reads): ${(two.total / two.seconds / (one.total / one.seconds)).toFixed(2)}×`,
    );
    const stays = await findStays(databaseUrl, Math.ceil(seconds * 15));
    const mixed = await runLoad({
      url: balancer.url,
      seconds,
      connections,
      mix: MIX,
      objects,
      stays,
    });
    print('mixed, two processes', mixed);
    console.log(await checkBookings(databaseUrl, mixed.bookings));
  } else {
    for (const port of ports) {
      console.log(`process ${port} ready in ${((await up(port)) / 1000).toFixed(1)} s`);
    }
    balancer = await startBalancer(lb, listen, ports, dir);
    await warm(balancer.url);
    const stays = await findStays(databaseUrl, Math.ceil(seconds * 15));
    const events: string[] = [];
    const at = (what: string, t0: number) =>
      events.push(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${what}`);
    const t0 = performance.now();
    let action: Promise<void> = Promise.resolve();
    const third = Math.max(2, Math.floor(seconds / 3));
    const readiness: string[] = [];

    const onTick = (second: number) => {
      if (second !== third) return;
      if (drill === 'crash') {
        action = (async () => {
          const victim = apps.get(ports[1]!)!;
          victim.child.kill('SIGKILL');
          at(`kill -9 of process ${ports[1]}`, t0);
          await victim.exited;
          await sleep(1_000);
          const ms = await up(ports[1]!);
          at(`process ${ports[1]} restarted, ready after ${(ms / 1000).toFixed(1)} s`, t0);
        })();
      } else if (drill === 'rolling') {
        action = (async () => {
          for (const port of ports) {
            const app = apps.get(port)!;
            at(`SIGTERM to ${port}`, t0);
            const how = await stopApp(app);
            at(`${port} exited (${how})`, t0);
            const ms = await up(port);
            at(`${port} ready after ${(ms / 1000).toFixed(1)} s`, t0);
            // The balancer's checks take it back in (HAProxy: rise 2 × 1 s).
            await sleep(2_500);
          }
        })();
      } else if (drill === 'db-restart') {
        action = (async () => {
          const cluster = readdirSync('/etc/postgresql')[0]!;
          const name = option('pg-cluster', 'main')!;
          at(`pg_ctlcluster ${cluster} ${name} restart`, t0);
          let sampling = true;
          const sampler = (async () => {
            const last = new Map<number, number>();
            while (sampling) {
              for (const port of ports) {
                const status = await get(`http://127.0.0.1:${port}/readyz`, 1_000)
                  .then((r) => r.status)
                  .catch(() => 0);
                if (last.get(port) !== status) {
                  readiness.push(
                    `${((performance.now() - t0) / 1000).toFixed(1)} s: ${port} /readyz ${status}`,
                  );
                  last.set(port, status);
                }
              }
              await sleep(200);
            }
          })();
          // Asynchronously: the load and the /readyz samples go on meanwhile.
          const status = await new Promise<number | null>((resolveExit) =>
            spawn('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, name, 'restart'], {
              stdio: 'ignore',
            }).once('exit', resolveExit),
          );
          at(`PostgreSQL restarted (exit ${status})`, t0);
          await sleep(5_000);
          sampling = false;
          await sampler;
        })();
      }
    };
    const result = await runLoad({
      url: balancer.url,
      seconds,
      connections,
      mix: MIX,
      objects,
      stays,
      onTick,
    });
    await action;
    if (drill === 'crash') {
      // A job the killed process had taken is retried elsewhere once its heartbeat is missed
      // (30 s) and the supervisor looks (every 15 s): services/platform/jobs.ts.
      await sleep(50_000);
      console.log(
        `  ${await jobReport(databaseUrl, new Date(Date.now() - (seconds + 120) * 1000))}`,
      );
    }
    for (const e of events) console.log(`  ${e}`);
    for (const r of readiness) console.log(`  ${r}`);
    print(`${drill}, two processes, mixed`, result);
    console.log(await checkBookings(databaseUrl, result.bookings));
    for (const port of ports) {
      const ready = await get(`http://127.0.0.1:${port}/readyz`).catch(() => ({
        status: 0,
        body: '',
      }));
      console.log(`  ${port} /readyz after the drill: ${ready.status} ${ready.body}`);
    }
  }
  if (process.argv.includes('--index-check')) {
    await sleep(2_000);
    const check = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        join(ROOT, 'bench/drills/index-check.ts'),
        '--database-url',
        databaseUrl,
        ...ports.flatMap((p) => ['--url', `http://127.0.0.1:${p}`]),
        '--queries',
        '100',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    console.log(check.stdout.trim(), check.stderr.trim());
  }
} finally {
  await cleanup();
}
console.log(`load average after: ${load()}`);
