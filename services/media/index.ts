// The media slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export {
  PHOTO_CONTENT_TYPES,
  PHOTO_FORMATS,
  CARD_PHOTO_SIZES,
  PHOTO_SIZES,
  isPhotoFormat,
  isPhotoSize,
} from './sizes';
export type { PhotoFormat, PhotoSize } from './sizes';
export { galleryPhotoUrls, photoSrcSet, photoUrl } from './urls';
export {
  STAFF_PHOTO_FORMATS,
  STAFF_PHOTO_SIZES,
  isPortraitId,
  isStaffPhotoId,
  staffPhotoUrl,
} from './staff';
export type { StaffPhotoFormat, StaffPhotoSize } from './staff';
export {
  UPLOAD_LIMITS,
  assignStaffPhoto,
  checkImage,
  cleanUploadName,
  createUpload,
  deleteUpload,
  listUploads,
  looksPolyglot,
  setUploadAlt,
  sniffImage,
  staffPhotoList,
  storeCatalogueUpload,
  storedUploadRefs,
  teaserImages,
  uploadRefExists,
  uploadView,
} from './uploads';
export type { UploadView } from './uploads';
export {
  StorageKeyError,
  checkStorageKey,
  fileStorage,
  mediaStorage,
  readStored,
  s3Storage,
  storageFromConfig,
} from './storage';
export type { MediaStorage, S3Settings, StoredObject } from './storage';
