// A partner's commission (decision 107): a rate agreed with the partner, in basis points of the
// total price the guests were shown (core/price-total's priceComplete), applies to the bookings
// made from a month on until the next rate. A month's commission is its rate on the month's
// counted bookings (confirmed or paid), rounded once to the cent: the statement's one line per
// partner and month, which the partner can check against its file's sum (decision 098).
import { addMonths, type IsoMonth } from './dates';

/** The highest rate the office can enter: 50 % (no partner programme pays more; a typo guard). */
export const MAX_COMMISSION_BP = 5000;

export interface CommissionRate {
  /** The first month the rate applies to. */
  validFrom: IsoMonth;
  /** Basis points: 800 is 8 %. */
  rateBp: number;
}

/**
 * A rate as the office types it, in percent with up to two decimals and the language's decimal
 * mark or a point ("8", "7,5", "7.25", " 12 % "), as basis points; null for anything else,
 * including more decimals (no silent rounding of an agreed rate) and over MAX_COMMISSION_BP.
 */
export function parseRatePercent(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (match === null) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_COMMISSION_BP ? bp : null;
}

/** The rate in force for bookings made in `month`: the latest that starts in it or before. */
export function rateInForce(
  rates: readonly CommissionRate[],
  month: IsoMonth,
): CommissionRate | null {
  let found: CommissionRate | null = null;
  for (const rate of rates)
    if (rate.validFrom <= month && (found === null || rate.validFrom > found.validFrom))
      found = rate;
  return found;
}

/** The commission on `basisCents` at `rateBp`, rounded half up to the cent (once, on the sum). */
export function commissionCents(basisCents: number, rateBp: number): number {
  // Integer arithmetic: basisCents × rateBp stays far below 2^53 for any real month.
  return Math.floor((basisCents * rateBp + 5000) / 10000);
}

/** Months ahead a rate can be set for (an agreement signed now for a later start). */
export const COMMISSION_MONTHS_AHEAD = 6;
/** Months back (with the current one: the 24 months the statements show, decision 099). */
export const COMMISSION_MONTHS_BACK = 23;

/** The months a rate can start in, the latest first: six ahead, the current one, 23 back. */
export function commissionMonths(current: IsoMonth): IsoMonth[] {
  return Array.from({ length: COMMISSION_MONTHS_AHEAD + 1 + COMMISSION_MONTHS_BACK }, (_, i) =>
    addMonths(current, COMMISSION_MONTHS_AHEAD - i),
  );
}
