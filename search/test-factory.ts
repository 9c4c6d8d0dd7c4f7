// Synthetic IndexObjects for the search tests and the benchmark: seeded (same seed, same
// catalogue), realistic in shape — ~6 price seasons over 20 months, 550 days of availability
// with booked blocks, Saturday-only changeovers on some objects, discounts, services, pets,
// accented place names in four languages — and, with `edgeCases`, sprinkled with the awkward
// data the engine must survive: no rules, no calendar, inactive objects, season gaps and
// overlaps, invalid seasons and discount windows, odd availability chars, null ratings/prices.

import { isoDateFromEpochDay, parseIsoDate, weekdayOfEpochDay, type IsoDate } from '#core/dates';
import type { Availability } from '#core/availability';
import type { Language } from '#core/languages';
import type { Discount, PriceRules, Season, ServiceRule } from '#core/pricing';
import type { IndexObject, ProviderType } from './types';

/** mulberry32: tiny, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const int = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));
const chance = (rng: Rng, p: number): boolean => rng() < p;
function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

interface Country {
  code: string;
  names: Record<Language, string>;
  lat: number;
  lon: number;
}

export const FACTORY_COUNTRIES: readonly Country[] = [
  {
    code: 'DE',
    names: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne', it: 'Germania' },
    lat: 51,
    lon: 10,
  },
  {
    code: 'AT',
    names: { de: 'Österreich', en: 'Austria', fr: 'Autriche', it: 'Austria' },
    lat: 47.4,
    lon: 13.5,
  },
  {
    code: 'IT',
    names: { de: 'Italien', en: 'Italy', fr: 'Italie', it: 'Italia' },
    lat: 42.8,
    lon: 12.5,
  },
  {
    code: 'FR',
    names: { de: 'Frankreich', en: 'France', fr: 'France', it: 'Francia' },
    lat: 46.5,
    lon: 2.5,
  },
  {
    code: 'ES',
    names: { de: 'Spanien', en: 'Spain', fr: 'Espagne', it: 'Spagna' },
    lat: 40,
    lon: -3.7,
  },
  {
    code: 'HR',
    names: { de: 'Kroatien', en: 'Croatia', fr: 'Croatie', it: 'Croazia' },
    lat: 45,
    lon: 15.5,
  },
  {
    code: 'DK',
    names: { de: 'Dänemark', en: 'Denmark', fr: 'Danemark', it: 'Danimarca' },
    lat: 56,
    lon: 9.5,
  },
  {
    code: 'NL',
    names: { de: 'Niederlande', en: 'Netherlands', fr: 'Pays-Bas', it: 'Paesi Bassi' },
    lat: 52.2,
    lon: 5.3,
  },
];

const SYLLABLES = [
  'ber',
  'gen',
  'côte',
  'mühl',
  'see',
  'lago',
  'san',
  'ta',
  'ri',
  'vie',
  'sø',
  'holm',
  'bad',
  'sankt',
  'ré',
  'ma',
  'na',
  'al',
  'por',
  'to',
  'über',
  'wald',
  'grün',
  'mont',
  'ville',
  'ca',
  'stel',
  'ño',
  'fjord',
  'strand',
  'dorf',
  'zee',
  'ë',
  'sa',
  'lo',
  'vi',
  'ka',
  'ström',
  'ås',
  'berg',
] as const;

function nameOf(seed: number, parts: number): string {
  const rng = prng(seed);
  let s = '';
  for (let i = 0; i < parts; i++) s += pick(rng, SYLLABLES);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Region k of country c: id c·100 + k + 1 (12 regions per country). */
export const REGIONS_PER_COUNTRY = 12;
/** Places per region: id region·100 + k + 1. */
export const PLACES_PER_REGION = 25;
export const regionName = (regionId: number): string => nameOf(regionId * 7919, 2);
export const placeName = (placeId: number): string =>
  (placeId % 5 === 0 ? 'Saint-' : placeId % 7 === 0 ? "L'" : '') + nameOf(placeId * 104729, 2);

