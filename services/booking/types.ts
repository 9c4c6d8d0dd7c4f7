// Plain data of the booking slice that screens may import (no values of the services).
import type { BookingActor, BookingMethod, BookingStatus, PetSize } from '#core/booking';
import type { PaymentMethod } from '#core/payments';
import type { BookingQuote } from '#services/pricing/types';

export type { BookingActor, BookingMethod, BookingStatus };

export interface TravellerInput {
  salutation: 'ms' | 'mr' | 'diverse' | 'none';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166 alpha-2, lower case. */
  country: string;
}

/** POST /api/booking's body without the mandant (contract 1): what createBooking takes. */
export interface CreateBookingInput {
  method: BookingMethod;
  objectNumber: number;
  startDate: string;
  endDate: string;
  adults: number;
  childAges: number[];
  pets: number;
  /** The pets' size where the object asks for it (kept only with pets). */
  petSize?: PetSize | null | undefined;
  insurance: boolean;
  extras: string[];
  traveller: TravellerInput;
  paymentMethod: PaymentMethod;
  acceptTerms: true;
  idempotencyKey: string;
  /** The total the guest was shown; a different one now refuses (errors.booking.priceChanged). */
  expectedTotal?: number | undefined;
}

/** The customer's next stay, as the user area's dashboard shows it. */
export interface NextTrip {
  bookingId: number;
  bookingDisplayNumber: string;
  method: BookingMethod;
  status: BookingStatus;
  objectNumber: number;
  objectTitle: string;
  startDate: string;
  endDate: string;
  /** ISO instant; live options only. */
  optionExpiresAt: string | null;
}

/** POST /api/booking's answer (contract 1). */
export interface CreatedBooking {
  bookingId: number;
  bookingDisplayNumber: string;
  customerNumber: string;
  status: BookingStatus;
  total: number;
  currency: 'EUR';
  optionExpiresAt: string | null;
  paymentUrl: string | null;
}

/** A booking as its guest may see it (finish page, mail links). */
export interface GuestBooking {
  bookingId: number;
  bookingDisplayNumber: string;
  customerNumber: string;
  method: BookingMethod;
  status: BookingStatus;
  objectNumber: number;
  startDate: string;
  endDate: string;
  adults: number;
  childAges: number[];
  pets: number;
  total: number;
  currency: 'EUR';
  optionExpiresAt: string | null;
  email: string;
  paymentMethod: PaymentMethod | null;
  /** Whether the guest may turn the option into a booking now. */
  convertible: boolean;
  /** The provider's page of the payment due next, or null. */
  paymentUrl: string | null;
  /** The quote stored with the booking (its lines and total). */
  quote: BookingQuote | null;
}

export interface EnquiryInput {
  objectNumber: number;
  message: string;
  startDate: string | null;
  endDate: string | null;
  adults: number | null;
  children: number | null;
  pets: number | null;
  traveller: {
    salutation: TravellerInput['salutation'] | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
  };
  /** The signed issue time of the form (enquiryFormToken). */
  formToken: string;
  /** The hidden field only robots fill in; anything in it and nothing is sent. */
  honeypot: string;
}

export interface EnquirySent {
  sentTo: string;
}
