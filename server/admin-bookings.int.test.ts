// /admin/bookings/ (decision 086): the office decides a request for a landlord who does not
// answer, as a browser without JavaScript posts the page's forms (production bundle, route
// action). A guest books through the API; the page lists the request with the guest and the
// landlord to call; a search finds it by number or e-mail; bad posts are refused naming the field
// and change nothing; a confirmation or decline by the office is the landlord's use-case (the
// guest's mail, freed dates) with the office as actor and an audit entry; a decision made before
// is refused. Any booking still holding its dates is cancelled for its guest (decision 090) at
// the terms' fee the page showed (another fee refused) or with every cost waived: the guest's own
// cancellation with the office as actor, audit-logged. Only accounts with admin.bookings see the
// page or may post.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#core/dates';
import { buildPath } from '#core/routes';
import { findBooking, listEvents } from '#db/repositories/booking-records';
import { listBookingPayments, markPaymentPaid } from '#db/repositories/payments-records';
import { auditLog, bookings } from '#db/schema';
import { bookingMailsSettled } from '#services/booking';
import { ensureSearchIndex } from '#services/search';
import { insertLoginAccount, loginAs, type LoginCookies } from '#tests/factories/account';
import { availability } from '#tests/factories/availability';
import { bookingRequest } from '#tests/factories/booking-request';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { TODAY } from '#tests/helpers/admin-payments';
import { adminPageClient, expectRefused } from '#tests/helpers/admin-page';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const PATH = buildPath('AdminBookings', {}, 'de');

