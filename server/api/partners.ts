// Partner programme API (SPEC §7 sendRegistration; issue 16): POST /api/sendRegistration applies
// to the partner programme, GET /api/sendRegistration/token gives the application form's signed
// token. Thin: the schemas are core/api/partners.ts, the use-cases services/partners
// registration.ts — the programme page's action calls the same one. Anonymous, and it mails an
// address the caller typed: the form guard and the abuse limits live in the use-case.
import type { FastifyInstance } from 'fastify';
import {
  registrationTokenAnswer,
  sendRegistrationAnswer,
  sendRegistrationBody,
} from '#core/api/partners';
import { registrationFormToken, registrationInputOf, sendRegistration } from '#services/partners';
import { defineRoute } from './define-route';

export function registerPartnerRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/sendRegistration/token',
    summary:
      "The application form's token: its issue time, signed; POST /api/sendRegistration accepts it after 3 seconds, for a day.",
    response: { 200: registrationTokenAnswer },
    handler: (ctx, _input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return registrationFormToken(ctx);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sendRegistration',
    summary:
      'Applies to the partner programme as a travel agency or affiliate: stores the application, mails it to the office (Reply-To the applicant) and a confirmation to the applicant.',
    body: sendRegistrationBody,
    response: {
      200: sendRegistrationAnswer,
      400: 'Invalid input naming the field (registration.email, registration.website …); a missing, foreign, too young or expired token (registration.formToken errors.form.*). Too many applications from the client or for the address: HTTP 429, type rateLimit, errors.partners.tooMany, data.retryAfterSeconds.',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      const r = body.registration;
      return sendRegistration(ctx, registrationInputOf(r), 'registration.formToken');
    },
  });
}
