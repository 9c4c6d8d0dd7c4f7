// The bank statement at /admin/payments/ (decision 082): the office uploads the bank's CAMT file
// (POST /api/admin/payments/statement), the page lists its credits with the awaited transfer each
// names, and one post records a credit for its booking — in full, in part, or for more than one
// payment — through the same step as a transfer recorded by hand (receipt, audit, booking paid).
// Credits are kept once per bank reference; a stale post, a bad file or another account's
// statement change nothing; only accounts with admin.payments may upload or post.
import { describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { buildPath } from '#core/routes';
import { findBooking } from '#db/repositories/booking-records';
import { findPayment, listBookingPayments } from '#db/repositories/payments-records';
import { bankStatementEntries } from '#db/schema';
import { bookingMailsSettled } from '#services/booking';
import { STATEMENT_RETENTION_DAYS, pruneStatementEntries } from '#services/payments';
import { type LoginCookies } from '#tests/factories/account';
import { camtStatement, type CamtLine } from '#tests/factories/camt';
import { TEST_MANDANT } from '#tests/helpers/app';
import { PAYMENTS_PATH, SITE, TODAY, adminPaymentsFixture } from '#tests/helpers/admin-payments';
import { TEST_BANK_ENV } from '#tests/helpers/bank';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { multipart } from '#tests/helpers/multipart';

describe.each(databaseKinds())('bank statement import (%s)', (kind) => {
  const f = adminPaymentsFixture(kind, '10.8.0');
  const { book, get, post, refused, accepted, statusOf } = f;
  const path = PAYMENTS_PATH;
  let refs = 0;

  const euros = (cents: number) => (cents / 100).toFixed(2);
  const line = (fields: Omit<CamtLine, 'ref' | 'valueOn'> & Partial<CamtLine>): CamtLine => ({
    ref: `BANKREF-${kind}-${++refs}`,
    valueOn: TODAY,
    ...fields,
  });

  function upload(
    file: string | Buffer | null,
    cookies: LoginCookies | null = f.office,
    origin = SITE,
  ) {
    const { payload, contentType } = multipart(
      { mandant: TEST_MANDANT },
      file === null
        ? null
        : {
            name: 'auszug.xml',
            type: 'application/xml',
            bytes: typeof file === 'string' ? Buffer.from(file) : file,
          },
    );
    return f.t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/statement',
      payload,
      headers: { origin, 'content-type': contentType },
      cookies: cookies ? { ...cookies } : {},
    });
  }
  const statement = (lines: CamtLine[], account: string = TEST_BANK_ENV.BANK_IBAN) =>
    camtStatement({ account, lines });

  const entryByRef = async (ref: string) => {
    const rows = await f.t.deps.database.db.select().from(bankStatementEntries);
    const row = rows.find((r) => r.ref === ref);
    expect(row, ref).toBeDefined();
    return row!;
  };
  const record = (
    entry: { entryId: number; allocatedCents: number },
    bookingNumber: string,
    cookies: LoginCookies | null = f.office,
    proposal: { paymentId: number; amountCents: number } | null = null,
  ) =>
    post(
      {
        intent: 'statementEntry',
        entryId: entry.entryId,
        allocatedCents: entry.allocatedCents,
        bookingNumber,
        ...proposal,
      },
      cookies,
    );

  it('imports the credits once, lists each with the transfer it names, and records it in full', async () => {
    const booked = await book(60);
    const deposit = booked.payments[0]!;
    const credit = line({
      amount: euros(deposit.amountCents),
      remittance: `Anzahlung Buchung ${booked.bookingDisplayNumber} Ferienhaus`,
      payer: 'Greta Gast',
    });
    const file = statement([
      credit,
      line({ amount: '49.90', remittance: 'Lastschrift Telefon', debit: true }),
    ]);
    const first = await upload(file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ credits: 1, imported: 1, skipped: 1, unreadable: 0 });
    // The same file again (or one that overlaps): nothing new.
    expect((await upload(file)).json().data).toEqual({
      credits: 1,
      imported: 0,
      skipped: 1,
      unreadable: 0,
    });

    const entry = await entryByRef(credit.ref!);
    const page = (await get(path)).body;
    expect(page).toContain(`data-entry-id="${entry.entryId}"`);
    expect(page).toContain('Kontoauszug abgleichen');
    expect(page).toContain(`für Buchung ${booked.bookingDisplayNumber}`);
    expect(page).toContain('DE89 3704 0044 0532 0130 00');

    accepted(await record(entry, booked.bookingDisplayNumber));
    expect(await statusOf(deposit.paymentId)).toBe('paid');
    const paid = await findPayment(f.t.deps.database.db, deposit.paymentId);
    // The credit's value date is the day received.
    expect(todayInBerlin(paid!.paidAt!)).toBe(TODAY);
    expect(await entryByRef(credit.ref!)).toMatchObject({
      status: 'done',
      allocatedCents: deposit.amountCents,
    });
    expect((await get(path)).body).not.toContain(`data-entry-id="${entry.entryId}"`);
    await bookingMailsSettled();
    await f.mail.waitForMessage(
      (m) => m.to.includes(booked.email) && m.text.includes(booked.bookingDisplayNumber),
    );
    const audit = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=payment`, f.auditor)).body;
    expect(audit).toMatch(new RegExp(`&quot;statementEntryId&quot;: ${entry.entryId}\\b`));
    const imports = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=statement`, f.auditor))
      .body;
    expect(imports).toContain('payments.statementImported');
  });

  it('records less as a part payment, and more for the next payment as well', async () => {
    const part = await book(70);
    const both = await book(80);
    const [deposit, balance] = both.payments;
    const less = line({ amount: '100.00', remittance: `${part.bookingDisplayNumber}` });
    const more = line({
      amount: euros(deposit!.amountCents + balance!.amountCents),
      remittance: `Buchung ${both.bookingDisplayNumber} komplett`,
    });
    expect((await upload(statement([less, more]))).json().data).toMatchObject({ imported: 2 });

    const lessEntry = await entryByRef(less.ref!);
    accepted(await record(lessEntry, part.bookingDisplayNumber));
    expect(await statusOf(part.payments[0]!.paymentId)).toBe('paid');
    const afterPart = await listBookingPayments(f.t.deps.database.db, part.bookingId);
    expect(afterPart.find((p) => p.partOf === part.payments[0]!.paymentId)).toMatchObject({
      status: 'open',
      amountCents: part.payments[0]!.amountCents - 10_000,
    });

    const moreEntry = await entryByRef(more.ref!);
    const page = (await get(path)).body;
    expect(page).toContain('Es ist mehr eingegangen als erwartet');
    const first = await record(moreEntry, both.bookingDisplayNumber);
    accepted(first);
    expect(first.body).toContain('Von der Gutschrift sind noch');
    expect(await statusOf(deposit!.paymentId)).toBe('paid');
    expect(await statusOf(balance!.paymentId)).toBe('open');
    const left = await entryByRef(more.ref!);
    expect(left).toMatchObject({ status: 'open', allocatedCents: deposit!.amountCents });
    // The rest of the credit now proposes the balance.
    expect((await get(path)).body).toContain(`data-entry-id="${left.entryId}"`);
    accepted(await record(left, both.bookingDisplayNumber));
    expect(await statusOf(balance!.paymentId)).toBe('paid');
    expect(await entryByRef(more.ref!)).toMatchObject({ status: 'done' });
    expect((await findBooking(f.t.deps.database.db, both.bookingId))?.status).not.toBe('paid');
  });

  it('refuses a stale or doubled post, a wrong number, and changes nothing', async () => {
    const booked = await book(90);
    const deposit = booked.payments[0]!;
    const credit = line({
      amount: euros(deposit.amountCents),
      remittance: 'ohne Nummer <img src=x onerror=alert(1)>',
      payer: '<script>alert(1)</script>',
    });
    await upload(statement([credit]));
    const entry = await entryByRef(credit.ref!);
    const page = (await get(path)).body;
    expect(page).toContain('Keine erwartete Überweisung gefunden');
    // The bank's texts are the payer's words: shown as text, never as markup.
    expect(page).toContain('ohne Nummer &lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script>alert(1)');

    refused(await record(entry, ''), 'bookingNumber');
    refused(await record(entry, 'abc'), 'bookingNumber');
    refused(await record(entry, '2026-999999'), 'bookingNumber');
    refused(await record({ ...entry, allocatedCents: 1 }, booked.bookingDisplayNumber), 'entryId');
    refused(
      await record({ ...entry, entryId: 2_147_483_648 }, booked.bookingDisplayNumber),
      'entryId',
    );
    refused(await record({ ...entry, entryId: 999_999 }, booked.bookingDisplayNumber), 'entryId');
    expect(await statusOf(deposit.paymentId)).toBe('open');
    expect(await entryByRef(credit.ref!)).toMatchObject({ status: 'open', allocatedCents: 0 });

    // Two posts at once for the credit: one records, the other finds it taken.
    const answers = await Promise.all([
      record(entry, booked.bookingDisplayNumber),
      record(entry, booked.bookingDisplayNumber),
    ]);
    const kinds = answers.map((res) =>
      /role="status"[^>]*data-testid="admin-result"/.test(res.body) ? 'done' : 'refused',
    );
    expect(kinds.sort()).toEqual(['done', 'refused']);
    expect(await statusOf(deposit.paymentId)).toBe('paid');
    expect(await entryByRef(credit.ref!)).toMatchObject({
      status: 'done',
      allocatedCents: deposit.amountCents,
    });
  });

  it('records the proposal the office saw, or says it is gone; warns of money recorded by hand', async () => {
    const booked = await book(110);
    const [deposit, balance] = booked.payments;
    // The office recorded the deposit by hand, then uploads the statement holding that money.
    accepted(
      await post({
        intent: 'received',
        paymentId: deposit!.paymentId,
        amountCents: deposit!.amountCents,
        receivedOn: TODAY,
      }),
    );
    const credit = line({
      amount: euros(deposit!.amountCents),
      remittance: `Anzahlung ${booked.bookingDisplayNumber}`,
    });
    await upload(statement([credit]));
    const entry = await entryByRef(credit.ref!);
    const page = (await get(path)).body;
    expect(page).toContain(
      `Achtung: Für Buchung ${booked.bookingDisplayNumber} ist am ${TODAY.split('-').reverse().join('.')} schon`,
    );
    // A proposal of the deposit (as the page showed it before the hand recording) is refused,
    // naming the form's field, and nothing is taken from the credit.
    const stale = await record(entry, booked.bookingDisplayNumber, f.office, {
      paymentId: deposit!.paymentId,
      amountCents: deposit!.amountCents,
    });
    refused(stale, 'bookingNumber');
    expect(stale.body).toContain('wird nicht mehr erwartet');
    // The balance's proposal with another amount than it has: refused as changed.
    refused(
      await record(entry, booked.bookingDisplayNumber, f.office, {
        paymentId: balance!.paymentId,
        amountCents: balance!.amountCents + 1,
      }),
      'bookingNumber',
    );
    expect(await statusOf(balance!.paymentId)).toBe('open');
    expect(await entryByRef(credit.ref!)).toMatchObject({ status: 'open', allocatedCents: 0 });
    // A payment of another booking than the number typed is not taken: the typed booking's is.
    const other = await book(120);
    accepted(
      await record(entry, other.bookingDisplayNumber, f.office, {
        paymentId: balance!.paymentId,
        amountCents: balance!.amountCents,
      }),
    );
    expect(await statusOf(balance!.paymentId)).toBe('open');
    expect(await statusOf(other.payments[0]!.paymentId)).toBe('paid');
  });

  /** The panel of one credit in the page's HTML. */
  const panelOf = (page: string, entryId: number) =>
    page.slice(page.indexOf(`data-entry-id="${entryId}"`)).split('</li>')[0]!;

  it('proposes a credit without booking number by its amount and the payer’s family name', async () => {
    const booked = await book(200, 'bankTransfer', 'Müller-Lüdenscheidt');
    const stranger = await book(210);
    const [deposit] = booked.payments;
    const strangerDeposit = stranger.payments[0]!;
    const forgot = line({
      amount: euros(deposit!.amountCents),
      remittance: 'Anzahlung Ferienhaus Sommerurlaub',
      payer: 'MUELLER-LUEDENSCHEIDT, GRETA',
    });
    // No proposal: the same amount from someone else, the guest's name with another amount, and
    // a remittance that names a booking (perhaps a paid one: its money twice, not another's).
    const otherPayer = line({
      amount: euros(strangerDeposit.amountCents),
      remittance: 'Urlaub',
      payer: 'Hans Fremd',
    });
    const otherAmount = line({
      amount: euros(deposit!.amountCents + 100),
      remittance: 'Urlaub',
      payer: 'Greta Müller-Lüdenscheidt',
    });
    const namesAnother = line({
      amount: euros(deposit!.amountCents),
      remittance: 'Buchung 2026-999999',
      payer: 'Greta Müller-Lüdenscheidt',
    });
    await upload(statement([forgot, otherPayer, otherAmount, namesAnother]));
    const entry = await entryByRef(forgot.ref!);
    const page = (await get(path)).body;
    expect(panelOf(page, entry.entryId)).toContain(`für Buchung ${booked.bookingDisplayNumber}`);
    expect(panelOf(page, entry.entryId)).toContain('gefunden nach Betrag und Namen');
    for (const ref of [otherPayer.ref!, otherAmount.ref!, namesAnother.ref!]) {
      const other = panelOf(page, (await entryByRef(ref)).entryId);
      expect(other).toContain('Keine erwartete Überweisung gefunden');
      expect(other).not.toContain('name="paymentId"');
    }
    // One click records the proposal, as one found by reference.
    accepted(
      await record(entry, booked.bookingDisplayNumber, f.office, {
        paymentId: deposit!.paymentId,
        amountCents: deposit!.amountCents,
      }),
    );
    expect(await statusOf(deposit!.paymentId)).toBe('paid');
    expect(await statusOf(strangerDeposit.paymentId)).toBe('open');
  });

  it('only names the bookings when a guest’s two fit, another credit names one, or the money may be recorded', async () => {
    const first = await book(220, 'bankTransfer', 'Doppelbucher');
    const second = await book(230, 'bankTransfer', 'Doppelbucher');
    const cents = first.payments[0]!.amountCents;
    expect(second.payments[0]!.amountCents).toBe(cents);
    const byName = line({ amount: euros(cents), remittance: 'Ferien', payer: 'Doppelbucher' });
    await upload(statement([byName]));
    const entry = await entryByRef(byName.ref!);
    const panel = async () => panelOf((await get(path)).body, entry.entryId);
    const numbers = `${first.bookingDisplayNumber}, ${second.bookingDisplayNumber}`;
    expect(await panel()).toContain(`passende Buchungen: ${numbers}`);
    expect(await panel()).not.toContain('name="paymentId"');
    // A credit naming the first booking: the credit by name may be the same money sent twice.
    const byReference = line({
      amount: euros(cents),
      remittance: `Buchung ${first.bookingDisplayNumber}`,
      payer: 'Doppelbucher',
    });
    await upload(statement([byReference]));
    expect(await panel()).toContain(`passende Buchungen: ${numbers}`);
    expect(await panel()).not.toContain('name="paymentId"');
    // Once it is recorded, only the second booking fits — but the first's money of this amount
    // and name came today: perhaps this very money. Named and flagged, not proposed.
    const referenced = await entryByRef(byReference.ref!);
    accepted(await record(referenced, first.bookingDisplayNumber));
    const flagged = await panel();
    expect(flagged).toContain(`Achtung: Für Buchung ${first.bookingDisplayNumber} ist am`);
    expect(flagged).toContain(`passende Buchungen: ${second.bookingDisplayNumber}.`);
    expect(flagged).not.toContain('name="paymentId"');
    expect(await statusOf(second.payments[0]!.paymentId)).toBe('open');
  });

  it('refuses a credit dated before the booking was made, or far ahead', async () => {
    const booked = await book(100);
    const credit = line({
      amount: euros(booked.payments[0]!.amountCents),
      remittance: booked.bookingDisplayNumber,
      valueOn: addDays(TODAY, -30),
    });
    await upload(statement([credit]));
    const entry = await entryByRef(credit.ref!);
    refused(await record(entry, booked.bookingDisplayNumber), 'bookingNumber');
    const ahead = line({
      amount: euros(booked.payments[0]!.amountCents),
      remittance: booked.bookingDisplayNumber,
      valueOn: addDays(TODAY, 8),
    });
    await upload(statement([ahead]));
    refused(
      await record(await entryByRef(ahead.ref!), booked.bookingDisplayNumber),
      'bookingNumber',
    );
    expect(await statusOf(booked.payments[0]!.paymentId)).toBe('open');
    expect(await entryByRef(credit.ref!)).toMatchObject({ status: 'open', allocatedCents: 0 });
    // A few days ahead (a weekend): recorded as received today.
    const soon = line({
      amount: euros(booked.payments[0]!.amountCents),
      remittance: booked.bookingDisplayNumber,
      valueOn: addDays(TODAY, 3),
    });
    await upload(statement([soon]));
    accepted(await record(await entryByRef(soon.ref!), booked.bookingDisplayNumber));
    const paid = await findPayment(f.t.deps.database.db, booked.payments[0]!.paymentId);
    expect(todayInBerlin(paid!.paidAt!)).toBe(TODAY);
  });

  it('sets a credit aside, audited, once', async () => {
    const credit = line({ amount: '12.34', remittance: 'Erstattung Versicherung' });
    await upload(statement([credit]));
    const entry = await entryByRef(credit.ref!);
    const fields = { intent: 'statementDismiss', entryId: entry.entryId, allocatedCents: 0 };
    expect((await post(fields, f.auditor)).statusCode).toBe(404);
    accepted(await post(fields));
    expect(await entryByRef(credit.ref!)).toMatchObject({ status: 'dismissed' });
    refused(await post(fields), 'entryId');
    const unknown = await post({ ...fields, entryId: 999_999 });
    refused(unknown, 'entryId');
    expect(unknown.body).toContain('Diese Gutschrift gibt es nicht.');
    expect((await get(path)).body).not.toContain(`data-entry-id="${entry.entryId}"`);
    const audit = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=statement`, f.auditor))
      .body;
    expect(audit).toContain('payments.statementEntryDismissed');
  });

  it('forgets settled credits after the retention, and keeps open ones', async () => {
    const settled = line({ amount: '5.00', remittance: 'Spende' });
    const open = line({ amount: '6.00', remittance: 'unbekannt' });
    await upload(statement([settled, open]));
    const entry = await entryByRef(settled.ref!);
    accepted(await post({ intent: 'statementDismiss', entryId: entry.entryId, allocatedCents: 0 }));
    const day = 24 * 60 * 60 * 1000;
    const soon = await pruneStatementEntries(
      f.t.deps,
      new Date(FIXED_NOW.getTime() + (STATEMENT_RETENTION_DAYS - 1) * day),
    );
    expect(soon.deleted).toBe(0);
    const later = await pruneStatementEntries(
      f.t.deps,
      new Date(Date.now() + (STATEMENT_RETENTION_DAYS + 1) * day),
    );
    expect(later.deleted).toBeGreaterThanOrEqual(1);
    const refsLeft = (await f.t.deps.database.db.select().from(bankStatementEntries)).map(
      (r) => r.ref,
    );
    expect(refsLeft).not.toContain(settled.ref);
    expect(refsLeft).toContain(open.ref);
  });

  it('refuses bad files with 400 naming the file, and keeps nothing', async () => {
    const before = (await f.t.deps.database.db.select().from(bankStatementEntries)).length;
    const cases: [string | Buffer | null, string][] = [
      // No file part at all: the body's own check names it.
      [null, 'errors.validation.invalidValue'],
      ['', 'errors.payments.statement.empty'],
      ['not xml <', 'errors.payments.statement.notXml'],
      ['<a/>', 'errors.payments.statement.notCamt'],
      [
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "xx">]><Document>&x;</Document>',
        'errors.payments.statement.doctype',
      ],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 0x20), 'errors.payments.statement.tooBig'],
      [
        statement([line({ amount: '10.00', remittance: 'x' })], 'DE89 3704 0044 0532 0130 00'),
        'errors.payments.statement.otherAccount',
      ],
      // The operator's statement and, in the same file, another account's.
      [
        statement([line({ amount: '10.00', remittance: 'x' })]).replace(
          '</Stmt>',
          `</Stmt>${
            /<Stmt>[\s\S]*<\/Stmt>/.exec(
              statement(
                [line({ amount: '11.00', remittance: 'y' })],
                'DE89 3704 0044 0532 0130 00',
              ),
            )![0]
          }`,
        ),
        'errors.payments.statement.otherAccount',
      ],
      // A statement naming its account otherwise than by IBAN.
      [
        statement([line({ amount: '10.00', remittance: 'x' })]).replace(
          /<IBAN>DE02120300000000202051<\/IBAN>/,
          '<Othr><Id>0000202051</Id></Othr>',
        ),
        'errors.payments.statement.otherAccount',
      ],
    ];
    for (const [file, key] of cases) {
      const res = await upload(file);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ text: key, data: { field: 'file' } });
    }
    expect((await f.t.deps.database.db.select().from(bankStatementEntries)).length).toBe(before);
  });

  it('is the office’s alone: 403 for others, the site’s origin only', async () => {
    const file = statement([line({ amount: '1.00', remittance: 'x' })]);
    expect((await upload(file, null)).statusCode).toBe(403);
    expect((await upload(file, f.auditor)).statusCode).toBe(403);
    expect((await upload(file, f.office, 'https://evil.example')).statusCode).toBe(403);
    // Refused before the body is read: a broken multipart body from a stranger is still a 403.
    const broken = () => ({
      method: 'POST' as const,
      url: '/api/admin/payments/statement',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
      headers: { origin: SITE, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect((await f.t.app.inject({ ...broken(), cookies: { ...f.auditor } })).statusCode).toBe(403);
    expect((await f.t.app.inject({ ...broken(), cookies: { ...f.office } })).statusCode).toBe(400);
    const entry = { entryId: 1, allocatedCents: 0 };
    expect((await record(entry, '2026-100001', f.auditor)).statusCode).toBe(404);
    expect((await record(entry, '2026-100001', null)).statusCode).toBe(404);
  });
});
