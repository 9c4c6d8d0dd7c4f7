// Types of the pricing engine: the per-object price rules (stored as JSON in the DB and produced
// by the demo catalogue generator), the availability/booking query of SPEC.md §3 and the price
// result of SPEC.md §3. Money is always integer euro cents; dates are 'yyyy-MM-dd'.

import type { IsoDate, Weekday } from '../dates';
import type { Language } from '../languages';

/** Integer euro cents. EUR is the only currency (SPEC.md §9). */
export type Cents = number;

/**
 * What a service amount is multiplied by:
 * - 'stay': once per stay (final cleaning)
 * - 'night': per night
 * - 'person': per person, once (bed linen)
 * - 'personNight': per person per night (tourist tax)
 * - 'pet': per pet, once; 'petNight': per pet per night
 * - 'piece': one unit as ordered on site (a basket of firewood); quantity is always 1 here
 * "Person" counts all travellers (persons + teens + childs) unless the rule is `adultsOnly`.
 */
export type ServiceUnit =
  'stay' | 'night' | 'person' | 'personNight' | 'pet' | 'petNight' | 'piece';

export interface ServiceRule {
  /** i18n key of the service, e.g. 'finalCleaning', 'linen', 'touristTax', 'deposit', 'firewood'. */
  name: string;
  /** Price of one unit in cents. */
  amountCents: Cents;
  unit: ServiceUnit;
  /** Person units count only adults (`persons`), e.g. a tourist tax that exempts minors. */
  adultsOnly?: boolean;
  /** Paid back after the stay (a deposit). Shown as such; still part of what is due. */
  refundable?: boolean;
}

/**
 * A price season. `from` is inclusive and `to` EXCLUSIVE — both refer to nights, so a season
 * 2026-07-01 … 2026-09-01 prices the nights of July and August. A night is priced by the first
 * season in the list that contains it (the generator emits non-overlapping seasons; first-match
 * makes overlaps well defined anyway). A night no season covers has no price ('noPrice').
 */
export interface Season {
  from: IsoDate;
  to: IsoDate;
  /** Price of one night in cents. */
  nightlyCents: Cents;
  /**
   * Optional price of 7 nights. Of the stay's nights that fall in this season, each full 7 costs
   * `weeklyCents` and the rest `nightlyCents` each: 10 nights = 1 week + 3 nights.
   */
  weeklyCents?: Cents;
  /** Minimum nights for a stay ARRIVING in this season (1 = none). */
  minStay: number;
  /** Weekdays arrival is allowed on when arriving in this season (0 = Sunday … 6 = Saturday); missing or empty = any day. */
  arrivalWeekdays?: Weekday[];
}

