// The travel-cancellation insurance offered in the booking flow (issue 14, SPEC §9: never
// pre-selected, default 0). Its premium is a fixed share of what it insures — the amount paid with
// the booking (stay, mandatory costs and chosen extras) — as with the usual tariffs of German travel
// insurers for holiday homes (about 3–4 % without excess). The partner insurer's real tariff would
// replace this constant; until then the one number is here so that screens and bookings agree.
import type { Cents } from './types';

/** Premium in percent of the insured amount. */
export const INSURANCE_PERCENT = 3.5;

/** The premium for an insured amount, rounded to whole cents (half up). */
export function insurancePremium(insuredCents: Cents): Cents {
  if (!Number.isFinite(insuredCents) || insuredCents <= 0) return 0;
  return Math.round((insuredCents * INSURANCE_PERCENT) / 100);
}
