// Social proof API (issue 15): GET /api/booking/recent, the anonymised recent real bookings of
// /bookingStalker/ (refreshed there every minute), and GET /api/booking/recent/object/{n}, the
// object page's "booked 3× in the last 7 days" notice, loaded after hydration so the object page's
// server HTML and its page cache stay as they were. Nothing personal is in either answer (the
// privacy rule: core/booking/social-proof.ts), so any cache may keep them for the minute the
// service keeps them itself. Neither issues a cookie (no `visitor`).
import type { FastifyInstance } from 'fastify';
import {
  recentAnswer,
  recentObjectAnswer,
  recentObjectParams,
  recentQuery,
} from '#core/api/social-proof';
import { objectBookingNotice, recentBookings } from '#services/booking';
import { defineRoute } from './define-route';

export const SOCIAL_PROOF_CACHE_CONTROL = 'public, max-age=60';

export function registerSocialProofRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/booking/recent',
    summary:
      'Recent real bookings, anonymised (type of house, region or only country, nights, roughly how long ago), newest first; the last 30 days, at most 20.',
    query: recentQuery,
    response: { 200: recentAnswer },
    handler: async (ctx, _input, _request, reply) => {
      reply.header('cache-control', SOCIAL_PROOF_CACHE_CONTROL);
      return recentBookings(ctx);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/booking/recent/object/:objectNumber',
    summary:
      'How many real bookings an object got in the last 7 days and roughly how long ago the newest was made (null when none, also for an unknown object).',
    params: recentObjectParams,
    response: { 200: recentObjectAnswer },
    handler: async (ctx, { params }, _request, reply) => {
      reply.header('cache-control', SOCIAL_PROOF_CACHE_CONTROL);
      return { notice: await objectBookingNotice(ctx, params.objectNumber) };
    },
  });
}
