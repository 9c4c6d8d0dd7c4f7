// The landlord handover (decision 114) on PGlite and PostgreSQL, through real SMTP: the example
// catalogue imported, bookings made through POST /api/booking, the landlord links and the feed
// address taken from the landlord mails. A catalogue file that gives a home a new landlord (and
// its agency a new address, the contact of its home without a landlord) ends every link and the
// feed address the former contacts hold (404), and mails the new contacts each booking still
// ahead with a new link that works and the new feed address — not a declined one. The same file
// again hands nothing over. The rating-answer links go with it: the former landlord's answer links
// open nothing, and the new one is mailed the ratings still without an answer, with links that
// work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { bookingMailsSettled, calendarFeedUrl, decideBooking } from '#services/booking';
import { importCatalogue } from '#services/catalogue/import';
import { rateStay, stayRatingToken } from '#services/ratings';
import { ensureSearchIndex } from '#services/search';
import { insertBooking } from '#tests/factories/booking';
import { bookingRequest } from '#tests/factories/booking-request';
import { exampleCatalogue, type ExampleCatalogue } from '#tests/factories/catalogue-example';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const TODAY = todayInBerlin(FIXED_NOW);
const SITE = 'http://feriora.test';
const HOME = 740001; // Familie Petersen's
const AGENCY_HOME = 740002; // no landlord of its own: the agency's address is its contact
const FORMER = 'petersen@ostsee-beispiel.example';
const FORMER_AGENCY = 'buchung@ostsee-beispiel.example';
const NEW_LANDLORD = 'nina.neu@example.org';
const NEW_AGENCY = 'team@ostsee-beispiel.example';

const example = exampleCatalogue;

/** The example with Petersen's home given to Nina Neu and the agency's new address. */
function handedOver(): ExampleCatalogue {
  const file = example();
  file.agencies[0]!.email = NEW_AGENCY;
  const home = file.objects.find((o) => o.objectNumber === HOME)!;
  home.landlord = { ...home.landlord!, name: 'Nina Neu', email: NEW_LANDLORD };
  return file;
}

