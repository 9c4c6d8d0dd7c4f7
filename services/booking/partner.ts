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
  countPartnerBookings,
  listPartnerBookings,
  type PartnerBookingRow,
} from '#db/repositories/booking-partner';
import { partnerConfig } from '#services/partners';
import type { RequestContext } from '#services/platform';
import { displayNumberOf, titleIn } from './facts';
import type { PartnerBookingLine, PartnerBookingState, PartnerBookingsView } from './types';

/** How far back a partner can look (two years: a commission statement's questions come late). */
export const PARTNER_BOOKING_MONTHS = 24;
/** Lines listed for one month; the month's totals count every booking. */
export const PARTNER_BOOKINGS_LISTED = 200;
/**
 * Lines of a month's CSV (decision 098): every booking of any real partner's month, bounded so
 * that one request cannot read without end.
 */
export const PARTNER_BOOKINGS_EXPORTED = 10_000;

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

function lineOf(ctx: RequestContext, row: PartnerBookingRow): PartnerBookingLine {
  const { titles } = row;
  return {
    bookingDisplayNumber: displayNumberOf(row),
    bookedOn: todayInBerlin(row.createdAt),
    objectNumber: row.objectNumber,
    objectTitle: titleIn(titles, ctx.language),
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
 * The same month as a file would hold it (decision 098): every booking up to
 * PARTNER_BOOKINGS_EXPORTED, for the same partner only; null for anyone else.
 */
export function partnerBookingsForExport(
  ctx: RequestContext,
  requestedMonth: unknown,
): Promise<PartnerBookingsView | null> {
  return monthOfBookings(ctx, requestedMonth, PARTNER_BOOKINGS_EXPORTED);
}

async function monthOfBookings(
  ctx: RequestContext,
  requestedMonth: unknown,
  limit: number,
): Promise<PartnerBookingsView | null> {
  const partnerId = partnerOf(ctx);
  if (partnerId === null) return null;
  // A session can outlive its partner (deleted by hand): nothing for a partner that is gone.
  if ((await partnerConfig(ctx.deps, partnerId)) === null) return null;
  const current = monthOf(todayInBerlin(ctx.now));
  const months = Array.from({ length: PARTNER_BOOKING_MONTHS }, (_, i) => addMonths(current, -i));
  const month =
    isIsoMonth(requestedMonth) && months.includes(requestedMonth) ? requestedMonth : current;
  const range = { from: `${month}-01`, to: `${addMonths(month, 1)}-01` };
  const db = ctx.deps.database.db;
  const [rows, counts] = await Promise.all([
    listPartnerBookings(db, partnerId, range, limit),
    countPartnerBookings(db, partnerId, range),
  ]);
  const view: PartnerBookingsView = {
    month,
    months,
    lines: rows.map((row) => lineOf(ctx, row)),
    truncated: false,
    counted: { bookings: 0, rentCents: 0 },
    open: { bookings: 0, rentCents: 0 },
    void: { bookings: 0 },
  };
  let all = 0;
  for (const count of counts) {
    all += count.bookings;
    const state = stateOf(count.status);
    if (state === 'void') view.void.bookings += count.bookings;
    else {
      view[state].bookings += count.bookings;
      view[state].rentCents += count.priceCompleteCents;
    }
  }
  view.truncated = all > view.lines.length;
  return view;
}
