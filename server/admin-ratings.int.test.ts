// /admin/ratings/ on PGlite and PostgreSQL (decision 096): the office (admin.ratings) sees the
// latest ratings and finds one by number; hiding one takes it off the object's ratings and out of
// its stored average, audit-logs the change with the reason, and mails the reason to the author of
// a rating written for a stay booked here; showing it again brings it back, without a mail. A
// rating without an author's address is hidden all the same and the page says nobody was mailed.
// Refused, with nothing changed: no permission (404), a foreign page (403), bad numbers and
// reasons (naming the field), an unknown rating, one already in that state. Reports (decision
// 097): listed with their rating and queued (`?reports=open`, oldest first); keeping a rating
// turns its open reports down with the reason each sender is mailed in the report's language;
// hiding one decides its open reports and tells their senders; nothing decided twice.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { auditLog, bookings, contactMessages, objects, ratings } from '#db/schema';
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
    // Refused: what was typed is filled in again, the field marked.
    const short = await post({ ...fields, reason: 'zu kurz' });
    refused(short, 'reason');
    expect(short.body).toMatch(
      new RegExp(`<textarea id="reason-${number}"[^>]*aria-invalid="true"[^>]*>zu kurz</textarea>`),
    );
    expect(short.body).toMatch(/name="basis" checked="" value="own"/);
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

  it('mails a rating’s answer link to the object’s contact again: once an hour, audit-logged', async () => {
    // The page's object has no contact address: refused, nothing sent.
    const uncontactable = await rating({ booked: false, average: 4, text: 'Sehr ruhig gelegen.' });
    const none = await post({ intent: 'answerLink', ratingNumber: uncontactable });
    refused(none, 'ratingNumber');
    expect(none.body).toContain('keine E-Mail-Adresse eines Vermieters oder einer Agentur');
    const home = await insertObject(t.deps.database, {
      object: { titles: { de: 'Haus Möwe' } },
      rules: priceRules({}),
      availability: availability(),
      landlord: { name: 'Familie Möwe', email: 'moewe@example.org' },
    });
    const number = nextNumber++;
    await t.deps.database.db.insert(ratings).values({
      ratingNumber: number,
      objectNumber: home.objectNumber,
      votesAverage: 4.5,
      travelFrom: '2026-10-01',
      travelTo: '2026-10-08',
      travelType: 'family',
      ratingDate: '2026-10-09',
      authorName: 'Berta B.',
      language: 'de',
      title: null,
      text: 'Alles bestens, gern wieder.',
      published: true,
    });
    const fields = { intent: 'answerLink', ratingNumber: number };
    expect((await get()).body).toContain('Antwort-Link an den Vermieter senden');
    // Only the office with admin.ratings, from its own page; bad and unknown numbers named.
    expect((await post(fields, null)).statusCode).toBe(404);
    expect((await post(fields, booker)).statusCode).toBe(404);
    expect((await post(fields, office, 'https://evil.example')).statusCode).toBe(403);
    for (const id of ['0', '2147483648', 'x', '']) {
      refused(await post({ ...fields, ratingNumber: id }), 'ratingNumber');
    }
    refused(await post({ ...fields, ratingNumber: 2_147_483_647 }), 'ratingNumber');
    const audited = () =>
      t.deps.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.target, `rating:${number}`),
            eq(auditLog.action, 'ratings.answerLinkSent'),
          ),
        );
    expect(await audited()).toEqual([]);

    const sent = await post(fields);
    expect(sent.body).toContain(
      `Der Antwort-Link zu Bewertung ${number} ist an den Vermieter der Unterkunft gegangen.`,
    );
    const subject = `Link zur Bewertung Nr. ${number} für Haus Möwe`;
    const message = await mail.waitForMessage((m) => m.subject === subject);
    expect(message.to).toEqual(['moewe@example.org']);
    expect(message.text).toContain('wie gewünscht senden wir Ihnen den Link zu dieser Bewertung');
    const ratingHash = new RegExp(`/${number}/\\?ratingHash=([A-Za-z0-9_-]{43})`).exec(
      message.text,
    )![1]!;
    // The link opens the answer (the version in force).
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/landlord/rating/response/get',
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify({ mandant: TEST_MANDANT, ratingNumber: number, ratingHash }),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [entry, ...more] = await audited();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ after: { objectNumber: home.objectNumber, version: 0 } });
    // A second click within the hour sends nothing more.
    const again = await post(fields);
    expect(again.body).toContain(`Bewertung ${number} wurde in dieser Stunde schon gesendet.`);
    expect(mail.messages.filter((m) => m.subject === subject)).toHaveLength(1);
    expect(await audited()).toHaveLength(1);
  });

  it('queues reports; keeping a rating or hiding it decides them and tells each sender', async () => {
    const criticised = await rating({
      booked: true,
      average: 2,
      text: 'Die Vermieterin war unfreundlich und das Bad war schmutzig.',
      email: 'kritik@example.org',
    });
    const personal = await rating({
      booked: true,
      average: 1,
      text: 'Der Nachbar Fritz Lehmann, Dorfstraße 3, feiert jede Nacht.',
      email: 'nachbar.autor@example.org',
    });
    const never = await rating({ booked: false, average: 4, text: 'Nett, aber laut.' });
    const report = async (
      ratingNumber: number,
      email: string,
      language: string,
      day: string,
      message: string,
    ) => {
      const [row] = await t.deps.database.db
        .insert(contactMessages)
        .values({
          mandant: TEST_MANDANT,
          form: 'guest',
          reason: 'ratingReport',
          email,
          name: `Melder ${language}`,
          objectNumber,
          ratingNumber,
          message,
          language,
          createdAt: new Date(`${day}T10:00:00Z`),
        })
        .returning({ id: contactMessages.id });
      return row!.id;
    };
    await report(
      criticised,
      'melder.de@example.org',
      'de',
      '2026-11-20',
      'Das ist gelogen, das Bad war sauber.',
    );
    const seen = await report(
      criticised,
      'segnala@example.org',
      'it',
      '2026-11-21',
      'Recensione falsa.',
    );
    await report(
      personal,
      'signale@example.org',
      'fr',
      '2026-11-19',
      'Nom et adresse d’un voisin.',
    );
    const decisions = async (ratingNumber: number) =>
      (
        await t.deps.database.db
          .select({ decision: contactMessages.decision, decidedAt: contactMessages.decidedAt })
          .from(contactMessages)
          .where(eq(contactMessages.ratingNumber, ratingNumber))
          .orderBy(contactMessages.id)
      ).map((row) => [row.decision, row.decidedAt !== null]);
    const to = (address: string) => mail.messages.filter((m) => m.to.includes(address));

    // The queue: three open reports; the two ratings, the one reported longest ago first, each
    // with its reports (sender, text in its language, state); the latest list counts them too.
    const latest = await get();
    expect(latest.body).toContain('Offene Meldungen: 3');
    expect(latest.body).toContain('href="?reports=open"');
    const queue = await get(`${PATH}?reports=open`);
    expect(queue.body).toContain('Gemeldete Bewertungen');
    const numbers = [...queue.body.matchAll(/data-rating-number="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(numbers).toEqual([personal, criticised]);
    expect(queue.body).toMatch(/lang="de">Das ist gelogen, das Bad war sauber.</);
    expect(queue.body).toContain('melder.de@example.org');
    expect(queue.body).toMatch(
      new RegExp(`data-rating-number="${criticised}"[^>]*data-open-reports="2"`),
    );
    // With open reports the hiding form starts at "a report"; the keep form names what was seen.
    expect(queue.body).toMatch(/name="basis" checked="" value="report"/);
    expect(queue.body).toContain(`name="reportsUpTo" value="${seen}"`);

    // Keeping: not for someone else, not from another site, not without a proper reason or the
    // reports seen, not for a rating nobody reported.
    const reason =
      'Die Bewertung schildert eigene Erlebnisse des Gastes. Kritik an der Unterkunft ist erlaubt.';
    const keep = { intent: 'keep', ratingNumber: criticised, reportsUpTo: seen, reason };
    expect((await post(keep, booker)).statusCode).toBe(404);
    expect((await post(keep, office, 'https://evil.example')).statusCode).toBe(403);
    const short = await post({ ...keep, reason: 'Zu knapp' });
    refused(short, 'reason');
    expect(short.body).toMatch(
      new RegExp(
        `<textarea id="keep-reason-${criticised}"[^>]*aria-invalid="true"[^>]*>Zu knapp</textarea>`,
      ),
    );
    // The other form of the rating stays empty.
    expect(short.body).toMatch(new RegExp(`<textarea id="reason-${criticised}"[^>]*></textarea>`));
    refused(await post({ ...keep, reason: `${reason}\u0007` }), 'reason');
    for (const upTo of ['', '0', 'x', '-1']) {
      refused(await post({ ...keep, reportsUpTo: upTo }), 'reportsUpTo');
    }
    refused(await post({ ...keep, ratingNumber: 2_147_483_647 }), 'ratingNumber');
    const unreported = await post({ ...keep, ratingNumber: never });
    refused(unreported, 'ratingNumber');
    expect(unreported.body).toContain('Zu dieser Bewertung gibt es keine offene Meldung (mehr).');
    expect(await decisions(criticised)).toEqual([
      [null, false],
      [null, false],
    ]);

    // A report that comes in after the page was shown is not decided with what the office saw.
    const late = await report(criticised, 'spaet@example.org', 'de', '2026-11-22', 'Auch falsch.');
    const kept = await post(keep);
    expect(kept.body).toContain(`Bewertung ${criticised} bleibt sichtbar; wer sie gemeldet hat`);
    expect(await published(criticised)).toBe(true);
    expect(await decisions(criticised)).toEqual([
      ['kept', true],
      ['kept', true],
      [null, false],
    ]);
    const [keptEntry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `rating:${criticised}`), eq(auditLog.action, 'ratings.kept')));
    expect(keptEntry?.after).toMatchObject({ published: true, reports: 2, reason });
    // Each sender in the language of the report, with the reason, the rules and the redress; the
    // author's name nowhere.
    const german = await mail.waitForMessage((m) => m.to.includes('melder.de@example.org'));
    expect(german.subject).toBe(
      `Ihre Meldung der Bewertung Nr. ${criticised} zu „Reetdachhaus am Strand“`,
    );
    expect(german.text).toContain('Sie haben uns am 20.11.2026 die Bewertung');
    expect(german.text).toContain('Die Bewertung bleibt sichtbar');
    expect(german.text).toContain('Kritik an der Unterkunft ist erlaubt.');
    expect(german.text).toContain('/haeufige-fragen/#information-ratings');
    expect(german.text).toContain('außergerichtliche Streitbeilegungsstelle');
    expect(german.text).not.toContain('Berta');
    const italian = await mail.waitForMessage((m) => m.to.includes('segnala@example.org'));
    expect(italian.subject).toBe(
      `La Sua segnalazione della recensione n. ${criticised} su «Reetdachhaus am Strand»`,
    );
    expect(italian.text).toContain('resta visibile');
    // Decided already: refused, nobody mailed twice; the late one is decided on its own.
    const twice = await post(keep);
    refused(twice, 'ratingNumber');
    expect(twice.body).toContain('Zu dieser Bewertung gibt es keine offene Meldung (mehr).');
    await post({ ...keep, reportsUpTo: late });
    await mail.waitForMessage((m) => m.to.includes('spaet@example.org'));
    expect(to('melder.de@example.org')).toHaveLength(1);

    // Hiding the other: its report is decided with it, its sender told in French; the author's
    // statement of reasons says nothing of who reported.
    const hideFields = {
      intent: 'hide',
      ratingNumber: personal,
      basis: 'report',
      reason: 'Die Bewertung nennt Namen und Adresse eines Nachbarn: persönliche Daten.',
    };
    const hidden = await post(hideFields);
    expect(hidden.body).toContain('Wer sie gemeldet hat, erfährt die Entscheidung per E-Mail.');
    expect(await decisions(personal)).toEqual([['hidden', true]]);
    const [hiddenEntry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `rating:${personal}`), eq(auditLog.action, 'ratings.hidden')));
    expect(hiddenEntry?.after).toMatchObject({ published: false, reports: 1 });
    const french = await mail.waitForMessage((m) => m.to.includes('signale@example.org'));
    expect(french.subject).toBe(
      `Votre signalement de l’avis n° ${personal} sur «\u202fReetdachhaus am Strand\u202f»`,
    );
    expect(french.text).toContain('l’avis n’est plus visible sur notre site');
    expect(french.text).not.toContain('Nachbarn: persönliche Daten');
    const author = await mail.waitForMessage((m) => m.to.includes('nachbar.autor@example.org'));
    expect(author.text).not.toContain('signale@example.org');
    expect(author.text).not.toContain('Melder');
    // A hidden rating is not kept.
    refused(await post({ ...keep, ratingNumber: personal }), 'ratingNumber');

    // Shown again: the report it was hidden for is open again (its sender's mail is no longer
    // true); hidden once more, the sender hears again.
    const shown = await post({ intent: 'show', ratingNumber: personal });
    expect(shown.body).toContain(
      'Die Meldungen, wegen der sie ausgeblendet war, sind wieder offen',
    );
    expect(await decisions(personal)).toEqual([[null, false]]);
    // (A decision's mail is one per report and decision time: the fixed clock moves on a minute.)
    const clock = t.deps.clock;
    t.deps.clock = () => new Date(clock().getTime() + 60_000);
    try {
      await post(hideFields);
    } finally {
      t.deps.clock = clock;
    }
    await expect.poll(() => to('signale@example.org').length).toBe(2);

    // A report that came in while the rating was being hidden: closed as hidden, its sender told;
    // not on a shown rating, not twice.
    await report(personal, 'zugleich@example.org', 'it', '2026-11-23', 'Dati personali.');
    expect((await get(`${PATH}?reports=open`)).body).toContain('name="intent" value="close"');
    refused(await post({ intent: 'close', ratingNumber: criticised }), 'ratingNumber');
    const closed = await post({ intent: 'close', ratingNumber: personal });
    expect(closed.body).toContain(`Die Meldungen zu Bewertung ${personal} sind abgeschlossen`);
    const closing = await mail.waitForMessage((m) => m.to.includes('zugleich@example.org'));
    expect(closing.text).toContain('non è più visibile');
    refused(await post({ intent: 'close', ratingNumber: personal }), 'ratingNumber');

    const empty = await get(`${PATH}?reports=open`);
    expect(empty.body).toContain('Offene Meldungen: 0');
    expect(empty.body).toContain('Keine offenen Meldungen.');
    // Nobody mailed who should not be: the kept rating's author never.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(to('kritik@example.org')).toEqual([]);
    expect(to('segnala@example.org')).toHaveLength(1);
  });
});
