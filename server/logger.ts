// pino options: request ids on every line, and nothing secret (passwords, tokens, cookies).
import type { FastifyServerOptions } from 'fastify';

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.jwt',
  '*.token',
  'body.password',
  'body.jwt',
  'body.user.password',
];

export function loggerOptions(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; id: string; ip?: string }) {
        // Query strings can carry tokens (password reset links): log the path only.
        return { method: request.method, path: request.url.split('?')[0], reqId: request.id };
      },
    },
  };
}
