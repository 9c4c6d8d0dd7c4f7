// GET /media/uploads/:id/:file — the variants of the admin uploads (issue 18, docs/media.md)
// from the media storage (a directory under DATA_DIR or an S3 bucket). An upload's id is random
// and never reused and its files never change, so answers are cacheable for a year (immutable);
// the content type follows from the file name we wrote (never from stored metadata), with
// nosniff, and no cookie is ever set here (server/plugins/context.ts issues none outside pages
// and the API). Both the id and the file name are checked against their strict shapes before the
// storage is asked, so no request can name another object.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UPLOAD_FILE, isUploadId, uploadStorageKey } from '#core/media-uploads';
import { mediaStorage } from '#services/media';
import type { AppDeps } from '#services/platform';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Not Found');
}

export function registerMediaUploads(app: FastifyInstance, deps: Pick<AppDeps, 'config'>): void {
  app.get<{ Params: { id: string; file: string } }>(
    '/media/uploads/:id/:file',
    async (request, reply) => {
      const { id, file } = request.params;
      const match = UPLOAD_FILE.exec(file);
      if (!isUploadId(id) || match === null) return notFound(reply);
      const key = `${uploadStorageKey(id)}/${file}`;
      // The key is the ETag: its bytes never change.
      const etag = `"${id}-${file}"`;
      const inm = request.headers['if-none-match'];
      if (inm?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      const stored = await mediaStorage(deps.config).get(key);
      if (stored === null) return notFound(reply);
      reply
        .header('content-type', TYPES[match[2] ?? ''] ?? 'application/octet-stream')
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (stored.bytes > 0) reply.header('content-length', stored.bytes);
      return reply.send(stored.body);
    },
  );
}