const TYPE_WORD: Record<'house' | 'apartment', Record<Language, string>> = {
  house: { de: 'Ferienhaus', en: 'Holiday home', fr: 'Maison de vacances', it: 'Casa vacanze' },
  apartment: { de: 'Ferienwohnung', en: 'Apartment', fr: 'Appartement', it: 'Appartamento' },
};
const FEATURE: readonly Record<Language, string>[] = [
  { de: 'Seeblick', en: 'Lake view', fr: 'Vue sur le lac', it: 'Vista lago' },
  { de: 'Strandnähe', en: 'Near the beach', fr: 'Près de la plage', it: 'Vicino alla spiaggia' },
  { de: 'Am Waldrand', en: 'Forest edge', fr: 'Orée du bois', it: 'Al bosco' },
  { de: 'Mit Sauna', en: 'With sauna', fr: 'Avec sauna', it: 'Con sauna' },
  { de: 'Bergblick', en: 'Mountain view', fr: 'Vue montagne', it: 'Vista montagna' },
  { de: 'Große Terrasse', en: 'Large terrace', fr: 'Grande terrasse', it: 'Grande terrazza' },
  { de: 'Gemütlich', en: 'Cosy', fr: 'Douillet', it: 'Accogliente' },
  { de: 'Mühle', en: 'Mill', fr: 'Moulin', it: 'Mulino' },
];
const AMENITY_P = [
  0.15, 0.8, 0.55, 0.7, 0.85, 0.5, 0.55, 0.6, 0.12, 0.45, 0.2, 0.08, 0.25, 0.1, 0.05, 0.15,
];
const AGENCIES = [9118, 8610, 36691, 85828, 93168, 8695, 8757, 433050, 1001, 1002, 1003, 1004];
const PROVIDERS: readonly ProviderType[] = ['wholesaler', 'wholesaler', 'agency', 'private'];

export interface FactoryOptions {
  count: number;
  seed: number;
  /** Europe/Berlin today of the catalogue: seasons and availability are laid out around it. */
  today: IsoDate;
  firstObjectNumber?: number;
  /** Availability days per object (default 550). */
  days?: number;
  /** Mix in invalid / missing data (default true). */
  edgeCases?: boolean;
}

function seasonsFor(rng: Rng, todayDay: number, edge: boolean): Season[] {
  const seasons: Season[] = [];
  let from = todayDay - int(rng, 20, 60);
  const end = todayDay + 620;
  const base = int(rng, 40, 250) * 100;
  while (from < end) {
    const len = int(rng, 60, 140);
    const to = Math.min(end, from + len);
    const high = chance(rng, 0.35);
    const nightly = Math.round(base * (high ? 1.5 + rng() : 0.8 + rng() * 0.4));
    const season: Season = {
      from: isoDateFromEpochDay(from),
      to: isoDateFromEpochDay(to),
      nightlyCents: nightly,
      minStay: pick(rng, [1, 1, 2, 3, 3, 5, 7]),
    };
    if (chance(rng, 0.5)) season.weeklyCents = nightly * 6;
    if (high && chance(rng, 0.4)) season.arrivalWeekdays = chance(rng, 0.7) ? [6] : [6, 0];
    seasons.push(season);
    from = to;
    if (edge && chance(rng, 0.03)) from += int(rng, 1, 10); // a gap: nights without price
  }
  if (edge && chance(rng, 0.05)) {
    // An overlapping season: first match wins, so it only prices what it covers first.
    const s = int(rng, 0, 200);
    const overlap: Season = {
      from: isoDateFromEpochDay(todayDay + s),
      to: isoDateFromEpochDay(todayDay + s + int(rng, 5, 40)),
      nightlyCents: base * 2,
      weeklyCents: base * 11,
      minStay: 2,
    };
    if (chance(rng, 0.5)) seasons.unshift(overlap);
    else seasons.push(overlap);
  }
  if (edge && chance(rng, 0.03)) {
    seasons.push({ from: 'never', to: '2020-01-01', nightlyCents: 1, minStay: 1 });
  }
  if (edge && chance(rng, 0.02)) {
    seasons.push({
      from: isoDateFromEpochDay(todayDay + 100),
      to: isoDateFromEpochDay(todayDay + 90),
      nightlyCents: 5,
      minStay: 1,
    });
  }
  return seasons;
}

function discountsFor(rng: Rng, todayDay: number, edge: boolean): Discount[] {
  const out: Discount[] = [];
  if (chance(rng, 0.3)) {
    out.push({
      kind: 'earlyBooking',
      percent: int(rng, 5, 15),
      minDaysBeforeArrival: int(rng, 30, 150),
    });
  }
  if (chance(rng, 0.3)) {
    out.push({
      kind: 'lastMinute',
      percent: int(rng, 8, 25),
      maxDaysBeforeArrival: int(rng, 7, 21),
    });
  }
  if (chance(rng, 0.2)) {
    out.push({ kind: 'longStay', percent: int(rng, 3, 10) + 0.5, minNights: int(rng, 7, 14) });
  }
  if (chance(rng, 0.15)) {
    const from = todayDay + int(rng, -10, 120);
    const d: Discount = {
      kind: 'earlyBooking',
      percent: int(rng, 5, 20),
      arrivalFrom: isoDateFromEpochDay(from),
      arrivalTo: isoDateFromEpochDay(from + int(rng, 10, 90)),
    };
    if (chance(rng, 0.5)) d.bookableTo = isoDateFromEpochDay(todayDay + int(rng, -5, 30));
    if (chance(rng, 0.3)) d.bookableFrom = isoDateFromEpochDay(todayDay - int(rng, -5, 30));
    out.push(d);
  }
  if (edge && chance(rng, 0.05)) out.push({ kind: 'lastMinute', percent: 50, arrivalFrom: 'soon' });
  if (edge && chance(rng, 0.05)) out.push({ kind: 'longStay', percent: 0, minNights: 1 });
  if (edge && chance(rng, 0.03)) out.push({ kind: 'longStay', percent: 150, minNights: 30 });
  return out;
}

