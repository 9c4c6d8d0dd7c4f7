// While PostgreSQL cannot be reached (a restart, a failover), API calls that need it answer 503
// with Retry-After and the envelope (issue 20's database restart drill saw 500 "internal error"
// for those seconds), and the same calls answer 200 again once it is back — the pool reconnects
// on its own. The outage is real: the app talks to PostgreSQL through a TCP relay of the test,
// which is closed (connections reset, new ones refused) and opened again on the same port.
// PostgreSQL only: runs when TEST_DATABASE_URL is set.
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEnvelope } from '#core/envelope';
import { openDatabase, type Database } from '#db/client';
import { isDatabaseUnavailable } from '#db/unavailable';
import { build, type TestApp } from '#tests/helpers/app';
import { createPostgresDatabase, type PostgresDatabase } from '#tests/helpers/database';

/** A TCP relay to PostgreSQL that the test can cut (every open connection reset) and restore. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', done);
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.resetAndDestroy();
    await new Promise((done) => server?.close(done));
  }
}

describe('API during a database outage (skipped without TEST_DATABASE_URL)', () => {
  const enabled = process.env.TEST_DATABASE_URL !== undefined;
  let created: PostgresDatabase;
  let relay: Relay;
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    if (!enabled) return;
    created = await createPostgresDatabase('feriora_outage');
    const direct = new URL(created.url);
    relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.open();
    const relayed = new URL(created.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    database = await openDatabase({ kind: 'postgres', url: relayed.toString(), poolSize: 4 });
    await database.migrate();
    t = await build({ database, catalogue: { objects: 4 } });
  });
  afterAll(async () => {
    if (!enabled) return;
    await t?.close();
    await database?.close();
    await relay?.cut();
    await created?.drop();
  });

  it.skipIf(!enabled)('answers 503 with Retry-After while it is down, 200 after', async () => {
    await relay.cut();
    const down = await t.app.inject({
      method: 'GET',
      url: '/api/booking/recent/object/1?mandant=feriora',
    });
    expect(down.statusCode, down.body).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    const body = down.json();
    expect(isValidEnvelope(body)).toBe(true);
    expect(body.status).toBe(500);
    expect(body.errors[0]).toMatchObject({
      text: 'errors.serviceUnavailable',
      type: 'unavailable',
    });
    // Nothing of the driver's message reaches the client.
    expect(down.body).not.toMatch(/ECONN|terminated|connect/i);

    await relay.open();
    const up = await t.app.inject({
      method: 'GET',
      url: '/api/booking/recent/object/2?mandant=feriora',
    });
    expect(up.statusCode).toBe(200);
  });

  it.skipIf(!enabled)('keeps 500 for errors that are not an outage', async () => {
    // A query error of the database itself (here: a syntax error) is a fault, not an outage.
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    const syntax = await client.query('selec 1').catch((error: unknown) => error);
    await client.end();
    expect(isDatabaseUnavailable(syntax)).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, through a cause chain', async () => {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const { port } = probe.address() as { port: number };
    await new Promise((done) => probe.close(done));
    // A real refusal from the driver: nothing listens on the port any more.
    const client = new pg.Client({ host: '127.0.0.1', port, connectionTimeoutMillis: 2000 });
    const refused = await client.connect().catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
