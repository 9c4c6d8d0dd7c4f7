// Payments API (issue 14): the sandbox card provider's signed server-to-server notification, and
// the office's bank statement upload (decision 082, below). The
// body's signature is checked over the raw bytes as they arrived, so this route keeps them: its
// own JSON parser (in its own plugin scope, nothing else sees it) stores the bytes beside the
// parsed body. Then one call to the payments door (verify, act once) and one to booking's
// recordPayment (the booking paid, or a late payment refunded).
import type { FastifyInstance } from 'fastify';
import {
  paymentConfirmationAnswer,
  sandboxNotificationBody,
  statementBody,
  statementImportedAnswer,
} from '#core/api/payments';
import {
  SANDBOX_SIGNATURE_HEADER,
  STATEMENT_MAX_BYTES,
  confirmNotification,
  sandboxProvider,
} from '#services/payments';
import { importBankStatement, recordPayment } from '#services/booking';
import { DomainError } from '#services/platform';
import { defineRoute } from './define-route';
import { registerFileParts } from './file-parts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received (routes whose signature covers them). */
    rawBody?: Buffer;
  }
}

export function registerPaymentRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (request, body: Buffer, done) => {
        request.rawBody = body;
        parseJson(request, body.toString('utf8'), done);
      },
    );

    defineRoute(scope, {
      method: 'POST',
      url: '/payments/sandbox/notify',
      summary:
        'The sandbox card provider notifies a payment: signed (sandbox-signature: t=…,v1=HMAC-SHA256 of "t.<raw body>"), acted on once per event id.',
      body: sandboxNotificationBody,
      response: {
        200: paymentConfirmationAnswer,
        403: 'The signature is missing, wrong or outside the 5-minute replay window (errors.payments.signatureInvalid).',
        404: 'No such payment (errors.payments.notFound).',
        409: 'A charge the payment could not take (paid meanwhile, or its amount changed) whose refund failed: deliver again to retry (errors.payments.strayRefundFailed).',
      },
      handler: async (ctx, _input, request) => {
        const header = request.headers[SANDBOX_SIGNATURE_HEADER];
        const result = await confirmNotification(
          ctx,
          sandboxProvider.name,
          request.rawBody ?? Buffer.alloc(0),
          typeof header === 'string' ? header : undefined,
        );
        // What the booking does with it (booking's recordPayment): paid in full → the booking is
        // paid; lapsed or cancelled meanwhile → the payment is refunded. Also for a repeated
        // event: recordPayment is idempotent, and a first call that failed after the payment was
        // recorded is completed by the provider's retry.
        // A stray charge (refunded, decision 109) is nothing the booking takes: no receipt.
        if (result.strayCharge !== true) await recordPayment(ctx, result);
        return result;
      },
    });
  });

  // The office's bank statement (decision 082): one CAMT file, read in this scope only.
  void app.register(async (scope) => {
    const fileOf = await registerFileParts(scope, STATEMENT_MAX_BYTES, 'admin.payments');
    defineRoute(scope, {
      method: 'POST',
      url: '/admin/payments/statement',
      summary:
        "Imports the operator's bank statement (multipart/form-data: mandant, file — a CAMT camt.053, camt.052 or camt.054 XML file of at most 5 MB): its credits in euros not imported before are kept, to be matched to awaited transfers at /admin/payments/.",
      body: statementBody,
      access: 'admin.payments',
      response: {
        200: statementImportedAnswer,
        400: 'No file, too big, not XML, not a CAMT statement, a DOCTYPE, too many entries, or a statement of another account than the one guests transfer to (field file).',
      },
      handler: async (ctx, _input, request, reply) => {
        reply.header('cache-control', 'no-store');
        const file = fileOf(request);
        if (file === undefined) {
          throw new DomainError('invalid', 'errors.payments.statement.empty', { field: 'file' });
        }
        if (file.tooBig) {
          throw new DomainError('invalid', 'errors.payments.statement.tooBig', { field: 'file' });
        }
        return importBankStatement(ctx, file.bytes);
      },
    });
  });
}
