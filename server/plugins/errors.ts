// One central error handling: API requests always get the standard envelope — from a route, from
// the not-found handler, for a target the router refused (bad percent-encoding) and for a request
// Node's parser refused (unknown method, headers too large) — pages and the rest plain text. A 5xx
// never shows its internals (stack, SQL, messages) to the client: it is logged with the request id.
// Whether a request is the API is decided once (../request-target.ts isApiRequest). A database
// that cannot be reached (restarting, failing over) is 503 with Retry-After for the API: the
// client, the balancer and monitoring see an outage, not a bug (pages stay 500: SPEC.md §4).
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { apiError, fail, type ApiError } from '#core/envelope';
import { isDatabaseUnavailable } from '#db/unavailable';
import { isApiRawTarget, isApiRequest, originForm, splitTarget } from '../request-target';

function plain(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

function validation(text: string, field: string, code: string | null = null): ApiError {
  return apiError(text, 'validation', { isKey: true, data: { field, code } });
}

/** The 404 envelope of an unknown API path (or method). */
export function unknownApiPath(url: string) {
  const target = originForm(url);
  return fail(404, [
    apiError('errors.api.unknownPath', 'notFound', {
      isKey: true,
      data: { path: target === null ? null : splitTarget(target).path },
    }),
  ]);
}

/** What a client should wait before trying again while the database is back (a restart). */
const RETRY_AFTER_SECONDS = 5;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const unavailable = status >= 500 && isDatabaseUnavailable(error);
    if (unavailable) {
      // Expected during a restart; one line per request, without the stack.
      request.log.warn(
        { err: { message: error.message, code: error.code } },
        'database unavailable',
      );
    } else if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    } else {
      request.log.info({ err: { message: error.message, code: error.code } }, 'client error');
    }
    if (!isApiRequest(request)) {
      // Page requests: React Router renders its own error views; this only catches failures
      // outside it (e.g. a broken server build).
      plain(
        reply,
        status >= 500 ? 500 : status === 404 ? 404 : 400,
        status >= 500 ? 'Internal Server Error' : status === 404 ? 'Not Found' : 'Bad Request',
      );
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
      reply.code(400).send(fail(400, [validation('errors.validation.body', 'body', error.code)]));
      return;
    }
    if (unavailable) {
      // The envelope knows no 503 (SPEC.md §5): the HTTP status says it, the envelope a 500.
      reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(
          fail(500, [
            apiError('errors.serviceUnavailable', 'unavailable', {
              isKey: true,
              data: { requestId: String(request.id), retryAfterSeconds: RETRY_AFTER_SECONDS },
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

  // No route for this method and path: pages have a catch-all for every method Fastify knows, so
  // this is an unknown method (PROPFIND, PURGE…), or any path when the app serves no pages.
  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) return reply.code(404).send(unknownApiPath(request.url));
    return plain(reply, 404, 'Not Found');
  });
}

/**
 * Fastify's `frameworkErrors`: a target the router refused before routing — a path with invalid
 * percent-encoding ('/api/%zz') — is a 400 naming the path.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: { message: error.message, code: error.code } }, 'client error');
  if (isApiRawTarget(request.url)) {
    reply
      .code(400)
      .send(fail(400, [validation('errors.validation.invalidFormat', 'path', error.code)]));
    return;
  }
  plain(reply, 400, 'Bad Request');
}

const RAW_STATUS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (an unknown method,
 * headers over the size limit, a malformed header, a timeout) before Fastify saw it. The answer
 * is written to the socket; for a target under /api (read from the request line the parser
 * kept) it is an envelope like every API answer.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  // Typed as its JSON form, the packet is the Buffer Node's parser kept.
  const packet = error.rawPacket as unknown as Buffer | undefined;
  const requestLine = packet?.subarray(0, 8192).toString('latin1').split('\r\n')[0] ?? '';
  const target = requestLine.split(' ')[1] ?? '';
  let body: string;
  let type: string;
  if (isApiRawTarget(target)) {
    const field = status === 431 ? 'headers' : status === 408 ? 'body' : 'request';
    const key =
      status === 431
        ? 'errors.validation.tooBig'
        : status === 408
          ? 'errors.validation.body'
          : 'errors.validation.invalid';
    body = JSON.stringify(fail(400, [validation(key, field, error.code ?? null)]));
    type = 'application/json; charset=utf-8';
  } else {
    body = RAW_STATUS[status] ?? 'Bad Request';
    type = 'text/plain; charset=utf-8';
  }
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${RAW_STATUS[status]}\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
