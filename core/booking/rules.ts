// Booking rules besides the states (pure).
import { addDays, type IsoDate } from '../dates';

/** How long an option holds the dates unless configured (BOOKING_OPTION_DAYS; issue 14). */
export const OPTION_HOLD_DAYS_DEFAULT = 3;
/** The reminder before an option lapses goes out this many hours before. */
export const OPTION_REMINDER_HOURS = 24;
/** The balance reminder goes out this many days before the balance is due. */
export const BALANCE_REMINDER_DAYS = 7;
/**
 * A payment by card or transfer still open this many days after its due day is reminded, once
 * (the deposit is due at booking: a transfer takes 1–2 banking days, a weekend more).
 */
export const PAYMENT_OVERDUE_DAYS = 5;
/**
 * The arrival information goes out this many days before arrival (the finish page promises it
 * "einige Tage vor der Anreise"): time to reach the landlord and to pay what is still open.
 */
export const ARRIVAL_INFO_DAYS = 5;

/** The instant an option made at `now` lapses: `days` × 24 h later. */
export function optionExpiresAt(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * The last day of free cancellation: `deadlineDays` before arrival; null when that day is before
 * `today` (the guest can no longer cancel for free).
 */
export function cancellationDeadline(
  arrival: IsoDate,
  deadlineDays: number,
  today: IsoDate,
): IsoDate | null {
  const day = addDays(arrival, -deadlineDays);
  return day < today ? null : day;
}

/**
 * The pets' size where an object asks for it (ObjectData detailPetSize): told to the landlord with
 * the booking, not priced.
 */
export const PET_SIZES = ['small', 'medium', 'large'] as const;
export type PetSize = (typeof PET_SIZES)[number];

export function isPetSize(value: string | null | undefined): value is PetSize {
  return (PET_SIZES as readonly (string | null | undefined)[]).includes(value);
}

/** The number a guest is told: the booking year and the running number, '2026-100001'. */
export function bookingDisplayNumber(displayNumber: number, createdAt: Date): string {
  return `${createdAt.getUTCFullYear()}-${displayNumber}`;
}

/** The running number of a display number ('2026-100001' → 100001): the user area's page of it. */
export function runningNumberOf(bookingDisplayNumber: string): number {
  return Number(bookingDisplayNumber.slice(bookingDisplayNumber.indexOf('-') + 1));
}
