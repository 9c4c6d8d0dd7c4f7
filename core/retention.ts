// How long records are kept when a period of full calendar years applies: counted from the end of
// the year a record belongs to, so each is deleted on a 1 January (core/dates yearsBackStart).
// The privacy policy names the same periods (locales/*/legal.json privacy.retention).
import { yearsBackStart } from './dates';
import { berlinInstant } from './office-hours';

/** Booking and payment records: § 147 AO, § 257 HGB (decision 089). */
export const BOOKING_RETENTION_YEARS = 10;

/**
 * The proof of a newsletter consent that ended, and the office's audit log: the regular limitation
 * period of claims (§ 195, § 199 BGB) — over mails sent with that consent, or over what the office
 * decided (a hidden rating, a rejected application, a changed text) (decision 100).
 */
export const CLAIMS_LIMITATION_YEARS = 3;

/**
 * Audit entries that are part of the booking and payment records' trail (who confirmed, cancelled,
 * booked a transfer or refund: GoBD's traceability of changes) keep the booking records' period;
 * every other entry the limitation period.
 */
export const AUDIT_AREAS_OF_BOOKING_RECORDS = ['bookings', 'payments'] as const;

/** The instant before which a record is past a period of `years` full years: Berlin's midnight. */
export function yearsBackInstant(now: Date, years: number): Date {
  // Midnight of a 1 January always exists in Berlin (no clock change in winter).
  return berlinInstant(yearsBackStart(now, years), '00:00')!;
}
