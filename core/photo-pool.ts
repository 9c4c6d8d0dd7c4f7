// The photo pool's catalogue: which pictures exist (categories, how many of each, their ids). The
// pictures themselves are drawn by demo/photos; this list is plain data so that the services can
// tell a picture that exists from a typo (a home teaser's `coast-999` would show a broken image)
// without knowing how the pictures are made.

export const SETTINGS = ['coast', 'mountains', 'lake', 'countryside', 'town'] as const;
export type Setting = (typeof SETTINGS)[number];

export const INTERIORS = ['living', 'bedroom', 'kitchen', 'bathroom'] as const;
export const EXTRAS = ['view-sea', 'view-mountains', 'pool', 'garden', 'terrace'] as const;

export const PHOTO_CATEGORIES = [...SETTINGS, ...INTERIORS, ...EXTRAS] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

/** How many pictures each category holds in the pool. */
export const PHOTOS_PER_CATEGORY: Readonly<Record<PhotoCategory, number>> = {
  coast: 30,
  mountains: 30,
  lake: 30,
  countryside: 30,
  town: 30,
  living: 24,
  bedroom: 24,
  kitchen: 20,
  bathroom: 20,
  'view-sea': 20,
  'view-mountains': 20,
  pool: 20,
  garden: 16,
  terrace: 16,
};

export interface PoolPhoto {
  id: string;
  category: PhotoCategory;
}

export function photoId(category: PhotoCategory, index: number): string {
  return `${category}-${String(index).padStart(3, '0')}`;
}

/** Every photo of the pool, in category order: `coast-001` … `terrace-016`. */
export const PHOTO_POOL: readonly PoolPhoto[] = PHOTO_CATEGORIES.flatMap((category) =>
  Array.from({ length: PHOTOS_PER_CATEGORY[category] }, (_, i) => ({
    id: photoId(category, i + 1),
    category,
  })),
);

const POOL_IDS: ReadonlySet<string> = new Set(PHOTO_POOL.map((p) => p.id));

/** Whether an id names a picture of the pool: what /photos/ serves, what a home teaser may show. */
export function isPoolPhoto(id: string): boolean {
  return POOL_IDS.has(id);
}
