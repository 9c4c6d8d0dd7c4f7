// Landlord API (SPEC.md §7, issue 15): the booking of the landlord mail's link and the landlord's
// decision. Anonymous — the link's secret is the only credential — so every call is counted per
// client address and wrong secrets more strictly (services/booking/landlord.ts); an unknown id and
// a wrong secret answer the same 404. The answers carry the guest's data and the URL the secret:
// no cache may keep them. The landlord confirmation page calls the same use-cases.
import type { FastifyInstance } from 'fastify';
import {
  landlordBookingAnswer,
  landlordBookingBody,
  landlordDecisionBody,
} from '#core/api/landlord';
import { decideBooking, landlordBooking } from '#services/booking';
import { DomainError } from '#services/platform';
import { defineRoute } from './define-route';

const NOT_FOUND =
  'Unknown booking, or a wrong or replaced bookingHash (errors.booking.notFound): the same answer for both.';

export function registerLandlordRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/landlord/booking/confirm/get',
    summary:
      "The booking of the landlord mail's link: stay, party, what the landlord receives, its state and whether it can still be confirmed or declined.",
    body: landlordBookingBody,
    response: { 200: landlordBookingAnswer, 404: NOT_FOUND },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      const view = await landlordBooking(ctx, body.bookingId, body.bookingHash);
      if (view === null) {
        throw new DomainError('notFound', 'errors.booking.notFound', { field: 'bookingId' });
      }
      return view;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/landlord/booking/confirm/set',
    summary:
      'The landlord confirms or declines the booking (decision confirm|decline; a reason is required to decline and mailed to the guest). Answers the booking as it is now.',
    body: landlordDecisionBody,
    response: {
      200: landlordBookingAnswer,
      400: 'Invalid input naming the field; a decline without reason (field reason).',
      404: NOT_FOUND,
      409: 'Decided before, or an option (only its guest can turn it into a booking to confirm): errors.booking.alreadyDecided with data.status.',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return decideBooking(ctx, body);
    },
  });
}
