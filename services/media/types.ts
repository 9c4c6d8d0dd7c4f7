// Plain data of the media slice that app/ may import as values: the photo URL scheme (pure
// string building over the named sizes), so a screen can send a photo's id instead of its URLs
// (the home page's tiles: loader data is a first visit's weight, issue 12).
export { CARD_PHOTO_SIZES, GALLERY_SIZES, PHOTO_SIZES } from './sizes';
export type { PhotoFormat, PhotoSize } from './sizes';
export { galleryPhotoUrls, photoSrcSet, photoUrl } from './urls';
