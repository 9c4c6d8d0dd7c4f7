import { describe, expect, it } from 'vitest';
import { Rng, hashString, mulberry32 } from './prng';
import {
  INTERIORS,
  PHOTO_CATEGORIES,
  PHOTO_POOL,
  PHOTOS_PER_CATEGORY,
  SETTINGS,
  isPoolPhoto,
  photoCategory,
  photoSvg,
  photosForObject,
} from './scenes';
import { PHOTO_SIZES } from '#services/media';
import { photoSrcSet, photoUrl } from '#services/media';

/** Well-formedness light: every opened element is closed in order, no broken numbers. */
function assertLooksLikeSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
  // every referenced definition exists
  const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
  for (const [, ref] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
    expect(ids.has(ref)).toBe(true);
}

describe('prng', () => {
  it('is deterministic and spreads over [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    expect(hashString('coast-001')).not.toBe(hashString('coast-002'));
  });

  it('picks, shuffles and weighs within bounds', () => {
    const rng = new Rng('x');
    for (let i = 0; i < 200; i++) {
      const v = rng.int(2, 4);
      expect(v).toBeGreaterThanOrEqual(2);
      expect(v).toBeLessThanOrEqual(4);
    }
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(rng.weighted([['only', 1]] as const)).toBe('only');
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});

describe('photo pool', () => {
  it('holds 20–30 ids per category, unique, in the documented format', () => {
    expect(PHOTO_CATEGORIES).toHaveLength(14);
    for (const category of PHOTO_CATEGORIES) {
      const count = PHOTO_POOL.filter((p) => p.category === category).length;
      expect(count).toBe(PHOTOS_PER_CATEGORY[category]);
      expect(count).toBeGreaterThanOrEqual(16);
      expect(count).toBeLessThanOrEqual(30);
    }
    const ids = PHOTO_POOL.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(280);
    expect(ids).toContain('coast-007');
    expect(ids).toContain('view-sea-001');
    for (const { id, category } of PHOTO_POOL) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)?-\d{3}$/);
      expect(photoCategory(id)).toBe(category);
    }
  });

  it('recognises ids strictly', () => {
    expect(isPoolPhoto('coast-001')).toBe(true);
    expect(isPoolPhoto('coast-999')).toBe(false);
    expect(isPoolPhoto('../etc/passwd')).toBe(false);
    expect(photoCategory('beach-001')).toBeNull();
    expect(photoCategory('coast-01')).toBeNull();
    expect(photoCategory('coast-001/x')).toBeNull();
  });
});

describe('photoSvg', () => {
  it('is deterministic: the same id gives the identical SVG', () => {
    for (const id of ['coast-007', 'living-003', 'view-mountains-011', 'town-020']) {
      expect(photoSvg(id, 640, 480)).toBe(photoSvg(id, 640, 480));
    }
  });

  it('draws different pictures for different ids', () => {
    const svgs = ['coast-001', 'coast-002', 'mountains-001', 'bedroom-001', 'bedroom-002'].map(
      (id) => photoSvg(id, 640, 480),
    );
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('shares one drawing across the 4:3 sizes (only the pixel size differs)', () => {
    const strip = (svg: string) => svg.replace(/ width="\d+" height="\d+"/, '');
    const thumb = photoSvg('lake-004', PHOTO_SIZES.thumb.width, PHOTO_SIZES.thumb.height);
    const large = photoSvg('lake-004', PHOTO_SIZES.large.width, PHOTO_SIZES.large.height);
    expect(thumb).not.toBe(large);
    expect(strip(thumb)).toBe(strip(large));
    expect(large).toContain('width="1440" height="1080"');
    const hero = photoSvg('lake-004', PHOTO_SIZES.hero.width, PHOTO_SIZES.hero.height);
    expect(hero).toContain('viewBox="-1080 0 2160 900"');
  });

  it('renders every pool id as a well-formed, reasonably small SVG', () => {
    for (const { id } of PHOTO_POOL) {
      const svg = photoSvg(id, 640, 480);
      assertLooksLikeSvg(svg);
      expect(svg.length).toBeLessThan(150_000);
    }
    // ~330 drawings and their checks: seconds on a shared 2-core machine
  }, 30_000);

  it('renders wide banners too', () => {
    for (const category of PHOTO_CATEGORIES)
      assertLooksLikeSvg(photoSvg(`${category}-001`, 1920, 800));
  });

  it('rejects malformed ids and sizes', () => {
    expect(() => photoSvg('../etc/passwd', 640, 480)).toThrow(RangeError);
    expect(() => photoSvg('castle-001', 640, 480)).toThrow(RangeError);
    expect(() => photoSvg('coast-001', 0, 480)).toThrow(RangeError);
  });
});

describe('photosForObject', () => {
  it('is deterministic from the seed', () => {
    expect(photosForObject(1234, 'coast', 8, {})).toEqual(photosForObject(1234, 'coast', 8, {}));
    expect(photosForObject(1234, 'coast', 8, {})).not.toEqual(
      photosForObject(1235, 'coast', 8, {}),
    );
  });

  it('starts with an exterior of the setting, then interiors and views, without repeats', () => {
    for (const setting of SETTINGS) {
      for (let seed = 0; seed < 25; seed++) {
        const ids = photosForObject(seed, setting, 12, { pool: seed % 2 === 0 });
        expect(ids).toHaveLength(12);
        expect(photoCategory(ids[0] ?? '')).toBe(setting);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(isPoolPhoto(id)).toBe(true);
        const categories = ids.map((id) => photoCategory(id));
        expect(categories.some((c) => (INTERIORS as readonly (string | null)[]).includes(c))).toBe(
          true,
        );
        expect(categories.includes('pool')).toBe(seed % 2 === 0);
      }
    }
  });

  it('puts a pool picture early when the home has one', () => {
    const ids = photosForObject(7, 'countryside', 4, { pool: true });
    expect(ids.map((id) => photoCategory(id))).toContain('pool');
  });

  it('handles edge counts', () => {
    expect(photosForObject(1, 'town', 0, {})).toEqual([]);
    expect(photosForObject(1, 'town', 1, {})).toHaveLength(1);
    const many = photosForObject(1, 'lake', 60, { pool: true });
    expect(many).toHaveLength(60);
    expect(new Set(many).size).toBe(60);
  });
});

describe('photo urls', () => {
  it('builds urls and a srcset over the 4:3 sizes', () => {
    expect(photoUrl('coast-007', 'card', 'webp')).toBe('/media/photos/coast-007/card.webp');
    expect(photoSrcSet('coast-007', 'avif')).toBe(
      '/media/photos/coast-007/thumb.avif 320w, /media/photos/coast-007/card.avif 640w, ' +
        '/media/photos/coast-007/medium.avif 960w, /media/photos/coast-007/large.avif 1440w',
    );
    expect(photoSrcSet('coast-007', 'jpg', ['thumb', 'card'])).toBe(
      '/media/photos/coast-007/thumb.jpg 320w, /media/photos/coast-007/card.jpg 640w',
    );
  });
});
