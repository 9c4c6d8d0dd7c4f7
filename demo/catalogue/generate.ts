// The deterministic demo catalogue: plain rows for every catalogue table (db/repositories/
// catalogue.ts), from a seed, an object count and "today".
//
// Determinism: the output is a pure function of (seed, objects, today) — byte for byte, on every
// machine. `today` anchors the seasons, the 18-month availability window, rating dates, school
// holidays and office shifts, so the same seed on another day gives another (equally valid)
// catalogue. Each object draws from its own random stream (seed × object number); only landlords
// shared by several objects and running numbers (landlord ids, rating numbers, feed positions)
// carry over from one object to the next, so objects must be generated in order — which the
// chunked generator does — and the chunk size does not change the result.
import { isIsoDate, isoDateFromEpochDay, parseIsoDate, type IsoDate } from '#core/dates';
import { minTotalForRules } from '#core/pricing';
import type {
  CatalogueRows,
  LandlordRow,
  ObjectRow,
  RatingRow,
} from '#db/repositories/catalogue-bulk';
import type { RatingVotes } from '#db/schema';
import { galleryForListing } from '../photos/gallery';
import {
  describeObject,
  HOUSE_KINDS,
  objectTitles,
  PROPER_NAMES,
  TITLE_NAMES,
  type DescriptionFacts,
  type DescriptionLanguage,
  type Feature,
  type ObjectKind,
  type TitleName,
} from './object-texts';
import { placeName, SITE_LANGUAGES, type Climate, type SiteLanguage, type Texts } from './places';
import { mixSeed, Prng } from './prng';
import {
  authorName,
  CATEGORIES,
  landlordAnswer,
  ratingText,
  ratingTitle,
  type TravelType,
} from './rating-texts';
import {
  addMonths,
  buildAvailability,
  buildPriceRules,
  WINDOW_MONTHS,
  type SeasonProfile,
} from './seasons';
import {
  ASSIGNED_THEMES,
  buildAgencies,
  buildCampaigns,
  buildCancellationLabels,
  buildDistinctions,
  buildLocationRows,
  buildOffers,
  buildOfficeStaff,
  buildOfficeStaffTimes,
  buildPartnerGroups,
  buildPartners,
  buildPois,
  buildSchoolHolidays,
  buildTravelerNotices,
  DISTINCTION,
  locations,
  providersFor,
  themeOffers,
  type PlaceInfo,
  type ProviderDef,
} from './static-data';
import { typesetRows } from './typography';

/** Bumped whenever the same inputs would give different rows (recorded in seed_runs). */
export const GENERATOR_VERSION = 6;
export const FIRST_OBJECT_NUMBER = 100_001;
export const FIRST_RATING_NUMBER = 1_000_001;
export const MAX_OBJECTS = 1_000_000;

export interface GenerateOptions {
  seed: number;
  objects: number;
  /** 'yyyy-MM-dd'; anchors seasons, availability and dates. */
  today: IsoDate;
}

export type Catalogue = CatalogueRows;

export const STATIC_TABLES = [
  'countries',
  'regions',
  'places',
  'cancellationLabels',
  'agencies',
  'offerDistinctions',
  'offers',
  'partnerGroups',
  'partners',
  'campaigns',
  'officeStaff',
  'officeStaffTimes',
  'schoolHolidays',
  'travelerNotices',
  'pois',
] as const;
export const OBJECT_TABLES = [
  'landlords',
  'objects',
  'objectDescriptions',
  'objectImages',
  'objectPriceRules',
  'objectAvailability',
  'ratings',
  'objectDistinctions',
  'objectOffers',
] as const;

/** The object tables that hold texts in the site's languages (typography.ts sets them). */
const TEXT_TABLES = [
  'objects',
  'objectDescriptions',
  'ratings',
] as const satisfies readonly (typeof OBJECT_TABLES)[number][];

export type StaticPart = Pick<CatalogueRows, (typeof STATIC_TABLES)[number]>;
export type ObjectChunk = Pick<CatalogueRows, (typeof OBJECT_TABLES)[number]>;

export function emptyChunk(): ObjectChunk {
  return {
    landlords: [],
    objects: [],
    objectDescriptions: [],
    objectImages: [],
    objectPriceRules: [],
    objectAvailability: [],
    ratings: [],
    objectDistinctions: [],
    objectOffers: [],
  };
}

export function validateOptions(options: GenerateOptions): void {
  if (!Number.isInteger(options.seed)) throw new RangeError('seed must be an integer');
  if (!Number.isInteger(options.objects) || options.objects < 0 || options.objects > MAX_OBJECTS) {
    throw new RangeError(`objects must be a whole number from 0 to ${MAX_OBJECTS}`);
  }
  if (!isIsoDate(options.today)) throw new RangeError('today must be a yyyy-MM-dd date');
}

// ---------------------------------------------------------------------------------------------
// Country data that shapes objects.

