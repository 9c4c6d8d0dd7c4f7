// The cancellation terms of a booking (issue 15, SPEC §9; docs/decisions/060-cancellation-terms.md).
// Pure: the guest's cancellation from the user area is priced here, the screen shows the same
// numbers before the guest confirms, and the use-case refuses when they changed meanwhile.
//
// - Free until the object's deadline: arrival − deadlineDays, from the quote stored with the
//   booking (the terms the guest booked under, not today's); objects without terms use
//   DEFAULT_FREE_CANCELLATION_DAYS.
// - After it, a fee as a percentage of the booking's total without the insurance, by how many days
//   before arrival the guest cancels (CANCELLATION_TIERS).
// - From the arrival day on, no cancellation online (the office decides: the guest is there).
// - The travel-cancellation insurance premium is never refunded: the insurance was in force.
// - An option costs nothing to let go, whatever the date (it is not binding).
// - The office may waive the costs when it cancels for the guest (goodwill, or the landlord cannot
//   host; decision 090): then nothing is kept, the premium included, and everything paid goes back.
// - What goes back is money first: only the part of the refund beyond what was paid in money
//   comes from what travel vouchers paid, and goes back as a voucher (decision 081).
import { addDays, diffDays, type IsoDate } from '../dates';

/** Free cancellation until this many days before arrival when the object names no terms. */
export const DEFAULT_FREE_CANCELLATION_DAYS = 30;

export interface CancellationTier {
  /** i18n name of the tier (booking.trips.tiers.<name>). */
  name: 'early' | 'middle' | 'late';
  /** The tier applies from this many days before arrival down to the next tier's. */
  minDaysBefore: number;
  /** The fee as a percentage of the total without the insurance premium. */
  percent: number;
}

/**
 * Fees once free cancellation is over, by days before arrival: 30 or more 25 %, 29–15 50 %,
 * 14–1 80 %. An object whose free deadline is shorter than a tier's start is free there anyway.
 */
export const CANCELLATION_TIERS: readonly CancellationTier[] = [
  { name: 'early', minDaysBefore: 30, percent: 25 },
  { name: 'middle', minDaysBefore: 15, percent: 50 },
  { name: 'late', minDaysBefore: 1, percent: 80 },
];

export interface CancellationInput {
  method: 'booking' | 'option';
  arrival: IsoDate;
  today: IsoDate;
  /** The object's free-cancellation days from the stored quote; null: the default. */
  deadlineDays: number | null;
  /** What the guest pays with the booking (its lines), in cents. */
  totalCents: number;
  /** The travel-cancellation insurance premium within the total (never refunded), in cents. */
  insuranceCents: number;
  /** What the guest has paid so far (online or otherwise, vouchers included), in cents. */
  paidCents: number;
  /** The part of `paidCents` travel vouchers paid (0 when left out). */
  voucherPaidCents?: number;
  /** The office waives every cost: priced like an option (decision 090). */
  waived?: boolean;
}

export type CancellationTerms =
  | { cancellable: false; reason: 'arrived' }
  | {
      cancellable: true;
      free: boolean;
      /** The last day of free cancellation (null: an option, always free). */
      deadline: IsoDate | null;
      /** The tier that applies (null when free). */
      tier: CancellationTier['name'] | null;
      percent: number;
      /** What the cancellation terms charge. */
      feeCents: number;
      /** The insurance premium kept. */
      insuranceKeptCents: number;
      /** What goes back of what was paid. */
      refundCents: number;
      /** The part of `refundCents` that goes back as a travel voucher (what vouchers paid). */
      voucherRefundCents: number;
      /** What the guest still owes (fee and premium beyond what was paid). */
      owedCents: number;
    };

/** A stay's free cancellation as of a day (decision 102). */
export interface FreeCancellation {
  /** The last free day: arrival − `days`. */
  deadline: IsoDate;
  /** The object's deadline days, or the default without terms. */
  days: number;
  /** Whether today is on or before the deadline. */
  open: boolean;
  /** Once the deadline passed and before arrival: the fee's percentage of today's tier. */
  feePercent: number | null;
}

/**
 * The free cancellation of a stay arriving on `arrival`, booked (or cancelled) on `today`: its
 * deadline (arrival − deadlineDays, the default without terms), whether it lies ahead, and after
 * it the tier's fee. What every "free cancellation" badge, filter, summary and mail of a dated
 * stay says, and what cancellationTerms charges.
 */
export function freeCancellationOf(
  arrival: IsoDate,
  today: IsoDate,
  deadlineDays: number | null,
): FreeCancellation {
  const days = deadlineDays ?? DEFAULT_FREE_CANCELLATION_DAYS;
  const deadline = addDays(arrival, -days);
  const open = today <= deadline;
  const daysBefore = diffDays(today, arrival);
  return {
    deadline,
    days,
    open,
    feePercent: open || daysBefore <= 0 ? null : tierFor(daysBefore).percent,
  };
}

/** Whether a stay arriving on `arrival` can still be cancelled free of charge on `today`. */
export function freeCancellationOpen(
  arrival: IsoDate,
  today: IsoDate,
  deadlineDays: number | null,
): boolean {
  return freeCancellationOf(arrival, today, deadlineDays).open;
}

/** The tier that applies `daysBefore` days before arrival (≥ 1). */
export function tierFor(daysBefore: number): CancellationTier {
  return (
    CANCELLATION_TIERS.find((t) => daysBefore >= t.minDaysBefore) ?? CANCELLATION_TIERS.at(-1)!
  );
}

/** What cancelling costs today, and what of the paid money goes back. */
export function cancellationTerms(input: CancellationInput): CancellationTerms {
  const daysBefore = diffDays(input.today, input.arrival);
  if (daysBefore <= 0) return { cancellable: false, reason: 'arrived' };
  const paid = Math.max(0, input.paidCents);
  const voucherPaid = Math.min(paid, Math.max(0, input.voucherPaidCents ?? 0));
  // Money first: the voucher's share is what the refund needs beyond the money paid.
  const voucherPart = (refund: number) => Math.max(0, refund - (paid - voucherPaid));
  if (input.method === 'option' || input.waived === true) {
    return {
      cancellable: true,
      free: true,
      deadline: null,
      tier: null,
      percent: 0,
      feeCents: 0,
      insuranceKeptCents: 0,
      refundCents: paid,
      voucherRefundCents: voucherPart(paid),
      owedCents: 0,
    };
  }
  const { deadline, open: free } = freeCancellationOf(
    input.arrival,
    input.today,
    input.deadlineDays,
  );
  const insurance = Math.min(Math.max(0, input.insuranceCents), input.totalCents);
  const base = input.totalCents - insurance;
  const tier = free ? null : tierFor(daysBefore);
  const percent = tier?.percent ?? 0;
  // Whole cents, rounded half up: the fee is never a fraction of a cent.
  const feeCents = Math.round((base * percent) / 100);
  const kept = feeCents + insurance;
  return {
    cancellable: true,
    free,
    deadline,
    tier: tier?.name ?? null,
    percent,
    feeCents,
    insuranceKeptCents: insurance,
    refundCents: Math.max(0, paid - kept),
    voucherRefundCents: voucherPart(Math.max(0, paid - kept)),
    owedCents: Math.max(0, kept - paid),
  };
}
