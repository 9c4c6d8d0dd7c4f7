import { describe, expect, it } from 'vitest';
import type { LocationCatalog } from '#services/catalogue';
import { matchLocations } from './suggest';

type Names = Partial<Record<'de' | 'en' | 'fr' | 'it', string>>;

/** A catalogue of the given names (only the fields matching reads). */
function catalog(spec: {
  countries: { code: string; names: Names }[];
  regions: { id: number; countryCode: string; names: Names }[];
  places: { id: number; regionId: number; countryCode: string; names: Names }[];
}): LocationCatalog {
  const countries = spec.countries.map((c) => ({ ...c, slugs: c.names })) as never[];
  const regions = spec.regions.map((r) => ({ ...r, slugs: r.names })) as never[];
  const places = spec.places.map((p) => ({ ...p, slugs: p.names })) as never[];
  return {
    countries,
    regions,
    places,
    countryByCode: new Map(spec.countries.map((c, i) => [c.code, countries[i]!])),
    regionById: new Map(spec.regions.map((r, i) => [r.id, regions[i]!])),
    placeById: new Map(spec.places.map((p, i) => [p.id, places[i]!])),
    countryBySlug: new Map(),
    regionBySlug: new Map(),
    placeBySlug: new Map(),
  };
}

const CATALOG = catalog({
  countries: [
    { code: 'hr', names: { de: 'Kroatien', en: 'Croatia', fr: 'Croatie', it: 'Croazia' } },
    { code: 'dk', names: { de: 'Dänemark', en: 'Denmark', fr: 'Danemark', it: 'Danimarca' } },
    { code: 'it', names: { de: 'Italien', en: 'Italy', fr: 'Italie', it: 'Italia' } },
  ],
  regions: [
    {
      id: 1,
      countryCode: 'hr',
      names: { de: 'Istrien', en: 'Istria', fr: 'Istrie', it: 'Istria' },
    },
    { id: 2, countryCode: 'dk', names: { de: 'Nordseeküste', en: 'North Sea Coast' } },
    { id: 3, countryCode: 'it', names: { de: 'Toskana', en: 'Tuscany', it: 'Toscana' } },
  ],
  places: [
    { id: 10, regionId: 1, countryCode: 'hr', names: { de: 'Poreč', it: 'Parenzo' } },
    { id: 11, regionId: 1, countryCode: 'hr', names: { de: 'Rovinj', it: 'Rovigno' } },
    { id: 12, regionId: 2, countryCode: 'dk', names: { de: 'Søndervig' } },
    { id: 13, regionId: 3, countryCode: 'it', names: { de: 'Kroatenweiler' } },
  ],
});

const names = (query: string, language: 'de' | 'en' | 'fr' | 'it' = 'de') =>
  matchLocations(CATALOG, language, query).map((m) => m.name);

describe('matchLocations', () => {
  it('finds a country by the start of its name, before places whose name starts the same', () => {
    expect(names('kro')).toEqual(['Kroatien', 'Kroatenweiler']);
    expect(names('Kroatien')).toEqual(['Kroatien']);
  });

  it('folds case, diacritics and umlaut spellings like the fulltext search', () => {
    expect(names('POREC')).toEqual(['Poreč']);
    expect(names('dane')).toEqual(['Dänemark']);
    expect(names('daene')).toEqual(['Dänemark']);
    expect(names('sonder')).toEqual(['Søndervig']);
    expect(names('nordseekuste')).toEqual(['Nordseeküste']);
  });

  it("answers in the page language and finds names of other languages after the page's", () => {
    expect(names('ist', 'en')).toEqual(['Istria']);
    // "Croatia" typed on the German site: Kroatien, ranked after matches in German.
    const match = matchLocations(CATALOG, 'de', 'croat');
    expect(match.map((m) => [m.name, m.tier])).toEqual([['Kroatien', 2]]);
    expect(names('parenzo')).toEqual(['Poreč']);
  });

  it('takes a typed straight apostrophe for a name’s typographic one, and the other way round', () => {
    // The French demo names are typeset ("L’Isle-sur-la-Sorgue"); a keyboard types "'", a phone
    // with smart punctuation "’". Either way the name that starts with what was typed comes first
    // (before, "l'isle" ranked it as any name containing the words, after "Isle of Lewis").
    const apostrophes = catalog({
      countries: [{ code: 'fr', names: { de: 'Frankreich', fr: 'France' } }],
      regions: [{ id: 1, countryCode: 'fr', names: { de: 'Provence', fr: 'Provence' } }],
      places: [
        {
          id: 10,
          regionId: 1,
          countryCode: 'fr',
          names: { de: "L'Isle-sur-la-Sorgue", fr: 'L’Isle-sur-la-Sorgue' },
        },
        {
          id: 11,
          regionId: 1,
          countryCode: 'fr',
          names: { de: 'Isle of Lewis', fr: 'Isle of Lewis' },
        },
      ],
    });
    const ranked = (query: string, language: 'de' | 'fr') =>
      matchLocations(apostrophes, language, query).map((m) => [m.name, m.tier]);
    expect(ranked("l'isle", 'fr')).toEqual([
      ['L’Isle-sur-la-Sorgue', 0],
      ['Isle of Lewis', 1],
    ]);
    expect(ranked('l’isle', 'de')).toEqual([
      ["L'Isle-sur-la-Sorgue", 0],
      ['Isle of Lewis', 1],
    ]);
  });

  it('lets parent names narrow a place, but never suggests a location by its parents alone', () => {
    expect(names('istrien rov')).toEqual(['Rovinj']);
    expect(names('kroatien')).not.toContain('Istrien');
    expect(names('istrien')).toEqual(['Istrien']);
  });

  it('names the parents of regions and places as context', () => {
    const [rovinj] = matchLocations(CATALOG, 'de', 'rovinj');
    expect(rovinj).toMatchObject({ kind: 'place', context: 'Istrien, Kroatien' });
    expect(rovinj!.location.place?.id).toBe(11);
    const [istria] = matchLocations(CATALOG, 'fr', 'istr');
    expect(istria).toMatchObject({ kind: 'region', name: 'Istrie', context: 'Croatie' });
    const [italy] = matchLocations(CATALOG, 'it', 'ital');
    expect(italy).toMatchObject({ kind: 'country', name: 'Italia', context: '' });
  });

  it('matches nothing for text without letters or digits, or for unknown words', () => {
    expect(names('  ')).toEqual([]);
    expect(names('--')).toEqual([]);
    expect(names('xyz')).toEqual([]);
    expect(names('kroatien xyz')).toEqual([]);
  });
});
