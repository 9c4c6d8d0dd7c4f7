// The admin uploads' calls (issue 18, docs/media.md; every one needs admin.uploads):
// POST /api/admin/uploads (multipart/form-data: mandant, kind, file — one file, at most 10 MB),
// /list, /delete, /alt, and /staffPhoto (give an office staff member an uploaded portrait).
// The server validates with these schemas (bodies also carry the mandant, checked by
// defineRoute); the upload screen types its calls with them (type-only).
import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { UPLOAD_KINDS } from '../media-uploads';
import { entityId } from './common';

const kind = z.enum(UPLOAD_KINDS);

/**
 * The multipart form's fields as the server sees them: `file` is a placeholder the multipart
 * parser leaves for a file part (the bytes and the name go to the use-case, never into the body).
 */
export const uploadBody = z.object({
  kind,
  file: z.literal('(file)'),
});

export const uploadListBody = z.object({
  kinds: z.array(kind).min(1).max(3).optional(),
  beforeId: entityId.optional(),
});

export const uploadIdBody = z.object({ id: entityId });

export const uploadAltBody = z.object({
  id: entityId,
  alt: z.partialRecord(z.enum(LANGUAGES), z.string().max(200)),
});

export const staffPhotoBody = z.object({
  staffId: entityId,
  /** An upload of kind staff; null takes the photo away. */
  uploadId: entityId.nullable(),
});

export const uploadAnswer = z.strictObject({
  id: z.number().int(),
  ref: z.string(),
  kind: kind,
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.partialRecord(z.enum(LANGUAGES), z.string()),
  createdAt: z.string(),
  thumbUrl: z.string(),
  url: z.string(),
  variants: z.array(
    z.strictObject({
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      format: z.string(),
      bytes: z.number().int(),
    }),
  ),
});
export type UploadAnswer = z.output<typeof uploadAnswer>;

export const uploadListAnswer = z.strictObject({ uploads: z.array(uploadAnswer) });
export const doneAnswer = z.strictObject({ done: z.literal(true) });