describe.each(databaseKinds())('the landlord handover (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let guests = 0;
  /** The ratings of the home, and the answer link's secret the former landlord was mailed. */
  const ratings: Partial<Record<'older' | 'newer', { ratingNumber: number; hash: string }>> = {};

  function answerApi(
    action: 'get' | 'set',
    rating: { ratingNumber: number; hash: string; ratingAnswer?: string },
  ) {
    guests++;
    const { hash, ...rest } = rating;
    return t.app.inject({
      method: 'POST',
      url: `/api/landlord/rating/response/${action}`,
      remoteAddress: `10.62.0.${guests}`,
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify({ mandant: TEST_MANDANT, ...rest, ratingHash: hash }),
    });
  }

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, ssr: true, env: { SMTP_URL: mail.url, SITE_URL: SITE } });
    await importCatalogue(testContext(t.deps), { document: example() });
    await ensureSearchIndex(t.deps);
    // Two stays of the home that ended, each rated; the former landlord answers the older one.
    for (const [name, end] of [
      ['older', -30],
      ['newer', -3],
    ] as const) {
      const stay = await insertBooking(t.deps.database, {
        objectNumber: HOME,
        booking: { startDate: addDays(TODAY, end - 7), endDate: addDays(TODAY, end) },
        customer: { email: `bewertung-${name}@example.org`, firstName: 'Rita', lastName: 'Rat' },
      });
      const { ratingNumber } = await rateStay(
        testContext(t.deps),
        stay.bookingId,
        stayRatingToken(t.deps, { bookingId: stay.bookingId, createdAt: stay.createdAt! }),
        {
          votes: {
            cleanliness: 5,
            externalImpression: 4,
            furniture: 4,
            location: 5,
            priceToService: 4,
          },
          travelType: 'couple',
          title: name === 'newer' ? 'Sehr erholsam' : '',
          text: 'Ruhige Lage, freundlicher Empfang und alles sehr sauber. Gern wieder.',
        },
      );
      ratings[name] = { ratingNumber, hash: '' };
    }
    await bookingMailsSettled();
    for (const rating of Object.values(ratings)) {
      const message = await mail.waitForMessage(
        (m) => m.to.includes(FORMER) && m.text.includes(`/${rating.ratingNumber}/?ratingHash=`),
      );
      rating.hash = new RegExp(`/${rating.ratingNumber}/\\?ratingHash=([A-Za-z0-9_-]{43})`).exec(
        message.text,
      )![1]!;
    }
    const answered = await answerApi('set', {
      ...ratings.older!,
      ratingAnswer: 'Danke für Ihren Besuch!',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await answerApi('get', ratings.newer!)).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await t?.close();
    await mail?.close();
  });

  async function book(objectNumber: number, offset: number, nights: number) {
    guests++;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: `10.61.0.${guests}`,
      payload: bookingRequest({
        mandant: TEST_MANDANT,
        objectNumber,
        startDate: addDays(TODAY, offset),
        nights,
        paymentMethod: 'card',
        email: `uebergabe${guests}@example.org`,
        firstName: 'Hanna',
        lastName: 'Übergabe',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { bookingId: number; bookingDisplayNumber: string };
  }

  /** The link (query) of the latest mail to `to` naming `displayNumber`. */
  async function linkIn(to: string, displayNumber: string, subject = /./) {
    await bookingMailsSettled();
    const message = await mail.waitForMessage(
      (m) => m.to.includes(to) && subject.test(m.subject) && m.text.includes(displayNumber),
    );
    const link = /bookingId=\d+&bookingHash=[A-Za-z0-9_-]{43}/.exec(message.text)![0];
    return { text: message.text.replace(/\u00a0|\u202f/g, ' '), link };
  }
  const page = (link: string) =>
    t.app.inject({ url: `/landlord/booking/confirmation/?${link}`, remoteAddress: '10.61.1.1' });
  const feed = (url: string) => t.app.inject({ url: new URL(url).pathname });
  const mailsTo = (to: string, subject: RegExp) =>
    mail.messages.filter((m) => m.to.includes(to) && subject.test(m.subject));

  it('ends the former contacts’ links and feed, and mails the new ones what is ahead', async () => {
    const ahead = await book(HOME, 62, 7);
    const declined = await book(HOME, 69, 7);
    const agencys = await book(AGENCY_HOME, 60, 3);
    const former = await linkIn(FORMER, ahead.bookingDisplayNumber);
    const formerDeclined = await linkIn(FORMER, declined.bookingDisplayNumber);
    const formerAgency = await linkIn(FORMER_AGENCY, agencys.bookingDisplayNumber);
    await decideBooking(testContext(t.deps), {
      bookingId: declined.bookingId,
      bookingHash: /bookingHash=([A-Za-z0-9_-]{43})/.exec(formerDeclined.link)![1]!,
      decision: 'decline',
      reason: 'Renovierung',
    });
    const oldFeed = await calendarFeedUrl(t.deps, HOME);
    const oldAgencyFeed = await calendarFeedUrl(t.deps, AGENCY_HOME);
    expect(former.text).toContain(oldFeed);
    expect((await page(former.link)).statusCode).toBe(200);
    expect((await feed(oldFeed)).statusCode).toBe(200);

    // A dry run cannot know yet; the write hands both homes over.
    const checked = await importCatalogue(testContext(t.deps), {
      document: handedOver(),
      dryRun: true,
    });
    expect(checked.handedOver).toEqual([]);
    const summary = await importCatalogue(testContext(t.deps), { document: handedOver() });
    expect(summary.handedOver).toEqual([HOME, AGENCY_HOME]);

    // What the former contacts hold opens nothing any more.
    for (const link of [former.link, formerDeclined.link, formerAgency.link]) {
      expect((await page(link)).statusCode, link).toBe(404);
    }
    expect((await feed(oldFeed)).statusCode).toBe(404);
    expect((await feed(oldAgencyFeed)).statusCode).toBe(404);

    // The new landlord: the booking ahead with a new link, the new feed address.
    const subject = /an Sie übergeben$/;
    const handed = await linkIn(NEW_LANDLORD, ahead.bookingDisplayNumber, subject);
    expect(mailsTo(NEW_LANDLORD, subject)[0]!.subject).toBe(
      `Buchung ${ahead.bookingDisplayNumber} für Ferienhaus Dünenblick an Sie übergeben`,
    );
    expect(handed.text).toContain('Gast: Hanna Übergabe');
    expect(handed.text).toContain('Die Buchung wartet noch auf Ihre Antwort.');
    expect(handed.text).toContain('gelten nicht mehr');
    const opened = await page(handed.link);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Hanna');
    const newFeed = await calendarFeedUrl(t.deps, HOME);
    expect(newFeed).not.toBe(oldFeed);
    expect(handed.text).toContain(newFeed);
    expect((await feed(newFeed)).statusCode).toBe(200);
    // The new link decides: the landlord confirms.
    const view = await decideBooking(testContext(t.deps), {
      bookingId: ahead.bookingId,
      bookingHash: /bookingHash=([A-Za-z0-9_-]{43})/.exec(handed.link)![1]!,
      decision: 'confirm',
    });
    expect(view.status).toBe('confirmed');

    // The agency's new address gets its home's booking.
    const agencyMail = await linkIn(NEW_AGENCY, agencys.bookingDisplayNumber, subject);
    expect((await page(agencyMail.link)).statusCode).toBe(200);
    // A declined booking is nobody's to answer: no mail; the former contacts get none.
    expect(mailsTo(NEW_LANDLORD, subject)).toHaveLength(1);
    expect(
      mail.messages.filter(
        (m) => m.text.includes(declined.bookingDisplayNumber) && subject.test(m.subject),
      ),
    ).toEqual([]);
    expect(mailsTo(FORMER, subject)).toEqual([]);
    expect(mailsTo(FORMER_AGENCY, subject)).toEqual([]);

    // The same file again: nothing handed over, no mail, the new links keep working.
    const again = await importCatalogue(testContext(t.deps), { document: handedOver() });
    expect(again.handedOver).toEqual([]);
    await bookingMailsSettled();
    expect(mailsTo(NEW_LANDLORD, subject)).toHaveLength(1);
    expect(mailsTo(NEW_AGENCY, subject)).toHaveLength(1);
    expect((await page(agencyMail.link)).statusCode).toBe(200);
    expect((await feed(newFeed)).statusCode).toBe(200);
  });

  it('ends the former landlord’s answer links and mails the new one the ratings without an answer', async () => {
    const { older, newer } = ratings as Required<typeof ratings>;
    // The handover of the test before: the links the former landlord was mailed open nothing.
    for (const rating of [older, newer]) {
      expect((await answerApi('get', rating)).statusCode, String(rating.ratingNumber)).toBe(404);
    }
    const subject = /^Eine Bewertung für Ferienhaus Dünenblick wartet auf Ihre Antwort$/;
    await bookingMailsSettled();
    const message = await mail.waitForMessage(
      (m) => m.to.includes(NEW_LANDLORD) && subject.test(m.subject),
    );
    const text = message.text.replace(/\u00a0|\u202f/g, ' ');
    expect(text).toContain(
      'Eine Bewertung dieser Unterkunft hat noch keine Antwort des Vermieters',
    );
    expect(text).toContain(`Nr. ${newer.ratingNumber} vom`);
    expect(text).toContain('„Sehr erholsam“');
    // The answered one stands and is not listed.
    expect(text).not.toContain(`Nr. ${older.ratingNumber}`);
    const hash = new RegExp(`/${newer.ratingNumber}/\\?ratingHash=([A-Za-z0-9_-]{43})`).exec(
      text,
    )![1]!;
    expect(hash).not.toBe(newer.hash);
    const handed = { ratingNumber: newer.ratingNumber, hash };
    expect((await answerApi('get', handed)).statusCode).toBe(200);
    const set = await answerApi('set', { ...handed, ratingAnswer: 'Vielen Dank, bis bald!' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.ratingAnswer).toBe('Vielen Dank, bis bald!');
    // The link of a rating is its own: it does not open the other one.
    expect((await answerApi('get', { ratingNumber: older.ratingNumber, hash })).statusCode).toBe(
      404,
    );
    // One mail (the same file again handed nothing over); none to the agency, whose home has no
    // rating, and none to the former contacts.
    expect(mail.messages.filter((m) => subject.test(m.subject)).map((m) => m.to)).toEqual([
      [NEW_LANDLORD],
    ]);
  });
});
