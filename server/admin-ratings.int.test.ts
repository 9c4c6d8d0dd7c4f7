// /admin/ratings/ on PGlite and PostgreSQL (decision 096): the office (admin.ratings) sees the
// latest ratings and finds one by number; hiding one takes it off the object's ratings and out of
// its stored average, audit-logs the change with the reason, and mails the reason to the author of
// a rating written for a stay booked here; showing it again brings it back, without a mail. A
// rating without an author's address is hidden all the same and the page says nobody was mailed.
// Refused, with nothing changed: no permission (404), a foreign page (403), bad numbers and
// reasons (naming the field), an unknown rating, one already in that state.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { auditLog, bookings, objects, ratings } from '#db/schema';
import { insertLoginAccount, loginAs, type LoginCookies } from '#tests/factories/account';
import { availability } from '#tests/factories/availability';
import { insertBooking } from '#tests/factories/booking';
import { insertPartner } from '#tests/factories/partner';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { SITE } from '#tests/helpers/admin-payments';
import { adminPageClient, expectRefused } from '#tests/helpers/admin-page';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { ensureSearchIndex } from '#services/search';

const PATH = buildPath('AdminRatings', {}, 'de');
const AUTHOR = 'bewertet@example.org';

describe.each(databaseKinds())('admin ratings page (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let office: LoginCookies;
  let booker: LoginCookies;
  let objectNumber: number;
  let nextNumber = 60_000_001;

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, ssr: true, env: { SMTP_URL: mail.url, SITE_URL: SITE } });
    const object = await insertObject(t.deps.database, {
      object: { titles: { de: 'Reetdachhaus am Strand', en: 'Thatched house on the beach' } },
      rules: priceRules({}),
      availability: availability(),
    });
    objectNumber = object.objectNumber;
    // The catalogue caches (ratings pages) only work with the search index ready: a test that
    // hides a rating must see every process's cached list dropped.
    await ensureSearchIndex(t.deps);
    office = await loginAs(
      t.app,
      await insertLoginAccount(t.deps.database, {
        email: 'bewertungen@example.org',
        permissions: ['admin.ratings'],
      }),
    );
    booker = await loginAs(
      t.app,
      await insertLoginAccount(t.deps.database, {
        email: 'buchungen.bewertung@example.org',
        permissions: ['admin.bookings'],
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  /** A published rating of the object: for a stay booked here (with its guest), or not. */
  async function rating(options: {
    booked: boolean;
    average: number;
    text: string;
    language?: 'de' | 'fr';
    partnerId?: number;
    email?: string;
  }) {
    const booking = options.booked
      ? await insertBooking(t.deps.database, {
          objectNumber,
          booking: {
            startDate: '2026-10-01',
            endDate: '2026-10-08',
            language: options.language ?? 'de',
            partnerId: options.partnerId ?? null,
          },
          customer: { email: options.email ?? AUTHOR, firstName: 'Berta', lastName: 'Bewerter' },
        })
      : null;
    const ratingNumber = nextNumber++;
    await t.deps.database.db.insert(ratings).values({
      ratingNumber,
      objectNumber,
      votesAverage: options.average,
      travelFrom: '2026-10-01',
      travelTo: '2026-10-08',
      travelType: 'couple',
      verified: booking !== null,
      ratingDate: '2026-10-09',
      authorName: 'Berta B.',
      language: 'de',
      title: 'Unser Urlaub',
      text: options.text,
      bookingId: booking?.bookingId ?? null,
      published: true,
    });
    return ratingNumber;
  }

  const { get, post } = adminPageClient(
    () => t.app,
    PATH,
    () => office,
  );
  const refused = expectRefused;
  const stored = async () =>
    (
      await t.deps.database.db
        .select({ average: objects.ratingAverage, count: objects.ratingCount })
        .from(objects)
        .where(eq(objects.objectNumber, objectNumber))
    )[0]!;
  const publicRatings = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ratings/object/${objectNumber}?mandant=${TEST_MANDANT}`,
    });
    return res.body;
  };
  const published = async (ratingNumber: number) =>
    (
      await t.deps.database.db
        .select({ published: ratings.published })
        .from(ratings)
        .where(eq(ratings.ratingNumber, ratingNumber))
    )[0]?.published;

  it('hides a rating with the reason its author is mailed, and shows it again', async () => {
    const good = await rating({ booked: false, average: 5, text: 'Wunderbar, gerne wieder.' });
    // Booked in French through a partner with its own contact: the author is told in French, and
    // the mail keeps the operator's contact (objections must reach the office, not the partner).
    const partner = await insertPartner(t.deps.database, {
      partnerName: 'Reisebüro Eigenkontakt',
      partnerEmail: 'eigen@reisebuero.example',
      partnerPhone: '+49 40 999 0000',
    });
    const bad = await rating({
      booked: true,
      average: 1,
      text: 'Der Vermieter Hans Meier (0171 555 1234) ist ein Betrüger.',
      language: 'fr',
      partnerId: partner.partnerId,
    });
    // Both shown, the stored average over both (what the object page and search cards read).
    const listed = await get();
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    expect(listed.body).toContain(`data-rating-number="${bad}"`);
    expect(listed.body).toContain(`data-rating-number="${good}"`);
    expect(listed.body).toContain('Der Vermieter Hans Meier (0171 555 1234) ist ein Betrüger.');
    // Found by number; another number finds nothing.
    const found = await get(`${PATH}?rating=${bad}`);
    expect(found.body).toContain(`data-rating-number="${bad}"`);
    expect(found.body).not.toContain(`data-rating-number="${good}"`);
    expect((await get(`${PATH}?rating=99999999`)).body).toContain(
      'Eine Bewertung mit dieser Nummer gibt es nicht.',
    );
    expect((await publicRatings()).includes('Hans Meier')).toBe(true);

    const reason =
      'Die Bewertung nennt Namen und Telefonnummer des Gastgebers. Persönliche Daten sind nach unseren Bewertungsregeln nicht erlaubt.';
    // What led to it must be said (the author's statement of reasons names it).
    refused(await post({ intent: 'hide', ratingNumber: bad, reason }), 'basis');
    expect(await published(bad)).toBe(true);
    const done = await post({ intent: 'hide', ratingNumber: bad, basis: 'report', reason });
    expect(done.statusCode).toBe(200);
    expect(done.body).toMatch(/role="status"[^>]*data-testid="admin-result"/);
    expect(done.body).toContain(`Bewertung ${bad} ist ausgeblendet; der Verfasser erhält`);
    expect(await published(bad)).toBe(false);
    expect(await publicRatings()).not.toContain('Hans Meier');
    expect(await stored()).toMatchObject({ count: 1, average: 5 });
    const [entry, ...more] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `rating:${bad}`));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'ratings.hidden',
      before: { published: true },
      after: { published: false, basis: 'report', reason },
    });
    const told = await mail.waitForMessage((m) => m.to.includes(AUTHOR));
    expect(told.subject).toBe('Votre avis sur «\u202fReetdachhaus am Strand\u202f» a été masqué');
    expect(told.text).toContain(`Votre avis n° ${bad}`);
    expect(told.text).toContain('Cette décision fait suite à un signalement');
    expect(told.text).toContain('Persönliche Daten sind nach unseren Bewertungsregeln');
    expect(told.text).toContain('/fr/questions-frequentes/#information-ratings');
    expect(told.text).toContain('Répondez simplement à cet e-mail');
    expect(told.text).toContain('règlement extrajudiciaire des litiges');
    expect(told.text).not.toContain('eigen@reisebuero.example');
    expect(told.text).not.toContain('+49 40 999 0000');

    // Hidden already: refused, nothing changes.
    const again = await post({ intent: 'hide', ratingNumber: bad, basis: 'report', reason });
    refused(again, 'ratingNumber');
    expect(again.body).toContain('Diese Bewertung ist bereits ausgeblendet.');

    // Shown again: back in the list and the average; no mail this time.
    const sent = mail.messages.length;
    const shown = await post({ intent: 'show', ratingNumber: bad });
    expect(shown.body).toContain(`Bewertung ${bad} ist wieder sichtbar.`);
    expect(await published(bad)).toBe(true);
    expect(await publicRatings()).toContain('Hans Meier');
    expect(await stored()).toMatchObject({ count: 2, average: 3 });
    refused(await post({ intent: 'show', ratingNumber: bad }), 'ratingNumber');
    const audit = await t.deps.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.target, `rating:${bad}`), eq(auditLog.action, 'ratings.shown')));
    expect(audit).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages.slice(sent).filter((m) => m.to.includes(AUTHOR))).toEqual([]);

    // A rating with nobody to mail (not written for a stay booked here): hidden, and said so.
    const unmailed = await post({ intent: 'hide', ratingNumber: good, basis: 'own', reason });
    expect(unmailed.body).toContain(
      `Bewertung ${good} ist ausgeblendet. Der Verfasser hat bei uns`,
    );
    expect(await published(good)).toBe(false);

    // An anonymised booking's rating (decision 089): hidden, and nobody is mailed — the customer
    // record may hold another stay's traveller.
    const old = await rating({
      booked: true,
      average: 2,
      text: 'Alles schlecht, der Nachbar Klaus Weber hat uns gestört.',
      email: 'anonym@example.org',
    });
    const [row] = await t.deps.database.db
      .select({ bookingId: ratings.bookingId })
      .from(ratings)
      .where(eq(ratings.ratingNumber, old));
    await t.deps.database.db
      .update(bookings)
      .set({ anonymisedAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(bookings.bookingId, row!.bookingId!));
    const anonymised = await post({ intent: 'hide', ratingNumber: old, basis: 'own', reason });
    expect(anonymised.body).toContain(
      `Bewertung ${old} ist ausgeblendet. Der Verfasser hat bei uns`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages.filter((m) => m.to.includes('anonym@example.org'))).toEqual([]);
  });

  it('refuses without admin.ratings, from a foreign page, and bad or unknown input', async () => {
    const number = await rating({ booked: false, average: 4, text: 'Schön ruhig gelegen.' });
    const reason = 'Werbung für ein anderes Ferienhaus ist nach den Regeln nicht erlaubt.';
    const fields = { intent: 'hide', ratingNumber: number, basis: 'own', reason };
    expect((await get(PATH, null)).statusCode).toBe(404);
    expect((await get(PATH, booker)).statusCode).toBe(404);
    expect((await post(fields, null)).statusCode).toBe(404);
    expect((await post(fields, booker)).statusCode).toBe(404);
    expect((await post(fields, office, 'https://evil.example')).statusCode).toBe(403);
    for (const id of ['0', '2147483648', 'x', ' 1', '', '-1']) {
      refused(await post({ ...fields, ratingNumber: id }), 'ratingNumber');
    }
    refused(await post({ ...fields, reason: 'zu kurz' }), 'reason');
    refused(await post({ ...fields, reason: 'x'.repeat(1_001) }), 'reason');
    refused(
      await post({ ...fields, reason: 'Unsichtbar\u0000Zeichen in der Begründung' }),
      'reason',
    );
    refused(await post({ ...fields, intent: 'delete' }), 'intent');
    refused(await post({ ...fields, basis: 'rumour' }), 'basis');
    const unknown = await post({ ...fields, ratingNumber: 2_147_483_647 });
    refused(unknown, 'ratingNumber');
    expect(unknown.body).toContain('Eine Bewertung mit dieser Nummer gibt es nicht.');
    expect(await published(number)).toBe(true);
    const entries = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `rating:${number}`));
    expect(entries).toEqual([]);
  });
});
