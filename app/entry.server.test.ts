// Errors of loaders and actions go to the request's log (pino: its error serializer leaves a
// failed query's values out, server/logger.ts), not to console.error — React Router's default
// printed the whole error there, drizzle-orm's "params: <address>,<name>,<message>" of a contact
// message that failed to store included (issue 16 attack review).
import { RouterContextProvider, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server';
import { requestContext } from './lib/request-context';
import type { RequestContext } from '#services/platform';

function withLog() {
  const log = { warn: vi.fn(), error: vi.fn() };
  const context = new RouterContextProvider();
  context.set(requestContext, { log } as unknown as RequestContext);
  return { log, context };
}

describe('handleError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a route error through the request’s logger, never the console', () => {
    const console_ = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { log, context } = withLog();
    const error = Object.assign(new Error('Failed query: insert …\nparams: anna@example.org'), {
      params: ['anna@example.org'],
    });
    handleError(error, { request: new Request('https://feriora.test/kontakt/'), context });
    expect(log.error).toHaveBeenCalledWith({ err: error }, 'route error');
    expect(console_).not.toHaveBeenCalled();
  });

  it('says nothing of an aborted request, and uses the console only without a request context', () => {
    const console_ = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { log, context } = withLog();
    const aborted = new AbortController();
    aborted.abort();
    const request = new Request('https://feriora.test/', { signal: aborted.signal });
    handleError(new Error('gone'), { request, context });
    expect(log.error).not.toHaveBeenCalled();
    handleError(data('x', { status: 500 }), {
      request: new Request('https://feriora.test/'),
      context: new RouterContextProvider(),
    });
    expect(console_).toHaveBeenCalledTimes(1);
  });
});
