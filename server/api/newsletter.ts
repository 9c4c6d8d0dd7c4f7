// Newsletter API (SPEC.md §7; issue 17): POST /api/mailer/newsletter (the double opt-in's first
// step), POST /api/newsletter/doiconfirm, POST /api/mailerPref/getUserPreferences and
// /setUserPreferences — the same use-cases as the footer's form and the newsletter pages
// (services/content newsletter.ts). Plus the RFC 8058 one-click unsubscribe target of the
// newsletter mails' List-Unsubscribe header, outside /api: a mail provider posts
// `List-Unsubscribe=One-Click` there without mandant, Origin or cookies, so it is neither an API
// call nor a page form post.
import type { FastifyInstance } from 'fastify';
import {
  mailerPreferencesAnswer,
  mailerPreferencesGetBody,
  mailerPreferencesSetBody,
  newsletterAccepted,
  newsletterConfirmBody,
  newsletterConfirmed,
  newsletterSubscribeBody,
} from '#core/api/content';
import {
  NEWSLETTER_ONE_CLICK_PATH,
  confirmNewsletter,
  getNewsletterPreferences,
  setNewsletterPreferences,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from '#services/content';
import { defineRoute } from './define-route';

export function registerNewsletterRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/mailer/newsletter',
    summary:
      'Subscribes an address with double opt-in: a mail with a single-use confirmation link (7 days) goes to a new or pending address. The answer is the same for every address (new, pending, subscribed), and on a visit of a partner that hides the newsletter nothing is stored.',
    body: newsletterSubscribeBody,
    response: {
      200: newsletterAccepted,
      400: 'A field refused, naming it (email); the form guard’s token missing, forged, too fresh or expired: formToken (errors.form.invalid | tooFast | expired). Too many: HTTP 429, type rateLimit — 10 per client address and hour, 3 per address and day.',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return subscribeNewsletter(ctx, {
        email: body.email,
        formToken: body.formToken,
        website2: body.website2,
      });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/newsletter/doiconfirm',
    summary:
      'Confirms a subscription with the token of its mail’s link (single use). confirmed false: the link is no longer valid (used, replaced by a newer one, expired or never issued).',
    body: newsletterConfirmBody,
    response: { 200: newsletterConfirmed },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmNewsletter(ctx, body.token);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/mailerPref/getUserPreferences',
    summary:
      'The logged-in customer’s newsletter topics and whether their address receives the newsletter (only their own: the account comes from the login, never from the body).',
    access: 'user',
    body: mailerPreferencesGetBody,
    response: { 200: mailerPreferencesAnswer },
    handler: async (ctx, _input, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getNewsletterPreferences(ctx);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/mailerPref/setUserPreferences',
    summary:
      'Changes the logged-in customer’s newsletter topics and, when given, the subscription of their address; answers the new state.',
    access: 'user',
    body: mailerPreferencesSetBody,
    response: { 200: mailerPreferencesAnswer },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return setNewsletterPreferences(ctx, {
        preferences: body.preferences,
        ...(body.subscribed === undefined ? {} : { subscribed: body.subscribed }),
      });
    },
  });
}

/** The RFC 8058 one-click target (see the module header); registered beside the pages. */
export async function registerNewsletterOneClick(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The body (`List-Unsubscribe=One-Click`) says nothing the signed query does not.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.post(NEWSLETTER_ONE_CLICK_PATH, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const id = typeof query.id === 'string' && /^[1-9][0-9]{0,9}$/.test(query.id) ? query.id : '';
      const sig = typeof query.sig === 'string' ? query.sig.slice(0, 100) : '';
      const done =
        id !== '' && (await unsubscribeNewsletter(request.ctx, { id: Number(id), signature: sig }));
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      return reply.code(done ? 200 : 400).send(done ? 'Unsubscribed' : 'Invalid link');
    });
  });
}
