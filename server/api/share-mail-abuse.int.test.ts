// Share-by-mail is no spam relay (issue 12, security 3): POST /api/user/watchedobjects/sendcustomer
// is limited per visitor, per client address and per recipient, with the counters in the database
// (a second app instance on the same database sees them), and the mail is a fixed text: the
// Subject carries none of the sender's input and the body no link but the share link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#db/client';
import { SHARE_MAIL_LIMITS } from '#services/watchlist/watchlist';
import { abuseSubject } from '#services/platform';
import { objectNumbers } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { createTestDatabase, databaseKinds, type TestDatabase } from '#tests/helpers/database';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';

const SEND = '/api/user/watchedobjects/sendcustomer';
const HOUR_MS = 60 * 60 * 1000;

describe.each(databaseKinds())('share-by-mail abuse limits (%s)', (kind) => {
  let testDb: TestDatabase;
  /** A second connection to the same database, for the second instance (a second process). */
  let secondDb: Database;
  let first: TestApp;
  let second: TestApp;
  let capture: MailCapture;
  let objectNumber: number;
  let clockMs = FIXED_NOW.getTime();
  let visitors = 0;

  beforeAll(async () => {
    capture = await startMailCapture();
    testDb = await createTestDatabase(kind);
    secondDb =
      kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: testDb.url!, poolSize: 4 })
        : testDb.database;
    const env = { SMTP_URL: capture.url, SITE_URL: 'https://feriora.test' };
    first = await build({ database: testDb.database, catalogue: { objects: 5 }, env });
    second = await build({ database: secondDb, env });
    // One clock for both instances, moved forward by the tests.
    first.deps.clock = () => new Date(clockMs);
    second.deps.clock = () => new Date(clockMs);
    objectNumber = (await objectNumbers(testDb.database, { active: true }))[0]!;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    if (secondDb !== testDb.database) await secondDb?.close();
    await testDb?.drop();
    await capture?.close();
  });

  /** A new visitor (a fresh uid cookie) with one object on the list: all a spammer needs. */
  async function freshVisitor(app: TestApp = first): Promise<string> {
    visitors += 1;
    const uid = `cafe0000-0000-4000-8000-${String(visitors).padStart(12, '0')}`;
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/set',
      payload: { mandant: TEST_MANDANT, objectNumber, action: 'add' },
      cookies: { uid },
    });
    expect(res.statusCode).toBe(200);
    return uid;
  }

  async function send(
    uid: string,
    inputs: Record<string, unknown>,
    { ip = '192.0.2.1', app = first }: { ip?: string; app?: TestApp } = {},
  ) {
    const res = await app.app.inject({
      method: 'POST',
      url: SEND,
      payload: { mandant: TEST_MANDANT, inputs },
      cookies: { uid },
      remoteAddress: ip,
    });
    return { status: res.statusCode, body: res.json() };
  }

  const mailsTo = (address: string) =>
    capture.messages.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));

  it('sends at most 3 mails a day to one address, whatever the cookies, client addresses and spellings', async () => {
    const spellings = [
      'victim@example.com',
      'Victim@Example.com',
      'victim+1@example.com',
      'VICTIM+spam@EXAMPLE.COM',
    ];
    const senders = await Promise.all(Array.from({ length: 12 }, () => freshVisitor()));
    const answers = await Promise.all(
      senders.map((uid, i) =>
        send(
          uid,
          { email: spellings[i % spellings.length], name: 'Anna' },
          { ip: `203.0.113.${i + 1}` },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(9);
    for (const { status, body } of refused) {
      expect(status).toBe(429);
      expect(body.status).toBe(400);
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatchObject({
        type: 'rateLimit',
        text: 'errors.watchlist.tooManyMails',
      });
      expect(body.errors[0].data.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    }
    const delivered = capture.messages.filter((m) => /victim/i.test(m.to.join()));
    expect(delivered).toHaveLength(3);

    // A day later the address may be written to again.
    clockMs += 24 * HOUR_MS + 60_000;
    expect(
      (await send(await freshVisitor(), { email: 'victim@example.com', name: 'Ben' })).status,
    ).toBe(200);
  });

  it('sends at most 10 mails an hour from one client address, whatever the cookies', async () => {
    clockMs += 2 * HOUR_MS;
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const uid = await freshVisitor();
      statuses.push(
        (await send(uid, { email: `friend${i}@example.org`, name: 'Anna' }, { ip })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect(mailsTo('friend10@example.org')).toHaveLength(0);
    // A refused sender spends no point of the recipients it named.
    const now = new Date(clockMs);
    expect(
      await first.deps.limits.spent(
        now,
        SHARE_MAIL_LIMITS.recipient,
        abuseSubject.recipient('friend10@example.org'),
      ),
    ).toBe(0);
    // Another client address is not affected, and after the hour this one may send again.
    expect(
      (
        await send(
          await freshVisitor(),
          { email: 'x1@example.org', name: 'Anna' },
          { ip: '198.51.100.8' },
        )
      ).status,
    ).toBe(200);
    clockMs += HOUR_MS + 1_000;
    expect(
      (await send(await freshVisitor(), { email: 'x2@example.org', name: 'Anna' }, { ip })).status,
    ).toBe(200);
  });

  it('keeps the limit of 5 per visitor and hour', async () => {
    clockMs += 2 * HOUR_MS;
    const uid = await freshVisitor();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await send(
            uid,
            { email: `own${i}@example.net`, name: 'Anna' },
            { ip: `192.0.2.${50 + i}` },
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('shares the counters between two app instances on one database', async () => {
    clockMs += 2 * HOUR_MS;
    const address = 'shared@example.com';
    const via = async (app: TestApp, i: number) =>
      (
        await send(
          await freshVisitor(app),
          { email: address, name: 'Anna' },
          { app, ip: `192.0.2.${100 + i}` },
        )
      ).status;
    expect([await via(first, 1), await via(second, 2), await via(first, 3)]).toEqual([
      200, 200, 200,
    ]);
    // The fourth and fifth are refused on either instance: the count lives in the database.
    expect([await via(second, 4), await via(first, 5)]).toEqual([429, 429]);
    expect(mailsTo(address)).toHaveLength(3);
  });

  it('keeps the sender out of the Subject and links out of the body', async () => {
    clockMs += 2 * HOUR_MS;
    const uid = await freshVisitor();
    capture.clear();
    const shareUid = (
      await first.app.inject({
        method: 'POST',
        url: '/api/user/watchedobjects/get',
        payload: { mandant: TEST_MANDANT },
        cookies: { uid },
      })
    ).json().data.watchListUID as string;
    const { status } = await send(uid, {
      email: 'reader@example.com',
      name: 'Zacharias Quast',
      // No free message any more: an old client's text is dropped, not mailed.
      message: 'Cheap pills at https://spam.example/buy and www.spam.example',
    });
    expect(status).toBe(200);
    const [mail] = await capture.waitForMessages(1);
    const shareLink = `https://feriora.test/watchlist/?watchListUID=${shareUid}`;
    expect(mail!.subject).toBe('Ferienunterkünfte bei Feriora: eine Merkliste für Sie');
    expect(mail!.subject).not.toContain('Zacharias');
    expect(mail!.text).toContain('Zacharias Quast hat bei Feriora');
    expect(mail!.text).not.toMatch(/spam|pills/i);
    expect(mail!.html).not.toMatch(/spam|pills/i);
    // The only link in either part is the share link.
    expect(linksIn(mail!)).toEqual([shareLink]);
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/www\./);
  });

  it.each([
    'spam.example',
    'https://spam.example',
    'Anna www.spam.example',
    'Call 0800 123',
    'anna@spam.example',
    'Anna\u202eevil',
  ])('refuses a name a mail client could turn into a link or trick: %j', async (name) => {
    const { status, body } = await send(await freshVisitor(), { email: 'ok@example.com', name });
    expect(status).toBe(400);
    expect(body.errors.map((e: { data: { field: string } }) => e.data.field)).toEqual([
      'inputs.name',
    ]);
  });

  it.each(['Anna', 'Jean-Luc O’Neill', 'Dr. Anna Müller', 'Anna & Ben', 'Zoë d’Arc', '李小龍'])(
    'accepts the name %j',
    async (name) => {
      clockMs += 2 * HOUR_MS;
      const { status } = await send(await freshVisitor(), {
        email: `n${visitors}@example.com`,
        name,
      });
      expect(status).toBe(200);
    },
  );
});
