// The catalogue file an operator loads with `npm run catalogue:import` (docs/catalogue-import.md,
// decision 111): locations, providers and holiday homes with their texts, photos, price list and
// calendar, in one JSON document. This module is the file's schema and the checks that need no
// database; services/catalogue/import.ts checks the references against what is stored and writes
// it. Pure: no I/O.
//
// The price list and the calendar are the stored documents themselves (core/pricing/types.ts
// PriceRules, core/availability.ts Availability): a feed replaces an object's price list and
// calendar as a whole, as wholesaler feeds deliver them.
import { z } from 'zod';
import { AMENITIES } from './amenities';
import { isAvailability } from './availability';
import { BADGE_VARIANTS } from './distinctions';
import { DISCOUNT_KINDS } from './pricing';
import { isIsoDate } from './dates';
import { LANGUAGES } from './languages';
import { hasUnstorableCharacters } from './storable-text';

export const CATALOGUE_FORMAT = 'feriora-catalogue/1';

/** Objects per file: larger catalogues are split (each file is one transaction). */
export const MAX_IMPORT_OBJECTS = 20_000;

const int32 = z.number().int().min(1).max(2_147_483_647);
const count = (max: number) => z.number().int().min(0).max(max);
const cents = z.number().int().min(0).max(100_000_000);
const isoDate = z.string().refine(isIsoDate, { message: 'expected a date yyyy-MM-dd' });
const lat = z.number().min(-90).max(90);
const lon = z.number().min(-180).max(180);
// NUL and a lone surrogate cannot be stored (core/storable-text.ts); said at the field.
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !hasUnstorableCharacters(value), {
      message: 'contains a character that cannot be stored',
    });
const language = z.enum(LANGUAGES);

/** A text per site language; German, the site's first language, is required. */
const localized = (max: number) =>
  z.strictObject({
    de: text(max),
    en: text(max).optional(),
    fr: text(max).optional(),
    it: text(max).optional(),
  });
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'expected a URL slug' });
const slugs = z.strictObject({
  de: slug.optional(),
  en: slug.optional(),
  fr: slug.optional(),
  it: slug.optional(),
});
const bounds = z
  .strictObject({ south: lat, west: lon, north: lat, east: lon })
  .refine((b) => b.south < b.north && b.west < b.east, {
    message: 'south must lie below north and west left of east',
  });

const country = z.strictObject({
  code: z.string().regex(/^[a-z]{2}$/, { message: 'expected a two-letter country code' }),
  names: localized(80),
  slugs: slugs.optional(),
  /** The word before the name in headings ("in", "auf"), per language. */
  preposition: localized(12).partial().optional(),
  lat,
  lon,
  /** Computed from its homes and places when left out. */
  bounds: bounds.optional(),
});

const region = z.strictObject({
  id: int32,
  countryCode: z.string().regex(/^[a-z]{2}$/),
  names: localized(80),
  slugs: slugs.optional(),
  /** State or province, for school holidays (e.g. 'BY'). */
  state: z
    .string()
    .regex(/^[A-Z0-9-]{1,8}$/)
    .optional(),
  lat,
  lon,
  bounds: bounds.optional(),
});

export const PLACE_SETTINGS = ['coast', 'mountains', 'lake', 'countryside', 'town'] as const;

const place = z.strictObject({
  id: int32,
  regionId: int32,
  names: localized(80),
  slugs: slugs.optional(),
  lat,
  lon,
  setting: z.enum(PLACE_SETTINGS),
});

const agency = z.strictObject({
  id: int32,
  name: text(120),
  providerType: z.enum(['wholesaler', 'agency', 'private']).default('wholesaler'),
  email: z.email().max(254).optional(),
  phone: text(40).optional(),
  /** Who collects the guest's money: the agency (the site's payments) or the landlord. */
  inkasso: z.enum(['agency', 'landlord']).default('agency'),
});

/** Badges a home may carry per file: more than a card can show would be a mistake. */
export const MAX_OBJECT_DISTINCTIONS = 10;

