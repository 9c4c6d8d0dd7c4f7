// The customer's bookings API (issue 15; SPEC §7 POST /api/user/getBookings): the list or one
// booking of the logged-in customer, and its cancellation. Thin: schemas in core/api/user-bookings.ts,
// use-cases in services/booking (the user area's screens call the same ones). A booking of another
// account answers 404 like one that does not exist; not logged in: 403 like every user call
// (errors.accounts.loginRequired). Personal answers: no cache stores them.
import type { FastifyInstance } from 'fastify';
import {
  cancelBookingAnswer,
  cancelBookingBody,
  getBookingsAnswer,
  getBookingsBody,
} from '#core/api/user-bookings';
import { cancelBooking, customerBooking, customerBookings } from '#services/booking';
import { DomainError } from '#services/platform';
import { defineRoute } from './define-route';

export function registerUserBookingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/user/getBookings',
    summary:
      "The logged-in customer's bookings (type bookings: upcoming first, then past) or one booking's details (type booking, bookingid = its display number): price lines, payments, landlord contact once confirmed, what cancelling costs today.",
    body: getBookingsBody,
    access: 'user',
    response: {
      200: getBookingsAnswer,
      404: 'No booking of this customer has that number (errors.booking.notFound) — also when it is another customer’s.',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      if (body.type === 'bookings') return { bookings: await customerBookings(ctx) };
      const booking = await customerBooking(ctx, body.bookingid!);
      if (booking === null) {
        throw new DomainError('notFound', 'errors.booking.notFound', { field: 'bookingid' });
      }
      return { booking };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/booking/cancel',
    summary:
      'Cancels the customer’s booking (an option: lets it go): free until the object’s deadline, later at the fee of the cancellation terms the guest confirmed (expectedFeeCents). The dates are free at once; card payments beyond the fee are refunded.',
    body: cancelBookingBody,
    access: 'user',
    response: {
      200: cancelBookingAnswer,
      404: 'No booking of this customer has that number (errors.booking.notFound).',
      409: 'Already cancelled or ended (errors.booking.notAllowed), from the arrival day on (errors.booking.cancelTooLate), or the fee changed since it was shown (errors.booking.cancellationFeeChanged, data.feeCents).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return cancelBooking(ctx, body.bookingid, { expectedFeeCents: body.expectedFeeCents });
    },
  });
}
