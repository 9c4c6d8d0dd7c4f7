// Streams the server-rendered document. Bots get the whole page at once (onAllReady); people get
// the shell as soon as it is ready. The CSP nonce goes on every inline script React Router writes.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { pageStatus } from '#core/page-status';
import { IslandStoreContext } from './lib/islands';
import { NonceContext, StyleNonceContext } from './lib/nonce';
import {
  cspNonceContext,
  cspStyleNonceContext,
  islandStoreContext,
  requestContext,
} from './lib/request-context';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let status = pageStatus(responseStatusCode);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  const styleNonce = loadContext.get(cspStyleNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StyleNonceContext.Provider value={styleNonce}>
          <IslandStoreContext.Provider value={loadContext.get(islandStoreContext)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IslandStoreContext.Provider>
        </StyleNonceContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Errors of loaders and actions: into the request's log (pino), whose error serializer leaves a
 * failed query's values out (server/logger.ts). React Router's default wrote the whole error with
 * console.error — drizzle-orm's "params: …" of a contact message that failed to store, the
 * sender's address, name and text included. An aborted request (the visitor left) is no error.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context?: Readonly<RouterContextProvider> },
): void {
  if (request.signal.aborted) return;
  const err = isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error;
  let log;
  try {
    log = context?.get(requestContext).log;
  } catch {
    // No request context (a render outside the server's handler).
  }
  if (log) log.error({ err }, 'route error');
  else console.error(err);
}