/**
 * A badge (SPEC.md §3 distinction, decision 115): its label per language, its look, and, for a
 * badge that announces a discount, the discount's kind — a dated view then shows it only when the
 * stay's quote applies that discount (decision 105), so no badge promises what the total lacks.
 */
const distinction = z.strictObject({
  id: int32,
  label: localized(40),
  variant: z.enum(BADGE_VARIANTS),
  icon: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'expected an icon name like calendar-check' })
    .max(32)
    .default('tag'),
  discountKind: z.enum(DISCOUNT_KINDS).optional(),
  /** Order among a home's badges, lower first. */
  sort: count(1_000).default(0),
});

/**
 * A home's free-cancellation terms (SPEC.md §9 cancellation label, decision 116): free until
 * `deadlineDays` before arrival. The days are what the search's filter and badge, the booking
 * summary, the contract mail and the user area apply (decision 102); the texts say them.
 */
const cancellationLabel = z
  .strictObject({
    id: int32,
    deadlineDays: z.number().int().min(1).max(365),
    /** The short line ("Kostenlos stornierbar bis 30 Tage vor Anreise"). */
    label: localized(120),
    /** The heading and text of the terms on the object page. */
    head: localized(80),
    text: localized(1_000),
    cssClass: z.enum(['success', 'info', 'warning']).default('success'),
    validFrom: isoDate.optional(),
    validTo: isoDate.optional(),
  })
  .refine((l) => l.validFrom === undefined || l.validTo === undefined || l.validFrom <= l.validTo, {
    message: 'validFrom must not come after validTo',
  });

/** The price lists' service names the pages can name (pricing:services.*). */
export const SERVICE_NAMES = [
  'finalCleaning',
  'linen',
  'petFee',
  'touristTax',
  'deposit',
  'firewood',
  'babyCot',
  'other',
] as const;

const service = z.strictObject({
  name: z.enum(SERVICE_NAMES),
  amountCents: cents,
  unit: z.enum(['stay', 'night', 'person', 'personNight', 'pet', 'petNight', 'piece']),
  adultsOnly: z.boolean().optional(),
  refundable: z.boolean().optional(),
});

const season = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    nightlyCents: cents.refine((n) => n > 0, { message: 'a night costs something' }),
    weeklyCents: cents.optional(),
    minStay: z.number().int().min(1).max(90),
    arrivalWeekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
  })
  .refine((s) => s.from < s.to, { message: 'from must come before to (to is exclusive)' });

const discount = z.strictObject({
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().min(0).max(100),
  arrivalFrom: isoDate.optional(),
  arrivalTo: isoDate.optional(),
  bookableFrom: isoDate.optional(),
  bookableTo: isoDate.optional(),
  minDaysBeforeArrival: count(1_000).optional(),
  maxDaysBeforeArrival: count(1_000).optional(),
  minNights: count(365).optional(),
});

const priceRules = z.strictObject({
  seasons: z.array(season).min(1).max(400),
  basePersons: z.number().int().min(1).max(50),
  extraPersonNightCents: cents,
  maxPersons: z.number().int().min(1).max(50),
  pets: z.strictObject({
    allowed: z.boolean(),
    max: count(10),
    feeCents: cents,
    feeUnit: z.enum(['pet', 'petNight']),
  }),
  discounts: z.array(discount).max(20).default([]),
  servicesMandatory: z.array(service).max(30).default([]),
  servicesOnSiteMandatory: z.array(service).max(30).default([]),
  servicesOnSiteOptional: z.array(service).max(30).default([]),
  inkasso: z.enum(['agency', 'landlord']),
  /** Payment type numbers (SPEC §3): 1 card, 2 bank transfer, 3 invoice. */
  payments: z.array(z.number().int().min(1).max(3)).min(1).max(3),
  externalBookingOK: z.boolean().default(true),
});

