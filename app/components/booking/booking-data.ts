// What the booking, option and enquiry loaders and actions hand their screens (app/routes/
// booking.tsx, request.tsx): plain data made on the server. Every amount comes from the one quote
// of services/pricing (issue 14 contract 2); the screens only show it, they never add up prices.
import type { Availability } from '#core/availability';
import type { IsoDate } from '#core/dates';
import type { Inkasso, PaymentMethod } from '#core/payments';
import type { PriceStatus } from '#core/pricing';
import type { PaymentInstructions } from '#services/booking/types';
import type { BookingStay, PetSize } from '../../lib/booking-stay';
import type { FieldError } from '../ui/form-fields';

export type BookingMethod = 'booking' | 'option';
export type BookingStep = 1 | 2 | 3;

/** One line of the price: what it is, its amount in cents, how it is counted. */
export interface QuoteLine {
  /** rent | a service name of the price rules (pricing:services.*) | insurance | an extra's id. */
  name: string;
  kind: 'rent' | 'mandatory' | 'extra' | 'insurance' | 'onSite' | 'onSiteOptional';
  amount: number;
  /** Per unit, with the unit (pricing:costs.unit.*), where the line is counted. */
  unitAmount: number | null;
  unit: string | null;
  refundable: boolean;
}

/** An optional extra the object offers for the stay (chosen or not). */
export interface ExtraOption {
  id: string;
  /** Its amount for this stay in cents. */
  amount: number;
  chosen: boolean;
}

export interface QuoteView {
  status: PriceStatus;
  /** The stay can be booked as chosen (vacant, priced). */
  bookable: boolean;
  /** Paid with the booking: rent, mandatory costs, chosen extras, insurance. */
  lines: QuoteLine[];
  /** Paid on site (tourist tax, deposit …) and bookable on site if wanted. */
  onSite: QuoteLine[];
  /** The total paid with the booking (core/pricing stayTotal), in cents. */
  total: number;
  /** The same total without its discount (struck out), or null. */
  before: number | null;
  discount: { kind: string; percent: number } | null;
  nights: number;
  extras: ExtraOption[];
  /** The insurance's price for this stay when it may be offered; null: not offered. */
  insuranceAmount: number | null;
  /** Not offered because the landlord collects the payment (said on the form; decision 103). */
  insuranceWithLandlord: boolean;
  /** Payment type numbers the object accepts, and who collects (SPEC §3 payments, inkasso). */
  payments: number[];
  inkasso: Inkasso | null;
  /** The last day of free cancellation (arrival − the object's deadline), null when past. */
  cancellationDeadline: IsoDate | null;
}

export interface ObjectSummary {
  objectNumber: number;
  title: string;
  place: string;
  region: string;
  country: string;
  image: string | null;
  href: string;
  personsMax: number;
  adultsMax: number;
  petsAllowed: number;
  /** The largest pet size the object takes when it asks for it, else null. */
  petSizeMax: PetSize | null;
  /** The contracting party (DOMAIN.md: the landlord or operator, before booking). */
  landlord: { name: string; privateLandlord: boolean } | null;
  agencyName: string;
  cancellation: {
    label: string;
    head: string;
    text: string;
    deadlineDays: number;
  } | null;
}

/** A payment the plan asks for (services/payments paymentPlan). */
export interface PaymentStep {
  kind: 'deposit' | 'balance' | 'full';
  amountCents: number;
  dueDate: IsoDate;
}

/** One refusal: `field` names the form control it is about (null: the form as a whole). */
export type { FieldError } from '../ui/form-fields';

/** Start and summary. */
export interface StayScreenData {
  method: BookingMethod;
  step: 1 | 2;
  object: ObjectSummary;
  stay: BookingStay;
  today: IsoDate;
  availability: Availability | null;
  quote: QuoteView | null;
  /** The total the guest saw on the step before, when it differs from the quote's now. */
  changedFrom: number | null;
  /** The stay the guest chose is no longer bookable (between the steps, or at the post). */
  unavailable: boolean;
  /** Summary only. */
  summary: SummaryData | null;
  /** Paths of the steps with the stay. */
  paths: { start: string; summary: string; object: string };
}

export interface Traveller {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export interface SummaryData {
  /** Generated when the page is rendered: the same post twice books once (hidden field). */
  idempotencyKey: string;
  traveller: Traveller;
  loggedIn: boolean;
  countries: { code: string; name: string }[];
  /** Payment methods the guest may choose (core/payments paymentMethodsFor, payments:methods.*). */
  paymentMethods: PaymentMethod[];
  plan: PaymentStep[] | null;
  /**
   * The last day the stay can be cancelled free of charge (the object's terms, or the default),
   * or null without dates.
   */
  cancellationDeadline: IsoDate | null;
  /** The days before arrival of that deadline. */
  cancellationDays: number;
  /** Once the deadline passed: the percentage a cancellation right after booking costs. */
  cancellationFeePercent: number | null;
  /** The hold's end for an option (days from now). */
  optionDays: number | null;
  /**
   * Whether the payment part says where a travel voucher is redeemed (decision 108): a booking,
   * not on the site of a partner that hides codes (SPEC §3 hideBonus).
   */
  voucherHint: boolean;
}

/** What the summary's action answers when it did not book. */
export interface SummaryActionData {
  ok: false;
  errors: FieldError[];
  values: Record<string, string>;
  /** The price changed since the page was shown: the fresh total (the guest confirms again). */
  priceChangedTo: number | null;
  unavailable: boolean;
}

export interface FinishData {
  method: BookingMethod;
  object: ObjectSummary;
  bookingId: number;
  bookingDisplayNumber: string;
  customerNumber: string;
  status: string;
  startDate: IsoDate;
  endDate: IsoDate;
  adults: number;
  children: number;
  pets: number;
  total: number;
  optionExpiresAt: string | null;
  email: string;
  loggedIn: boolean;
  /**
   * Opened with its guest link by a logged-in customer, and no account holds it: the address of
   * the account it can be added to; else null.
   */
  claimable: string | null;
  /** The .ics file of the stay (owner only). */
  calendarHref: string;
  /** Whether the option can still be turned into a booking. */
  convertible: boolean;
  /** What the converted option may be paid with, the option's own first (empty otherwise). */
  conversionMethods: PaymentMethod[];
  /** Where the guest pays what is due now, if a card payment is open. */
  paymentUrl: string | null;
  /** Method, what is due when, a transfer's account (decision 080); null for options, ended stays. */
  payment: PaymentInstructions | null;
  registrationHref: string;
  /** An option the guest turned into a booking: shown as the booking (either finish page). */
  converted: boolean;
  /**
   * What a travel voucher could pay now (services/booking voucherOpenCents), in cents; the page
   * offers its code field only above 0, and 0 on the site of a partner that hides codes.
   */
  voucherOpenCents: number;
}

export interface RequestScreenData {
  object: ObjectSummary;
  stay: BookingStay;
  today: IsoDate;
  traveller: Traveller;
  sent: boolean;
  sentTo: string | null;
  objectPath: string;
  /** The signed instant the form was made (services/booking's spam check). */
  formToken: string;
}

export interface RequestActionData {
  ok: boolean;
  errors: FieldError[];
  values: Record<string, string>;
  sentTo: string | null;
}
