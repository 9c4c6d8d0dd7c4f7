// The body of a POST /api/booking for tests that book through the API (integration tests with
// app.inject, browser tests with fetch): a week for two adults, terms accepted, a fresh
// idempotency key, the traveller in Berlin with the given name and address.
import { randomUUID } from 'node:crypto';
import { addDays, type IsoDate } from '#core/dates';

export interface BookingRequestInput {
  mandant: string;
  objectNumber: number;
  startDate: IsoDate;
  nights?: number;
  paymentMethod: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

export function bookingRequest(input: BookingRequestInput) {
  return {
    mandant: input.mandant,
    method: 'booking',
    objectNumber: input.objectNumber,
    startDate: input.startDate,
    endDate: addDays(input.startDate, input.nights ?? 7),
    adults: 2,
    childAges: [],
    pets: 0,
    insurance: false,
    extras: [],
    traveller: {
      salutation: 'ms',
      firstName: input.firstName ?? 'Anna',
      lastName: input.lastName ?? 'Muster',
      email: input.email,
      phone: '+49 30 1234567',
      street: 'Lindenstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'de',
    },
    paymentMethod: input.paymentMethod,
    acceptTerms: true,
    idempotencyKey: randomUUID(),
  };
}
