// A customer takes their data away and deletes their account themselves (GDPR Art. 15, 17, 20;
// decision 087), from the dashboard's "Ihre Daten" panel. The privacy policy promised both "on
// request, by mail" — and no one at the office had a tool for either.
//
// The export is one JSON file of everything filed under the account (db/repositories/
// accounts-deletion.ts readAccountExport). The deletion asks for the current password (counted
// like a login attempt, as an e-mail change does) and an explicit tick, then in one transaction
// erases the account, its sessions, links, preferences, watch lists, last seen objects, saved
// contact address and newsletter subscription, and who wrote its enquiries; the bookings stay for
// the retention duties (the privacy policy says so) but are linked to no login or visitor id any
// more — their guest links in the mails still open them. The address gets a notice. An account holding back-office permissions is not
// deleted this way: its grants are the operator's to take away first (npm run grant).
import { bookingDisplayNumber } from '#core/booking';
import type { Db } from '#db/client';
import { eraseAccount, readAccountExport } from '#db/repositories/accounts-deletion';
import { DomainError, enforceAbuseLimits, type RequestContext } from '#services/platform';
import { ACCOUNT_LIMITS } from './limits';
import { accountLanguage } from './account-data';
import { countPasswordAttempt, logout } from './login';
import { accountDeletedMail } from './mails';
import { sendLater } from './mail-out';
import { verifyPassword } from './passwords';
import { ownAccount } from './profile';
import type { CookieSpec } from './session';

/** The account holder's data as a JSON document (its own format, version 1). */
export async function exportOwnData(
  ctx: RequestContext,
): Promise<{ fileName: string; json: string }> {
  const account = await ownAccount(ctx);
  if (account.kind !== 'customer') {
    throw new DomainError('forbidden', 'errors.accounts.permissionMissing');
  }
  // Counted before the reads: a refused export costs nothing.
  await enforceAbuseLimits(
    ctx,
    [{ limit: ACCOUNT_LIMITS.dataExportAccount, subject: `account:${account.id}` }],
    'errors.accounts.tooManyExports',
  );
  const rows = await readAccountExport(ctx.deps.database.db, account.id);
  if (rows === null) throw new DomainError('forbidden', 'errors.accounts.loginRequired');
  const a = rows.account;
  const paymentsOf = (bookingId: number) =>
    rows.payments
      .filter((p) => p.bookingId === bookingId)
      .map(({ bookingId: _id, ...p }) => ({ ...p, paidAt: p.paidAt?.toISOString() ?? null }));
  const numbers = new Map(
    rows.bookings.map((b) => [b.bookingId, bookingDisplayNumber(b.displayNumber, b.createdAt)]),
  );
  // A voucher may be of, or spent on, a booking filed elsewhere: its id is not the guest's number.
  const numberOf = (bookingId: number) => numbers.get(bookingId) ?? null;
  const ratingOf = (bookingId: number) => {
    const rating = rows.ratings.find((r) => r.bookingId === bookingId);
    if (rating === undefined) return null;
    const { bookingId: _id, ...rest } = rating;
    return rest;
  };
  const document = {
    format: 'feriora-account-export',
    version: 1,
    exportedAt: ctx.now.toISOString(),
    account: {
      email: a.email,
      salutation: a.salutation,
      firstName: a.firstName,
      lastName: a.lastName,
      street: a.street,
      zipcode: a.zipcode,
      city: a.city,
      country: a.country,
      phone: a.phone,
      language: a.language,
      newsletter: a.newsletter,
      newsletterChangedAt: a.newsletterChangedAt?.toISOString() ?? null,
      privacyAcceptedAt: a.privacyAcceptedAt?.toISOString() ?? null,
      confirmedAt: a.confirmedAt?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
    },
    customerRecords: rows.customers.map((c) => ({
      customerNumber: c.customerNumber,
      email: c.email,
      salutation: c.salutation,
      firstName: c.firstName,
      lastName: c.lastName,
      street: c.street,
      zipcode: c.zipcode,
      city: c.city,
      country: c.country,
      phone: c.phone,
      createdAt: c.createdAt.toISOString(),
    })),
    bookings: rows.bookings.map((b) => ({
      bookingNumber: bookingDisplayNumber(b.displayNumber, b.createdAt),
      createdAt: b.createdAt.toISOString(),
      objectNumber: b.objectNumber,
      status: b.status,
      arrival: b.startDate,
      departure: b.endDate,
      adults: b.adults,
      children: b.children,
      pets: b.pets,
      totalCents: b.totalCents,
      currency: 'EUR',
      childAges: b.childAges,
      petSize: b.petSize,
      insurance: b.insurance,
      extras: b.extras,
      language: b.language,
      paymentMethod: b.paymentMethod,
      traveller: b.traveller,
      message: b.message,
      optionExpiresAt: b.optionExpiresAt?.toISOString() ?? null,
      declineReason: b.declineReason,
      cancelledAt: b.cancelledAt?.toISOString() ?? null,
      cancellationFeeCents: b.cancellationFeeCents,
      payments: paymentsOf(b.bookingId),
      rating: ratingOf(b.bookingId),
    })),
    travelVouchers: rows.vouchers.map((v) => ({
      code: v.code,
      forBooking: numberOf(v.bookingId),
      amountCents: v.amountCents,
      remainingCents: v.remainingCents,
      expiresOn: v.expiresOn,
      reason: v.reason,
      createdAt: v.createdAt.toISOString(),
      redemptions: v.redemptions.map((r) => ({
        booking: numberOf(r.bookingId),
        amountCents: r.amountCents,
        at: r.at.toISOString(),
      })),
    })),
    watchList: rows.watched.map((w) => ({
      objectNumber: w.objectNumber,
      arrival: w.startDate,
      departure: w.endDate,
      addedAt: w.addDate.toISOString(),
      removedAt: w.deleteDate?.toISOString() ?? null,
    })),
    lastSeen: rows.lastSeen.map((s) => ({
      objectNumber: s.objectNumber,
      seenAt: s.seenAt.toISOString(),
    })),
    enquiries: rows.enquiries.map((e) => ({
      objectNumber: e.objectNumber,
      salutation: e.salutation,
      firstName: e.firstName,
      lastName: e.lastName,
      email: e.email,
      phone: e.phone,
      arrival: e.startDate,
      departure: e.endDate,
      adults: e.adults,
      children: e.children,
      pets: e.pets,
      language: e.language,
      message: e.message,
      createdAt: e.createdAt.toISOString(),
    })),
    newsletter:
      rows.newsletter === null
        ? null
        : {
            status: rows.newsletter.status,
            confirmedAt: rows.newsletter.confirmedAt?.toISOString() ?? null,
            createdAt: rows.newsletter.createdAt.toISOString(),
          },
    newsletterTopics: rows.mailerPreferences,
  };
  const day = ctx.now.toISOString().slice(0, 10);
  return { fileName: `account-data-${day}.json`, json: `${JSON.stringify(document, null, 2)}\n` };
}