const availability = z
  .strictObject({
    from: isoDate,
    vacancy: z.string().max(1_200),
    arrival: z.string().max(1_201).optional(),
    departure: z.string().max(1_201).optional(),
    minStay: z.string().max(1_201).optional(),
  })
  .refine(isAvailability, {
    message: 'vacancy, arrival and departure take Y and N only, minStay one sign per day',
  });

const photoRef = z.string().regex(/^(?:up-[a-z2-7]{20}|[a-z]+(?:-[a-z]+)?-\d{3})$/, {
  message: 'expected the id of a photo uploaded at /admin/uploads/ (up-…)',
});

/**
 * A photo file beside the catalogue: a relative path inside the command's --photos folder
 * (never absolute, never `..`), with the picture's ending.
 */
const photoFile = z
  .string()
  .max(300)
  // eslint-disable-next-line no-control-regex -- NUL is what is refused
  .regex(/^[^/\\\u0000][^\\\u0000]*\.(?:jpe?g|png|webp|avif)$/i, {
    message: 'expected a path inside the photos folder ending .jpg, .png, .webp or .avif',
  })
  .refine((path) => !path.split('/').some((part) => part === '..' || part === '.' || part === ''), {
    message: 'expected a path inside the photos folder',
  });

const image = z
  .strictObject({
    photo: photoRef.optional(),
    file: photoFile.optional(),
    caption: localized(200).partial().optional(),
  })
  .refine((i) => (i.photo === undefined) !== (i.file === undefined), {
    message: 'give either photo (an uploaded picture) or file (a picture in the photos folder)',
  });

