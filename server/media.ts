// GET /media/photos/:id/:file — the procedural demo photos (services/photos) at the sizes the pages
// use, as AVIF, WebP or JPEG, rendered on first request and cached on disk. The picture of an id
// never changes, so responses are cacheable forever (immutable) and carry a strong ETag.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createPhotoStore } from '#demo/photos/render';
import { isPoolPhoto } from '#demo/photos/scenes';
import { PHOTO_CONTENT_TYPES, isPhotoFormat, isPhotoSize } from '#services/media';
import { ConcurrencyLimit, LimitBusyError } from './concurrency-limit';

export interface MediaOptions {
  /** Where rendered files are kept (e.g. DATA_DIR/cache/photos). */
  cacheDir: string;
  /**
   * Bound on renders of pictures not cached yet (a render takes 20–200 ms of CPU): by default two
   * at a time and 64 waiting; more waiting requests get 503 with Retry-After. Reads of cached
   * files are not limited.
   */
  renders?: ConcurrencyLimit;
}

/** Default bound on cold renders: leaves cores for pages and the API during a burst. */
export const RENDERS_AT_ONCE = 2;
export const RENDERS_WAITING = 64;

/** Strict shapes, checked before anything touches the file system. */
const ID_PATTERN = /^[a-z]{3,16}(?:-[a-z]{3,16})?-\d{3}$/;
const FILE_PATTERN = /^([a-z]{4,8})\.([a-z]{3,4})$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** If-None-Match against our (strong) ETag: a list, `*`, weak forms compare equal. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function notFound(reply: FastifyReply): void {
  reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send('Not Found');
}

export function registerMedia(app: FastifyInstance, options: MediaOptions): void {
  const renders = options.renders ?? new ConcurrencyLimit(RENDERS_AT_ONCE, RENDERS_WAITING);
  const store = createPhotoStore(options.cacheDir, {
    renderSlot: (render) => renders.run(render),
  });
  const etags = new Map<string, string>();

  app.get<{ Params: { id: string; file: string } }>(
    '/media/photos/:id/:file',
    async (request, reply) => {
      const { id, file } = request.params;
      const match = FILE_PATTERN.exec(file);
      const size = match?.[1];
      const format = match?.[2];
      if (
        !ID_PATTERN.test(id) ||
        size === undefined ||
        format === undefined ||
        !isPhotoSize(size) ||
        !isPhotoFormat(format) ||
        !isPoolPhoto(id)
      ) {
        notFound(reply);
        return reply;
      }
      const key = `${id}/${size}.${format}`;
      const known = etags.get(key);
      if (known !== undefined && matches(request.headers['if-none-match'], known)) {
        reply.code(304).header('etag', known).header('cache-control', IMMUTABLE).send();
        return reply;
      }
      let data: Buffer | null;
      try {
        data = await store.get(id, size, format);
      } catch (error) {
        if (!(error instanceof LimitBusyError)) throw error;
        reply
          .code(503)
          .header('retry-after', '2')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Service Unavailable');
        return reply;
      }
      if (data === null) {
        notFound(reply);
        return reply;
      }
      const etag =
        known ?? `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
      etags.set(key, etag);
      reply
        .header('content-type', PHOTO_CONTENT_TYPES[format])
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304).send();
        return reply;
      }
      reply.send(data);
      return reply;
    },
  );
}
