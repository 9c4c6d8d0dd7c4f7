// Travel voucher API (issue 15; SPEC §7): POST /api/booking/voucher/redeem and
// POST /api/booking/voucher/payment. Thin: schemas core/api/vouchers.ts, use-cases
// services/booking vouchers.ts (the voucher page's form calls the same). Personal answers: no cache
// stores them. A wrong code and someone else's code answer the same 404.
import type { FastifyInstance } from 'fastify';
import {
  voucherPaymentAnswer,
  voucherPaymentBody,
  voucherRedeemAnswer,
  voucherRedeemBody,
} from '#core/api/vouchers';
import { redeemVoucher, voucherPayment } from '#services/booking';
import { defineRoute } from './define-route';

export function registerVoucherRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/booking/voucher/redeem',
    summary:
      "Sets a travel voucher against what the caller's booking still owes (the payment due next first); rate limited per client and booking.",
    body: voucherRedeemBody,
    response: {
      200: voucherRedeemAnswer,
      400: 'Invalid input naming the field; too many attempts: HTTP 429 type rateLimit (errors.booking.voucher.tooMany).',
      404: "Not the caller's booking (errors.booking.notFound) or a code that is unknown or another customer's (errors.booking.voucher.notFound).",
      409: 'The voucher is used up (errors.booking.voucher.used) or expired (errors.booking.voucher.expired); nothing left to pay (errors.booking.voucher.nothingToPay).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return redeemVoucher(ctx, {
        code: body.code,
        bookingId: body.bookingId,
        access: body.access ?? null,
      });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/booking/voucher/payment',
    summary:
      "The payment page of what is left after a voucher (the payment due next), or paid: true when nothing is; the caller's booking only.",
    body: voucherPaymentBody,
    response: {
      200: voucherPaymentAnswer,
      400: 'Invalid input naming the field.',
      404: "Not the caller's booking (errors.booking.notFound).",
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return voucherPayment(ctx, { bookingId: body.bookingId, access: body.access ?? null });
    },
  });
}
