// The procedural photo pool for the demo catalogue: ~330 stylised, deterministic pictures of
// holiday homes (exteriors by setting, interiors, views and extras), drawn as SVG. Pure: no I/O.
// The same id always gives the same SVG; every 4:3 size shares one drawing (only the pixel size
// differs), wider frames show more of the same scene at the sides.
import { EXTERIOR_SCENES, type ExteriorCategory } from './exterior';
import { type InteriorCategory, drawInterior } from './interior';
import { SCENE_HEIGHT } from './landscape';
import { Rng, hashString } from './prng';
import { Svg, type SceneTag } from './svg';

/**
 * Bump when the drawing changes: the disk cache keeps files per version, so new pictures are
 * rendered instead of old files being served. (Browsers may keep an old picture for up to a year
 * under the immutable cache header; for demo photos that is acceptable.)
 */
export const PHOTO_RENDER_VERSION = 1;

export {
  EXTRAS,
  INTERIORS,
  PHOTO_CATEGORIES,
  PHOTO_POOL,
  PHOTOS_PER_CATEGORY,
  SETTINGS,
  isPoolPhoto,
  photoId,
  type PhotoCategory,
  type PoolPhoto,
  type Setting,
} from '#core/photo-pool';
import {
  INTERIORS,
  PHOTO_CATEGORIES,
  PHOTO_POOL,
  type PhotoCategory,
  type Setting,
} from '#core/photo-pool';

/** The ids of one category, in order. */
export function poolIds(category: PhotoCategory): string[] {
  return PHOTO_POOL.filter((p) => p.category === category).map((p) => p.id);
}

/** Strict syntax of a photo id (does not check pool membership). */
export const PHOTO_ID_PATTERN = /^([a-z]+(?:-[a-z]+)?)-(\d{3})$/;

/** The category of a well-formed id, or null. */
export function photoCategory(id: string): PhotoCategory | null {
  const match = PHOTO_ID_PATTERN.exec(id);
  const category = match?.[1];
  return category !== undefined && (PHOTO_CATEGORIES as readonly string[]).includes(category)
    ? (category as PhotoCategory)
    : null;
}

const INTERIOR_SET: ReadonlySet<string> = new Set(INTERIORS);

/**
 * The picture `id` as an SVG document of `width` × `height` pixels. Any well-formed id of a known
 * category draws (the pool is a subset); anything else throws a RangeError.
 */
export function photoSvg(
  id: string,
  width: number,
  height: number,
  /** Receives what the picture shows (see gallery.ts). */
  tags?: Set<SceneTag>,
): string {
  const category = photoCategory(id);
  if (category === null) throw new RangeError(`unknown photo id: ${id}`);
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new RangeError(`bad photo size: ${width}×${height}`);
  }
  // Scene units: 900 high, as wide as the aspect ratio asks. Random choices do not depend on
  // the width, so every aspect shows the same scene.
  const aspect = width / height;
  const svg = new Svg(Math.round(SCENE_HEIGHT * aspect), SCENE_HEIGHT);
  const rng = new Rng(hashString(`feriora-photo:${id}`));
  if (INTERIOR_SET.has(category)) drawInterior(category as InteriorCategory, svg, rng);
  else EXTERIOR_SCENES[category as ExteriorCategory](svg, rng);
  if (tags) for (const tag of svg.tags) tags.add(tag);
  return svg.toString(Math.round(width), Math.round(height));
}

// ---------------------------------------------------------------------------------------------
// A plausible gallery for one holiday home.

/** Extras that fit a setting, best first. */
const EXTRAS_BY_SETTING: Readonly<Record<Setting, readonly PhotoCategory[]>> = {
  coast: ['view-sea', 'terrace', 'garden'],
  mountains: ['view-mountains', 'terrace', 'garden'],
  lake: ['terrace', 'garden', 'view-mountains'],
  countryside: ['garden', 'terrace'],
  town: ['terrace', 'view-sea'],
};

export interface GalleryOptions {
  /** The home has a pool: a pool picture comes early. */
  pool?: boolean;
}

/**
 * `count` distinct photo ids for one object, deterministic from `seed`: first an exterior of
 * the setting, then (in a plausible order) living room, the setting's view, kitchen, bedroom,
 * pool if any, bathroom, terrace/garden, further bedrooms and exteriors.
 */
export function photosForObject(
  seed: number,
  setting: Setting,
  count: number,
  options: GalleryOptions = {},
): string[] {
  if (count <= 0) return [];
  const rng = new Rng((hashString(setting) ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0);
  const extras = EXTRAS_BY_SETTING[setting];
  const plan: PhotoCategory[] = [setting, 'living'];
  if (options.pool) plan.push('pool');
  const [firstExtra, ...otherExtras] = extras;
  if (firstExtra) plan.push(firstExtra);
  plan.push('kitchen', 'bedroom', 'bathroom');
  plan.push(...rng.shuffle(otherExtras), 'bedroom', setting, 'living', 'bedroom', 'bathroom');
  if (options.pool) plan.push('pool');
  // Per category the ids come in a shuffled order, so objects differ but never repeat a picture.
  const queues = new Map<PhotoCategory, string[]>();
  const take = (category: PhotoCategory): string | undefined => {
    let queue = queues.get(category);
    if (!queue) {
      queue = rng.shuffle(poolIds(category));
      queues.set(category, queue);
    }
    return queue.shift();
  };
  const result: string[] = [];
  const cycle: readonly PhotoCategory[] = [
    'bedroom',
    'living',
    setting,
    ...extras,
    'kitchen',
    'bathroom',
  ];
  for (let i = 0; result.length < count; i++) {
    const category = i < plan.length ? plan[i] : cycle[(i - plan.length) % cycle.length];
    if (category === undefined) break;
    const id = take(category);
    if (id !== undefined) result.push(id);
    if (i > plan.length + cycle.length * 40) break; // every queue exhausted
  }
  return result;
}
