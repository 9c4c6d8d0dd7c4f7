// URLs of the procedural photos, for React components and loaders. Pure: no I/O, no sharp.
import { isUploadId, uploadUrl } from '#core/media-uploads';
import { GALLERY_SIZES, PHOTO_SIZES, type PhotoFormat, type PhotoSize } from './sizes';

export const PHOTO_URL_PREFIX = '/media/photos';

/**
 * `/media/photos/coast-007/card.webp`; an uploaded teaser image (`up-…`, core/media-uploads.ts)
 * has the same named sizes under /media/uploads/ (the 4:3 ones up to medium, and hero).
 */
export function photoUrl(id: string, size: PhotoSize, format: PhotoFormat): string {
  if (isUploadId(id)) return uploadUrl(id, size === 'large' ? 'medium' : size, format);
  return `${PHOTO_URL_PREFIX}/${encodeURIComponent(id)}/${size}.${format}`;
}

/**
 * A gallery photo's URLs (the object page's grid and viewer, the object API's `images`): the
 * card-size WebP, the viewer's full-screen size and the srcsets over the gallery sizes.
 */
export function galleryPhotoUrls(id: string) {
  return {
    src: photoUrl(id, 'card', 'webp'),
    large: photoUrl(id, 'large', 'webp'),
    srcSet: photoSrcSet(id, 'webp'),
    avifSrcSet: photoSrcSet(id, 'avif'),
  };
}

/**
 * A `srcset` over the 4:3 sizes (they show the identical picture):
 * `/media/photos/coast-007/thumb.webp 320w, …/card.webp 640w, …`. Pass `sizes` to narrow it.
 */
export function photoSrcSet(
  id: string,
  format: PhotoFormat,
  sizes: readonly PhotoSize[] = GALLERY_SIZES,
): string {
  return sizes
    .map((size) => `${photoUrl(id, size, format)} ${PHOTO_SIZES[size].width}w`)
    .join(', ');
}
