import { describe, expect, it } from 'vitest';
import {
  allowedTags,
  galleryForListing,
  renderedSceneTags,
  sceneTags,
  type ListingFacts,
} from './gallery';
import { PHOTO_POOL, photoCategory } from './scenes';
import { SCENE_TAGS } from './scene-tags';

const flat: ListingFacts = {
  type: 'apartment',
  setting: 'coast',
  pool: false,
  seaview: false,
  distSea: 2500,
  distLake: null,
  mountainous: false,
  warm: false,
  fireplace: false,
  terrace: false,
  bedrooms: 1,
  bathrooms: 1,
};

describe('scene tags', () => {
  it('the recorded table matches the drawings (regenerate with scene-tags.generate.ts)', () => {
    for (const { id } of PHOTO_POOL) {
      expect(`${id}: ${SCENE_TAGS[id] ?? '(missing)'}`).toBe(
        `${id}: ${[...renderedSceneTags(id)].sort().join(' ')}`,
      );
    }
  }, 60_000);

  it('records the building, water, mountains, pools and fireplaces', () => {
    const all = (tag: string) => PHOTO_POOL.filter((p) => sceneTags(p.id).has(tag as never));
    expect(all('pool').every((p) => ['coast', 'pool'].includes(p.category))).toBe(true);
    expect(all('house').length).toBeGreaterThan(100);
    expect(all('townhouses').every((p) => p.category === 'town')).toBe(true);
    expect(all('fireplace').every((p) => p.category === 'living')).toBe(true);
    expect(sceneTags('view-sea-001').has('sea')).toBe(true);
    expect(sceneTags('view-mountains-001').has('mountains')).toBe(true);
  });

  it('records palms, so that a northern coast never shows them (issue 19)', () => {
    const palms = PHOTO_POOL.filter((p) => sceneTags(p.id).has('palms'));
    expect(palms.length).toBeGreaterThan(0);
    // The home page's former hero: "Im Bild: Dänemark" over palms.
    expect(sceneTags('coast-004').has('palms')).toBe(true);
  });
});

describe('galleryForListing', () => {
  it('shows a small flat away from the sea without sea, pool, house or second bedroom', () => {
    for (let seed = 0; seed < 50; seed++) {
      const ids = galleryForListing(seed, flat, 9);
      expect(photoCategory(ids[0] ?? '')).toBe('living');
      const allowed = allowedTags(flat);
      for (const id of ids) for (const tag of sceneTags(id)) expect(allowed.has(tag)).toBe(true);
      expect(ids.filter((id) => photoCategory(id) === 'bedroom').length).toBeLessThanOrEqual(1);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('leads a villa with a pool with its house and shows the pool', () => {
    const villa: ListingFacts = {
      ...flat,
      type: 'house',
      pool: true,
      seaview: true,
      distSea: 300,
      bedrooms: 3,
      bathrooms: 2,
      terrace: true,
      // Villas are let in the south only (demo/catalogue kindAllowed).
      warm: true,
    };
    const ids = galleryForListing(3, villa, 10);
    expect(sceneTags(ids[0] ?? '').has('house')).toBe(true);
    expect(ids.some((id) => sceneTags(id).has('pool'))).toBe(true);
    expect(galleryForListing(3, villa, 10)).toEqual(ids);
  });

  it('shows no palms for a house with a pool on a northern coast (Denmark)', () => {
    const north: ListingFacts = {
      ...flat,
      type: 'house',
      setting: 'coast',
      pool: true,
      seaview: true,
      distSea: 200,
      bedrooms: 3,
      bathrooms: 2,
      terrace: true,
    };
    for (let seed = 0; seed < 50; seed++) {
      for (const id of galleryForListing(seed, north, 12))
        expect(sceneTags(id).has('palms'), id).toBe(false);
    }
  });
});
