// Admin uploads (issue 18, docs/media.md): an image in, its variants out. The type is decided by
// the bytes (magic numbers, then sharp's decoder must agree), never by the file name or the
// client's content type; only JPEG, PNG, WebP and AVIF are taken. Every variant is re-encoded
// from the decoded pixels, auto-oriented and without metadata (no EXIF, GPS, XMP or comments
// survive), so nothing the sender appended or embedded reaches a visitor; a file that carries
// markup, script or an archive besides the picture (a polyglot) is refused outright. Files are
// stored under a random id (core/media-uploads.ts) through the one storage (./storage.ts); the
// file name only becomes a cleaned display name.
import { createHash, randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  UPLOAD_VARIANTS,
  isUploadId,
  uploadStorageKey,
  uploadUrl,
  type UploadFormat,
  type UploadKind,
} from '#core/media-uploads';
import type { LocalizedText } from '#db/schema';
import {
  countUploadsSince,
  deleteMediaUpload,
  findMediaUpload,
  findUploadByHash,
  findMediaUploadByKey,
  insertMediaUpload,
  listMediaUploads,
  listStaffPhotos,
  objectsShowPhoto,
  setStaffPhoto,
  storedUploadKeys,
  updateMediaUploadAlt,
  type MediaUploadRecord,
  type UploadVariantRecord,
} from '#db/repositories/media-uploads';
import { requireAccess } from '#services/accounts';
import { announceSiteSettingsChange } from '#services/partners';
import { DomainError, type RequestContext } from '#services/platform';
import { mediaStorage } from './storage';

export const UPLOAD_LIMITS = {
  /** Bytes of one file (the multipart limit of POST /api/admin/uploads is the same). */
  maxBytes: 10 * 1024 * 1024,
  /** Decoded pixels (a small file may decode to gigabytes: a decompression bomb). */
  maxPixels: 40_000_000,
  /** The smallest picture worth showing (a side in pixels). */
  minSide: 32,
  /** Uploads per account and hour. */
  perHour: 60,
} as const;

const CONTENT_TYPES: Record<UploadFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** The format the first bytes announce, or null. */
export function sniffImage(bytes: Buffer): SourceFormat | null {
  if (bytes.length < 16) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  return null;
}

/**
 * Markers of a second format inside the file: HTML or script a browser might run if it ever
 * sniffed the bytes, PHP, and a ZIP's local file header (a JAR/ZIP appended to a picture).
 * Case-insensitive over the raw bytes. The variants are re-encoded anyway; refusing keeps such
 * a file out of the storage and the log tells an operator someone tried.
 */
const POLYGLOT_MARKERS = [
  /<script/i,
  /<html/i,
  /<svg[\s>]/i,
  /<iframe/i,
  /<\?php/i,
  /<!doctype/i,
  /javascript:/i,
];
/**
 * A ZIP local file header with a usual "version needed" (1.0, 2.0, 4.5): a JAR or ZIP glued to the
 * picture. Six bytes, so compressed pixel data matches it by chance about once in 10^7 files of
 * 10 MB (four would be once in 400).
 */
const ZIP_HEADERS = [0x0a, 0x14, 0x2d].map((version) =>
  Buffer.from([0x50, 0x4b, 0x03, 0x04, version, 0x00]),
);

export function looksPolyglot(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return (
    ZIP_HEADERS.some((header) => bytes.includes(header)) ||
    POLYGLOT_MARKERS.some((marker) => marker.test(text))
  );
}

/**
 * The display name of an uploaded file: its last path segment, without control characters,
 * path separators or characters a shell or URL would trip on, Unicode-normalised, at most 100
 * characters. Never used as a key or path.
 */
