// The photos of one demo listing, chosen from its facts (issue 19 "The catalogue tells the truth"):
// every picture of the pool records what it shows (SceneTag: the building, sea, lake, mountains,
// snow, a pool, a fireplace), and a listing only gets pictures whose content its facts allow.
// Pure: the same facts and seed always give the same ids.
import { Rng, hashString } from './prng';
import { SCENE_TAGS } from './scene-tags';
import { photoCategory, photoSvg, poolIds, type PhotoCategory, type Setting } from './scenes';
import type { SceneTag } from './svg';

/** A home this close to the sea (metres) may show the sea without having a sea view. */
export const SEA_NEAR_METRES = 1000;

/** The facts of a listing that its pictures could contradict. */
export interface ListingFacts {
  type: 'house' | 'apartment';
  setting: Setting;
  pool: boolean;
  seaview: boolean;
  distSea: number | null;
  distLake: number | null;
  /** The region has mountains (an alpine climate or mountain places): peaks and snow may show. */
  mountainous: boolean;
  /** The region has a southern climate: palms may show (never on a Danish or Dutch coast). */
  warm: boolean;
  fireplace: boolean;
  terrace: boolean;
  bedrooms: number;
  bathrooms: number;
}

const tagCache = new Map<string, ReadonlySet<SceneTag>>();

/**
 * What picture `id` shows: from the recorded table (scene-tags.ts) for pool pictures, else drawn
 * once and remembered for the process.
 */
export function sceneTags(id: string): ReadonlySet<SceneTag> {
  let tags = tagCache.get(id);
  if (!tags) {
    const recorded = SCENE_TAGS[id];
    tags =
      recorded === undefined
        ? renderedSceneTags(id)
        : new Set(recorded.split(' ').filter((t): t is SceneTag => t !== ''));
    tagCache.set(id, tags);
  }
  return tags;
}

/** What picture `id` shows, recorded by drawing it (the drawing tags what it draws). */
export function renderedSceneTags(id: string): ReadonlySet<SceneTag> {
  const seen = new Set<SceneTag>();
  photoSvg(id, 64, 48, seen);
  return seen;
}

/** The scene tags the listing's facts allow. */
export function allowedTags(facts: ListingFacts): ReadonlySet<SceneTag> {
  const allowed = new Set<SceneTag>();
  if (facts.type === 'house') allowed.add('house');
  // A row of town houses: the apartment building, or the town house itself.
  if (facts.setting === 'town') allowed.add('townhouses');
  if (facts.seaview || (facts.distSea !== null && facts.distSea <= SEA_NEAR_METRES))
    allowed.add('sea');
  if (facts.distLake !== null) allowed.add('lake');
  if (facts.setting === 'town' && (facts.distSea !== null || facts.distLake !== null))
    allowed.add('harbour');
  if (facts.mountainous) {
    allowed.add('mountains');
    allowed.add('snow');
  }
  if (facts.pool) allowed.add('pool');
  if (facts.fireplace) allowed.add('fireplace');
  if (facts.warm) allowed.add('palms');
  return allowed;
}

/** True when picture `id` shows nothing the facts rule out. */
export function photoFits(id: string, allowed: ReadonlySet<SceneTag>): boolean {
  for (const tag of sceneTags(id)) if (!allowed.has(tag)) return false;
  return true;
}

/** A picture of the building itself (one per listing: another would be another house). */
export function showsBuilding(id: string): boolean {
  const tags = sceneTags(id);
  return tags.has('house') || tags.has('townhouses');
}

/**
 * Up to `count` distinct photo ids for one listing, deterministic from `seed` and the facts. The
 * main photo shows what is let: the house (or the town house row) for a house, the building in
 * town or the flat's living room for an apartment. At most one picture of the building, one living
 * room and one kitchen, no more bedrooms and bathrooms than the listing has, a pool only with a
 * pool, a terrace only with a terrace; fewer than `count` when nothing more fits.
 */
export function galleryForListing(seed: number, facts: ListingFacts, count: number): string[] {
  if (count <= 0) return [];
  const rng = new Rng(
    (hashString(`gallery:${facts.setting}`) ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0,
  );
  const allowed = allowedTags(facts);
  const queues = new Map<PhotoCategory, string[]>();
  const take = (category: PhotoCategory): string | undefined => {
    let queue = queues.get(category);
    if (!queue) {
      queue = rng.shuffle(poolIds(category)).filter((id) => photoFits(id, allowed));
      queues.set(category, queue);
    }
    return queue.shift();
  };
  const caps: Partial<Record<PhotoCategory, number>> = {
    living: 1,
    kitchen: 1,
    bedroom: Math.max(1, facts.bedrooms),
    bathroom: Math.max(1, facts.bathrooms),
    pool: facts.pool ? 1 : 0,
    terrace: facts.terrace ? 1 : 0,
    garden: 0, // it shows a house of its own
    'view-sea': allowed.has('sea') ? 1 : 0,
    'view-mountains': allowed.has('mountains') ? 1 : 0,
  };
  const used = new Map<PhotoCategory, number>();
  const result: string[] = [];
  let building = false;
  const add = (category: PhotoCategory): boolean => {
    if (result.length >= count) return false;
    const cap = caps[category];
    if (cap !== undefined && (used.get(category) ?? 0) >= cap) return false;
    const id = take(category);
    if (id === undefined) return false;
    if (showsBuilding(id)) {
      if (building) return false;
      building = true;
    }
    used.set(category, (used.get(category) ?? 0) + 1);
    result.push(id);
    return true;
  };

  // The main photo.
  if (facts.type === 'house') {
    // the setting's exterior, else any exterior with a house that fits
    const exteriors: PhotoCategory[] =
      facts.setting === 'town' ? ['town'] : [facts.setting, 'countryside', 'lake', 'coast'];
    for (const category of exteriors) if (add(category)) break;
  } else if (!(facts.setting === 'town' && add('town'))) {
    add('living');
  }
  if (result.length === 0) add('living');

  const view: PhotoCategory[] =
    facts.setting === 'coast'
      ? ['view-sea']
      : facts.setting === 'mountains'
        ? ['view-mountains']
        : [];
  const plan: PhotoCategory[] = [
    'living',
    'pool',
    ...view,
    'kitchen',
    'bedroom',
    'bathroom',
    'terrace',
    ...rng.shuffle<PhotoCategory>(['view-sea', 'view-mountains']),
    'bedroom',
    'bathroom',
    'bedroom',
    'bedroom',
    'bathroom',
    'bedroom',
    'bedroom',
    'bedroom',
  ];
  for (const category of plan) {
    if (result.length >= count) break;
    add(category);
  }
  return result;
}

/** The category of each id (for tests and the photo check). */
export function galleryCategories(ids: readonly string[]): (PhotoCategory | null)[] {
  return ids.map((id) => photoCategory(id));
}
