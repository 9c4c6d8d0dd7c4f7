// The admin uploads (issue 18, docs/media.md): POST /api/admin/uploads takes one image as
// multipart/form-data (fields mandant, kind, file), /list, /delete, /alt and /staffPhoto — every
// one for accounts with admin.uploads only (403 before the body is looked at; the use-cases check
// again). The file is read by ./file-parts.ts in this scope only (one file of at most
// UPLOAD_LIMITS.maxBytes, kept out of the validated body and the logs). Too big, no file or a
// wrong type: 400 naming the field `file`.
import type { FastifyInstance } from 'fastify';
import {
  doneAnswer,
  staffPhotoBody,
  uploadAltBody,
  uploadAnswer,
  uploadBody,
  uploadIdBody,
  uploadListAnswer,
  uploadListBody,
} from '#core/api/media';
import { UPLOAD_KINDS } from '#core/media-uploads';
import {
  UPLOAD_LIMITS,
  assignStaffPhoto,
  createUpload,
  deleteUpload,
  listUploads,
  setUploadAlt,
} from '#services/media';
import { DomainError } from '#services/platform';
import { defineRoute } from './define-route';
import { registerFileParts } from './file-parts';

export function registerUploadRoutes(app: FastifyInstance): void {
  app.register(async (scope) => {
    const fileOf = await registerFileParts(scope, UPLOAD_LIMITS.maxBytes, 'admin.uploads');

    defineRoute(scope, {
      method: 'POST',
      url: '/admin/uploads',
      summary:
        'Uploads one image (multipart/form-data: mandant, kind content|teaser|staff, file): JPEG, PNG, WebP or AVIF by content, at most 10 MB and 40 megapixels; stored as resized WebP/AVIF/JPEG variants without metadata.',
      body: uploadBody,
      access: 'admin.uploads',
      successStatus: 201,
      response: {
        201: uploadAnswer,
        400: 'No file, too big, too many pixels, not a JPEG/PNG/WebP/AVIF by content, or a file carrying markup or an archive besides the picture (field file); a bad kind (field kind).',
      },
      handler: async (ctx, { body }, request, reply) => {
        reply.header('cache-control', 'no-store');
        const file = fileOf(request);
        if (file === undefined)
          throw new DomainError('invalid', 'errors.media.noFile', { field: 'file' });
        if (file.tooBig)
          throw new DomainError('invalid', 'errors.media.tooBig', {
            field: 'file',
            data: { maxBytes: UPLOAD_LIMITS.maxBytes },
          });
        return createUpload(ctx, { kind: body.kind, bytes: file.bytes, fileName: file.fileName });
      },
    });
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/uploads/list',
    summary: 'The newest uploads (60 per page), optionally of some kinds and before an id.',
    body: uploadListBody,
    access: 'admin.uploads',
    response: { 200: uploadListAnswer },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      const uploads = await listUploads(ctx, {
        kinds: body.kinds ?? UPLOAD_KINDS,
        beforeId: body.beforeId,
      });
      return { uploads };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/uploads/delete',
    summary: 'Deletes an upload and its files (pages that still name it show no picture there).',
    body: uploadIdBody,
    access: 'admin.uploads',
    response: { 200: doneAnswer, 404: 'No such upload (field id).' },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      await deleteUpload(ctx, body.id);
      return { done: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/uploads/alt',
    summary: "Sets an upload's alternative text per language (empty texts are removed).",
    body: uploadAltBody,
    access: 'admin.uploads',
    response: { 200: doneAnswer, 404: 'No such upload (field id).' },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      await setUploadAlt(ctx, body.id, body.alt);
      return { done: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/staffPhoto',
    summary:
      "Gives an office staff member an uploaded portrait (kind staff), or none (uploadId null); the contact widget shows it on every process's next page.",
    body: staffPhotoBody,
    access: 'admin.uploads',
    response: {
      200: doneAnswer,
      400: 'The upload is not a staff photo (field uploadId).',
      404: 'No such staff member (staffId) or upload (uploadId).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      await assignStaffPhoto(ctx, body);
      return { done: true as const };
    },
  });
}
