import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diffDays } from '#core/dates';
import {
  CatalogueGenerator,
  emptyChunk,
  FIRST_OBJECT_NUMBER,
  generateCatalogue,
  OBJECT_TABLES,
  type Catalogue,
} from './generate';
import { COUNTRIES, slugify } from './places';
import { windowDays } from './seasons';
import { CANCELLATION_DEADLINES, SPEC_AGENCY_IDS } from './static-data';
import { validateCatalogue } from './validate';

const TODAY = '2026-11-20';
const hash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

// Generated once per file: the tests below only read it.
const catalogue = generateCatalogue({ seed: 42, objects: 200, today: TODAY });
const larger = generateCatalogue({ seed: 7, objects: 1500, today: TODAY });

describe('determinism', () => {
  it('gives byte-identical output for the same seed, count and today', () => {
    const again = generateCatalogue({ seed: 42, objects: 200, today: TODAY });
    expect(hash(again)).toBe(hash(catalogue));
  });

  it('does not depend on the chunk size', () => {
    const generator = new CatalogueGenerator({ seed: 42, objects: 200, today: TODAY });
    const chunked = { ...generator.staticPart(), ...emptyChunk() };
    for (const chunk of generator.chunks(7)) {
      for (const table of OBJECT_TABLES) (chunked[table] as unknown[]).push(...chunk[table]);
    }
    expect(hash(chunked)).toBe(hash(catalogue));
  });

  it('changes with the seed and with today', () => {
    expect(hash(generateCatalogue({ seed: 43, objects: 200, today: TODAY }))).not.toBe(
      hash(catalogue),
    );
    const later = generateCatalogue({ seed: 42, objects: 200, today: '2026-11-21' });
    expect(later.objectAvailability[0]?.fromDate).toBe('2026-11-21');
  });

  it('numbers objects contiguously from 100001', () => {
    expect(catalogue.objects.map((o) => o.objectNumber)).toEqual(
      Array.from({ length: 200 }, (_, i) => FIRST_OBJECT_NUMBER + i),
    );
  });
});

describe('invariants', () => {
  it.each([
    ['2026-11-20', 42],
    ['2027-12-31', 1],
    ['2028-02-29', 99],
    ['2027-06-15', 2024],
  ])('hold for today %s, seed %i', (today, seed) => {
    expect(validateCatalogue(generateCatalogue({ seed, objects: 300, today }))).toEqual([]);
  });

  it('report broken catalogues', () => {
    const broken = structuredClone(catalogue) as Catalogue;
    const rules = broken.objectPriceRules.find(
      (r) => broken.objects.find((o) => o.objectNumber === r.objectNumber)?.active,
    );
    rules?.rules.seasons.splice(3, 1);
    const place = broken.places[0];
    if (place) place.lat += 5;
    const object = broken.objects.find((o) => (o.ratingCount ?? 0) > 0);
    if (object) object.ratingAverage = 1;
    const description = broken.objectDescriptions[0];
    if (description) description.text = 'zu kurz';
    const problems = validateCatalogue(broken).join('\n');
    expect(problems).toMatch(/has no price season|disagrees with the season/);
    expect(problems).toMatch(/outside region .* bounds/);
    expect(problems).toMatch(/ratingAverage 1 ≠/);
    expect(problems).toMatch(/7 characters, expected 300–600/);
  });

  it('reports dangling references', () => {
    const broken = structuredClone(catalogue) as Catalogue;
    const first = broken.objects[0];
    if (first) first.agencyId = 424242;
    broken.ratings.push({
      ...(broken.ratings[0] as Catalogue['ratings'][number]),
      ratingNumber: 1,
      objectNumber: 1,
    });
    const problems = validateCatalogue(broken).join('\n');
    expect(problems).toMatch(/unknown agency 424242/);
    expect(problems).toMatch(/ratings 1: unknown object 1/);
  });
});

