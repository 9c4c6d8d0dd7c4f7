// The bookings a partner brought, on its dashboard (decision 094; SPEC §1 partners, §3 Partner
// configuration): the partner programme pays a commission for every booking made through the
// partner link or by the partner's staff logged in (both keep bookings.partner_id). The partner sees
// its bookings of a month — number, day booked, object, stay, state and the total price the guest
// was shown — and what counts: confirmed (or paid) bookings, not cancelled ones. Never the guest,
// an address or a payment (a paid booking shows as confirmed): a partner is no party to the
// guest's contract, and an affiliate never met the guest.
//
// Who: only the logged-in partner account's own partner (SessionUser.partnerId); the request only
// picks the month, from the months offered.
import type { BookingStatus } from '#core/booking';
import { addMonths, diffDays, isIsoMonth, monthOf, todayInBerlin } from '#core/dates';
import {
  countAllPartnersBookings,
  countPartnerBookings,
  listPartnerBookings,
  type PartnerBookingCount,
  type PartnerBookingRow,
} from '#db/repositories/booking-partner';
import {
  insertPayout,
  listPayoutsOfMonth,
  type PartnerPayoutRecord,
} from '#db/repositories/partner-payouts';
import { isInt32 } from '#core/int32';
import { requireAccess } from '#services/accounts';
import { commissionRatesOf, partnerConfig } from '#services/partners';
import { commissionCents, rateInForce } from '#core/commission';
import type { Language } from '#core/languages';
import { DomainError, enforceAbuseLimits, type RequestContext } from '#services/platform';
import { BOOKING_LIMITS } from './limits';
import { displayNumberOf, titleIn } from './facts';
import {
  PARTNER_BOOKINGS_EXPORTED,
  type OfficePartnerBookingsFile,
  type OfficePartnerMonth,
  type CommissionPayout,
  type MonthCommission,
  type PartnerBookingLine,
  type PartnerBookingState,
  type PartnerBookingsView,
  type PartnerMonthTotals,
} from './types';

/** How far back a partner can look (two years: a commission statement's questions come late). */
export const PARTNER_BOOKING_MONTHS = 24;
/** Lines listed for one month; the month's totals count every booking. */
export const PARTNER_BOOKINGS_LISTED = 200;

const STATE: Record<BookingStatus, PartnerBookingState> = {
  confirmed: 'counted',
  paid: 'counted',
  requested: 'open',
  option: 'open',
  declined: 'void',
  cancelled: 'void',
  expired: 'void',
};

function stateOf(status: string): PartnerBookingState {
  return STATE[status as BookingStatus] ?? 'void';
}

function lineOf(language: Language, row: PartnerBookingRow): PartnerBookingLine {
  const { titles } = row;
  return {
    bookingDisplayNumber: displayNumberOf(row),
    bookedOn: todayInBerlin(row.createdAt),
    objectNumber: row.objectNumber,
    objectTitle: titleIn(titles, language),
    status: row.status === 'paid' ? 'confirmed' : (row.status as Exclude<BookingStatus, 'paid'>),
    state: stateOf(row.status),
    startDate: row.startDate,
    endDate: row.endDate,
    nights: diffDays(row.startDate, row.endDate),
    rentCents: row.priceCompleteCents,
  };
}

/** The logged-in partner account's partner id, else null (nobody else has partner bookings). */
function partnerOf(ctx: RequestContext): number | null {
  const user = ctx.user;
  if (user === null || user.kind !== 'partner' || user.partnerId === null) return null;
  return user.partnerId;
}

/**
 * The partner's bookings made in `requestedMonth` ('yyyy-MM', one of the last
 * PARTNER_BOOKING_MONTHS; anything else: the current month). Null for anyone but a logged-in
 * partner account.
 */
export function partnerBookings(
  ctx: RequestContext,
  requestedMonth: unknown,
): Promise<PartnerBookingsView | null> {
  return monthOfBookings(ctx, requestedMonth, PARTNER_BOOKINGS_LISTED);
}

/**
 * The same month as a file would hold it (decision 098), object titles in `language` (the
 * dashboard's: the file's path names none): every booking up to `limit`, for the same partner
 * only; null for anyone else. Counted against the partner's export limit (rateLimited beyond).
 */
export async function partnerBookingsForExport(
  ctx: RequestContext,
  requestedMonth: unknown,
  language: Language,
  limit: number = PARTNER_BOOKINGS_EXPORTED,
): Promise<PartnerBookingsView | null> {
  const partnerId = partnerOf(ctx);
  if (partnerId === null) return null;
  await enforceAbuseLimits(
    ctx,
    [{ limit: BOOKING_LIMITS.partnerExport, subject: `partner:${partnerId}` }],
    'errors.partners.tooManyExports',
  );
  return monthOfBookings(ctx, requestedMonth, limit, language);
}

