// The landlord's calendar feed on PGlite and PostgreSQL (decision 095): bookings made through the
// real booking API, the feed's address from the landlord's mail, the feed with every stay that
// holds the object's nights (a booking tentative until confirmed, an option), nothing once a stay
// no longer holds them, no guest data; a wrong secret, another object's secret and malformed
// numbers are 404 without a cookie; the landlord's page shows the same address and renews it
// (the old address ends, the new one is in the page and the next mails; five a day per object).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import {
  bookingMailsSettled,
  calendarFeed,
  calendarFeedUrl,
  decideBooking,
  deliverBookingMails,
} from '#services/booking';
import { ensureSearchIndex } from '#services/search';
import { availability } from '#tests/factories/availability';
import { bookingRequest } from '#tests/factories/booking-request';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const TODAY = todayInBerlin(FIXED_NOW);
const LANDLORD = 'vermieter.feed@example.org';
const SITE = 'http://feriora.test';

describe.each(databaseKinds())("the landlord's calendar feed (%s)", (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let objectNumber: number;
  let otherObject: number;
  let ip = 0;
  let guests = 0;

  async function book(
    object: number,
    offset: number,
    nights: number,
    method: 'booking' | 'option',
  ) {
    ip++;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: `10.52.${Math.floor(ip / 250)}.${ip % 250}`,
      payload: {
        ...bookingRequest({
          mandant: TEST_MANDANT,
          objectNumber: object,
          startDate: addDays(TODAY, offset),
          nights,
          paymentMethod: 'card',
          email: `feedguest${++guests}@example.org`,
          firstName: 'Henriette',
          lastName: 'Geheimgast',
        }),
        method,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { bookingId: number; bookingDisplayNumber: string };
  }

  /** The text of the landlord's latest mail about `displayNumber`. */
  async function landlordMail(displayNumber: string): Promise<string> {
    await bookingMailsSettled();
    const message = await mail.waitForMessage(
      (m) => m.to.includes(LANDLORD) && m.text.includes(displayNumber),
    );
    return message.text;
  }

  const feedPath = (url: string) => new URL(url).pathname;
  const get = (path: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ url: path, cookies });

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, ssr: true, env: { SMTP_URL: mail.url, SITE_URL: SITE } });
    const object = await insertObject(t.deps.database, {
      object: { titles: { de: 'Kate am Deich', en: 'Dyke Cottage' } },
      rules: priceRules({}),
      availability: availability(),
      landlord: { name: 'Familie Deich', email: LANDLORD },
    });
    const other = await insertObject(t.deps.database, {
      rules: priceRules({}),
      availability: availability(),
      landlord: { name: 'Familie Anders', email: 'anders.feed@example.org' },
    });
    objectNumber = object.objectNumber;
    otherObject = other.objectNumber;
    await ensureSearchIndex(t.deps);
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await t?.close();
    await mail?.close();
  });

  it('lists the stays that hold the nights, from the address in the landlord mail', async () => {
    const booked = await book(objectNumber, 20, 7, 'booking');
    const option = await book(objectNumber, 27, 3, 'option');
    const elsewhere = await book(otherObject, 20, 7, 'booking');
    const text = await landlordMail(booked.bookingDisplayNumber);
    const url = `${SITE}/landlord/calendar/${objectNumber}/`;
    expect(text).toContain('Belegungskalender (iCal)');
    const address = new RegExp(`${url}[A-Za-z0-9_-]{43}/occupancy\\.ics`).exec(text)?.[0];
    expect(address).toBe(await calendarFeedUrl(t.deps, objectNumber));

    const res = await get(feedPath(address!));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain(`X-WR-CALNAME:Feriora: Kate am Deich (${objectNumber})`);
    const day = (offset: number) => addDays(TODAY, offset).replace(/-/g, '');
    expect(lines).toContain(`DTSTART;VALUE=DATE:${day(20)}`);
    expect(lines).toContain(`DTEND;VALUE=DATE:${day(27)}`);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${day(27)}`);
    expect(lines).toContain(
      `SUMMARY:Gebucht\\, Bestätigung offen (${booked.bookingDisplayNumber})`,
    );
    expect(lines).toContain(`SUMMARY:Option (${option.bookingDisplayNumber})`);
    expect(lines.filter((line) => line === 'STATUS:TENTATIVE')).toHaveLength(2);
    expect(res.body).not.toContain(elsewhere.bookingDisplayNumber);
    // Dates, states and numbers only: nothing of the guests, no prices.
    for (const secret of ['Henriette', 'Geheimgast', 'Lindenstraße', 'feedguest', '+49 30', '€']) {
      expect(res.body, secret).not.toContain(secret);
    }

    // Confirmed by the landlord: the event says so; the option withdrawn by nobody stays.
    await decideBooking(testContext(t.deps), {
      bookingId: booked.bookingId,
      bookingHash: /bookingHash=([A-Za-z0-9_-]{43})/.exec(text)![1]!,
      decision: 'confirm',
    });
    const confirmed = (await get(feedPath(address!))).body.split('\r\n');
    expect(confirmed).toContain(`SUMMARY:Gebucht (${booked.bookingDisplayNumber})`);
    expect(confirmed).toContain('STATUS:CONFIRMED');
    expect(confirmed).toContain(`SUMMARY:Option (${option.bookingDisplayNumber})`);

    // Past the option's hold (before the expiry job has run) it blocks nothing: not in the feed.
    const token = /\/([A-Za-z0-9_-]{43})\/occupancy\.ics$/.exec(address!)![1]!;
    const later = new Date(FIXED_NOW.getTime() + 30 * 86_400_000);
    const lapsed = await calendarFeed(
      testContext(t.deps, { now: later }),
      String(objectNumber),
      token,
    );
    expect(lapsed).toContain(booked.bookingDisplayNumber);
    expect(lapsed).not.toContain(option.bookingDisplayNumber);
  });

  it('leaves out a stay that no longer holds the nights', async () => {
    const declined = await book(objectNumber, 60, 4, 'booking');
    const text = await landlordMail(declined.bookingDisplayNumber);
    const feed = feedPath(await calendarFeedUrl(t.deps, objectNumber));
    expect((await get(feed)).body).toContain(declined.bookingDisplayNumber);
    await decideBooking(testContext(t.deps), {
      bookingId: declined.bookingId,
      bookingHash: /bookingHash=([A-Za-z0-9_-]{43})/.exec(text)![1]!,
      decision: 'decline',
      reason: 'Die Unterkunft wird in dieser Zeit renoviert.',
    });
    expect((await get(feed)).body).not.toContain(declined.bookingDisplayNumber);
  });

  it('answers 404 to a wrong secret, another object’s secret and malformed numbers', async () => {
    const own = await calendarFeedUrl(t.deps, objectNumber);
    const token = /\/([A-Za-z0-9_-]{43})\/occupancy\.ics$/.exec(own)![1]!;
    const otherToken = /\/([A-Za-z0-9_-]{43})\/occupancy\.ics$/.exec(
      await calendarFeedUrl(t.deps, otherObject),
    )![1]!;
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/landlord/calendar/${objectNumber}/${flipped}/occupancy.ics`,
      `/landlord/calendar/${objectNumber}/${otherToken}/occupancy.ics`,
      `/landlord/calendar/${otherObject}/${token}/occupancy.ics`,
      `/landlord/calendar/${objectNumber}/${token.slice(1)}/occupancy.ics`,
      `/landlord/calendar/0${objectNumber}/${token}/occupancy.ics`,
      `/landlord/calendar/2147483648/${token}/occupancy.ics`,
      `/landlord/calendar/99999999999/${token}/occupancy.ics`,
      `/landlord/calendar/-1/${token}/occupancy.ics`,
      `/landlord/calendar/${objectNumber}/${token}%00/occupancy.ics`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.body, path).not.toContain('BEGIN:VCALENDAR');
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
    // A secret for an object that does not exist is made by nobody, yet refused all the same.
    const ghost = await calendarFeedUrl(t.deps, 2_000_000_000);
    expect((await get(feedPath(ghost))).statusCode).toBe(404);
  });

  it('renews the address from the landlord page: the old one ends, five a day per object', async () => {
    const booked = await book(objectNumber, 90, 3, 'booking');
    const text = await landlordMail(booked.bookingDisplayNumber);
    const hash = /bookingId=\d+&bookingHash=[A-Za-z0-9_-]{43}/.exec(text)![0];
    const page = `/landlord/booking/confirmation/?${hash}`;
    const renew = (url = page, origin = SITE) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.53.0.1',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'intent=renewCalendar',
      });
    const old = await calendarFeedUrl(t.deps, objectNumber);
    const otherBefore = await calendarFeedUrl(t.deps, otherObject);
    expect(text).toContain(old);

    // From another site, or with a wrong secret: nothing changes.
    expect((await renew(page, 'https://evil.example')).statusCode).toBe(403);
    const wrong = page.replace(/bookingHash=./, (m) =>
      m.endsWith('A') ? 'bookingHash=B' : 'bookingHash=A',
    );
    expect((await renew(wrong)).statusCode).toBe(404);
    expect(await calendarFeedUrl(t.deps, objectNumber)).toBe(old);

    const done = await renew();
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toMatch(/[?&]calendar=renewed#landlord-calendar$/);
    expect(done.headers['set-cookie']).toBeUndefined();
    const renewed = await calendarFeedUrl(t.deps, objectNumber);
    expect(renewed).not.toBe(old);
    expect((await get(feedPath(old))).statusCode).toBe(404);
    const feed = await get(feedPath(renewed));
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(booked.bookingDisplayNumber);
    // Another object's address is its own.
    expect(await calendarFeedUrl(t.deps, otherObject)).toBe(otherBefore);
    // The page the renewal leads to shows the new address and says the old one is gone.
    const shown = await get(String(done.headers.location).replace(/#.*$/, ''));
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`value="${renewed}"`);
    expect(shown.body).toContain('Neue Adresse erzeugt. Die bisherige funktioniert nicht mehr');
    // The landlord is told, with the new address: a renewal nobody asked for does not go unseen.
    await bookingMailsSettled();
    const told = await mail.waitForMessage(
      (m) =>
        m.to.includes(LANDLORD) && m.subject.startsWith('Neue Adresse Ihres Belegungskalenders'),
    );
    expect(told.text).toContain(renewed);
    expect(told.text).toContain('Haben Sie das nicht veranlasst?');
    // A declined booking's link neither shows the address nor renews it.
    const declined = await book(objectNumber, 110, 2, 'booking');
    const declinedText = await landlordMail(declined.bookingDisplayNumber);
    await decideBooking(testContext(t.deps), {
      bookingId: declined.bookingId,
      bookingHash: /bookingHash=([A-Za-z0-9_-]{43})/.exec(declinedText)![1]!,
      decision: 'decline',
      reason: 'Die Unterkunft ist in dieser Zeit nicht frei.',
    });
    const declinedPage = `/landlord/booking/confirmation/?${
      /bookingId=\d+&bookingHash=[A-Za-z0-9_-]{43}/.exec(declinedText)![0]
    }`;
    const declinedView = await get(declinedPage);
    expect(declinedView.statusCode).toBe(200);
    expect(declinedView.body).not.toContain('data-testid="landlord-calendar"');
    expect(declinedView.body).not.toContain('/landlord/calendar/');
    expect((await renew(declinedPage)).statusCode).toBe(404);
    expect(await calendarFeedUrl(t.deps, objectNumber)).toBe(renewed);
    // The next landlord mail carries the new address.
    const next = await book(objectNumber, 100, 3, 'booking');
    const nextText = await landlordMail(next.bookingDisplayNumber);
    expect(nextText).toContain(renewed);
    expect(nextText).not.toContain(old);

    // Four more today, then refused with a reason; the address stays the last one made.
    for (let i = 0; i < 4; i++) expect((await renew()).statusCode).toBe(303);
    const last = await calendarFeedUrl(t.deps, objectNumber);
    const refused = await renew();
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(
      'Für diese Unterkunft wurden in den letzten 24 Stunden schon mehrere neue',
    );
    expect(await calendarFeedUrl(t.deps, objectNumber)).toBe(last);
    expect((await get(feedPath(last))).statusCode).toBe(200);
  });

  it('names the address in force when a mail that waited across a renewal is sent', async () => {
    const other = 'anders.feed@example.org';
    const first = await book(otherObject, 150, 3, 'booking');
    await bookingMailsSettled();
    const firstMail = await mail.waitForMessage(
      (m) => m.to.includes(other) && m.text.includes(first.bookingDisplayNumber),
    );
    const link = /bookingId=\d+&bookingHash=[A-Za-z0-9_-]{43}/.exec(firstMail.text)![0];
    const old = await calendarFeedUrl(t.deps, otherObject);
    // The next landlord mail cannot be sent now: it waits in the outbox for its retry.
    const mailer = t.deps.mailer;
    const send = mailer.send.bind(mailer);
    let waiting: { bookingDisplayNumber: string };
    try {
      mailer.send = () => Promise.reject(new Error('smtp down'));
      waiting = await book(otherObject, 160, 3, 'booking');
      await bookingMailsSettled();
    } finally {
      mailer.send = send;
    }
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/landlord/booking/confirmation/?${link}`,
      remoteAddress: '10.53.0.2',
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=renewCalendar',
    });
    expect(renewed.statusCode).toBe(303);
    const current = await calendarFeedUrl(t.deps, otherObject);
    expect(current).not.toBe(old);
    // The retry, an hour later: the mail names the new address, not the one of its queueing.
    await deliverBookingMails(t.deps, new Date(FIXED_NOW.getTime() + 3_600_000), undefined);
    const late = await mail.waitForMessage(
      (m) => m.to.includes(other) && m.text.includes(waiting.bookingDisplayNumber),
    );
    expect(late.text).toContain(current);
    expect(late.text).not.toContain(old);
  });
});
