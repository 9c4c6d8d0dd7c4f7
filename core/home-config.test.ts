import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_CONFIG,
  HOME_TEASER_TOPICS,
  homeConfigProblems,
  parseHomeConfig,
  siteLinkQuery,
} from './home-config';

const fieldsOf = (value: unknown): string[] => {
  const parsed = parseHomeConfig(value);
  return parsed.success ? [] : homeConfigProblems(parsed.error).map((p) => p.field);
};

describe('home configuration', () => {
  it('accepts its default, which has every teaser topic once', () => {
    expect(parseHomeConfig(DEFAULT_HOME_CONFIG).success).toBe(true);
    expect(DEFAULT_HOME_CONFIG.teasers.map((t) => t.teaser)).toEqual([...HOME_TEASER_TOPICS]);
  });

  it('fills the defaults of hide flags and targets', () => {
    const parsed = parseHomeConfig({
      ...DEFAULT_HOME_CONFIG,
      countries: [{ code: 'dk' }],
      teasers: [{ teaser: 'pool', img: 'pool-001', href: { route: 'Search' } }],
    });
    expect(parsed.success && parsed.data.countries[0]).toEqual({ code: 'dk', hidden: false });
    expect(parsed.success && parsed.data.teasers[0]?.target).toBe('_self');
  });

  it('names every bad field', () => {
    expect(
      fieldsOf({
        ...DEFAULT_HOME_CONFIG,
        countries: [{ code: 'DEU' }],
        teasers: [
          { teaser: 'beach', img: 'pool-001', href: { route: 'Search' } },
          { teaser: 'sea', img: 'https://cdn.example/a.jpg', href: { route: 'ObjectPage' } },
        ],
        hero: { img: 'coast-001', subject: { kind: 'place', id: 3 } },
        extraPortals: [{ url: 'http://insecure.example/', title: { de: 'X' } }],
      }).sort(),
    ).toEqual(
      [
        'countries.0.code',
        'teasers.0.teaser',
        'teasers.1.img',
        'teasers.1.href.route',
        'hero.subject.kind',
        'extraPortals.0.url',
      ].sort(),
    );
    expect(fieldsOf({ ...DEFAULT_HOME_CONFIG, extra: 1 })).toEqual(['(root)']);
  });

  it('writes a link query as configured', () => {
    expect(siteLinkQuery({ route: 'Search', query: { distSea: '1', pets: 'one' } })).toBe(
      '?distSea=1&pets=one',
    );
    expect(siteLinkQuery({ route: 'Lastminute' })).toBe('');
  });
});