/** Price level relative to Germany. */
const PRICE_INDEX: Record<string, number> = {
  de: 1,
  at: 1.1,
  ch: 1.5,
  it: 1.05,
  fr: 1.1,
  hr: 0.85,
  dk: 1.15,
  nl: 1.05,
  es: 0.9,
  pl: 0.6,
  pt: 0.85,
  se: 1.1,
  no: 1.35,
};
/** Tourist tax per adult and night in cents (0: none). */
const TOURIST_TAX: Record<string, number> = {
  de: 250,
  at: 250,
  ch: 300,
  it: 200,
  fr: 150,
  hr: 150,
  dk: 0,
  nl: 200,
  es: 100,
  pl: 80,
  pt: 200,
  se: 0,
  no: 0,
};
const PET_SHARE: Record<string, number> = {
  de: 0.5,
  at: 0.4,
  ch: 0.35,
  it: 0.3,
  fr: 0.35,
  hr: 0.3,
  dk: 0.75,
  nl: 0.5,
  es: 0.25,
  pl: 0.5,
  pt: 0.25,
  se: 0.5,
  no: 0.5,
};
const DIAL: Record<string, string> = {
  de: '+49',
  at: '+43',
  ch: '+41',
  it: '+39',
  fr: '+33',
  hr: '+385',
  dk: '+45',
  nl: '+31',
  es: '+34',
  pl: '+48',
  pt: '+351',
  se: '+46',
  no: '+47',
};

