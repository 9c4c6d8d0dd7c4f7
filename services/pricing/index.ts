// The pricing slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export { priceStay, pricingCacheSize } from './quote';
export { quoteStay, stayDiscountKind } from './quote';
export type { QuoteFacts } from './quote';
export {
  bookingQuoteOf,
  cancellationSource,
  insuranceHiddenFor,
  quoteBooking,
} from './booking-quote';
export type { BookingQuoteOptions } from './booking-quote';
export type * from './types';