export const DISCOUNT_KINDS = ['earlyBooking', 'lastMinute', 'longStay'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A stored kind as the pricing knows it: anything else (a feed's own) is none. */
export function discountKindOf(value: string | null | undefined): DiscountKind | null {
  return DISCOUNT_KINDS.find((kind) => kind === value) ?? null;
}

/**
 * The discount kind a quote applies to its stay: null when none or when the stay has no price.
 * What a discount badge follows (decision 105) — on a card, in the object page's head on the
 * server and in the browser, each from the one quote of the stay.
 */
export function quotedDiscountKind(quote: {
  priceCalculated: boolean;
  discount: { kind: string } | null;
}): DiscountKind | null {
  return quote.priceCalculated ? discountKindOf(quote.discount?.kind) : null;
}

/**
 * A percentage discount on the whole stay price (rent + person surcharges). All conditions that
 * are present must hold; when several discounts apply the highest percentage wins (no stacking,
 * ties: first in the list). Windows are from-inclusive, to-exclusive like seasons.
 */
export interface Discount {
  kind: DiscountKind;
  /** Percent off, 0–100 (fractions allowed; the reduction is rounded to whole cents). */
  percent: number;
  /** Arrival date window. */
  arrivalFrom?: IsoDate;
  arrivalTo?: IsoDate;
  /** Booking date window: "today" in Berlin must fall in it. */
  bookableFrom?: IsoDate;
  bookableTo?: IsoDate;
  /** Early booking: arrival at least this many days after today. */
  minDaysBeforeArrival?: number;
  /** Last minute: arrival at most this many days after today. */
  maxDaysBeforeArrival?: number;
  /** Long stay: at least this many nights. */
  minNights?: number;
}

/** Who collects the payment for the booking. */
export type Inkasso = 'agency' | 'landlord';

export interface PetRules {
  allowed: boolean;
  /** Maximum number of pets (ignored when not allowed). */
  max: number;
  /** Pet fee in cents per `feeUnit`; paid with the booking (listed under mandatory services as 'petFee'). */
  feeCents: Cents;
  feeUnit: 'pet' | 'petNight';
}

export interface PriceRules {
  seasons: Season[];
  /** Persons included in the season prices. */
  basePersons: number;
  /** Surcharge per traveller beyond basePersons, per night. */
  extraPersonNightCents: Cents;
  /** Maximum travellers (persons + teens + childs). */
  maxPersons: number;
  pets: PetRules;
  discounts: Discount[];
  /** Paid with the booking and part of priceComplete (final cleaning, linen …). */
  servicesMandatory: ServiceRule[];
  /** Due on site, not part of priceComplete (tourist tax, deposit …). */
  servicesOnSiteMandatory: ServiceRule[];
  /** Bookable on site if wanted (firewood …). */
  servicesOnSiteOptional: ServiceRule[];
  inkasso: Inkasso;
  /** Accepted payment type numbers. */
  payments: number[];
  /** Whether external (partner) channels may book this object directly. */
  externalBookingOK: boolean;
}

/** The site languages (core/languages.ts); kept as an alias so pricing code reads on its own. */
export type PriceLanguage = Language;

/** The availability or booking query of SPEC.md §3, after normalisation (every field present). */
export interface AvailabilityQuery {
  /** Digits only (SPEC.md §5); '' when missing or invalid. */
  objectNumber: string;
  /** 'yyyy-MM-dd' or '' when missing or invalid. */
  startDate: IsoDate;
  /** 'yyyy-MM-dd' or '' — computed from startDate + duration when only those were given. */
  endDate: IsoDate;
  /** Adults (at least 1; default 2, SPEC.md §9). Teens and childs come on top. */
  persons: number;
  /** Nights; recomputed from the dates when both are valid; 0 when unknown. */
  duration: number;
  teens: number;
  childs: number;
  pets: number;
  petSizes: string[];
  /** Lower-case country code of the traveller, '' when unknown. */
  country: string;
  isBooking: 0 | 1;
  childAges: number[];
  bonus: string;
  bookingHash: string;
  language: PriceLanguage;
  /** Partner id (must contain digits, SPEC.md §5), '' when none. */
  partner: string;
}

/** Raw query input (from a URL, a form or JSON): any field may be missing or of the wrong type. */
export type AvailabilityQueryInput = { readonly [K in keyof AvailabilityQuery]?: unknown };

/** Why a stay is not bookable; 'free' means vacant and bookable. */
export type PriceStatus =
  | 'free'
  | 'occupied'
  | 'minimumStay'
  | 'arrivalDay'
  | 'tooManyPersons'
  | 'petsNotAllowed'
  | 'inThePast'
  | 'invalidDates'
  | 'unknownObject'
  | 'noPrice';

export interface PriceObject {
  currency: 'EUR';
  original: Cents;
  price: Cents;
  priceComplete: Cents;
  pricePercentReduction: number;
  originalWithoutAdditions: Cents;
  persons: number;
  startDate: IsoDate;
  endDate: IsoDate;
  duration: number;
  /** Epoch milliseconds of the injected `now` the price was computed at (for the 1 h price cache). */
  ts: number;
}

export interface PriceServiceItem {
  /** i18n key of the service. */
  name: string;
  /** Total for this stay: unitAmount × quantity. */
  amount: Cents;
  unit: ServiceUnit;
  unitAmount: Cents;
  quantity: number;
  refundable: boolean;
}

export interface AppliedDiscount {
  kind: DiscountKind;
  percent: number;
}

export interface PriceResult {
  priceObject: PriceObject;
  priceServicesMandatory: PriceServiceItem[];
  priceServicesOnSiteMandatory: PriceServiceItem[];
  priceServicesOnSiteOptional: PriceServiceItem[];
  /** Whether the amounts are meaningful; when false every amount is 0 and the service lists are empty. */
  priceCalculated: boolean;
  externalBookingOK: boolean;
  status: PriceStatus;
  /** null only for an unknown object. */
  inkasso: Inkasso | null;
  payments: number[];
  /** The discount that was applied, for a badge; not in SPEC.md §3 but derived from it. */
  discount: AppliedDiscount | null;
}
