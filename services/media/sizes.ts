// The picture sizes and formats the pages use. Pure data, shared by the renderer, the HTTP route
// and React components (through urls.ts).

/**
 * Named sizes (pixels). All but `hero` are 4:3 and show the identical picture, so they can share
 * one `srcset`; `hero` is a 2.4:1 banner that shows the same scene, wider.
 * - thumb   320×240  search-result rows, map pop-ups, small gallery thumbnails
 * - card    640×480  result cards and teasers (2× of a ~320 px card)
 * - medium  960×720  object page gallery on tablets, 2× of a ~480 px slot
 * - large  1440×1080 full-screen gallery / lightbox
 * - hero   1920×800  wide banners on landing and region pages
 */
export const PHOTO_SIZES = {
  thumb: { width: 320, height: 240 },
  card: { width: 640, height: 480 },
  medium: { width: 960, height: 720 },
  large: { width: 1440, height: 1080 },
  hero: { width: 1920, height: 800 },
} as const satisfies Record<string, { width: number; height: number }>;

export type PhotoSize = keyof typeof PHOTO_SIZES;

/** A result card's photo (search list, home recommendations): the 4:3 sizes up to 2× of a card. */
export const CARD_PHOTO_SIZES: readonly PhotoSize[] = ['thumb', 'card', 'medium'];

/** The 4:3 sizes, smallest first (for srcset). */
export const GALLERY_SIZES: readonly PhotoSize[] = ['thumb', 'card', 'medium', 'large'];

export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export function isPhotoSize(value: string): value is PhotoSize {
  return Object.hasOwn(PHOTO_SIZES, value);
}

export function isPhotoFormat(value: string): value is PhotoFormat {
  return (PHOTO_FORMATS as readonly string[]).includes(value);
}