describe('static part', () => {
  it('has 13 countries with 3–6 regions and lowercase ASCII slugs', () => {
    expect(catalogue.countries.map((c) => c.code).sort()).toEqual([
      'at',
      'ch',
      'de',
      'dk',
      'es',
      'fr',
      'hr',
      'it',
      'nl',
      'no',
      'pl',
      'pt',
      'se',
    ]);
    expect(catalogue.countries.find((c) => c.code === 'hr')?.slugs).toMatchObject({
      de: 'kroatien',
      en: 'croatia',
    });
    for (const country of COUNTRIES) expect(country.regions.length).toBeGreaterThanOrEqual(3);
    expect(slugify('Kärnten', 'de')).toBe('kaernten');
    expect(slugify('Poreč', 'en')).toBe('porec');
    expect(slugify("Côte d'Azur", 'fr')).toBe('cote-d-azur');
  });

  it('has the pre-filtered pages, agencies and cancellation labels of the spec', () => {
    const offers = new Map(catalogue.offers.map((o) => [o.id, o]));
    for (const id of [122, 124, 125, 127, 123, 128, 63, 149, 148, 112, 153, 486, 487, 998, 1124]) {
      expect(offers.get(id)?.kind).toBe('filter');
    }
    expect(offers.get(123)?.seoUrl.de).toBe('skiurlaub-oesterreich');
    expect(offers.get(63)?.query).toEqual({ agency: '101' });
    expect(catalogue.offers.filter((o) => o.kind === 'theme')).toHaveLength(170);
    const agencyIds = catalogue.agencies.map((a) => a.id);
    for (const id of SPEC_AGENCY_IDS) expect(agencyIds).toContain(id);
    expect(catalogue.agencies.find((a) => a.offerFilterId === 998)?.name).toBe('Novasol');
    expect(catalogue.cancellationLabels.map((l) => l.deadlineDays)).toEqual([
      ...CANCELLATION_DEADLINES,
    ]);
    expect(catalogue.offerDistinctions).toHaveLength(7);
  });

  it('gives office shifts in Berlin office hours for the next 14 days', () => {
    for (const shift of catalogue.officeStaffTimes) {
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Berlin',
          hour: '2-digit',
          hourCycle: 'h23',
        }).format(shift.startsAt),
      );
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThanOrEqual(13);
      const day = shift.startsAt.toISOString().slice(0, 10);
      expect(diffDays(TODAY, day)).toBeGreaterThanOrEqual(0);
      expect(diffDays(TODAY, day)).toBeLessThan(14);
    }
  });
});

