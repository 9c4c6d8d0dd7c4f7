// Booking API (issue 14, contract 1): POST /api/booking books a stay or holds it as an option,
// POST /api/request sends an enquiry to the landlord, GET /api/request/token gives the enquiry
// form's signed token. Thin: the schemas are core/api/booking.ts, the use-cases services/booking
// (the booking screens' actions call the same ones). Answers are personal: no cache stores them.
// Cross-site posts are refused before any of this (server/plugins/origin.ts).
import type { FastifyInstance } from 'fastify';
import {
  bookingAnswer,
  bookingBody,
  enquiryAnswer,
  enquiryBody,
  enquiryTokenAnswer,
} from '#core/api/booking';
import { createBooking, enquiryFormToken, sendEnquiry } from '#services/booking';
import { defineRoute } from './define-route';

export function registerBookingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/booking',
    visitor: true,
    successStatus: 201,
    summary:
      'Books a stay (method booking) or holds it free of charge as an option (method option); idempotent per idempotencyKey.',
    body: bookingBody,
    response: {
      201: bookingAnswer,
      400: 'Invalid input naming the field; dates already taken: type notAvailable (errors.booking.notAvailable); an idempotencyKey reused with another body (errors.booking.idempotencyKeyReused); a changed price (errors.booking.priceChanged, data.total).',
      404: 'Unknown object (errors.object.notFound).',
      410: 'The object is no longer offered (errors.object.gone).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return createBooking(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/request/token',
    summary:
      "The enquiry form's token: its issue time, signed; POST /api/request accepts it after 3 seconds, for a day.",
    response: { 200: enquiryTokenAnswer },
    handler: (ctx, _input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return enquiryFormToken(ctx);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/request',
    visitor: true,
    summary:
      'Sends a question to the landlord (optional dates and party; blocks nothing); the guest gets a copy.',
    body: enquiryBody,
    response: {
      200: enquiryAnswer,
      400: 'Invalid input naming the field; a missing, foreign, too young or expired formToken (errors.form.*).',
      404: 'Unknown object (errors.object.notFound).',
      410: 'The object is no longer offered (errors.object.gone).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendEnquiry(ctx, {
        objectNumber: body.objectNumber,
        message: body.message,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
        adults: body.adults ?? null,
        children: body.children ?? null,
        pets: body.pets ?? null,
        traveller: {
          salutation: body.traveller.salutation ?? null,
          firstName: body.traveller.firstName,
          lastName: body.traveller.lastName,
          email: body.traveller.email,
          phone: body.traveller.phone ?? null,
        },
        formToken: body.formToken,
        honeypot: body.website ?? '',
      });
    },
  });
}
