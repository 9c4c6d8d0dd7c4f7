import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boundsAround, readCatalogueFile } from './catalogue-import';
import { slugify } from './slugs';

const example = () =>
  JSON.parse(readFileSync('docs/catalogue-example.json', 'utf8')) as {
    objects: Record<string, unknown>[];
    places: Record<string, unknown>[];
    distinctions: Record<string, unknown>[];
  };

const pathsOf = (value: unknown) => {
  const read = readCatalogueFile(value);
  return read.ok ? [] : read.problems.map((p) => p.path);
};

describe('the catalogue file', () => {
  it('reads the documented example, filling in the defaults', () => {
    const read = readCatalogueFile(example());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const apartment = read.file.objects[1]!;
    expect(apartment.active).toBe(true);
    expect(apartment.images).toHaveLength(2);
    expect(apartment.priceRules.discounts).toEqual([]);
    expect(apartment.priceRules.externalBookingOK).toBe(true);
    expect(read.file.agencies[0]!.inkasso).toBe('agency');
  });

  it('names each problem by its path in the file', () => {
    const file = example();
    const house = file.objects[0]!;
    house.personsMax = 7;
    house.descriptions = { en: 'Only English' };
    house.amenities = ['jacuzzi'];
    (house.availability as Record<string, unknown>).vacancy = 'YYNX';
    file.places[1]!.setting = 'desert';
    file.objects.push({ ...file.objects[1]! });
    expect(pathsOf(file)).toEqual([
      'places.1.setting',
      'objects.0.amenities.0',
      'objects.0.availability',
    ]);
    // The rules between fields, once every field reads.
    house.amenities = [];
    (house.availability as Record<string, unknown>).vacancy = 'YYNN';
    file.places[1]!.setting = 'coast';
    expect(pathsOf(file)).toEqual([
      'objects.0.priceRules.maxPersons',
      'objects.0.descriptions.de',
      'objects.2',
    ]);
  });

  it('refuses unknown fields, another format, and text that cannot be stored', () => {
    expect(pathsOf({ ...example(), extra: true })).toEqual(['(file)']);
    expect(pathsOf({ ...example(), format: 'feriora-catalogue/2' })).toEqual(['format']);
    for (const title of ['a\u0000b', 'a\ud800b', '   ']) {
      const file = example();
      file.objects[0]!.titles = { de: title };
      expect(pathsOf(file), JSON.stringify(title)).toEqual(['objects.0.titles.de']);
    }
    expect(pathsOf(null)).toEqual(['(file)']);
  });

  it('reads badges with their defaults, and names a wrong one by its path (decision 115)', () => {
    const read = readCatalogueFile(example());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.file.distinctions[0]).toMatchObject({ icon: 'umbrella-beach', sort: 0 });
    expect(read.file.distinctions[1]).toMatchObject({ discountKind: 'longStay', sort: 1 });
    // Left out on a home: undefined (its stored badges stay), not an empty list.
    expect(read.file.objects[1]!.distinctions).toBeUndefined();
    expect(read.file.objects[0]!.distinctions).toEqual([760001, 760002]);

    const file = example();
    const [beach, discount] = file.distinctions;
    beach!.label = { de: 'x'.repeat(41) };
    beach!.icon = 'Umbrella Beach';
    discount!.variant = 'blink';
    discount!.discountKind = 'halfPrice';
    file.distinctions.push({ ...discount!, variant: 'info', discountKind: 'longStay' });
    file.objects[0]!.distinctions = [760001, 760002, 760001];
    file.objects[1]!.distinctions = Array.from({ length: 11 }, (_, i) => 760_100 + i);
    expect(pathsOf(file)).toEqual([
      'distinctions.0.label.de',
      'distinctions.0.icon',
      'distinctions.1.variant',
      'distinctions.1.discountKind',
      'objects.0.distinctions.2',
      'objects.1.distinctions',
    ]);
    // One entry per badge id in a file, checked once every field reads.
    const twice = example();
    twice.distinctions.push({ ...twice.distinctions[1]!, variant: 'info' });
    expect(pathsOf(twice)).toEqual(['distinctions.2']);
  });

  it('reads free-cancellation terms and names wrong ones by their paths (decision 116)', () => {
    const read = readCatalogueFile(example());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.file.cancellationLabels[0]).toMatchObject({
      deadlineDays: 30,
      cssClass: 'success',
    });
    expect(read.file.objects[0]!.cancellationLabelId).toBe(770001);
    expect(read.file.objects[1]!.cancellationLabelId).toBeUndefined();

    const file = example() as ReturnType<typeof example> & {
      cancellationLabels: Record<string, unknown>[];
    };
    const [label] = file.cancellationLabels;
    label!.deadlineDays = 400;
    label!.head = { en: 'No German' };
    label!.cssClass = 'rainbow';
    label!.validFrom = '2027-02-01';
    label!.validTo = '2027-01-01';
    file.objects[1]!.cancellationLabelId = 0;
    expect(pathsOf(file)).toEqual([
      'cancellationLabels.0.deadlineDays',
      'cancellationLabels.0.head.de',
      'cancellationLabels.0.cssClass',
      'objects.1.cancellationLabelId',
    ]);
    const dates = example() as typeof file;
    dates.cancellationLabels[0]!.validFrom = '2027-02-01';
    dates.cancellationLabels[0]!.validTo = '2027-01-01';
    expect(pathsOf(dates)).toEqual(['cancellationLabels.0']);
  });

  it('boxes a location around what lies in it, with a margin', () => {
    const box = boundsAround(
      [
        { lat: 54.1, lon: 11.7 },
        { lat: 54.4, lon: 12.7 },
      ],
      { lat: 0, lon: 0 },
    );
    expect(box.south).toBeCloseTo(54.05, 9);
    expect(box.west).toBeCloseTo(11.65, 9);
    expect(box.north).toBeCloseTo(54.45, 9);
    expect(box.east).toBeCloseTo(12.75, 9);
    expect(boundsAround([], { lat: 89.99, lon: 10 }).north).toBe(90);
  });

  it('spells slugs as the demo catalogue does', () => {
    expect(slugify('Kühlungsborn', 'de')).toBe('kuehlungsborn');
    expect(slugify('Kühlungsborn', 'en')).toBe('kuhlungsborn');
    expect(slugify('Poreč', 'de')).toBe('porec');
  });
});
