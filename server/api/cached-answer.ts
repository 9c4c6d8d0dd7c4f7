// Sending a cached, serialised API answer in the content coding the client prefers. The global
// compression plugin would compress the same bytes again on every request (brotli quality 4:
// ~4.5 ms for a 300 KB search answer, more than answering it from the index); here the
// compressed form is made once, off the event loop, and kept beside the answer in its cache.
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SerializedEnvelope } from './define-route';
import type { ContentCoding, ResponseCache } from './response-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const unbrotli = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** Answers below this size are sent as they are (the compression plugin's threshold). */
const MIN_COMPRESS_BYTES = 1024;
/** Preferred first when the client accepts both with equal weight (smaller, as fast to make). */
const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** The content coding to answer with: br or gzip as Accept-Encoding allows, else null. */
export function preferredCoding(request: FastifyRequest): ContentCoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/x-gzip/g, 'gzip'), CODINGS);
}

export function compressAnswer(coding: ContentCoding, body: Buffer): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          // Search answers (mostly numbers: the markers) at quality 2 are 1 % larger than at the
          // plugin's 4 for ~40 % less CPU (300 KB: ~3 against ~5–6 ms); higher qualities cost
          // 10–100× the time. Every distinct search pays this once.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 });
}

function send(
  reply: FastifyReply,
  coding: ContentCoding | null,
  bytes: Buffer,
): SerializedEnvelope {
  // Set here, the compression plugin leaves the bytes alone.
  if (coding !== null) reply.header('content-encoding', coding);
  return new SerializedEnvelope(bytes);
}

/**
 * The answer cached under key/stamp, computed by `compute` when it is not, sent in the coding
 * the client prefers: a compressed form is made once per entry and coding and then replaces the
 * identity form in the cache; a client without compression gets the identity form, decompressed
 * when only a compressed one is kept. The answer varies by Accept-Encoding, which shared caches
 * must know.
 */
export async function cachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  stamp: string,
  compute: () => Promise<Buffer>,
): Promise<SerializedEnvelope> {
  reply.header('vary', 'accept-encoding');
  const coding = preferredCoding(request);
  const forms = cache.lookup(key, stamp);
  const ready = forms?.[coding ?? 'identity'];
  if (ready !== undefined) return send(reply, coding, ready);
  let identity = forms?.identity;
  let computed = false;
  if (identity === undefined && forms?.br !== undefined) identity = await unbrotli(forms.br);
  else if (identity === undefined && forms?.gzip !== undefined) identity = await gunzip(forms.gzip);
  if (identity === undefined) {
    identity = await compute();
    computed = true;
  }
  if (coding === null || identity.length < MIN_COMPRESS_BYTES) {
    // Decompressed for this client: not stored again (the compressed form serves the others).
    if (computed) cache.put(key, stamp, 'identity', identity);
    return send(reply, null, identity);
  }
  const encoded = await compressAnswer(coding, identity);
  cache.put(key, stamp, coding, encoded, { dropIdentity: true });
  return send(reply, coding, encoded);
}