describe.each(databaseKinds())('admin bookings page (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let office: LoginCookies;
  let cashier: LoginCookies;
  let objectNumber: number;
  let guests = 0;

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, ssr: true, env: { SMTP_URL: mail.url } });
    objectNumber = (
      await insertObject(t.deps.database, {
        rules: priceRules({ payments: [1, 2] }),
        availability: availability(),
        landlord: {
          name: 'Familie Vermieter',
          email: 'vermieter@example.org',
          phone: '+49 4651 12345',
        },
      })
    ).objectNumber;
    await ensureSearchIndex(t.deps);
    office = await loginAs(
      t.app,
      await insertLoginAccount(t.deps.database, {
        email: 'buero@example.org',
        permissions: ['admin.bookings'],
      }),
    );
    cashier = await loginAs(
      t.app,
      await insertLoginAccount(t.deps.database, {
        email: 'kasse@example.org',
        permissions: ['admin.payments'],
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await t?.close();
    await mail?.close();
  });

  async function book(offset: number) {
    const email = `Gast${++guests}@Example.org`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: `10.8.1.${guests}`,
      payload: bookingRequest({
        mandant: TEST_MANDANT,
        objectNumber,
        startDate: addDays(TODAY, offset),
        paymentMethod: 'bankTransfer',
        email,
        firstName: 'Greta',
        lastName: `Gast${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[guests]}`,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json().data as { bookingId: number; bookingDisplayNumber: string }), email };
  }

  const { get, post } = adminPageClient(
    () => t.app,
    PATH,
    () => office,
  );
  const refused = expectRefused;
  /** What the page's cancel form of that booking posts back (the figures as shown). */
  const cancelForm = (body: string, bookingId: number) => {
    const item = body.slice(body.indexOf(`data-booking-id="${bookingId}"`));
    const value = (name: string) => {
      const match = new RegExp(`name="${name}" value="(\\d+)"`).exec(item);
      expect(match, `${name} in a cancel form`).not.toBeNull();
      return Number(match![1]);
    };
    return {
      intent: 'cancel',
      bookingId,
      expectedFeeCents: value('expectedFeeCents'),
      expectedRefundCents: value('expectedRefundCents'),
      expectedWaivedRefundCents: value('expectedWaivedRefundCents'),
    };
  };
  const feeShown = (body: string, bookingId: number): number =>
    cancelForm(body, bookingId).expectedFeeCents;
  /** The audit entry of an office action on a booking (its number as the target). */
  const auditEntry = async (bookingNumber: string, action: string) => {
    const [entry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `booking:${bookingNumber}`), eq(auditLog.action, action)));
    return entry;
  };
  const statusOf = async (bookingId: number) =>
    (await findBooking(t.deps.database.db, bookingId))?.status;

  it('lists the waiting request with guest and landlord, and finds bookings by number or e-mail', async () => {
    const booked = await book(30);
    const page = await get(PATH);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const body = page.body;
    expect(body).toContain('Warten auf den Vermieter');
    expect(body).toContain(`data-booking-id="${booked.bookingId}"`);
    expect(body).toContain(booked.bookingDisplayNumber);
    expect(body).toContain('Greta Gast');
    expect(body).toContain('Familie Vermieter');
    expect(body).toContain('href="tel:+49465112345"');
    expect(body).toContain('mailto:vermieter@example.org');
    expect(body).toContain('name="intent" value="confirm"');

    const byNumber = await get(`${PATH}?search=${encodeURIComponent(booked.bookingDisplayNumber)}`);
    expect(byNumber.body).toContain(`data-booking-id="${booked.bookingId}"`);
    expect(byNumber.body).toContain('1 Buchung gefunden.');
    // The address in another case finds it too.
    const byMail = await get(`${PATH}?search=${encodeURIComponent(booked.email.toUpperCase())}`);
    expect(byMail.body).toContain(`data-booking-id="${booked.bookingId}"`);
    const [year, running] = booked.bookingDisplayNumber.split('-');
    const otherYear = await get(`${PATH}?search=${Number(year) + 3}-${running}`);
    expect(otherYear.body).not.toContain(`data-booking-id="${booked.bookingId}"`);
    expect(otherYear.body).toContain('Keine Buchung gefunden.');
    // Markup in a search is text.
    const markup = await get(`${PATH}?search=${encodeURIComponent('<script>x</script>')}`);
    expect(markup.statusCode).toBe(200);
    expect(markup.body).not.toContain('<script>x</script>');
  });

  it('lists an object’s bookings still ahead, by arrival, from the link on each booking', async () => {
    const later = await book(160);
    const sooner = await book(150);
    const over = await book(170);
    // A stay already over (moved into the past here) is not listed.
    await t.deps.database.db
      .update(bookings)
      .set({ startDate: addDays(TODAY, -20), endDate: addDays(TODAY, -13) })
      .where(eq(bookings.bookingId, over.bookingId));
    const link = `?object=${objectNumber}`;
    expect((await get(PATH)).body).toContain(`href="${link}"`);
    const page = await get(`${PATH}${link}`);
    expect(page.statusCode).toBe(200);
    const body = page.body;
    expect(body).toContain(`Bevorstehende Buchungen des Objekts ${objectNumber}`);
    const position = (id: number) => body.indexOf(`data-booking-id="${id}"`);
    expect(position(sooner.bookingId)).toBeGreaterThan(-1);
    expect(position(later.bookingId)).toBeGreaterThan(position(sooner.bookingId));
    expect(position(over.bookingId)).toBe(-1);
    // Numbers nobody has, or no number at all: nothing found, never an error.
    for (const odd of ['999999', '0', '99999999999', 'abc', '1e3', '%3Cb%3E']) {
      const res = await get(`${PATH}?object=${odd}`);
      expect(res.statusCode, odd).toBe(200);
      expect(res.body, odd).toContain('Keine Buchung gefunden.');
      expect(res.body, odd).not.toContain('<b>');
    }
    // Not for other staff.
    expect((await get(`${PATH}${link}`, cashier)).statusCode).toBe(404);
  });

  it('is no page and takes no post without admin.bookings, nor from a foreign page', async () => {
    const booked = await book(50);
    expect((await get(PATH, null)).statusCode).toBe(404);
    expect((await get(PATH, cashier)).statusCode).toBe(404);
    const cancel = cancelForm(
      (await get(`${PATH}?search=${booked.bookingDisplayNumber}`)).body,
      booked.bookingId,
    );
    for (const fields of [{ intent: 'confirm', bookingId: booked.bookingId }, cancel]) {
      expect((await post(fields, null)).statusCode).toBe(404);
      expect((await post(fields, cashier)).statusCode).toBe(404);
      expect((await post(fields, office, 'https://evil.example')).statusCode).toBe(403);
    }
    expect(await statusOf(booked.bookingId)).toBe('requested');
  });

  it('refuses bad posts naming the field, and changes nothing', async () => {
    const booked = await book(70);
    for (const id of ['0', '2147483648', '9007199254740993', 'x', ' 1', '']) {
      refused(await post({ intent: 'confirm', bookingId: id }), 'bookingId');
    }
    // No such booking.
    refused(await post({ intent: 'confirm', bookingId: 2_147_483_647 }), 'bookingId');
    refused(await post({ intent: 'refund', bookingId: booked.bookingId }), 'intent');
    // A cancellation needs the figures the page showed, as whole numbers of cents.
    const cancel = cancelForm(
      (await get(`${PATH}?search=${booked.bookingDisplayNumber}`)).body,
      booked.bookingId,
    );
    for (const field of ['expectedFeeCents', 'expectedRefundCents', 'expectedWaivedRefundCents']) {
      for (const value of ['', '-1', '1.5', '2147483648', 'x']) {
        refused(await post({ ...cancel, [field]: value }), field);
      }
    }
    refused(await post({ intent: 'decline', bookingId: booked.bookingId, reason: '' }), 'reason');
    refused(
      await post({ intent: 'decline', bookingId: booked.bookingId, reason: 'x'.repeat(1_001) }),
      'reason',
    );
    refused(
      await post({ intent: 'decline', bookingId: booked.bookingId, reason: 'a\u0000b' }),
      'reason',
    );
    expect(await statusOf(booked.bookingId)).toBe('requested');
  });

  it('offers no decision on an option and refuses one posted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: '10.8.2.1',
      payload: {
        ...bookingRequest({
          mandant: TEST_MANDANT,
          objectNumber,
          startDate: addDays(TODAY, 130),
          paymentMethod: 'bankTransfer',
          email: 'option@example.org',
          firstName: 'Olga',
          lastName: 'Option',
        }),
        method: 'option',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const option = res.json().data as { bookingId: number; bookingDisplayNumber: string };
    const found = await get(`${PATH}?search=${option.bookingDisplayNumber}`);
    expect(found.body).toContain(`data-booking-id="${option.bookingId}"`);
    expect(found.body).not.toContain('name="intent" value="confirm"');
    expect(found.body).not.toContain('name="intent" value="decline"');
    refused(
      await post({ intent: 'decline', bookingId: option.bookingId, reason: 'Belegt' }),
      'intent',
    );
    expect(await statusOf(option.bookingId)).toBe('option');
    // The office may let it go for the guest, free of charge as always.
    expect(feeShown(found.body, option.bookingId)).toBe(0);
    const done = await post(cancelForm(found.body, option.bookingId));
    expect(done.body).toContain(`Buchung ${option.bookingDisplayNumber} storniert.`);
    expect(await statusOf(option.bookingId)).toBe('cancelled');
    // Cancelled by the office ('release' is the guest's letting go).
    const events = await listEvents(t.deps.database.db, option.bookingId);
    expect(events.at(-1)).toMatchObject({ transition: 'cancel', actor: 'office' });
  });

  it('cancels for the guest at the fee of the terms: the fee owed, both mails, audit-logged, once', async () => {
    // 20 days before arrival: past the free 30 days, the 50 % tier.
    const booked = await book(20);
    const page = await get(`${PATH}?search=${booked.bookingDisplayNumber}`);
    const fee = feeShown(page.body, booked.bookingId);
    const total = (await findBooking(t.deps.database.db, booked.bookingId))!.totalCents!;
    expect(fee).toBe(Math.round(total / 2));
    // A fee or refund other than today's is refused with nothing changed (the page was old).
    const form = cancelForm(page.body, booked.bookingId);
    refused(await post({ ...form, expectedFeeCents: fee - 1 }), 'expectedFeeCents');
    refused(await post({ ...form, expectedRefundCents: 1 }), 'expectedRefundCents');
    expect(await statusOf(booked.bookingId)).toBe('requested');

    const done = await post(form);
    expect(done.body).toContain(`Buchung ${booked.bookingDisplayNumber} storniert.`);
    const row = (await findBooking(t.deps.database.db, booked.bookingId))!;
    expect(row).toMatchObject({ status: 'cancelled', cancellationFeeCents: fee });
    const events = await listEvents(t.deps.database.db, booked.bookingId);
    expect(events.at(-1)).toMatchObject({ toStatus: 'cancelled', actor: 'office' });
    // Nothing was paid: the whole fee is owed, as a payment the guest's mail tells how to make.
    const payments = await listBookingPayments(t.deps.database.db, booked.bookingId);
    expect(payments.filter((p) => p.status === 'open').map((p) => [p.kind, p.amountCents])).toEqual(
      [['cancellationFee', fee]],
    );
    const entry = await auditEntry(booked.bookingDisplayNumber, 'bookings.cancelled');
    expect(entry).toMatchObject({
      before: { status: 'requested' },
      after: { status: 'cancelled', feeCents: fee, refundCents: 0, waived: false },
    });
    await bookingMailsSettled();
    const guest = await mail.waitForMessage(
      (m) =>
        m.to.some((to) => to.toLowerCase() === booked.email.toLowerCase()) &&
        m.subject === `Stornierung Ihrer Buchung ${booked.bookingDisplayNumber}`,
    );
    expect(guest.text).toContain('Stornokosten nach den Stornobedingungen');
    const landlord = await mail.waitForMessage(
      (m) =>
        m.to.includes('vermieter@example.org') &&
        m.subject.startsWith(`Stornierung: Buchung ${booked.bookingDisplayNumber}`),
    );
    // The landlord learns who cancelled: the office, not the guest.
    expect(landlord.text).toContain(
      `unser Serviceteam hat die Buchung ${booked.bookingDisplayNumber} für`,
    );
    expect(landlord.text).not.toContain('der Gast hat');
    // Cancelled: no form any more, and a second post is refused.
    const after = await get(`${PATH}?search=${booked.bookingDisplayNumber}`);
    expect(after.body).toContain(`data-booking-id="${booked.bookingId}"`);
    expect(after.body).not.toContain('name="intent" value="cancel"');
    refused(await post(form), 'bookingId');
    // The dates are free again.
    expect(await statusOf((await book(20)).bookingId)).toBe('requested');
  });

  it('cancels with every cost waived: what was paid goes back, nothing owed, refused when a payment arrived unseen', async () => {
    const booked = await book(5);
    const db = t.deps.database.db;
    const shown = await get(`${PATH}?search=${booked.bookingDisplayNumber}`);
    const stale = { ...cancelForm(shown.body, booked.bookingId), waived: 'on' };
    expect(stale.expectedFeeCents).toBeGreaterThan(0);
    expect(stale.expectedWaivedRefundCents).toBe(0);
    // The deposit arrives after the page was shown: the refund the page named is wrong now.
    const [deposit] = (await listBookingPayments(db, booked.bookingId)).filter(
      (p) => p.status === 'open',
    );
    await markPaymentPaid(db, {
      paymentId: deposit!.paymentId,
      provider: 'bankTransfer',
      providerReference: 'test-credit',
      cardLast4: null,
      paidAt: new Date(),
    });
    refused(await post(stale), 'expectedRefundCents');
    expect(await statusOf(booked.bookingId)).toBe('requested');

    const page = await get(`${PATH}?search=${booked.bookingDisplayNumber}`);
    const form = { ...cancelForm(page.body, booked.bookingId), waived: 'on' };
    expect(form.expectedWaivedRefundCents).toBe(deposit!.amountCents);
    const done = await post(form);
    expect(done.body).toContain(`Buchung ${booked.bookingDisplayNumber} storniert.`);
    expect(await findBooking(db, booked.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationFeeCents: 0,
    });
    const payments = await listBookingPayments(db, booked.bookingId);
    expect(payments.filter((p) => p.status === 'open')).toEqual([]);
    const entry = await auditEntry(booked.bookingDisplayNumber, 'bookings.cancelled');
    expect(entry?.after).toMatchObject({
      feeCents: 0,
      refundCents: deposit!.amountCents,
      owedCents: 0,
      waived: true,
      waivedFeeCents: form.expectedFeeCents,
    });
    await bookingMailsSettled();
    const guest = await mail.waitForMessage(
      (m) =>
        m.to.some((to) => to.toLowerCase() === booked.email.toLowerCase()) &&
        m.subject === `Stornierung Ihrer Buchung ${booked.bookingDisplayNumber}`,
    );
    expect(guest.text).toContain('Stornokosten: keine');
    expect(guest.text).toContain('Wir erstatten Ihnen');
  });

  it('confirms for the landlord: the guest’s mail, the office as actor, audit-logged, once', async () => {
    const booked = await book(90);
    const done = await post({ intent: 'confirm', bookingId: booked.bookingId });
    expect(done.statusCode).toBe(200);
    expect(done.body).toMatch(/role="status"[^>]*data-testid="admin-result"/);
    expect(done.body).toContain(`Buchung ${booked.bookingDisplayNumber} bestätigt.`);
    expect(await statusOf(booked.bookingId)).toBe('confirmed');
    const events = await listEvents(t.deps.database.db, booked.bookingId);
    expect(events.at(-1)).toMatchObject({ toStatus: 'confirmed', actor: 'office' });
    const entry = await auditEntry(booked.bookingDisplayNumber, 'bookings.confirmed');
    expect(entry).toMatchObject({
      before: { status: 'requested' },
      after: { status: 'confirmed' },
    });
    await bookingMailsSettled();
    const guest = await mail.waitForMessage(
      (m) =>
        m.to.some((to) => to.toLowerCase() === booked.email.toLowerCase()) &&
        m.subject.startsWith(`Buchung ${booked.bookingDisplayNumber} bestätigt`),
    );
    expect(guest.text).toContain('Familie Vermieter');
    // The landlord learns it was decided for them.
    const landlord = await mail.waitForMessage(
      (m) =>
        m.to.includes('vermieter@example.org') &&
        m.subject.startsWith(`Buchung ${booked.bookingDisplayNumber} bestätigt`),
    );
    expect(landlord.text).toContain('in Ihrem Namen bestätigt');
    expect(landlord.text).toContain('Greta Gast');
    expect(landlord.text).toContain('Zahlungsart: Überweisung');
    // Not waiting any more; a second decision is refused.
    expect((await get(PATH)).body).not.toContain(`data-booking-id="${booked.bookingId}"`);
    refused(
      await post({ intent: 'decline', bookingId: booked.bookingId, reason: 'Doch belegt' }),
      'intent',
    );
    expect(await statusOf(booked.bookingId)).toBe('confirmed');
  });

  it('declines for the landlord with the reason the guest reads, and frees the dates', async () => {
    const booked = await book(110);
    const done = await post({
      intent: 'decline',
      bookingId: booked.bookingId,
      reason: 'Das Haus ist wegen eines Wasserschadens geschlossen.',
    });
    expect(done.body).toContain(`Buchung ${booked.bookingDisplayNumber} abgelehnt.`);
    expect(await statusOf(booked.bookingId)).toBe('declined');
    await bookingMailsSettled();
    const guest = await mail.waitForMessage(
      (m) =>
        m.to.some((to) => to.toLowerCase() === booked.email.toLowerCase()) &&
        m.subject.startsWith(`Buchung ${booked.bookingDisplayNumber} abgelehnt`),
    );
    expect(guest.text).toContain('Wasserschadens');
    const landlord = await mail.waitForMessage(
      (m) =>
        m.to.includes('vermieter@example.org') &&
        m.subject.startsWith(`Buchung ${booked.bookingDisplayNumber} abgelehnt`),
    );
    expect(landlord.text).toContain(
      'Begründung an den Gast: Das Haus ist wegen eines Wasserschadens',
    );
    // The dates are free again: the same stay books.
    const again = await book(110);
    expect(await statusOf(again.bookingId)).toBe('requested');
  });
});
