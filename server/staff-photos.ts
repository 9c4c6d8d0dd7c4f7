// GET /media/staff/:id/:file — the office staff's generated portraits (demo/photos/portraits.ts)
// at 45 and 120 px as WebP or JPEG (`45.webp`, `120.jpg`). A portrait of an id never changes, so
// answers are cacheable for a year (immutable) with a strong ETag. They are small (a few KB) and
// few (one per staff member): kept in memory once rendered (a render takes a few ms). Every id
// staff-000…999 is valid, so cold renders share the photos' bound (server/media.ts): a burst of
// distinct cold URLs otherwise took every core for seconds.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isStaffPhotoFormat, isStaffPhotoSize, renderPortrait } from '#demo/photos/portraits';
import { PHOTO_CONTENT_TYPES, isPortraitId } from '#services/media';
import { ConcurrencyLimit, LimitBusyError } from './concurrency-limit';
import { RENDERS_AT_ONCE, RENDERS_WAITING } from './media';

const FILE_PATTERN = /^(\d{2,3})\.([a-z]{3,4})$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** At most this many files are kept (999 ids × 4 files would be ~10 MB; plenty of headroom). */
const KEEP = 4_000;

export function registerStaffPhotos(
  app: FastifyInstance,
  options: { renders?: ConcurrencyLimit } = {},
): void {
  const renders = options.renders ?? new ConcurrencyLimit(RENDERS_AT_ONCE, RENDERS_WAITING);
  const cache = new Map<string, Promise<{ data: Buffer; etag: string }>>();
  app.get<{ Params: { id: string; file: string } }>(
    '/media/staff/:id/:file',
    async (request, reply) => {
      const { id, file } = request.params;
      const match = FILE_PATTERN.exec(file);
      const size = Number(match?.[1]);
      const format = match?.[2] ?? '';
      if (!isPortraitId(id) || !isStaffPhotoSize(size) || !isStaffPhotoFormat(format)) {
        reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8');
        return 'Not Found';
      }
      const key = `${id}/${size}.${format}`;
      let entry = cache.get(key);
      if (entry === undefined) {
        entry = renders
          .run(() => renderPortrait(id, size, format))
          .then((data) => ({
            data,
            etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`,
          }));
        if (cache.size >= KEEP) cache.clear();
        cache.set(key, entry);
        entry.catch(() => cache.delete(key));
      }
      let kept: { data: Buffer; etag: string };
      try {
        kept = await entry;
      } catch (error) {
        if (!(error instanceof LimitBusyError)) throw error;
        reply
          .code(503)
          .header('retry-after', '2')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8');
        return 'Service Unavailable';
      }
      const { data, etag } = kept;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      const inm = request.headers['if-none-match'];
      if (inm?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        reply.code(304);
        return reply.send();
      }
      reply.type(PHOTO_CONTENT_TYPES[format]);
      return data;
    },
  );
}
