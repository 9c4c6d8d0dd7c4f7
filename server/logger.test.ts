// The log never carries personal data: a failed query's error (drizzle-orm's DrizzleQueryError)
// names the query's values in its message ("params: …") and its `params`, and the driver's error
// quotes a row in `detail` — a contact message that fails to store would otherwise put the
// sender's address, name, phone and text into the error log (issue 16 attack review).
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, logPath } from './logger';

function logged(write: (log: pino.Logger) => void): string {
  let out = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk);
      done();
    },
  });
  const { level: _level, ...options } = loggerOptions('info');
  write(pino({ ...options, level: 'info' } as pino.LoggerOptions, sink));
  return out;
}

describe('loggerOptions', () => {
  it('keeps the values of a failed query out of the log, the query and the cause in', () => {
    const cause = Object.assign(new Error('connection terminated unexpectedly'), {
      code: '57P01',
      detail: 'Failing row contains (7, anna.muster@example.org, Anna Muster).',
    });
    const error = new DrizzleQueryError(
      'insert into "contact_messages" ("email", "name", "message") values ($1, $2, $3)',
      ['anna.muster@example.org', 'Anna Muster', 'Meine Telefonnummer\nist 0171 1234567'],
      cause,
    );
    const line = logged((log) => log.error({ err: error, reqId: 'r1' }, 'unhandled error'));
    expect(line).toContain('insert into \\"contact_messages\\"');
    expect(line).toContain('connection terminated unexpectedly');
    for (const value of ['anna.muster@example.org', 'Anna Muster', '0171', 'Failing row']) {
      expect(line).not.toContain(value);
    }
    // The error itself is left as it was (a caller may still read it).
    expect(error.params).toHaveLength(3);
  });

  it('logs other errors as before', () => {
    const line = logged((log) => log.warn({ err: new TypeError('bad thing') }, 'oops'));
    expect(JSON.parse(line).err).toMatchObject({ type: 'TypeError', message: 'bad thing' });
    expect(JSON.parse(line).err.stack).toContain('TypeError: bad thing');
  });

  it('is what Fastify’s request logger uses', async () => {
    let out = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        out += String(chunk);
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/fail', (request, reply) => {
      const error = new DrizzleQueryError('select $1', ['anna.muster@example.org']);
      // As server/plugins/errors.ts logs an unhandled error.
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return reply.code(500).send({ status: 500 });
    });
    const res = await app.inject({ url: '/fail' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(out).toContain('Failed query: select $1');
    expect(out).not.toContain('anna.muster@example.org');
  });

  it('logs request paths without query strings and without the calendar feed secret', () => {
    expect(logPath('/user/password-reset/?resetID=secret123')).toBe('/user/password-reset/');
    const secret = 'NWxzksywpN1gpwNpcr2YptQqjqfKzkThXMY26Qvny6U';
    expect(logPath(`/landlord/calendar/100030/${secret}/occupancy.ics`)).toBe(
      '/landlord/calendar/100030/[redacted]/occupancy.ics',
    );
    expect(logPath(`/landlord/calendar/100030/${secret}`)).toBe(
      '/landlord/calendar/100030/[redacted]',
    );
    expect(logPath('/object/100030/')).toBe('/object/100030/');
    const line = logged((log) =>
      log.info(
        {
          req: { method: 'GET', url: `/landlord/calendar/7/${secret}/occupancy.ics?x=1`, id: 'r' },
        },
        'request',
      ),
    );
    expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });
});
