// The office staff's portraits (office contact widget, SPEC §3: 45×45 and 120×120 plus WebP).
// Pure data and URLs, shared by the renderer (demo/photos/portraits.ts), the HTTP route
// (server/staff-photos.ts) and the office slice, which puts the URLs into its answer.

import { isUploadId, uploadUrl } from '#core/media-uploads';

/** Square sizes in pixels: the list thumbnail and the featured person. */
export const STAFF_PHOTO_SIZES = [45, 120] as const;
export type StaffPhotoSize = (typeof STAFF_PHOTO_SIZES)[number];

/** JPEG for every browser, WebP for those that take it (<picture>). */
export const STAFF_PHOTO_FORMATS = ['webp', 'jpg'] as const;
export type StaffPhotoFormat = (typeof STAFF_PHOTO_FORMATS)[number];

/** office_staff.photo_id of a generated portrait: `staff-001` … `staff-999`. */
export const STAFF_PHOTO_ID = /^staff-\d{3}$/;

export const STAFF_PHOTO_PREFIX = '/media/staff';

/** A generated portrait's id (`staff-001`): drawn by demo/photos/portraits.ts. */
export function isPortraitId(id: string): boolean {
  return STAFF_PHOTO_ID.test(id);
}

/** A generated portrait's id, or an uploaded staff photo's (`up-…`, /admin/s3uploadOffice/). */
export function isStaffPhotoId(id: string): boolean {
  return STAFF_PHOTO_ID.test(id) || isUploadId(id);
}

/** `/media/staff/staff-003/120.webp`; an upload: `/media/uploads/up-…/120.webp`. */
export function staffPhotoUrl(id: string, size: StaffPhotoSize, format: StaffPhotoFormat): string {
  if (isUploadId(id)) return uploadUrl(id, String(size), format);
  return `${STAFF_PHOTO_PREFIX}/${encodeURIComponent(id)}/${size}.${format}`;
}
