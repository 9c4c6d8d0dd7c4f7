// Verified ratings and the host's answer (issue 15) on PGlite and PostgreSQL, through the real
// pages and API: the invitation job (once, only after the departure day, never for a cancelled
// stay), the rating form opened with the mail's link (a verified rating, the object's averages,
// the landlord's mail with the answer link; a second submit is "already rated"; a forged or
// foreign secret is 404; before departure refused), the answer API and page (the right hash only,
// a too long answer 400 naming the field, markup kept as text) and the answer under the rating
// on the object page in German and English, marked as the host's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { findBooking } from '#db/repositories/booking-records';
import { bookingMailsSettled } from '#services/booking';
import { inviteToRate, landlordRatingToken, stayRatingToken } from '#services/ratings';
import { ensureSearchIndex } from '#services/search';
import { availability } from '#tests/factories/availability';
import { insertBooking } from '#tests/factories/booking';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';

const TODAY = todayInBerlin(FIXED_NOW);
const TEXT = 'Ein wunderbares Haus mit Blick aufs Meer, sauber und ruhig gelegen.';

describe.each(databaseKinds())('verified ratings (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let objectNumber: number;
  let ip = 0;
  const stays: Record<string, { bookingId: number; createdAt: Date }> = {};

  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
  function request(method: 'GET' | 'POST', url: string, payload?: unknown, type?: string) {
    ip++;
    return t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as string }),
      headers: type === undefined ? {} : { 'content-type': type, origin: t.config.SITE_URL },
      remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
    });
  }
  const api = (url: string, body: Record<string, unknown>) =>
    request('POST', url, JSON.stringify({ mandant: TEST_MANDANT, ...body }), 'application/json');
  const post = (url: string, values: Record<string, string>) =>
    request('POST', url, form(values), 'application/x-www-form-urlencoded');
  const path = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };
  const rating = {
    cleanliness: '5',
    externalImpression: '4',
    furniture: '4',
    location: '5',
    priceToService: '3',
    travelType: 'family',
    title: 'Traumhafte Tage',
    text: TEXT,
  };

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, ssr: true, env: { SMTP_URL: mail.url } });
    const object = await insertObject(t.deps.database, {
      rules: priceRules(),
      availability: availability(),
      landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org' },
    });
    objectNumber = object.objectNumber;
    const add = async (name: string, booking: Record<string, unknown>, email: string) => {
      // The customer record of an account holds its latest booking's traveller (here a friend's
      // name): the invitation and the rating's author are the traveller this stay was booked for.
      const row = await insertBooking(t.deps.database, {
        objectNumber,
        booking: {
          traveller: {
            name: 'Anna Muster',
            street: null,
            zip: null,
            city: null,
            country: 'de',
            email,
          },
          ...booking,
        },
        customer: { email, firstName: 'Ben', lastName: 'Freund' },
      });
      stays[name] = { bookingId: row.bookingId, createdAt: row.createdAt! };
    };
    // Departed yesterday; departs today; cancelled; paid and English.
    await add(
      'past',
      { startDate: addDays(TODAY, -8), endDate: addDays(TODAY, -1) },
      'a@example.org',
    );
    await add('today', { startDate: addDays(TODAY, -7), endDate: TODAY }, 'b@example.org');
    await add(
      'cancelled',
      { startDate: addDays(TODAY, -9), endDate: addDays(TODAY, -2), status: 'cancelled' },
      'c@example.org',
    );
    await add(
      'english',
      {
        startDate: addDays(TODAY, -20),
        endDate: addDays(TODAY, -13),
        status: 'paid',
        language: 'en',
      },
      'd@example.org',
    );
    await ensureSearchIndex(t.deps);
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await t?.close();
    await mail?.close();
  });

  it('invites each departed stay once, not before the departure day is past, never a cancelled one', async () => {
    expect(await inviteToRate(t.deps, FIXED_NOW)).toBe(2);
    expect(await inviteToRate(t.deps, FIXED_NOW)).toBe(0);
    const db = t.deps.database.db;
    expect((await findBooking(db, stays.past!.bookingId))?.ratingInvitedAt).toEqual(FIXED_NOW);
    expect((await findBooking(db, stays.english!.bookingId))?.ratingInvitedAt).not.toBeNull();
    expect((await findBooking(db, stays.today!.bookingId))?.ratingInvitedAt).toBeNull();
    expect((await findBooking(db, stays.cancelled!.bookingId))?.ratingInvitedAt).toBeNull();
    const invitations = await mail.waitForMessages(2);
    expect(invitations.map((m) => m.to[0]).sort()).toEqual(['a@example.org', 'd@example.org']);
    const english = invitations.find((m) => m.to.includes('d@example.org'))!;
    expect(english.subject).toMatch(/^How was your stay/);
    expect(
      linksIn(english, t.config.siteOrigin).some((l) => l.includes('/en/rate-your-stay/')),
    ).toBe(true);
    // The next day the stay departing today is due, and only it.
    const tomorrow = new Date(FIXED_NOW.getTime() + 24 * 3_600_000);
    expect(await inviteToRate(t.deps, tomorrow)).toBe(1);
  });

  it('rates the stay from the mail link: verified, averages updated, landlord asked to answer', async () => {
    const invitation = mail.messages.find((m) => m.to.includes('a@example.org'))!;
    const link = linksIn(invitation, t.config.siteOrigin).find((l) =>
      l.includes('/bewertung-abgeben/'),
    )!;
    expect(link).toContain(`/bewertung-abgeben/${stays.past!.bookingId}/?access=`);
    const page = await request('GET', path(link));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('data-testid="rate-form"');
    expect(page.body).toContain('Anna M.');
    expect(page.body).not.toContain('Muster');
    expect(page.body).not.toContain('Ben F.');
    // Five stars preselected in every category.
    expect(page.body.match(/<option value="5" selected="">/g)?.length).toBe(5);

    // A refusal names its field and writes nothing.
    const short = await post(path(link), { ...rating, text: 'zu kurz', access: '' });
    expect(short.statusCode).toBe(200);
    expect(short.body).toContain('id="rate-text-error"');

    mail.clear();
    const before = await request(
      'GET',
      `/api/ratings/object/${objectNumber}?mandant=${TEST_MANDANT}`,
    );
    expect(before.json().data.total).toBe(0);
    const sent = await post(path(link), rating);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('data-testid="rate-thanks"');

    const after = (
      await request('GET', `/api/ratings/object/${objectNumber}?mandant=${TEST_MANDANT}`)
    ).json().data;
    expect(after.total).toBe(1);
    expect(after.ratingAverage).toBe(4.2);
    expect(after.objectRatingSummary).toEqual({
      cleanliness: 5,
      externalImpression: 4,
      furniture: 4,
      location: 5,
      priceToService: 3,
    });
    expect(after.ratings[0]).toMatchObject({
      author: 'Anna M.',
      title: 'Traumhafte Tage',
      text: TEXT,
      language: 'de',
      travelData: { type: 'family', verified: true, ratingDate: TODAY },
      landlordAnswer: null,
    });
    expect(after.ratings[0].ratingid).toBeGreaterThanOrEqual(50_000_001);

    // The landlord's mail carries the answer link with the rating's secret.
    await bookingMailsSettled();
    const landlord = await mail.waitForMessage((m) => m.to.includes('vermieter@example.org'));
    const answerLink = linksIn(landlord, t.config.siteOrigin).find((l) =>
      l.includes('/bewertung-vermieterkommentar/'),
    )!;
    expect(answerLink).toBe(
      `${t.config.siteOrigin}/bewertung-vermieterkommentar/${after.ratings[0].ratingid}/?ratingHash=${landlordRatingToken(t.deps, after.ratings[0].ratingid, 0)}`,
    );

    // A second submit: already rated, nothing new.
    const again = await post(path(link), rating);
    expect(again.body).toContain('data-testid="rate-already"');
    const page2 = await request('GET', path(link));
    expect(page2.body).toContain('data-testid="rate-already"');
    const total = (
      await request('GET', `/api/ratings/object/${objectNumber}?mandant=${TEST_MANDANT}`)
    ).json().data.total;
    expect(total).toBe(1);
  });

  it('refuses forged, foreign and missing secrets (404), a stay not yet over and a cancelled one', async () => {
    const past = stays.past!;
    const other = stays.english!;
    const base = `/bewertung-abgeben/${past.bookingId}/`;
    const forged = 'A'.repeat(43);
    for (const url of [
      base,
      `${base}?access=${forged}`,
      // Another booking's secret, and the guest's booking-page secret of this one.
      `${base}?access=${stayRatingToken(t.deps, other)}`,
      `/bewertung-abgeben/999999/?access=${stayRatingToken(t.deps, past)}`,
    ]) {
      expect((await request('GET', url)).statusCode, url).toBe(404);
      expect((await post(url, rating)).statusCode, url).toBe(404);
    }
    const cancelled = stays.cancelled!;
    const cancelledUrl = `/bewertung-abgeben/${cancelled.bookingId}/?access=${stayRatingToken(t.deps, cancelled)}`;
    expect((await request('GET', cancelledUrl)).statusCode).toBe(404);
    expect((await post(cancelledUrl, rating)).statusCode).toBe(404);
    const today = stays.today!;
    const todayUrl = `/bewertung-abgeben/${today.bookingId}/?access=${stayRatingToken(t.deps, today)}`;
    const notYet = await request('GET', todayUrl);
    expect(notYet.statusCode).toBe(200);
    expect(notYet.body).toContain('data-testid="rate-not-yet"');
    const refused = await post(todayUrl, rating);
    expect(refused.body).not.toContain('rate-thanks');
    expect(refused.body).toContain('ab dem Tag nach Ihrer Abreise');
  });

  it('answers with the right hash only; too long is 400 naming the field; markup stays text', async () => {
    const list = (
      await request('GET', `/api/ratings/object/${objectNumber}?mandant=${TEST_MANDANT}`)
    ).json().data;
    const ratingNumber: number = list.ratings[0].ratingid;
    const ratingHash = landlordRatingToken(t.deps, ratingNumber, 0);

    const got = await api('/api/landlord/rating/response/get', { ratingNumber, ratingHash });
    expect(got.statusCode).toBe(200);
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.json().data).toMatchObject({ ratingNumber, objectNumber, ratingAnswer: null });

    // Wrong, another rating's, or missing hash; unknown number with a "valid-looking" hash: 404.
    for (const body of [
      { ratingNumber, ratingHash: 'B'.repeat(43) },
      { ratingNumber, ratingHash: landlordRatingToken(t.deps, ratingNumber + 1, 0) },
      {
        ratingNumber: ratingNumber + 1,
        ratingHash: landlordRatingToken(t.deps, ratingNumber + 1, 0),
      },
    ]) {
      for (const op of ['get', 'set']) {
        const res = await api(`/api/landlord/rating/response/${op}`, {
          ...body,
          ratingAnswer: 'x',
        });
        expect(res.statusCode, `${op} ${JSON.stringify(body)}`).toBe(404);
        expect(res.json()).toMatchObject({ status: 404, errors: [{ type: 'notFound' }] });
      }
    }
    const missing = await api('/api/landlord/rating/response/set', {
      ratingNumber,
      ratingAnswer: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('ratingHash');

    const tooLong = await api('/api/landlord/rating/response/set', {
      ratingNumber,
      ratingHash,
      ratingAnswer: 'x'.repeat(2_001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('ratingAnswer');

    const markup = '<b>Danke</b> für Ihren Besuch! <script>alert(1)</script>';
    const set = await api('/api/landlord/rating/response/set', {
      ratingNumber,
      ratingHash,
      ratingAnswer: markup,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ ratingAnswer: markup, ratingAnswerDate: TODAY });

    const objectPage = await request('GET', `/object/${objectNumber}/`);
    expect(objectPage.body).not.toContain('<script>alert(1)</script>');
    expect(objectPage.body).toContain('&lt;b&gt;Danke&lt;/b&gt;');
  });

  it('shows the answer under the rating on the object page in de and en, as the host’s', async () => {
    const list = (
      await request('GET', `/api/ratings/object/${objectNumber}?mandant=${TEST_MANDANT}`)
    ).json().data;
    const ratingNumber: number = list.ratings[0].ratingid;
    const ratingHash = landlordRatingToken(t.deps, ratingNumber, 0);
    const answerUrl = `/bewertung-vermieterkommentar/${ratingNumber}/?ratingHash=${ratingHash}`;

    // The answer page: the rating, the form; without the hash it does not exist.
    const page = await request('GET', answerUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('data-testid="rating-view"');
    expect(page.body).toContain('noindex');
    expect(
      (await request('GET', `/bewertung-vermieterkommentar/${ratingNumber}/`)).statusCode,
    ).toBe(404);
    expect(
      (
        await request(
          'GET',
          `/bewertung-vermieterkommentar/${ratingNumber}/?ratingHash=${'C'.repeat(43)}`,
        )
      ).statusCode,
    ).toBe(404);

    const answer = 'Vielen Dank, liebe Familie – kommen Sie gern wieder!';
    const saved = await post(answerUrl, { ratingHash, ratingAnswer: answer });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('data-testid="answer-saved"');
    const tooLong = await post(answerUrl, { ratingHash, ratingAnswer: 'y'.repeat(2_001) });
    expect(tooLong.body).toContain('id="answer-ratingAnswer-error"');

    const de = await request('GET', `/object/${objectNumber}/`);
    expect(de.body).toContain('Antwort des Vermieters');
    expect(de.body).toContain(answer);
    expect(de.body).toContain('Verifizierter Aufenthalt');
    const en = await request('GET', `/en/object/${objectNumber}/`);
    expect(en.body).toContain('Host&#x27;s reply');
    expect(en.body).toContain(answer);
    // Written in German and not translated: the English page says so.
    expect(en.body).toContain('Original in German.');

    // No text key left untranslated on the two new screens.
    for (const html of [page.body, saved.body]) {
      expect(html).not.toMatch(/catalogue:|ratingAnswer\.|rate\.errors/);
    }
    const en2 = await request(
      'GET',
      `/en/rating-landlord-comment/${ratingNumber}/?ratingHash=${ratingHash}`,
    );
    expect(en2.statusCode).toBe(200);
    expect(en2.body).toContain('Reply to a review');
    expect(en2.body).toContain(answer);
  });
});
