// Plain data of the pricing slice that screens may import (no values of the services).
// The booking quote (issue 14, contract 2): what the booking screens show and what a booking
// stores — one quote, so the screens and the booking never add up two different totals.
import type { IsoDate } from '#core/dates';
import type {
  AppliedDiscount,
  Cents,
  Inkasso,
  PriceResult,
  PriceStatus,
  ServiceUnit,
} from '#core/pricing';

/** What quoteBooking prices: the stay, the party and what the guest chose on top. */
export interface BookingQuoteInput {
  objectNumber: number;
  startDate: IsoDate;
  endDate: IsoDate;
  adults: number;
  /** Ages of the children (0–17), one per child. */
  childAges: readonly number[];
  pets: number;
  /** Names of the object's optional extras the guest chose (BookingQuote.extras[].name). */
  extras: readonly string[];
  /** The travel-cancellation insurance: never pre-selected (SPEC §9), false by default. */
  insurance: boolean;
}

/**
 * A line of the quote. `rent`: the nights after the discount; `mandatory`: a cost paid with the
 * booking (final cleaning, linen, pet fee); `extra`: an optional extra the guest chose, paid with
 * the booking; `insurance`: the travel-cancellation insurance; `onSite`: due on site, not in the
 * total; `onSiteOptional`: orderable on site, not chosen, not in the total.
 */
export type BookingQuoteLineKind =
  'rent' | 'mandatory' | 'extra' | 'insurance' | 'onSite' | 'onSiteOptional';

export interface BookingQuoteLine {
  /** i18n key of the item in the pricing namespace (services.<name>), or 'rent' / 'insurance'. */
  name: string;
  kind: BookingQuoteLineKind;
  /** The item's total for this stay. */
  amount: Cents;
  /** Per unit, or null for an item charged once per stay. */
  unitAmount: Cents | null;
  unit: ServiceUnit | null;
  quantity: number;
  /** Paid back after the stay (a deposit). */
  refundable: boolean;
}

/** An optional extra the object offers, priced for this stay, and whether the guest chose it. */
export interface BookingQuoteExtra {
  name: string;
  amount: Cents;
  unitAmount: Cents | null;
  unit: ServiceUnit | null;
  chosen: boolean;
}

export interface BookingQuoteInsurance {
  /** Whether it is offered: `withheld` is null. */
  offered: boolean;
  /**
   * Why not: the visit's partner hides insurances (SPEC §3 hideInsurances), or the landlord
   * collects the payment (decision 103: the premium is the insurer's, not the landlord's, and the
   * site takes no payment of such a booking to pass it on).
   */
  withheld: 'partner' | 'landlord' | null;
  chosen: boolean;
  /** Its price as a percentage of what it insures (core/pricing INSURANCE_PERCENT). */
  percent: number;
  /** What it would cost for this stay (also when not chosen, for the offer). */
  amount: Cents;
}

export interface BookingQuoteCancellation {
  label: string;
  head: string;
  text: string;
  deadlineDays: number;
  /** The last day of free cancellation (arrival − deadlineDays), or null when already past. */
  deadline: IsoDate | null;
}

export interface BookingQuote {
  objectNumber: number;
  startDate: IsoDate;
  endDate: IsoDate;
  nights: number;
  adults: number;
  childAges: number[];
  pets: number;
  /** The engine's status of the stay ('free' = vacant and bookable). */
  status: PriceStatus;
  /** Priced and vacant: the guest may book it. */
  bookable: boolean;
  /** Everything paid with the booking, in the order shown: rent, mandatory, extras, insurance. */
  lines: BookingQuoteLine[];
  /** Costs due on site (mandatory) and those orderable on site (not chosen); not in the total. */
  onSite: BookingQuoteLine[];
  /** The object's optional extras for this stay (chosen or not). */
  extras: BookingQuoteExtra[];
  insurance: BookingQuoteInsurance;
  discount: AppliedDiscount | null;
  /** The total without the discount (shown struck out), or null without a discount. */
  before: Cents | null;
  /** What the guest pays with the booking: the sum of `lines`. */
  total: Cents;
  currency: 'EUR';
  /** The object's accepted payment type numbers and who collects (core/payments). */
  payments: number[];
  inkasso: Inkasso | null;
  cancellation: BookingQuoteCancellation | null;
  /** The engine's result the lines were made from (stored with a booking as its price). */
  price: PriceResult;
}