const object = z
  .strictObject({
    objectNumber: int32,
    active: z.boolean().default(true),
    titles: localized(120),
    objectType: z.enum(['house', 'apartment']),
    agencyId: int32,
    landlord: z
      .strictObject({
        name: text(120),
        email: z.email().max(254),
        phone: text(40).optional(),
        language: language.default('de'),
      })
      .optional(),
    privateObject: z.boolean().default(false),
    placeId: int32,
    lat,
    lon,
    personsMax: z.number().int().min(1).max(50),
    adultsMax: z.number().int().min(1).max(50),
    countRooms: count(100),
    countRoomsBath: count(50),
    countRoomsSleeping: count(50),
    squaremeterLiving: z.number().int().min(1).max(10_000),
    squaremeterComplete: z.number().int().min(1).max(10_000_000),
    petSize: z.enum(['small', 'medium', 'large']).optional(),
    amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
    /** Distances in metres; left out: not near. */
    distances: z
      .strictObject({
        sea: count(1_000_000).optional(),
        lake: count(1_000_000).optional(),
        skilift: count(1_000_000).optional(),
        skiloipe: count(1_000_000).optional(),
      })
      .default({}),
    /** The default sort's score, higher first. */
    recommendation: z.number().min(0).max(1_000).default(0),
    nativeLanguage: language.default('de'),
    /** The description per language; the native language's is required. */
    descriptions: z.strictObject({
      de: text(20_000).optional(),
      en: text(20_000).optional(),
      fr: text(20_000).optional(),
      it: text(20_000).optional(),
    }),
    images: z.array(image).max(60).default([]),
    /**
     * The ids of the home's badges (the file's `distinctions` or stored ones). Given, they replace
     * the home's badges whole (`[]`: none); left out, the home keeps the badges it has.
     */
    distinctions: z.array(int32).max(MAX_OBJECT_DISTINCTIONS).optional(),
    /**
     * The home's free-cancellation terms (the file's `cancellationLabels` or stored ones); left
     * out, the home has none of its own and the general terms' days apply.
     */
    cancellationLabelId: int32.optional(),
    priceRules,
    availability,
  })
  .superRefine((o, ctx) => {
    const problem = (path: PropertyKey[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (o.adultsMax > o.personsMax) problem(['adultsMax'], 'more adults than persons');
    if (o.squaremeterComplete < o.squaremeterLiving) {
      problem(['squaremeterComplete'], 'the plot is smaller than the living space');
    }
    if (o.priceRules.maxPersons !== o.personsMax) {
      problem(['priceRules', 'maxPersons'], 'must equal personsMax');
    }
    if (o.priceRules.basePersons > o.priceRules.maxPersons) {
      problem(['priceRules', 'basePersons'], 'more than maxPersons');
    }
    if (o.priceRules.pets.allowed && o.priceRules.pets.max < 1) {
      problem(['priceRules', 'pets', 'max'], 'pets allowed, but none may come');
    }
    const badges = o.distinctions ?? [];
    badges.forEach((id, i) => {
      if (badges.indexOf(id) !== i) problem(['distinctions', i], `${id} comes twice`);
    });
    if (o.descriptions[o.nativeLanguage] === undefined) {
      problem(['descriptions', o.nativeLanguage], 'the native language needs a description');
    }
  });

export const catalogueFile = z
  .strictObject({
    format: z.literal(CATALOGUE_FORMAT),
    countries: z.array(country).max(300).default([]),
    regions: z.array(region).max(20_000).default([]),
    places: z.array(place).max(200_000).default([]),
    agencies: z.array(agency).max(10_000).default([]),
    distinctions: z.array(distinction).max(200).default([]),
    cancellationLabels: z.array(cancellationLabel).max(200).default([]),
    objects: z.array(object).max(MAX_IMPORT_OBJECTS).default([]),
  })
  .superRefine((file, ctx) => {
    // One entry per key in a file: two would make its outcome depend on their order.
    const unique = <T>(list: readonly T[], key: (item: T) => string | number, name: string) => {
      const seen = new Set<string | number>();
      list.forEach((item, i) => {
        const k = key(item);
        if (seen.has(k)) {
          ctx.addIssue({ code: 'custom', path: [name, i], message: `${String(k)} comes twice` });
        }
        seen.add(k);
      });
    };
    unique(file.countries, (c) => c.code, 'countries');
    unique(file.regions, (r) => r.id, 'regions');
    unique(file.places, (p) => p.id, 'places');
    unique(file.agencies, (a) => a.id, 'agencies');
    unique(file.distinctions, (d) => d.id, 'distinctions');
    unique(file.cancellationLabels, (l) => l.id, 'cancellationLabels');
    unique(file.objects, (o) => o.objectNumber, 'objects');
  });

export type CatalogueFile = z.infer<typeof catalogueFile>;
export type CatalogueObject = CatalogueFile['objects'][number];

/** One problem of a file, named by its place in the document (`objects.3.priceRules.maxPersons`). */
export interface ImportProblem {
  path: string;
  message: string;
}

/** The file's problems by the schema, or the file as read (defaults filled in). */
export function readCatalogueFile(
  value: unknown,
): { ok: true; file: CatalogueFile } | { ok: false; problems: ImportProblem[] } {
  const parsed = catalogueFile.safeParse(value);
  if (parsed.success) return { ok: true, file: parsed.data };
  // One problem per place: a value that breaks two rules is named once, by the first.
  const problems = new Map<string, ImportProblem>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '(file)';
    if (!problems.has(path)) problems.set(path, { path, message: issue.message });
  }
  return { ok: false, problems: [...problems.values()] };
}

/**
 * A location's box from the points inside it (its homes and places), with a margin so that a map
 * fitted to it does not cut them at the edge; a point alone gets a box of about 10 km around it.
 */
export function boundsAround(
  points: readonly { lat: number; lon: number }[],
  centre: { lat: number; lon: number },
): { south: number; west: number; north: number; east: number } {
  const all = points.length > 0 ? points : [centre];
  const lats = all.map((p) => p.lat);
  const lons = all.map((p) => p.lon);
  const margin = 0.05;
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return {
    south: clamp(Math.min(...lats) - margin, 90),
    west: clamp(Math.min(...lons) - margin, 180),
    north: clamp(Math.max(...lats) + margin, 90),
    east: clamp(Math.max(...lons) + margin, 180),
  };
}