function rulesFor(
  rng: Rng,
  todayDay: number,
  personsMax: number,
  petsAllowed: number,
  edge: boolean,
): PriceRules {
  const mandatory: ServiceRule[] = [
    { name: 'finalCleaning', amountCents: int(rng, 40, 150) * 100, unit: 'stay' },
  ];
  if (chance(rng, 0.5))
    mandatory.push({ name: 'linen', amountCents: int(rng, 8, 15) * 100, unit: 'person' });
  const onSite: ServiceRule[] = [
    { name: 'touristTax', amountCents: int(rng, 50, 300), unit: 'personNight', adultsOnly: true },
  ];
  if (chance(rng, 0.4)) {
    onSite.push({
      name: 'deposit',
      amountCents: int(rng, 1, 5) * 10_000,
      unit: 'stay',
      refundable: true,
    });
  }
  const optional: ServiceRule[] = chance(rng, 0.3)
    ? [{ name: 'firewood', amountCents: 900, unit: 'piece' }]
    : [];
  return {
    seasons: seasonsFor(rng, todayDay, edge),
    basePersons: int(rng, 2, Math.max(2, personsMax)),
    extraPersonNightCents: chance(rng, 0.5) ? 0 : int(rng, 5, 20) * 100,
    maxPersons: edge && chance(rng, 0.05) ? Math.max(1, personsMax - 1) : personsMax,
    pets: {
      allowed: edge && chance(rng, 0.03) ? petsAllowed === 0 : petsAllowed > 0,
      max: petsAllowed,
      feeCents: chance(rng, 0.7) ? int(rng, 10, 50) * 100 : 0,
      feeUnit: chance(rng, 0.5) ? 'pet' : 'petNight',
    },
    discounts: discountsFor(rng, todayDay, edge),
    servicesMandatory: mandatory,
    servicesOnSiteMandatory: onSite,
    servicesOnSiteOptional: optional,
    inkasso: chance(rng, 0.7) ? 'agency' : 'landlord',
    payments: chance(rng, 0.5) ? [1, 3] : [1, 2, 4],
    externalBookingOK: chance(rng, 0.6),
  };
}

function availabilityFor(rng: Rng, todayDay: number, days: number, edge: boolean): Availability {
  const fromDay = todayDay - int(rng, 0, 20) + (edge && chance(rng, 0.05) ? int(rng, 5, 30) : 0);
  const occupancy = 0.2 + rng() * 0.5;
  let vacancy = '';
  while (vacancy.length < days) {
    const free = int(rng, 1, Math.round(30 * (1 - occupancy)) + 2);
    const booked = int(rng, 2, 14);
    vacancy += 'Y'.repeat(free) + 'N'.repeat(chance(rng, occupancy) ? booked : 0);
  }
  vacancy = vacancy.slice(0, days);
  if (edge && chance(rng, 0.03)) {
    const at = int(rng, 0, days - 1);
    vacancy = vacancy.slice(0, at) + '?' + vacancy.slice(at + 1);
  }
  const av: Availability = { from: isoDateFromEpochDay(fromDay), vacancy };
  const saturdays = (extra: number): string => {
    let s = '';
    for (let i = 0; i < days + extra; i++) s += weekdayOfEpochDay(fromDay + i) === 6 ? 'Y' : 'N';
    return s;
  };
  const roll = rng();
  if (roll < 0.2) {
    av.arrival = saturdays(0);
    if (chance(rng, 0.6)) av.departure = saturdays(1);
  } else if (roll < 0.3) {
    // Arrival not allowed on some random days; a string shorter than the data.
    let s = '';
    for (let i = 0; i < days - 100; i++) s += chance(rng, 0.15) ? 'N' : 'Y';
    av.arrival = s;
  }
  if (chance(rng, 0.25)) {
    const short = pick(rng, ['1', '2', '3', '0']);
    const long = pick(rng, ['5', '7', '7', 'a']);
    let s = '';
    for (let i = 0; i < days; i++) {
      const month = (((fromDay + i) % 365) + 365) % 365;
      s += month > 170 && month < 250 ? long : short;
    }
    if (edge && chance(rng, 0.1)) s = s.slice(0, 40) + 'z!' + s.slice(42);
    av.minStay = s;
  }
  return av;
}