describe('distribution', () => {
  const settingOf = new Map(larger.places.map((p) => [p.id, p.setting]));
  const objectsIn = (setting: string) =>
    larger.objects.filter((o) => settingOf.get(o.placeId) === setting);
  const share = (list: typeof larger.objects, f: (o: (typeof larger.objects)[number]) => boolean) =>
    list.filter(f).length / Math.max(1, list.length);

  it('gives mountain objects ski distances and coast objects sea distances', () => {
    const mountain = objectsIn('mountains');
    const coast = objectsIn('coast');
    expect(mountain.length).toBeGreaterThan(50);
    expect(coast.length).toBeGreaterThan(300);
    expect(mountain.every((o) => o.distSkilift != null && o.distSkiloipe != null)).toBe(true);
    expect(coast.every((o) => o.distSea != null)).toBe(true);
    expect(
      larger.objects.filter((o) => o.seaview).every((o) => settingOf.get(o.placeId) === 'coast'),
    ).toBe(true);
    expect(objectsIn('countryside').every((o) => o.distSkilift == null && o.distSea == null)).toBe(
      true,
    );
  });

  it('puts pools in the south and saunas in the north and the mountains', () => {
    const south = larger.objects.filter((o) => ['it', 'es', 'hr', 'pt'].includes(o.countryCode));
    const north = larger.objects.filter((o) => ['dk', 'se', 'no', 'nl'].includes(o.countryCode));
    expect(share(south, (o) => o.swimmingpool === true)).toBeGreaterThan(
      2 * share(north, (o) => o.swimmingpool === true),
    );
    expect(share(north, (o) => o.sauna === true)).toBeGreaterThan(
      3 * share(south, (o) => o.sauna === true),
    );
    expect(share(objectsIn('mountains'), (o) => o.fireplace === true)).toBeGreaterThan(0.3);
  });

  it('has about 1% inactive objects, skewed rating counts and a few free cancellations', () => {
    const inactive = share(larger.objects, (o) => o.active === false);
    expect(inactive).toBeGreaterThan(0.002);
    expect(inactive).toBeLessThan(0.03);
    const counts = larger.objects.map((o) => o.ratingCount ?? 0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(30);
    expect(counts.filter((c) => c === 0).length).toBeGreaterThan(
      counts.filter((c) => c >= 20).length,
    );
    const votes = larger.ratings.flatMap((r) => Object.values(r.votes ?? {}));
    expect(votes.filter((v) => v >= 4).length / votes.length).toBeGreaterThan(0.7);
    expect(share(larger.objects, (o) => o.freeCancel === true)).toBeGreaterThan(0.1);
    const answered =
      larger.ratings.filter((r) => r.landlordAnswer != null).length / larger.ratings.length;
    expect(answered).toBeGreaterThan(0.2);
    expect(answered).toBeLessThan(0.4);
  });

  it('translates every review title and text into the other site languages', () => {
    const site = ['de', 'en', 'fr', 'it'] as const;
    for (const r of larger.ratings.slice(0, 200)) {
      const others = site.filter((l) => l !== r.language);
      expect(Object.keys(r.translations ?? {}).sort()).toEqual(others);
      expect(Object.keys(r.titleTranslations ?? {}).sort()).toEqual(others);
      for (const language of others) {
        expect(r.titleTranslations?.[language]).toMatch(/\S/);
        expect(r.titleTranslations?.[language]).not.toBe(r.title);
      }
    }
  });

  it('writes mostly German native texts with translations of the others', () => {
    const natives = larger.objectDescriptions.filter((d) => d.translatedFrom == null);
    expect(natives).toHaveLength(larger.objects.length);
    expect(share(larger.objects, (o) => o.nativeLanguage === 'de')).toBeGreaterThan(0.5);
    for (const language of ['en', 'fr', 'it', 'nl']) {
      expect(natives.some((d) => d.language === language)).toBe(true);
    }
  });

  it('covers the 18-month window with availability and keeps some nights free', () => {
    for (const a of larger.objectAvailability.slice(0, 50)) {
      expect(a.vacancy).toHaveLength(windowDays(TODAY));
      expect(a.vacancy).toMatch(/Y/);
    }
    const summer = larger.objectAvailability.map((a) =>
      a.vacancy.slice(diffDays(TODAY, '2027-07-15'), diffDays(TODAY, '2027-08-15')),
    );
    const winter = larger.objectAvailability.map((a) =>
      a.vacancy.slice(diffDays(TODAY, '2027-11-01'), diffDays(TODAY, '2027-11-30')),
    );
    const booked = (list: string[]) =>
      list.join('').replace(/Y/g, '').length / list.join('').length;
    expect(booked(summer)).toBeGreaterThan(booked(winter));
  });
});

describe('texts', () => {
  // Place names ("Rothenburg ob der Tauber", "Val d'Isère") are not template words.
  const names = [
    ...larger.places.flatMap((p) => Object.values(p.names)),
    ...larger.regions.flatMap((r) => Object.values(r.names)),
  ].sort((a, b) => b.length - a.length);
  const withoutNames = (text: string): string =>
    names.reduce((t, name) => t.split(name).join('…'), text);
  const de = larger.objectDescriptions
    .filter((d) => d.language === 'de')
    .map((d) => withoutNames(d.text));
  const deRatings = larger.ratings
    .filter((r) => r.language === 'de')
    .map((r) => withoutNames(`${r.title} ${r.text} ${r.landlordAnswer ?? ''}`));

  it('keeps English template words out of German texts', () => {
    const english =
      /\b(the|and|with|is|of|bedrooms?|bathrooms?|located|sleeps|welcome|holiday|beach|pets|people)\b/i;
    for (const text of [...de, ...deRatings, ...larger.objects.map((o) => o.titles.de ?? '')]) {
      expect(text).not.toMatch(english);
    }
  });

  it('uses the right German article for each noun', () => {
    const wrong =
      /\b(der|die|ein|eine) (\S+ )?(Ferienhaus|Chalet|Landhaus|Apartment)\b|\b(das|der|ein) (\S+ )?(Villa|Finca|Ferienwohnung)\b|\b(das|die) (\S+ )?Bungalow\b/;
    for (const text of de) expect(text).not.toMatch(wrong);
  });

  it('keeps German words out of French and Italian texts', () => {
    const german = /\b(und|mit|der|die|das|ist|Ferienhaus|Schlafzimmer)\b/;
    for (const d of larger.objectDescriptions) {
      if (d.language === 'fr' || d.language === 'it')
        expect(withoutNames(d.text)).not.toMatch(german);
    }
  });

  it('writes descriptions of 300–600 characters and titles in all four languages', () => {
    for (const d of larger.objectDescriptions) {
      expect(d.text.length).toBeGreaterThanOrEqual(300);
      expect(d.text.length).toBeLessThanOrEqual(600);
    }
    for (const o of larger.objects)
      expect(Object.keys(o.titles).sort()).toEqual(['de', 'en', 'fr', 'it']);
  });
});
