// The process as an operator runs it: settings validated at start, graceful shutdown on SIGTERM
// (the job engine with it), the embedded database kept across restarts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * A GET whose `sent` settles once the request is written to the socket (the server has it to
 * read), and whose `status` settles with the full answer's status.
 */
function sendGet(url: string): { sent: Promise<void>; status: Promise<number> } {
  let sent!: Promise<void>;
  const status = new Promise<number>((resolve, reject) => {
    const request = get(url, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    sent = new Promise<void>((resolveSent) => {
      request.on('finish', () => resolveSent());
      // A request refused before it was written counts as sent: `status` says it failed.
      request.on('error', () => resolveSent());
    });
    request.on('error', reject);
  });
  return { sent, status };
}

/**
 * Waits for /readyz. A cold production start seeds the demo catalogue first: ~13 s alone, but a
 * CI run beside the parallel suite once needed more than 60 s. A process that exits fails at once
 * with its output (a port taken, say) instead of waiting out the deadline.
 */
async function waitReady(url: string, proc: ReturnType<typeof run>) {
  const deadline = Date.now() + 120_000;
  let exited = false;
  void proc.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`exited before ready:\n${proc.output().slice(-2000)}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready:\n${proc.output().slice(-2000)}`);
}

describe('operations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'feriora-ops-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with a bad setting and names the variable', async () => {
    const proc = run({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/PORT/);
    const proc2 = run({ PORT: '3999', DATABASE_URL: 'mysql://x', DATA_DIR: dataDir });
    expect(await proc2.exited).toBe(1);
    expect(proc2.output()).toMatch(/DATABASE_URL/);
  });

  it('refuses the test-only fixed clock on a production server', async () => {
    const proc = run({ FIXED_NOW: '2026-11-22T09:30:00Z', DATA_DIR: dataDir });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/FIXED_NOW: is only allowed with NODE_ENV=test/);
  });

  it('finishes in-flight requests on SIGTERM, exits 0 and starts again on the same data', async () => {
    const port = 40000 + Math.floor(Math.random() * 10000);
    const url = `http://127.0.0.1:${port}`;
    const first = run({ PORT: String(port), DATA_DIR: dataDir });
    await waitReady(url, first);
    const consent = await fetch(`${url}/api/user/logCookieConsent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mandant: 'feriora', accepted: [{ name: 'statistic', usage: true }] }),
    });
    expect(consent.status).toBe(200);

    // Requests already sent when the signal arrives still get their answers.
    // The signal follows once all ten are written (a fixed pause of a few ms let a loaded
    // machine send it before any request was out).
    const inFlight = Array.from({ length: 10 }, () => sendGet(`${url}/`));
    await Promise.all(inFlight.map((r) => r.sent));
    first.child.kill('SIGTERM');
    const statuses = await Promise.allSettled(inFlight.map((r) => r.status));
    const answered = statuses.filter((s) => s.status === 'fulfilled').map((s) => s.value);
    // Every request that reached the server got a full answer (200, or 503 once closing began).
    for (const status of answered) expect([200, 503]).toContain(status);
    expect(answered.filter((s) => s === 200).length).toBeGreaterThan(0);
    const code = await first.exited;
    expect(code, first.output().slice(-2000)).toBe(0);
    expect(first.output()).toMatch(/shutting down/);
    // The job engine (pg-boss) starts with the server and stops with it, before the database.
    expect(first.output()).toMatch(/job engine started/);
    expect(first.output()).toMatch(/job engine stopped/);

    // Behind a balancer (SHUTDOWN_DRAIN_MS): after SIGTERM the process says "not ready" but goes
    // on serving what still arrives, closing each connection after its answer, then exits.
    const second = run({ PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '3000' });
    await waitReady(url, second);
    second.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    const page = await fetch(`${url}/impressum/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');
    expect(await second.exited).toBe(0);
    // Two cold starts of the production process (demo seed, search index, ten cold home pages
    // with their priced recommendations): ~26 s alone, beyond a minute beside the parallel suite.
  }, 300_000);
});
