// Uploaded images (admin uploads, issue 18, docs/media.md): the kinds, the id that names an upload
// wherever a photo id may stand (home teasers and hero, office_staff.photo_id) and the variant
// files each kind is stored as. Pure data, shared by the upload service, the route that serves
// the files and the URL builders (services/media urls.ts, staff.ts).

/** `object`: a holiday home's photo, brought by the catalogue import (decision 111). */
export const UPLOAD_KINDS = ['content', 'teaser', 'staff', 'object'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export function isUploadKind(value: string): value is UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(value);
}

/**
 * `up-` and 20 random base-32 characters (100 bits): never derived from the file name, never
 * guessable, never reused — so its files may be cached for a year. Two letters before the dash:
 * never one of the generated pool's ids (`coast-007`) or portraits (`staff-001`).
 */
export const UPLOAD_ID = /^up-[a-z2-7]{20}$/;

export function isUploadId(value: string): boolean {
  return UPLOAD_ID.test(value);
}

/** The public URL prefix of the variant files: `/media/uploads/up-…/card.webp`. */
export const UPLOAD_URL_PREFIX = '/media/uploads';

/** The storage key prefix of an upload's files (media_uploads.storage_key). */
export function uploadStorageKey(id: string): string {
  return `uploads/${id}`;
}

export type UploadFormat = 'avif' | 'webp' | 'jpg';

export interface UploadVariantSpec {
  /** The file name without extension: `card`, `w960`, `120`. */
  name: string;
  width: number;
  /** null: the height follows the picture (fit inside, never enlarged). */
  height: number | null;
  formats: readonly UploadFormat[];
}

/**
 * Variants per kind. Teasers are cropped to the named photo sizes (services/media sizes.ts) so an
 * upload can stand wherever a pool photo does (tiles: thumb/card/medium 4:3; the hero banner
 * 1920×800). Content images keep their proportions at three widths. Staff portraits are the
 * office widget's 45 and 120 px squares (WebP with JPEG, as the generated portraits).
 */
export const UPLOAD_VARIANTS: Record<UploadKind, readonly UploadVariantSpec[]> = {
  teaser: [
    { name: 'thumb', width: 320, height: 240, formats: ['avif', 'webp', 'jpg'] },
    { name: 'card', width: 640, height: 480, formats: ['avif', 'webp', 'jpg'] },
    { name: 'medium', width: 960, height: 720, formats: ['avif', 'webp', 'jpg'] },
    { name: 'hero', width: 1920, height: 800, formats: ['avif', 'webp', 'jpg'] },
  ],
  content: [
    { name: 'w480', width: 480, height: null, formats: ['avif', 'webp', 'jpg'] },
    { name: 'w960', width: 960, height: null, formats: ['avif', 'webp', 'jpg'] },
    { name: 'w1600', width: 1600, height: null, formats: ['avif', 'webp', 'jpg'] },
  ],
  staff: [
    { name: '45', width: 45, height: 45, formats: ['webp', 'jpg'] },
    { name: '120', width: 120, height: 120, formats: ['webp', 'jpg'] },
  ],
  // A home's gallery: the named 4:3 photo sizes a pool photo has (the full-screen view takes the
  // largest, as it does for teasers: services/media urls.ts).
  object: [
    { name: 'thumb', width: 320, height: 240, formats: ['avif', 'webp', 'jpg'] },
    { name: 'card', width: 640, height: 480, formats: ['avif', 'webp', 'jpg'] },
    { name: 'medium', width: 960, height: 720, formats: ['avif', 'webp', 'jpg'] },
  ],
};

/** A variant file name the route serves: `card.webp`, `w960.avif`, `45.jpg`. */
export const UPLOAD_FILE = /^(thumb|card|medium|hero|w480|w960|w1600|45|120)\.(avif|webp|jpg)$/;

/** `/media/uploads/up-…/card.webp` */
export function uploadUrl(id: string, name: string, format: UploadFormat): string {
  return `${UPLOAD_URL_PREFIX}/${id}/${name}.${format}`;
}