const LANDLORD_NAMES: Record<string, [readonly string[], readonly string[]]> = {
  de: [
    ['Klaus', 'Monika', 'Jürgen', 'Birgit', 'Hans', 'Ute', 'Peter', 'Sabine'],
    ['Müller', 'Schmidt', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Bauer', 'Hoffmann'],
  ],
  at: [
    ['Josef', 'Maria', 'Franz', 'Elisabeth', 'Johann', 'Theresia'],
    ['Gruber', 'Huber', 'Wimmer', 'Pichler', 'Steiner', 'Moser'],
  ],
  ch: [
    ['Beat', 'Ursula', 'Reto', 'Claudia', 'Urs', 'Daniela'],
    ['Meier', 'Keller', 'Brunner', 'Baumann', 'Frei', 'Zimmermann'],
  ],
  it: [
    ['Giuseppe', 'Maria', 'Giovanni', 'Anna', 'Paolo', 'Lucia'],
    ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano'],
  ],
  fr: [
    ['Jean', 'Marie', 'Pierre', 'Anne', 'Michel', 'Isabelle'],
    ['Martin', 'Bernard', 'Durand', 'Petit', 'Leroy', 'Moreau'],
  ],
  hr: [
    ['Ivan', 'Marija', 'Josip', 'Ana', 'Marko', 'Ivana'],
    ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak'],
  ],
  dk: [
    ['Lars', 'Mette', 'Jens', 'Hanne', 'Søren', 'Pia'],
    ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Larsen'],
  ],
  nl: [
    ['Jan', 'Anneke', 'Pieter', 'Marieke', 'Kees', 'Els'],
    ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit'],
  ],
  es: [
    ['José', 'Carmen', 'Antonio', 'Isabel', 'Manuel', 'Lucía'],
    ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez'],
  ],
  pl: [
    ['Piotr', 'Anna', 'Tomasz', 'Katarzyna', 'Marek', 'Agnieszka'],
    ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski'],
  ],
  pt: [
    ['João', 'Maria', 'António', 'Ana', 'Manuel', 'Sofia'],
    ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa'],
  ],
  se: [
    ['Erik', 'Anna', 'Lars', 'Karin', 'Johan', 'Eva'],
    ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson'],
  ],
  no: [
    ['Ole', 'Ingrid', 'Lars', 'Kari', 'Bjørn', 'Solveig'],
    ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Berg'],
  ],
};

const round1 = (x: number): number => Math.round(x * 10) / 10;
const round2 = (x: number): number => Math.round(x * 100) / 100;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** Average of the published ratings' votesAverage, as stored on objects.ratingAverage. */
export function ratingAverageOf(votesAverages: readonly number[]): number | null {
  if (votesAverages.length === 0) return null;
  let sum = 0;
  for (const v of votesAverages) sum += v;
  return round2(sum / votesAverages.length);
}

/** Mean of the five category votes, rounded to one decimal (ratings.votesAverage). */
export function votesAverageOf(votes: RatingVotes): number {
  let sum = 0;
  for (const c of CATEGORIES) sum += votes[c];
  return round1(sum / CATEGORIES.length);
}

interface Weighted<T> {
  items: T[];
  weights: number[];
}

interface OpenLandlord {
  id: number;
  remaining: number;
  place: PlaceInfo;
  language: SiteLanguage;
}

const KIND_WEIGHTS: Record<string, [ObjectKind, number][]> = {
  town: [
    ['holidayApartment', 45],
    ['apartment', 30],
    ['holidayHome', 25],
  ],
  coast: [
    ['holidayApartment', 25],
    ['apartment', 15],
    ['holidayHome', 35],
    ['villa', 12],
    ['bungalow', 8],
    ['finca', 5],
  ],
  mountains: [
    ['holidayApartment', 30],
    ['apartment', 15],
    ['chalet', 30],
    ['holidayHome', 25],
  ],
  lake: [
    ['holidayApartment', 25],
    ['apartment', 10],
    ['holidayHome', 45],
    ['bungalow', 10],
    ['villa', 10],
  ],
  countryside: [
    ['holidayApartment', 10],
    ['apartment', 5],
    ['countryHouse', 30],
    ['holidayHome', 35],
    ['villa', 10],
    ['finca', 10],
  ],
};

function kindAllowed(kind: ObjectKind, climate: Climate, country: string): boolean {
  if (kind === 'finca') return country === 'es';
  if (kind === 'villa') return climate === 'south';
  if (kind === 'bungalow') return ['dk', 'nl', 'de', 'hr', 'pl'].includes(country);
  if (kind === 'chalet') return climate !== 'south' || country === 'fr' || country === 'it';
  return true;
}

const FEATURE_ORDER: readonly Feature[] = ['pool', 'seaview', 'sauna', 'whirlpool', 'fireplace'];
const COMMON_FEATURES: readonly Feature[] = [
  'terrace',
  'airconditioning',
  'internet',
  'dishwasher',
  'washingmachine',
  'grill',
  'parking',
  'tv',
];

/**
 * Generates the catalogue in order: first the static part, then objects in chunks. One instance
 * generates one catalogue; call `staticPart()` once and iterate `chunks()` once.
 */
export class CatalogueGenerator {
  readonly options: GenerateOptions;
  private readonly windowEnd: IsoDate;
  private readonly todayDay: number;
  private readonly countryPick: Weighted<number>;
  private readonly regionPick = new Map<string, Weighted<number>>();
  private readonly placePick = new Map<number, Weighted<PlaceInfo>>();
  private readonly providerCache = new Map<number, Weighted<ProviderDef>>();
  private readonly themeOfferIds = new Map<string, number>();
  private readonly openLandlords = new Map<number, OpenLandlord>();
  private readonly feedIndex = new Map<number, number>();
  private readonly titlesByPlace = new Map<number, Set<string>>();
  private readonly titleUses = new Map<string, number>();
  private nextLandlordId = 1;
  private cursor = 0;
  private nextRatingNumber = FIRST_RATING_NUMBER;

  constructor(options: GenerateOptions) {
    validateOptions(options);
    this.options = options;
    this.windowEnd = addMonths(options.today, WINDOW_MONTHS);
    this.todayDay = parseIsoDate(options.today) ?? 0;
    const loc = locations();
    this.countryPick = {
      items: loc.countries.map((_, i) => i),
      weights: loc.countries.map((c) => c.def.weight),
    };
    for (const country of loc.countries) {
      this.regionPick.set(country.def.code, {
        items: country.regions.map((r) => r.id),
        weights: country.regions.map((r) => r.def.weight),
      });
    }
    for (const region of loc.regions) {
      this.placePick.set(region.id, {
        items: region.places,
        // Towns hold fewer holiday homes than the coast or the countryside around them.
        weights: region.places.map((p) => (p.def.setting === 'town' ? 0.6 : 1)),
      });
    }
    for (const offer of themeOffers()) {
      const key =
        offer.regionId === null
          ? `${offer.theme}:${offer.countryCode}`
          : `${offer.theme}:r${offer.regionId}`;
      this.themeOfferIds.set(key, offer.id);
    }
  }

  staticPart(): StaticPart {
    const { seed, today } = this.options;
    const locationRows = buildLocationRows();
    const part: StaticPart = {
      ...locationRows,
      cancellationLabels: buildCancellationLabels(today),
      agencies: buildAgencies(),
      offerDistinctions: buildDistinctions(),
      offers: buildOffers(seed),
      partnerGroups: buildPartnerGroups(),
      partners: buildPartners(),
      campaigns: buildCampaigns(),
      officeStaff: buildOfficeStaff(),
      officeStaffTimes: buildOfficeStaffTimes(today, seed),
      schoolHolidays: buildSchoolHolidays(today),
      travelerNotices: buildTravelerNotices(today),
      pois: buildPois(seed),
    };
    return Object.fromEntries(
      STATIC_TABLES.map((table) => [table, typesetRows<object>(part[table])]),
    ) as StaticPart;
  }

  /** Objects generated so far. */
  get generated(): number {
    return this.cursor;
  }

  /** Appends the next `count` objects (fewer at the end) and everything that hangs off them. */
  generateNext(chunk: ObjectChunk, count: number): number {
    const end = Math.min(this.options.objects, this.cursor + count);
    const added = end - this.cursor;
    const from = TEXT_TABLES.map((table) => chunk[table].length);
    for (; this.cursor < end; this.cursor++)
      this.generateObject(FIRST_OBJECT_NUMBER + this.cursor, chunk);
    TEXT_TABLES.forEach((table, i) => {
      const rows: object[] = chunk[table];
      const first = from[i] ?? 0;
      typesetRows(rows.slice(first)).forEach((row, j) => (rows[first + j] = row));
    });
    return added;
  }

  /** The remaining objects in chunks of `size`, in object-number order. */
  *chunks(size: number): Generator<ObjectChunk> {
    while (this.cursor < this.options.objects) {
      const chunk = emptyChunk();
      this.generateNext(chunk, size);
      yield chunk;
    }
  }

  private weighted<T>(rng: Prng, w: Weighted<T>): T {
    return rng.weighted(w.items, w.weights);
  }

  private providers(place: PlaceInfo): Weighted<ProviderDef> {
    let w = this.providerCache.get(place.id);
    if (!w) {
      const list = providersFor(place);
      w = { items: list, weights: list.map((p) => p.weight) };
      this.providerCache.set(place.id, w);
    }
    return w;
  }

  private landlordFor(
    provider: ProviderDef,
    place: PlaceInfo,
    rng: Prng,
    chunk: ObjectChunk,
  ): OpenLandlord | null {
    if (provider.type === 'wholesaler') return null;
    const open = this.openLandlords.get(provider.id);
    if (open && open.remaining > 0) {
      open.remaining--;
      return open;
    }
    const code = place.region.country.def.code;
    const [firsts, lasts] = LANDLORD_NAMES[code] ?? LANDLORD_NAMES.de ?? [[], []];
    const language: SiteLanguage =
      code === 'it' || place.region.def.key === 'tessin'
        ? 'it'
        : code === 'fr'
          ? 'fr'
          : ['de', 'at', 'ch'].includes(code) || rng.chance(0.6)
            ? 'de'
            : 'en';
    const id = this.nextLandlordId++;
    const row: LandlordRow = {
      id,
      agencyId: provider.type === 'agency' ? provider.id : null,
      name: `${rng.pick(firsts)} ${rng.pick(lasts)}`,
      email: `vermieter${id}@example.org`,
      phone: `${DIAL[code] ?? '+49'} ${rng.int(100, 999)} ${rng.int(100000, 999999)}`,
      language,
      privateLandlord: provider.type === 'private',
    };
    chunk.landlords.push(row);
    const landlord: OpenLandlord = {
      id,
      // Private landlords let one to three homes, agency owners up to five, in one place.
      remaining: provider.type === 'private' ? rng.weighted([0, 1, 2], [6, 3, 1]) : rng.int(0, 4),
      place,
      language,
    };
    this.openLandlords.set(provider.id, landlord);
    return landlord;
  }

  private generateObject(objectNumber: number, chunk: ObjectChunk): void {
    const { seed, today } = this.options;
    const loc = locations();
    const rng = new Prng(mixSeed(seed, objectNumber));

    // Where, and who offers it.
    const drawn = loc.countries[this.weighted(rng, this.countryPick)];
    if (!drawn) throw new Error('no country');
    const regionId = this.weighted(
      rng,
      this.regionPick.get(drawn.def.code) ?? { items: [], weights: [] },
    );
    let place = this.weighted(rng, this.placePick.get(regionId) ?? { items: [], weights: [] });
    const provider = this.weighted(rng, this.providers(place));
    const landlord = this.landlordFor(provider, place, rng, chunk);
    // A landlord's further homes are in the same place as the first one.
    if (landlord) place = landlord.place;
    const region = place.region;
    const country = region.country;
    const code = country.def.code;
    const setting = place.def.setting;
    const climate: Climate = region.def.climate ?? country.def.climate;
    const south = climate === 'south';
    const northern = climate === 'north';
    const mountains = setting === 'mountains';

    // What it is and how big.
    const kinds = (KIND_WEIGHTS[setting] ?? []).filter(([k]) => kindAllowed(k, climate, code));
    const kind = rng.weighted(
      kinds.map(([k]) => k),
      kinds.map(([, w]) => w),
    );
    const house = HOUSE_KINDS.includes(kind);
    let persons = house
      ? rng.weighted([4, 5, 6, 8, 10, 12, 14, 16], [25, 10, 30, 18, 8, 5, 2, 2])
      : rng.weighted([2, 3, 4, 5, 6], [30, 15, 35, 8, 12]);
    if (kind === 'villa' && persons < 6) persons += 2;
    const bedrooms = Math.max(
      1,
      house && persons >= 6 && rng.chance(0.3)
        ? Math.ceil(persons / 2) - 1
        : Math.ceil(persons / 2),
    );
    const bathrooms = house
      ? Math.max(1, Math.ceil(bedrooms / 2) + (rng.chance(0.2) ? 1 : 0))
      : bedrooms >= 3
        ? 2
        : 1;
    const countRooms = bedrooms + 1 + (house && persons >= 8 ? 1 : 0);
    const sqm =
      Math.round(persons * (house ? rng.float(14, 20) : rng.float(11, 15)) + 10) *
      (kind === 'villa' ? 1.3 : 1);
    const living = Math.round(sqm);
    const complete = house ? living + Math.round(rng.float(200, 1500) / 10) * 10 : living;
    const adultsMax = persons >= 4 && rng.chance(0.2) ? persons - rng.int(1, 2) : persons;

    // Amenities, correlated with type and setting.
    const pool = rng.chance(
      house
        ? kind === 'villa' || kind === 'finca'
          ? 0.85
          : south
            ? 0.4
            : code === 'dk'
              ? 0.15
              : mountains
                ? 0.1
                : 0.06
        : south
          ? 0.25
          : 0.03,
    );
    const sauna = rng.chance(
      mountains ? 0.45 : northern ? (house ? 0.4 : 0.15) : climate === 'alpine' ? 0.3 : 0.03,
    );
    const fireplace = rng.chance(
      mountains ? 0.5 : northern ? 0.4 : setting === 'countryside' ? 0.2 : 0.05,
    );
    const whirlpool = rng.chance(code === 'dk' ? 0.25 : 0.07);
    const airconditioning = rng.chance(south ? 0.7 : 0.03);
    let distSea: number | null = null;
    let distLake: number | null = null;
    let distSkilift: number | null = null;
    let distSkiloipe: number | null = null;
    if (setting === 'coast') distSea = Math.round((50 + 2950 * rng.next() ** 2) / 10) * 10;
    else if (setting === 'town' && region.coastal)
      distSea = Math.round((300 + 3700 * rng.next()) / 10) * 10;
    if (setting === 'lake') distLake = Math.round((20 + 1980 * rng.next() ** 2) / 10) * 10;
    if (mountains) {
      distSkilift = Math.round((50 + 7950 * rng.next() ** 2) / 10) * 10;
      distSkiloipe = Math.round((100 + 9900 * rng.next() ** 2) / 10) * 10;
    }
    const seaview =
      distSea !== null &&
      setting === 'coast' &&
      rng.chance(distSea < 800 ? 0.6 : distSea < 2000 ? 0.25 : 0);
    const fishing = rng.chance(setting === 'lake' ? 0.5 : setting === 'coast' ? 0.3 : 0.05);
    const boat = rng.chance(setting === 'lake' ? 0.35 : setting === 'coast' ? 0.2 : 0);
    const amenities = {
      swimmingpool: pool,
      internet: rng.chance(0.92),
      terrace: rng.chance(house ? 0.85 : 0.5),
      parking: rng.chance(setting === 'town' ? 0.4 : 0.85),
      tv: rng.chance(0.9),
      dishwasher: rng.chance(house ? 0.8 : 0.6),
      washingmachine: rng.chance(house ? 0.75 : 0.5),
      nonsmoking: rng.chance(0.75),
      sauna,
      grill: rng.chance(house ? 0.7 : 0.2),
      airconditioning,
      whirlpool,
      fireplace,
      fishing,
      boatrentalservice: boat,
      seaview,
    };
    const petsMax = rng.chance((PET_SHARE[code] ?? 0.3) * (house ? 1 : 0.6))
      ? rng.weighted([1, 2], [6, 4])
      : 0;

    // Quality drives prices, ratings and popularity together.
    const quality = rng.float(3.4, 4.95);
    const popularity = rng.float(0.6, 1.3) * (0.8 + (quality - 3.4) / 5);
    const profile: SeasonProfile =
      mountains || climate === 'alpine' ? 'mountains' : south ? 'south' : 'north';
    const lowNight =
      (30 + 10.5 * persons) *
      (PRICE_INDEX[code] ?? 1) *
      (house ? 1 : 0.85) *
      (kind === 'villa' ? 1.3 : kind === 'chalet' ? 1.15 : 1) *
      (pool ? 1.2 : 1) *
      (sauna || whirlpool ? 1.05 : 1) *
      (0.8 + (quality - 3.4) / 3);
    const rules = buildPriceRules(
      {
        profile,
        today,
        lowNightCents: Math.round(lowNight) * 100,
        personsMax: persons,
        provider: provider.type,
        saturdayChangeover: rng.chance(provider.saturdayShare),
        petsMax,
        sqm: living,
        fireplace,
        touristTaxCents: Math.round(((TOURIST_TAX[code] ?? 0) * rng.float(0.8, 1.2)) / 10) * 10,
      },
      rng,
    );
    const availability = buildAvailability(rules, today, popularity, rng);
    // The "from" price with the mandatory costs of the base party (DOMAIN.md: totals only).
    const minPrice = minTotalForRules(rules, today, this.windowEnd);

    // Position: around the place (coast homes close to it, country homes further out).
    const radius =
      setting === 'coast'
        ? rng.float(100, 2500)
        : setting === 'town'
          ? rng.float(50, 1500)
          : rng.float(300, 5000);
    const bearing = rng.float(0, 2 * Math.PI);
    const lat = round6(place.def.lat + (radius * Math.cos(bearing)) / 111_320);
    const lon = round6(
      place.def.lon +
        (radius * Math.sin(bearing)) / (111_320 * Math.cos((place.def.lat * Math.PI) / 180)),
    );

    // Language of the native text.
    const native = this.nativeLanguage(rng, code, region.def.key, provider);

    // Titles: unique within the place, and the least used in the region first, so a search page
    // does not list the same name twice.
    const proper = PROPER_NAMES[code];
    const pool2: Texts[] = [...(TITLE_NAMES[setting] ?? [])];
    if (seaview) pool2.push(...TITLE_NAMES.seaview);
    if (mountains && climate === 'alpine') pool2.push(...TITLE_NAMES.alpine);
    if (south && setting === 'countryside') pool2.push(...TITLE_NAMES.south);
    const candidates: TitleName[] = [
      ...pool2.map((texts): TitleName => ({ kind: 'translated', texts })),
      // local names now and then (there are few of them per country)
      ...(proper && rng.chance(0.2) ? proper : []).map((name): TitleName => ({
        kind: 'proper',
        name,
      })),
    ];
    const titles = this.uniqueTitle(kind, candidates, place, rng);

    // Description facts, the same for the native text and its translations.
    const present = FEATURE_ORDER.filter((f) =>
      f === 'pool'
        ? pool
        : f === 'seaview'
          ? seaview
          : f === 'sauna'
            ? sauna
            : f === 'whirlpool'
              ? whirlpool
              : fireplace,
    )
      // An apartment's pool is shared with the other guests of the house or complex.
      .map((f): Feature => (f === 'pool' && !house ? 'sharedPool' : f))
      .slice(0, 2);
    const common = COMMON_FEATURES.filter((f) =>
      f === 'terrace'
        ? amenities.terrace
        : f === 'airconditioning'
          ? airconditioning
          : f === 'internet'
            ? amenities.internet
            : f === 'dishwasher'
              ? amenities.dishwasher
              : f === 'washingmachine'
                ? amenities.washingmachine
                : f === 'grill'
                  ? amenities.grill
                  : f === 'parking'
                    ? amenities.parking
                    : amenities.tv,
    );
    const features = [
      ...present,
      ...rng.sample(common, Math.max(0, rng.int(2, 4) - present.length)),
    ];
    const facts: DescriptionFacts = {
      kind,
      adjective: rng.int(0, 9),
      place: {
        de: placeName(place.def, 'de'),
        en: placeName(place.def, 'en'),
        fr: placeName(place.def, 'fr'),
        it: placeName(place.def, 'it'),
      },
      placeLocal: place.def.name,
      regionLoc: region.def.loc,
      regionNl: region.def.nl,
      persons,
      bedrooms,
      bathrooms,
      sqm: living,
      features,
      setting,
      distSea,
      distLake,
      distSkilift,
      distSkiloipe,
      fishing,
      boat,
      pets: petsMax > 0,
      nonsmoking: amenities.nonsmoking,
      family: persons >= 4 && persons <= 8 && bedrooms >= 2 && rng.chance(0.5),
      group: persons >= 10,
      heart: rng.chance(0.6),
      variants: {
        intro: rng.int(0, 2),
        rooms: rng.int(0, 1),
        amenities: rng.int(0, 1),
        location: rng.int(0, 1),
        closing: rng.int(0, 1),
      },
    };
    const languages: DescriptionLanguage[] =
      native === 'nl'
        ? ['nl', ...SITE_LANGUAGES]
        : [native, ...SITE_LANGUAGES.filter((l) => l !== native)];
    for (const language of languages) {
      chunk.objectDescriptions.push({
        objectNumber,
        language,
        text: describeObject(language, facts),
        translatedFrom: language === native ? null : native,
      });
    }

    // Photos.
    const imageCount = house ? rng.int(5, 12) : rng.int(3, 9);
    // Chosen from the facts: a picture never shows what the listing does not have.
    const photos = galleryForListing(
      mixSeed(seed, objectNumber, 7),
      {
        type: house ? 'house' : 'apartment',
        setting,
        pool,
        seaview,
        distSea,
        distLake,
        mountainous: region.mountainous,
        warm: south,
        fireplace,
        terrace: amenities.terrace,
        bedrooms,
        bathrooms,
      },
      imageCount,
    );
    photos.forEach((photoId, position) => {
      chunk.objectImages.push({ objectNumber, position, photoId, caption: null });
    });

    // Ratings (a new object has none yet).
    const isNew = rng.chance(0.03);
    const ratingCount = isNew ? 0 : Math.floor(31 * rng.next() ** 3.5);
    const published = this.generateRatings(
      objectNumber,
      ratingCount,
      quality,
      persons,
      petsMax,
      place,
      rng,
      chunk,
    );
    const ratingAverage = ratingAverageOf(published);

    // Provider details.
    const feed = this.feedIndex.get(provider.id) ?? 0;
    this.feedIndex.set(provider.id, feed + 1);
    const freeCancel = provider.cancellationLabelId !== null && rng.chance(0.7);
    const active = !rng.chance(0.01);
    const recommendation = round2(
      40 * (ratingAverage === null ? 0.4 : Math.max(0, (ratingAverage - 3) / 2)) +
        20 * Math.min(1, published.length / 15) +
        15 * (photos.length / 12) +
        25 * Math.min(1, popularity / 1.3),
    );

    const object: ObjectRow = {
      objectNumber,
      active,
      titles,
      objectType: house ? 'house' : 'apartment',
      agencyId: provider.id,
      landlordId: landlord?.id ?? null,
      providerType: provider.type,
      privateObject: provider.type === 'private',
      countryCode: code,
      regionId: region.id,
      placeId: place.id,
      lat,
      lon,
      personsMax: persons,
      adultsMax,
      countRooms,
      countRoomsBath: bathrooms,
      countRoomsSleeping: bedrooms,
      squaremeterLiving: living,
      squaremeterComplete: complete,
      petsAllowed: petsMax,
      petSize: petsMax > 0 ? rng.weighted(['small', 'medium', 'large'], [3, 4, 3]) : null,
      ...amenities,
      distSea,
      distLake,
      distSkilift,
      distSkiloipe,
      minPriceCents: minPrice,
      ratingAverage,
      ratingCount: published.length,
      recommendation,
      freeCancel,
      cancellationLabelId: freeCancel ? provider.cancellationLabelId : null,
      nativeLanguage: native,
      feedIndex: feed,
    };
    chunk.objects.push(object);
    chunk.objectPriceRules.push({ objectNumber, rules });
    chunk.objectAvailability.push({
      objectNumber,
      fromDate: availability.from,
      vacancy: availability.vacancy,
      arrival: availability.arrival,
      departure: availability.departure,
      minStay: availability.minStay,
    });

    // Distinctions: badges that follow from the data, each shown on some of the objects.
    const distinctions: number[] = [];
    if (ratingAverage !== null && ratingAverage >= 4.6 && published.length >= 5)
      distinctions.push(DISTINCTION.topRated);
    if (isNew) distinctions.push(DISTINCTION.newObject);
    if (rules.discounts.some((d) => d.kind === 'lastMinute'))
      distinctions.push(DISTINCTION.lastMinute);
    if (rules.discounts.some((d) => d.kind === 'earlyBooking'))
      distinctions.push(DISTINCTION.earlyBooking);
    if (petsMax > 0 && rng.chance(0.4)) distinctions.push(DISTINCTION.petFriendly);
    if (facts.family && rng.chance(0.5)) distinctions.push(DISTINCTION.familyFriendly);
    if (rng.chance(0.04)) distinctions.push(DISTINCTION.sustainable);
    for (const distinctionId of distinctions)
      chunk.objectDistinctions.push({ objectNumber, distinctionId });

    // Themes without a search attribute (farm, bungalow, finca) list their objects explicitly.
    for (const [theme, themeKind] of Object.entries(ASSIGNED_THEMES)) {
      if (themeKind !== kind) continue;
      for (const key of [`${theme}:${code}`, `${theme}:r${region.id}`]) {
        const offerId = this.themeOfferIds.get(key);
        if (offerId !== undefined) chunk.objectOffers.push({ offerId, objectNumber });
      }
    }
  }

  /**
   * A title for `kind` from `candidates`: never one the place already has (a numbered one when
   * every name is taken), preferring names seldom used in the region, then in the country.
   */
  private uniqueTitle(
    kind: ObjectKind,
    candidates: readonly TitleName[],
    place: PlaceInfo,
    rng: Prng,
  ): Texts {
    const inPlace = this.titlesByPlace.get(place.id) ?? new Set<string>();
    this.titlesByPlace.set(place.id, inPlace);
    const options = candidates.map((name) => objectTitles(kind, name));
    const free = options.filter((t) => !inPlace.has(t.de));
    let titles: Texts;
    if (free.length > 0) {
      const uses = (t: Texts): number =>
        (this.titleUses.get(`r${place.region.id}:${t.de}`) ?? 0) * 1000 +
        (this.titleUses.get(`${place.region.country.def.code}:${t.de}`) ?? 0);
      const least = Math.min(...free.map(uses));
      titles = rng.pick(free.filter((t) => uses(t) === least));
    } else {
      const base = rng.pick(options);
      let n = 2;
      while (inPlace.has(`${base.de} ${n}`)) n++;
      const suffix = (t: string): string => `${t} ${n}`;
      titles = {
        de: suffix(base.de),
        en: suffix(base.en),
        fr: suffix(base.fr),
        it: suffix(base.it),
      };
    }
    inPlace.add(titles.de);
    for (const key of [
      `r${place.region.id}:${titles.de}`,
      `${place.region.country.def.code}:${titles.de}`,
    ])
      this.titleUses.set(key, (this.titleUses.get(key) ?? 0) + 1);
    return titles;
  }

  private nativeLanguage(
    rng: Prng,
    code: string,
    regionKey: string,
    provider: ProviderDef,
  ): DescriptionLanguage {
    const r = rng.next();
    if (code === 'nl') return r < 0.5 ? 'nl' : r < 0.85 ? 'de' : 'en';
    if ((provider.id === 103 || provider.id === 105) && r < 0.3) return 'nl';
    if (code === 'it' || regionKey === 'tessin') return r < 0.35 ? 'it' : r < 0.8 ? 'de' : 'en';
    if (code === 'fr') return r < 0.4 ? 'fr' : r < 0.8 ? 'de' : 'en';
    if (regionKey === 'wallis') return r < 0.3 ? 'fr' : r < 0.9 ? 'de' : 'en';
    return r < 0.8 ? 'de' : 'en';
  }

  /** Ratings of one object; returns the votesAverage of the published ones. */
  private generateRatings(
    objectNumber: number,
    count: number,
    quality: number,
    persons: number,
    petsMax: number,
    place: PlaceInfo,
    rng: Prng,
    chunk: ObjectChunk,
  ): number[] {
    const rows: RatingRow[] = [];
    for (let i = 0; i < count; i++) {
      const votes = {} as RatingVotes;
      for (const c of CATEGORIES) {
        const bias = c === 'location' ? 0.2 : c === 'priceToService' ? -0.1 : 0;
        votes[c] = Math.min(5, Math.max(1, Math.round(quality + bias + rng.normal() * 0.6)));
      }
      const average = votesAverageOf(votes);
      const types: TravelType[] = ['family', 'couple', 'friends', 'single'];
      const weights = [35, 30, 10, 5];
      if (persons >= 8) {
        types.push('group');
        weights.push(8);
      }
      if (petsMax > 0) {
        types.push('pets');
        weights.push(15);
      }
      const travelType = rng.weighted(types, weights);
      const nights = rng.weighted([3, 4, 5, 7, 10, 14], [8, 8, 10, 45, 9, 20]);
      const travelTo = this.todayDay - rng.int(3, 1100);
      const travelFrom = travelTo - nights;
      const ratingDay = Math.min(this.todayDay - 1, travelTo + rng.int(1, 30));
      const language = rng.weighted<SiteLanguage>(['de', 'en', 'fr', 'it'], [76, 12, 6, 6]);
      const facts = { travelType, nights, votes, average, pick: rng.int(0, 11) };
      // Every demo review (title and text) and host answer is readable in each site language
      // (issue 19), marked as translated by the page; the original stays one click away.
      const translations: Partial<Record<SiteLanguage, string>> = {};
      const titleTranslations: Partial<Record<SiteLanguage, string>> = {};
      for (const other of SITE_LANGUAGES) {
        if (other === language) continue;
        translations[other] = ratingText(other, placeName(place.def, other), facts);
        titleTranslations[other] = ratingTitle(other, facts);
      }
      const answered = rng.chance(0.3);
      const answerDay = Math.min(this.todayDay, ratingDay + rng.int(1, 20));
      const answerVariant = rng.int(0, 1);
      const answerTranslations: Partial<Record<SiteLanguage, string>> = {};
      if (answered) {
        for (const other of SITE_LANGUAGES) {
          if (other !== language)
            answerTranslations[other] = landlordAnswer(other, average, answerVariant);
        }
      }
      rows.push({
        ratingNumber: 0,
        objectNumber,
        votes,
        votesAverage: average,
        travelFrom: isoFromDay(travelFrom),
        travelTo: isoFromDay(travelTo),
        travelType,
        verified: rng.chance(0.7),
        ratingDate: isoFromDay(ratingDay),
        authorName: authorName(language, travelType, rng.int(0, 11), rng.int(0, 9)),
        language,
        title: ratingTitle(language, facts),
        titleTranslations,
        text: ratingText(language, placeName(place.def, language), facts),
        translations,
        documents: [],
        landlordAnswer: answered ? landlordAnswer(language, average, answerVariant) : null,
        landlordAnswerDate: answered ? isoFromDay(answerDay) : null,
        landlordAnswerTranslations: answerTranslations,
        published: !rng.chance(0.02),
      });
    }
    // Rating numbers grow with the rating date, as they would in a live system.
    rows.sort((a, b) => a.ratingDate.localeCompare(b.ratingDate));
    const published: number[] = [];
    for (const row of rows) {
      row.ratingNumber = this.nextRatingNumber++;
      chunk.ratings.push(row);
      if (row.published) published.push(row.votesAverage);
    }
    return published;
  }
}

const isoFromDay = isoDateFromEpochDay;

/** The whole catalogue in memory; for small counts (tests, 2,000 objects at first start). */
export function generateCatalogue(options: GenerateOptions): Catalogue {
  const generator = new CatalogueGenerator(options);
  const all = { ...generator.staticPart(), ...emptyChunk() };
  for (const chunk of generator.chunks(1000)) {
    for (const table of OBJECT_TABLES) {
      // Each chunk list belongs to the same table of the result; the union type does not narrow.
      const target = all[table] as unknown[];
      for (const row of chunk[table] as unknown[]) target.push(row);
    }
  }
  return all;
}
