// Content API (SPEC.md §7): the contact forms' POST /api/mailer/contact (issue 16). The same
// use-case as the contact page's form post (services/content sendContactMessage).
import type { FastifyInstance } from 'fastify';
import { contactAnswer, contactBody } from '#core/api/content';
import { contactInputOf, sendContactMessage } from '#services/content';
import { defineRoute } from './define-route';

export function registerContentRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/mailer/contact',
    summary:
      'Sends a contact form’s message (guest, landlord, partner, agency): stored, mailed to the office (Reply-To the sender) and confirmed to the sender with a fixed text. Spam protection without a captcha: formData.formToken (the page’s signed render instant, at least 3 s old) and formData.website2 (must stay empty) are both needed.',
    body: contactBody,
    response: {
      200: contactAnswer,
      400: 'A field refused, naming formData.<field> (an empty reason: formData.reason); the form guard’s token missing, forged, too fresh or expired: formData.formToken (errors.form.invalid | tooFast | expired); a stay starting in the past: formData.startDate (errors.contact.startPast). Too many messages: HTTP 429, type rateLimit, data.retryAfterSeconds — 10 per client address and hour, 5 per sender address and day.',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      const f = body.formData;
      return sendContactMessage(ctx, contactInputOf(f));
    },
  });
}