async function monthOfBookings(
  ctx: RequestContext,
  requestedMonth: unknown,
  limit: number,
  language: Language = ctx.language,
): Promise<PartnerBookingsView | null> {
  const partnerId = partnerOf(ctx);
  if (partnerId === null) return null;
  // A session can outlive its partner (deleted by hand): nothing for a partner that is gone.
  if ((await partnerConfig(ctx.deps, partnerId)) === null) return null;
  const { month, months, range } = chooseMonth(ctx, requestedMonth);
  const db = ctx.deps.database.db;
  const [rows, counts, rates, payouts] = await Promise.all([
    listPartnerBookings(db, partnerId, range, limit),
    countPartnerBookings(db, partnerId, range),
    commissionRatesOf(ctx.deps, [partnerId]),
    listPayoutsOfMonth(db, month, [partnerId]),
  ]);
  const totals = totalsOf(counts);
  const lines = rows.map((row) => lineOf(language, row));
  const all = totals.counted.bookings + totals.open.bookings + totals.void.bookings;
  const commission = commissionOf(rates.get(partnerId), month, totals);
  const payout = payoutView(payouts.get(partnerId));
  return { month, months, lines, truncated: all > lines.length, ...totals, commission, payout };
}

function payoutView(row: PartnerPayoutRecord | undefined): CommissionPayout | null {
  return row === undefined
    ? null
    : {
        amountCents: row.amountCents,
        rateBp: row.rateBp,
        paidOn: todayInBerlin(row.recordedAt),
      };
}

/** The month asked for if it is one of the last PARTNER_BOOKING_MONTHS, else the current one. */
function chooseMonth(ctx: RequestContext, requestedMonth: unknown) {
  const current = monthOf(todayInBerlin(ctx.now));
  const months = Array.from({ length: PARTNER_BOOKING_MONTHS }, (_, i) => addMonths(current, -i));
  const month =
    isIsoMonth(requestedMonth) && months.includes(requestedMonth) ? requestedMonth : current;
  return {
    month,
    months,
    range: { from: `${month}-01`, to: `${addMonths(month, 1)}-01` },
    /** Over: its commissions can be paid out (the current month still takes bookings). */
    closed: month < current,
  };
}

/** A month's counts by state as what counts for the commission, what is open and what is void. */
function totalsOf(counts: readonly PartnerBookingCount[]): PartnerMonthTotals {
  const totals: PartnerMonthTotals = {
    counted: { bookings: 0, rentCents: 0 },
    open: { bookings: 0, rentCents: 0 },
    void: { bookings: 0 },
  };
  for (const count of counts) {
    const state = stateOf(count.status);
    if (state === 'void') totals.void.bookings += count.bookings;
    else {
      totals[state].bookings += count.bookings;
      totals[state].rentCents += count.priceCompleteCents;
    }
  }
  return totals;
}

/** The rate in force for `month` on what counts that month (decision 107); null: no rate. */
function commissionOf(
  rates: Parameters<typeof rateInForce>[0] | undefined,
  month: string,
  totals: PartnerMonthTotals,
): MonthCommission | null {
  const rate = rateInForce(rates ?? [], month);
  if (rate === null) return null;
  return { rateBp: rate.rateBp, cents: commissionCents(totals.counted.rentCents, rate.rateBp) };
}

/**
 * Every partner's bookings of a month for the office (decision 099; admin.partners): per partner
 * what counts for its commission, what is open and what came to nothing — the figures each
 * partner sees on its own dashboard — and the month's sum. A partner deleted since keeps its
 * bookings and its line, without a name.
 */
export async function officePartnerBookings(
  ctx: RequestContext,
  requestedMonth: unknown,
): Promise<OfficePartnerMonth> {
  requireAccess(ctx, 'admin.partners');
  const { month, months, range, closed } = chooseMonth(ctx, requestedMonth);
  const rows = await countAllPartnersBookings(ctx.deps.database.db, range);
  const byPartner = new Map<number, PartnerBookingCount[]>();
  for (const row of rows)
    byPartner.set(row.partnerId, [...(byPartner.get(row.partnerId) ?? []), row]);
  const [rates, payouts] = await Promise.all([
    commissionRatesOf(ctx.deps, [...byPartner.keys()]),
    listPayoutsOfMonth(ctx.deps.database.db, month, [...byPartner.keys()]),
  ]);
  const partners = await Promise.all(
    [...byPartner].map(async ([partnerId, counts]) => {
      const totals = totalsOf(counts);
      return {
        partnerId,
        name: (await partnerConfig(ctx.deps, partnerId))?.partnerName ?? null,
        ...totals,
        commission: commissionOf(rates.get(partnerId), month, totals),
        payout: payoutView(payouts.get(partnerId)),
      };
    }),
  );
  // The sum of the partners' commissions as each is stated (each rounded on its own).
  const commissionCentsSum = partners.reduce((sum, p) => sum + (p.commission?.cents ?? 0), 0);
  return {
    month,
    months,
    partners,
    sum: { ...totalsOf(rows), commissionCents: commissionCentsSum },
    closed,
  };
}

