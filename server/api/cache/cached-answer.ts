// Sending a cached, serialised API answer in the content coding the client prefers. The global
// compression plugin would compress the same bytes again on every request (brotli quality 4:
// ~4.5 ms for a 300 KB search answer, more than answering it from the index); here the
// compressed form is made once and kept beside the answer in its cache.
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SerializedEnvelope } from '../define-route';
import type { ContentCoding, ResponseCache } from './response-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const unbrotli = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** Answers below this size are sent as they are (the compression plugin's threshold). */
export const MIN_COMPRESS_BYTES = 1024;
/** Preferred first when the client accepts both with equal weight (smaller, as fast to make). */
const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** The content coding to answer with: br or gzip as Accept-Encoding allows, else null. */
export function preferredCoding(request: FastifyRequest): ContentCoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/x-gzip/g, 'gzip'), CODINGS);
}

/**
 * Answers up to this size are compressed in one call on the event loop (≤ ~1 ms per 100 KB at
 * brotli quality 2); larger ones on zlib's thread pool. The pool's hand-offs cost more than the
 * compression for the usual answer: distinct searches asked by a browser took 4.9–6.2 ms of CPU
 * that way against 2.7–3.2 ms in one call (docs/performance.md). Same limit as the compression
 * plugin's syncThreshold (server/app.ts).
 */
const SYNC_COMPRESS_BYTES = 1024 * 1024;

/** `brotliQuality`: 2 unless the answer is compressed once and kept longer (stored pages). */
export function compressAnswer(
  coding: ContentCoding,
  body: Buffer,
  brotliQuality = 2,
): Promise<Buffer> {
  const sync = body.length <= SYNC_COMPRESS_BYTES;
  if (coding === 'gzip') {
    const options = { level: 6 };
    return sync ? Promise.resolve(zlib.gzipSync(body, options)) : gzip(body, options);
  }
  const options = {
    params: {
      // Search answers (mostly numbers: the markers) at quality 2 are 1 % larger than at the
      // plugin's 4 for ~40 % less CPU (300 KB: ~4 against ~6.5 ms); higher qualities cost
      // 10–100× the time. Every distinct search pays this once.
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  return sync ? Promise.resolve(zlib.brotliCompressSync(body, options)) : brotli(body, options);
}

/** The identity form of a compressed answer (for a client that accepts no compression). */
export function decompressAnswer(coding: ContentCoding, bytes: Buffer): Promise<Buffer> {
  // Compressed answers are ~3× smaller: the same limit in answer bytes.
  const sync = bytes.length <= SYNC_COMPRESS_BYTES / 3;
  if (coding === 'gzip') return sync ? Promise.resolve(zlib.gunzipSync(bytes)) : gunzip(bytes);
  return sync ? Promise.resolve(zlib.brotliDecompressSync(bytes)) : unbrotli(bytes);
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
  stats?: { hit(): void; miss(): void },
): Promise<SerializedEnvelope> {
  reply.header('vary', 'accept-encoding');
  const coding = preferredCoding(request);
  const forms = cache.lookup(key, stamp);
  // A hit: the answer was there in some form (no search ran), for /metrics (server/metrics.ts).
  if (forms !== undefined && Object.keys(forms).length > 0) stats?.hit();
  else stats?.miss();
  const ready = forms?.[coding ?? 'identity'];
  if (ready !== undefined) return send(reply, coding, ready);
  let identity = forms?.identity;
  let computed = false;
  if (identity === undefined && forms?.br !== undefined) {
    identity = await decompressAnswer('br', forms.br);
  } else if (identity === undefined && forms?.gzip !== undefined) {
    identity = await decompressAnswer('gzip', forms.gzip);
  }
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
