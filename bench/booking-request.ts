// The bookings of the benchmarks and drills (bench/booking.bench.ts, bench/drills/lib.ts): a free
// week found by the same quote a booking uses, and the body of POST /api/booking that books it for
// a made-up traveller. One place, so that both measure the same request.
import type { IsoDate } from '#core/dates';
import type { RequestContext } from '#services/platform';
import { offeredPaymentMethods } from '#services/booking';
import { quoteBooking } from '#services/pricing';

export interface Stay {
  objectNumber: number;
  startDate: string;
  endDate: string;
  method: string;
}

/**
 * The first payment method the quote of a stay for two adults offers, or undefined where the stay
 * cannot be booked (taken, closed, a quote error).
 */
export async function bookablePaymentMethod(
  ctx: RequestContext,
  objectNumber: number,
  startDate: IsoDate,
  endDate: IsoDate,
): Promise<string | undefined> {
  const quote = await quoteBooking(ctx, {
    objectNumber,
    startDate,
    endDate,
    adults: 2,
    childAges: [],
    pets: 0,
    extras: [],
    insurance: false,
  }).catch(() => null);
  return quote?.bookable ? (await offeredPaymentMethods(ctx.deps, quote))[0] : undefined;
}

export interface BookingRequestOptions {
  /** A binding booking, or an option the guest confirms later. */
  method: 'booking' | 'option';
  lastName: string;
  /** An address per booking: the per-address limits are not the subject. */
  email: string;
  idempotencyKey: string;
}

/** The body of POST /api/booking for a stay: two adults, a traveller in Berlin. */
export function bookingRequest(stay: Stay, options: BookingRequestOptions) {
  return {
    mandant: 'feriora',
    method: options.method,
    objectNumber: stay.objectNumber,
    startDate: stay.startDate,
    endDate: stay.endDate,
    adults: 2,
    traveller: {
      salutation: 'ms',
      firstName: 'Anna',
      lastName: options.lastName,
      email: options.email,
      phone: '+49 30 1234567',
      street: 'Lindenstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'de',
    },
    paymentMethod: stay.method,
    acceptTerms: true,
    idempotencyKey: options.idempotencyKey,
  };
}