/**
 * The office records a partner's commission of a month as paid out (decision 112;
 * admin.partners): once the month is over, once per partner and month, and only the amount the
 * office saw (`amountCents`, the page's figure) — a booking confirmed or cancelled since changed
 * it, and the office is told to look again. Audit-logged with the basis and rate.
 */
export async function recordCommissionPayout(
  ctx: RequestContext,
  input: { partnerId: number; month: string; amountCents: number },
): Promise<{ partnerId: number; partnerName: string | null; month: string; amountCents: number }> {
  const office = requireAccess(ctx, 'admin.partners');
  if (!isInt32(input.partnerId) || input.partnerId < 1) {
    throw new DomainError('invalid', 'errors.validation.invalidValue', { field: 'partnerId' });
  }
  if (!isInt32(input.amountCents)) {
    throw new DomainError('invalid', 'errors.validation.invalidValue', { field: 'amountCents' });
  }
  const { month, range, closed } = chooseMonth(ctx, input.month);
  // Only a month offered and over: the current one still takes bookings.
  if (month !== input.month || !closed) {
    throw new DomainError('invalid', 'errors.partners.payoutMonthOpen', { field: 'month' });
  }
  const db = ctx.deps.database.db;
  const [counts, rates] = await Promise.all([
    countPartnerBookings(db, input.partnerId, range),
    commissionRatesOf(ctx.deps, [input.partnerId]),
  ]);
  const totals = totalsOf(counts);
  const commission = commissionOf(rates.get(input.partnerId), month, totals);
  if (commission === null || commission.cents <= 0) {
    throw new DomainError('conflict', 'errors.partners.nothingToPayOut', { field: 'partnerId' });
  }
  if (commission.cents !== input.amountCents) {
    throw new DomainError('conflict', 'errors.partners.payoutChanged', { field: 'amountCents' });
  }
  const recorded = await db.transaction((tx) =>
    insertPayout(tx as unknown as typeof db, {
      partnerId: input.partnerId,
      month,
      amountCents: commission.cents,
      rateBp: commission.rateBp,
      basisCents: totals.counted.rentCents,
      recordedAt: ctx.now,
      accountId: Number(office.accountID),
    }),
  );
  if (recorded === null) {
    throw new DomainError('conflict', 'errors.partners.payoutExists', { field: 'month' });
  }
  return {
    partnerId: input.partnerId,
    partnerName: (await partnerConfig(ctx.deps, input.partnerId))?.partnerName ?? null,
    month,
    amountCents: recorded.amountCents,
  };
}

/**
 * Every partner's bookings of a month as one file for the office (decision 099; admin.partners):
 * the lines of each partner's own file (decision 098), with the partner's number and name, the
 * latest first, up to `limit`; object titles in `language`. The month is chosen as on the page.
 * Refuses (forbidden) without the permission. No abuse limit: a logged-in member of staff.
 */
export async function officePartnerBookingsForExport(
  ctx: RequestContext,
  requestedMonth: unknown,
  language: Language,
  limit: number = PARTNER_BOOKINGS_EXPORTED,
): Promise<OfficePartnerBookingsFile> {
  requireAccess(ctx, 'admin.partners');
  const { month, range } = chooseMonth(ctx, requestedMonth);
  const db = ctx.deps.database.db;
  // One more than the file holds tells whether the month had more.
  const rows = await listPartnerBookings(db, 'any', range, limit + 1);
  const names = new Map(
    await Promise.all(
      [...new Set(rows.map((row) => row.partnerId))].map(
        async (partnerId) =>
          [partnerId, (await partnerConfig(ctx.deps, partnerId))?.partnerName ?? null] as const,
      ),
    ),
  );
  return {
    month,
    lines: rows.slice(0, limit).map((row) => ({
      ...lineOf(language, row),
      partnerId: row.partnerId,
      partnerName: names.get(row.partnerId) ?? null,
    })),
    truncated: rows.length > limit,
  };
}
