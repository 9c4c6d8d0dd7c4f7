// One central error handler: API requests always get the standard envelope; a 5xx never shows its
// internals (stack, SQL, messages) to the client — it is logged with the request id instead.
import type { FastifyError, FastifyInstance } from 'fastify';
import { apiError, fail } from '#core/envelope';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    } else {
      request.log.info({ err: { message: error.message, code: error.code } }, 'client error');
    }
    if (!isApiPath(request.url)) {
      // Page requests: React Router renders its own error views; this only catches failures
      // outside it (e.g. a broken server build).
      reply
        .code(status >= 500 ? 500 : status === 404 ? 404 : 400)
        .type('text/plain; charset=utf-8')
        .send(status >= 500 ? 'Internal Server Error' : 'Bad Request');
      return;
    }
    if (status === 429) {
      // The envelope knows no 429; the HTTP status says it, the envelope carries a 400.
      reply
        .code(429)
        .send(fail(400, [apiError('errors.rateLimited', 'rateLimit', { isKey: true })]));
      return;
    }
    if (status >= 400 && status < 500) {
      // Body parse failures (invalid JSON, wrong content type, too large) name the body.
      reply.code(400).send(
        fail(400, [
          apiError('errors.validation.body', 'validation', {
            isKey: true,
            data: { field: 'body', code: error.code ?? null },
          }),
        ]),
      );
      return;
    }
    reply.code(500).send(
      fail(500, [
        apiError('errors.server', 'server', {
          isKey: true,
          data: { requestId: String(request.id) },
        }),
      ]),
    );
  });
}
