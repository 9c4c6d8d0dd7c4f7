// What the customer's booking screens get from their loader (app/lib/trips.server.ts; issue 15).
import type { VoucherCodeResult } from '../vouchers/voucher-data';
import type { CustomerTrip, CustomerTripDetails } from '#services/booking/types';

export type { CustomerTrip, CustomerTripDetails };

export interface TripCard extends CustomerTrip {
  /** The details page. */
  href: string;
}

export interface OverviewData {
  view: 'overview';
  heading: string;
  upcoming: TripCard[];
  past: TripCard[];
  searchHref: string;
}

export interface DetailsData {
  view: 'details';
  heading: string;
  trip: CustomerTripDetails;
  /** The printable confirmation (?print=1) and the details page itself. */
  printHref: string;
  selfHref: string;
  overviewHref: string;
  calendarHref: string;
  objectHref: string;
  /** The confirm step of the cancellation is open (?cancel=1, or the button with JavaScript). */
  confirming: boolean;
  /** The printable confirmation is shown instead of the page. */
  print: boolean;
  /** Just cancelled (the action's redirect). */
  cancelled: boolean;
  /**
   * What the travel voucher code field offers to pay (decision 108); 0 shows no field: nothing a
   * voucher can pay, or the site of a partner that hides codes (SPEC §3 hideBonus).
   */
  voucherOpenCents: number;
  /** What a code just paid (the redemption's redirect, ?redeemed=); null otherwise. */
  voucherRedeemed: VoucherCodeResult | null;
  searchHref: string;
}

/** Not logged in: the login form in place, continuing to this page. */
export interface LoginData {
  view: 'login';
  heading: string;
  returnTo: string;
}

export type TripsScreenData = OverviewData | DetailsData | LoginData;

/** The cancellation's action answer when it refuses (the page shows the refusal and new amounts). */
export interface CancelActionData {
  ok: false;
  message: string;
}