/**
 * Deletes the logged-in customer's account for good: the current password and `confirmed` (the
 * form's tick) are required. Refused: a wrong password (400 naming `password`, counted), no tick
 * (400 naming `confirmed`), an account with back-office permissions (409). Answers the cookies
 * that end the session.
 */
export async function deleteOwnAccount(
  ctx: RequestContext,
  input: { password: string; confirmed: boolean },
): Promise<{ cookies: CookieSpec[] }> {
  const account = await ownAccount(ctx);
  if (account.kind !== 'customer') {
    throw new DomainError('forbidden', 'errors.accounts.permissionMissing');
  }
  if (account.permissions.length > 0) {
    throw new DomainError('conflict', 'errors.accounts.staffDeletion');
  }
  if (!input.confirmed) {
    throw new DomainError('invalid', 'errors.accounts.deletionUnconfirmed', {
      field: 'confirmed',
    });
  }
  await countPasswordAttempt(ctx, account.email);
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw new DomainError('invalid', 'errors.accounts.wrongPassword', { field: 'password' });
  }
  const erased = await ctx.deps.database.db.transaction((tx) =>
    eraseAccount(tx as unknown as Db, account.id),
  );
  if (erased === null) throw new DomainError('forbidden', 'errors.accounts.loginRequired');
  const language = accountLanguage(account);
  sendLater(ctx, 'accountDeleted', account.email, (brand) =>
    accountDeletedMail(language, {
      brand,
      name: `${account.firstName} ${account.lastName}`.trim() || null,
      bookingsKept: erased > 0,
    }),
  );
  return { cookies: (await logout(ctx)).cookies };
}