export function cleanUploadName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*`$]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  const chars = [...cleaned];
  const name = chars.length > 100 ? chars.slice(0, 100).join('') : cleaned;
  return name === '' ? 'image' : name;
}

function invalid(key: string, data?: Record<string, unknown>): DomainError {
  return new DomainError('invalid', key, { field: 'file', ...(data ? { data } : {}) });
}

/** Checks the bytes; the decoder's view of the picture. */
async function inspect(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.length === 0) throw invalid('errors.media.noFile');
  if (bytes.length > UPLOAD_LIMITS.maxBytes)
    throw invalid('errors.media.tooBig', { maxBytes: UPLOAD_LIMITS.maxBytes });
  const sniffed = sniffImage(bytes);
  if (sniffed === null) throw invalid('errors.media.wrongType');
  if (looksPolyglot(bytes)) throw invalid('errors.media.polyglot');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid('errors.media.wrongType');
  }
  const decoded =
    meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : meta.format;
  if (decoded !== sniffed) throw invalid('errors.media.wrongType');
  const width = meta.width;
  const height = meta.height;
  if (width * height > UPLOAD_LIMITS.maxPixels)
    throw invalid('errors.media.tooManyPixels', { maxPixels: UPLOAD_LIMITS.maxPixels });
  if (Math.min(width, height) < UPLOAD_LIMITS.minSide) throw invalid('errors.media.tooSmall');
  // EXIF orientations 5–8 swap the sides.
  const swapped = (meta.orientation ?? 1) >= 5;
  return swapped ? { width: height, height: width } : { width, height };
}

interface EncodedVariant extends UploadVariantRecord {
  data: Buffer;
}

async function encode(bytes: Buffer, kind: UploadKind, id: string): Promise<EncodedVariant[]> {
  const out: EncodedVariant[] = [];
  for (const spec of UPLOAD_VARIANTS[kind]) {
    // Decoded once per size: rotate() applies the EXIF orientation, and without withMetadata()
    // sharp writes none of the source's metadata (EXIF, GPS, XMP, IPTC, comments).
    const resized = sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' })
      .rotate()
      .resize(
        spec.height === null
          ? { width: spec.width, fit: 'inside', withoutEnlargement: true }
          : { width: spec.width, height: spec.height, fit: 'cover', position: 'attention' },
      );
    const raw = await resized.raw().toBuffer({ resolveWithObject: true });
    for (const format of spec.formats) {
      const image = sharp(raw.data, { raw: raw.info });
      const encoded =
        format === 'avif'
          ? image.avif({ quality: 55, effort: 2 })
          : format === 'webp'
            ? image.webp({ quality: 78 })
            : image.jpeg({ quality: 80, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      out.push({
        width: info.width,
        height: info.height,
        format,
        key: `${uploadStorageKey(id)}/${spec.name}.${format}`,
        bytes: data.length,
        data,
      });
    }
  }
  return out;
}

/** 20 random base-32 characters after `up-`. */
function newUploadId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(20);
  let id = 'up-';
  for (const byte of bytes) id += alphabet[byte & 31];
  return id;
}

export interface UploadView {
  id: number;
  /** The id to put where a photo id goes (teasers, hero, staff): `up-…`. */
  ref: string;
  kind: UploadKind;
  name: string;
  width: number;
  height: number;
  alt: LocalizedText;
  createdAt: string;
  /** A small preview (WebP) and the main URL editors copy. */
  thumbUrl: string;
  url: string;
  variants: { url: string; width: number; height: number; format: string; bytes: number }[];
}

function refOf(row: MediaUploadRecord): string {
  return row.storageKey.slice('uploads/'.length);
}

const MAIN_FILE: Record<UploadKind, string> = {
  teaser: 'card',
  content: 'w960',
  staff: '120',
  object: 'card',
};
const THUMB_FILE: Record<UploadKind, string> = {
  teaser: 'thumb',
  content: 'w480',
  staff: '120',
  object: 'thumb',
};

export function uploadView(row: MediaUploadRecord): UploadView {
  const ref = refOf(row);
  const kind = row.kind as UploadKind;
  return {
    id: row.id,
    ref,
    kind,
    name: row.name,
    width: row.width,
    height: row.height,
    alt: row.alt ?? {},
    createdAt: row.createdAt.toISOString(),
    thumbUrl: uploadUrl(ref, THUMB_FILE[kind] ?? 'thumb', 'webp'),
    url: uploadUrl(ref, MAIN_FILE[kind] ?? 'card', 'webp'),
    variants: row.variants.map((variant) => ({
      url: `/media/${variant.key}`,
      width: variant.width,
      height: variant.height,
      format: variant.format,
      bytes: variant.bytes,
    })),
  };
}

/**
 * Takes an uploaded image: checks, converts, stores and records it (with its audit entry).
 * Refuses with DomainError 'invalid' naming the field `file`.
 */
export async function createUpload(
  ctx: RequestContext,
  input: { kind: UploadKind; bytes: Buffer; fileName: string | undefined },
): Promise<UploadView> {
  const user = requireAccess(ctx, 'admin.uploads');
  const accountId = Number(user.accountID);
  const since = new Date(ctx.deps.clock().getTime() - 3_600_000);
  if ((await countUploadsSince(ctx.deps.database.db, accountId, since)) >= UPLOAD_LIMITS.perHour)
    throw new DomainError('rateLimited', 'errors.media.uploadLimit', {
      data: { perHour: UPLOAD_LIMITS.perHour },
    });
  const row = await storeImage(ctx, {
    ...input,
    accountId,
    contentHash: null,
    action: 'uploads.create',
  });
  return uploadView(row);
}

/**
 * A holiday home's photo from the catalogue import's files (decision 111), by the operator's
 * command: the same checks and variants as an office upload, kind `object`. The same bytes again
 * (the next day's file) are the stored upload, not a copy. Answers its ref (`up-…`).
 */
export async function storeCatalogueUpload(
  ctx: RequestContext,
  input: { bytes: Buffer; fileName: string },
): Promise<string> {
  const contentHash = createHash('sha256').update(input.bytes).digest('hex');
  const known = await findUploadByHash(ctx.deps.database.db, 'object', contentHash);
  if (known !== null) return refOf(known);
  const row = await storeImage(ctx, {
    kind: 'object',
    bytes: input.bytes,
    fileName: input.fileName,
    accountId: null,
    contentHash,
    action: 'uploads.import',
  });
  return refOf(row);
}

/** Whether bytes would be taken as an upload (the import's check before it writes anything). */
export async function checkImage(bytes: Buffer): Promise<void> {
  await inspect(bytes);
}

async function storeImage(
  ctx: RequestContext,
  input: {
    kind: UploadKind;
    bytes: Buffer;
    fileName: string | undefined;
    accountId: number | null;
    contentHash: string | null;
    action: 'uploads.create' | 'uploads.import';
  },
): Promise<MediaUploadRecord> {
  const size = await inspect(input.bytes);
  const id = newUploadId();
  let variants: EncodedVariant[];
  try {
    variants = await encode(input.bytes, input.kind, id);
  } catch {
    // The header was readable but the pixels are not (truncated, corrupt).
    throw invalid('errors.media.wrongType');
  }
  const storage = mediaStorage(ctx.deps.config);
  const written: string[] = [];
  try {
    for (const variant of variants) {
      await storage.put(variant.key, variant.data, CONTENT_TYPES[variant.format as UploadFormat]);
      written.push(variant.key);
    }
    return await insertMediaUpload(
      ctx.deps.database.db,
      {
        kind: input.kind,
        storageKey: uploadStorageKey(id),
        name: cleanUploadName(input.fileName),
        width: size.width,
        height: size.height,
        variants: variants.map(({ data: _data, ...variant }) => variant),
        alt: null,
        accountId: input.accountId,
        contentHash: input.contentHash,
      },
      { accountId: input.accountId, action: input.action, before: null },
    );
  } catch (error) {
    // No row without files and no files without a row.
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

export async function listUploads(
  ctx: RequestContext,
  input: { kinds: readonly UploadKind[]; beforeId?: number | undefined; limit?: number },
): Promise<UploadView[]> {
  requireAccess(ctx, 'admin.uploads');
  const rows = await listMediaUploads(ctx.deps.database.db, {
    kinds: input.kinds,
    limit: input.limit ?? 60,
    beforeId: input.beforeId,
  });
  return rows.map(uploadView);
}

/** The teaser images for the teaser editor (admin.teasers may pick, not upload). */
export async function teaserImages(ctx: RequestContext): Promise<UploadView[]> {
  requireAccess(ctx, 'admin.teasers');
  const rows = await listMediaUploads(ctx.deps.database.db, { kinds: ['teaser'], limit: 200 });
  return rows.map(uploadView);
}

/** Whether `ref` names a stored upload of the kind (a teaser's or staff member's image). */
export async function uploadRefExists(
  ctx: RequestContext,
  ref: string,
  kind: UploadKind,
): Promise<boolean> {
  if (!isUploadId(ref)) return false;
  const row = await findMediaUploadByKey(ctx.deps.database.db, uploadStorageKey(ref));
  return row !== null && row.kind === kind;
}

/**
 * Which of the refs name a stored upload of the kind, in one query per thousand (the catalogue
 * import checks every photo of a file before it writes anything).
 */
export async function storedUploadRefs(
  ctx: RequestContext,
  refs: readonly string[],
  kinds: readonly UploadKind[],
): Promise<Set<string>> {
  const ids = [...new Set(refs.filter(isUploadId))];
  const keys = await storedUploadKeys(ctx.deps.database.db, ids.map(uploadStorageKey), kinds);
  return new Set(ids.filter((id) => keys.has(uploadStorageKey(id))));
}

async function requireUpload(ctx: RequestContext, id: number): Promise<MediaUploadRecord> {
  const row = await findMediaUpload(ctx.deps.database.db, id);
  if (row === null) throw new DomainError('notFound', 'errors.media.notFound', { field: 'id' });
  return row;
}

/** Deletes an upload's row (with its audit entry), then its files; not one a home shows. */
export async function deleteUpload(ctx: RequestContext, id: number): Promise<void> {
  const user = requireAccess(ctx, 'admin.uploads');
  const row = await requireUpload(ctx, id);
  // A holiday home's photo (the catalogue import's, decision 111) stays while a home shows it.
  if (await objectsShowPhoto(ctx.deps.database.db, refOf(row))) {
    throw new DomainError('conflict', 'errors.media.inUse', { field: 'id' });
  }
  await deleteMediaUpload(ctx.deps.database.db, row, {
    accountId: Number(user.accountID),
    action: 'uploads.delete',
  });
  const storage = mediaStorage(ctx.deps.config);
  await Promise.allSettled(row.variants.map((variant) => storage.delete(variant.key)));
}

export async function setUploadAlt(
  ctx: RequestContext,
  id: number,
  alt: LocalizedText,
): Promise<void> {
  const user = requireAccess(ctx, 'admin.uploads');
  const row = await requireUpload(ctx, id);
  const cleaned = Object.fromEntries(
    Object.entries(alt)
      .map(([language, text]) => [language, (text ?? '').trim().slice(0, 200)] as const)
      .filter(([, text]) => text !== ''),
  ) as LocalizedText;
  await updateMediaUploadAlt(
    ctx.deps.database.db,
    row,
    Object.keys(cleaned).length === 0 ? null : cleaned,
    { accountId: Number(user.accountID), action: 'uploads.alt' },
  );
}

export async function staffPhotoList(ctx: RequestContext) {
  requireAccess(ctx, 'admin.uploads');
  return listStaffPhotos(ctx.deps.database.db);
}

/**
 * Gives a staff member an uploaded photo (kind staff) or takes it away (null: no photo). Every
 * process shows it on its next page (the settings' change signal also empties the page caches).
 */
export async function assignStaffPhoto(
  ctx: RequestContext,
  input: { staffId: number; uploadId: number | null },
): Promise<void> {
  const user = requireAccess(ctx, 'admin.uploads');
  let photoId: string | null = null;
  if (input.uploadId !== null) {
    const row = await requireUpload(ctx, input.uploadId);
    if (row.kind !== 'staff')
      throw new DomainError('invalid', 'errors.media.wrongKind', { field: 'uploadId' });
    photoId = refOf(row);
  }
  const found = await setStaffPhoto(ctx.deps.database.db, input.staffId, photoId, {
    accountId: Number(user.accountID),
    action: 'uploads.assignStaff',
  });
  if (!found) throw new DomainError('notFound', 'errors.media.notFound', { field: 'staffId' });
  await announceSiteSettingsChange(ctx.deps);
}
