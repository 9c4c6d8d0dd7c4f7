// The 16 boolean amenities of the search query (SPEC.md §3), in one fixed order: the order is
// also the bit order of amenity bitmasks in the search index.
export const AMENITIES = [
  'swimmingpool',
  'internet',
  'terrace',
  'parking',
  'tv',
  'dishwasher',
  'washingmachine',
  'nonsmoking',
  'sauna',
  'grill',
  'airconditioning',
  'whirlpool',
  'fireplace',
  'fishing',
  'boatrentalservice',
  'seaview',
] as const;

export type Amenity = (typeof AMENITIES)[number];

export function amenityMask(amenities: Iterable<Amenity>): number {
  let mask = 0;
  for (const a of amenities) mask |= 1 << AMENITIES.indexOf(a);
  return mask;
}

export function amenitiesFromMask(mask: number): Amenity[] {
  return AMENITIES.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** The distance filters' options (SPEC.md §3): walking distance is up to 1 km. */
export const DISTANCE_KINDS = ['distSea', 'distLake', 'distSkilift', 'distSkiloipe'] as const;
export type DistanceKind = (typeof DISTANCE_KINDS)[number];