/** Streams `count` objects (the benchmark feeds 100k of them to buildIndex without an array). */
export function* generateObjects(options: FactoryOptions): Generator<IndexObject> {
  const todayDay = parseIsoDate(options.today);
  if (todayDay === null) throw new RangeError(`bad today ${options.today}`);
  const edge = options.edgeCases ?? true;
  const days = options.days ?? 550;
  const first = options.firstObjectNumber ?? 10_000;
  const rng = prng(options.seed);
  for (let i = 0; i < options.count; i++) {
    const c = Math.floor(Math.pow(rng(), 1.6) * FACTORY_COUNTRIES.length);
    const country = FACTORY_COUNTRIES[c]!;
    const regionId = (c + 1) * 100 + int(rng, 1, REGIONS_PER_COUNTRY);
    const placeId = regionId * 100 + int(rng, 1, PLACES_PER_REGION);
    const objectType = chance(rng, 0.55) ? 'house' : 'apartment';
    const personsMax = int(rng, 2, 12);
    const petsAllowed = chance(rng, 0.45) ? 0 : int(rng, 1, 3);
    let amenities = 0;
    AMENITY_P.forEach((p, bit) => {
      if (chance(rng, p)) amenities |= 1 << bit;
    });
    const dist = (p: number, max: number): number | null =>
      chance(rng, p) ? int(rng, 50, max) : null;
    const feature = pick(rng, FEATURE);
    const place = placeName(placeId);
    const region = regionName(regionId);
    const searchText = {} as Record<Language, string>;
    for (const lang of ['de', 'en', 'fr', 'it'] as const) {
      searchText[lang] =
        `${TYPE_WORD[objectType][lang]} ${feature[lang]} ${place} ${region} ${country.names[lang]}`;
    }
    const noRules = edge && chance(rng, 0.02);
    const rules = noRules ? null : rulesFor(rng, todayDay, personsMax, petsAllowed, edge);
    const noCalendar = edge && chance(rng, 0.02);
    const availability = noCalendar ? null : availabilityFor(rng, todayDay, days, edge);
    const cheapest =
      rules === null ? null : Math.min(...rules.seasons.map((s) => s.nightlyCents)) * 7;
    const ratingCount = chance(rng, 0.2) ? 0 : int(rng, 1, 200);
    const offerIds: number[] = [];
    for (let k = int(rng, 0, 3); k > 0; k--) offerIds.push(int(rng, 1, 20));
    const distinctionIds: number[] = [];
    for (let k = int(rng, 0, 2); k > 0; k--) distinctionIds.push(int(rng, 1, 7));
    yield {
      objectNumber: first + i,
      active: !(edge && chance(rng, 0.05)),
      objectType,
      personsMax,
      // Some larger homes take fewer adults than persons (as in the demo catalogue); derived, so
      // the generator's random stream stays as it was.
      adultsMax: personsMax >= 4 && i % 5 === 0 ? personsMax - 1 : personsMax,
      countRoomsSleeping: Math.max(1, Math.ceil(personsMax / 2) - int(rng, 0, 1)),
      countRoomsBath: int(rng, 1, 3),
      squaremeterLiving: int(rng, 25, 250),
      petsAllowed,
      amenities,
      distSea: dist(0.4, 30_000),
      distLake: dist(0.3, 20_000),
      distSkilift: dist(0.15, 40_000),
      distSkiloipe: dist(0.15, 40_000),
      lat: Math.round((country.lat + (rng() - 0.5) * 4) * 1e6) / 1e6,
      lon: Math.round((country.lon + (rng() - 0.5) * 6) * 1e6) / 1e6,
      countryCode: country.code,
      regionId,
      placeId,
      agencyId: pick(rng, AGENCIES),
      providerType: pick(rng, PROVIDERS),
      minPriceCents: edge && chance(rng, 0.03) ? null : cheapest,
      ratingAverage: ratingCount === 0 ? null : int(rng, 30, 50) / 10,
      ratingCount,
      recommendation: int(rng, 0, 60),
      freeCancel: chance(rng, 0.3),
      // From the number, not the generator: the other fields' random stream stays as it was.
      freeCancelDays: FREE_CANCEL_DAYS[(first + i) % FREE_CANCEL_DAYS.length]!,
      createdAt: Date.UTC(2021, 0, 1) + int(rng, 0, 1500) * 86_400_000,
      offerIds,
      distinctionIds,
      searchText,
      priceRules: rules,
      availability,
    };
  }
}

/** Free-cancellation deadlines of the generated objects (days before arrival). */
const FREE_CANCEL_DAYS = [7, 14, 21, 30, 45, 61];

export function makeObjects(options: FactoryOptions): IndexObject[] {
  return [...generateObjects(options)];
}
