// The catalogue: locations, providers (agencies, landlords), rental objects with prices and availability, cancellation labels, ratings, offers and distinctions, and which demo catalogue is loaded.
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DiscountKind, PriceRules } from '#core/pricing';
import { accounts } from './accounts';
import { type Bounds, type LocalizedText, createdAt, updatedAt } from './shared';

// ---------------------------------------------------------------------------------------------
// Locations: country → region → place, names and SEO slugs per language, location info texts.

/** Location info texts of SPEC.md §3 (title, text1, text2, meta, SEO text) per language. */
export interface LocationTexts {
  title?: LocalizedText;
  text1?: LocalizedText;
  text2?: LocalizedText;
  metaTitle?: LocalizedText;
  metaDescription?: LocalizedText;
  seoText?: LocalizedText;
  keywords?: LocalizedText;
  /**
   * The preposition (with its article) a region or place takes per language: de "auf" for
   * Mallorca, "an der" for the Nordsee; en "on" for Bornholm. Missing languages fall back to the
   * level's default (core/place-phrase.ts). Countries keep theirs in countries.preposition.
   */
  preposition?: LocalizedText;
}

export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  slugs: jsonb('slugs').$type<LocalizedText>().notNull(),
  /** German preposition for headings ("in", "auf"), SPEC.md §3 location info. */
  preposition: jsonb('preposition').$type<LocalizedText>().notNull().default({}),
  bounds: jsonb('bounds').$type<Bounds>().notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  texts: jsonb('texts').$type<LocationTexts>().notNull().default({}),
  noIndex: boolean('no_index').notNull().default(false),
  sort: smallint('sort').notNull().default(0),
  /** Home configuration: favourite countries with hide flag (SPEC.md §2). */
  favourite: boolean('favourite').notNull().default(false),
  hidden: boolean('hidden').notNull().default(false),
});

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    slugs: jsonb('slugs').$type<LocalizedText>().notNull(),
    /** State or province, for school holidays (e.g. 'BY'). */
    state: varchar('state', { length: 8 }),
    bounds: jsonb('bounds').$type<Bounds>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    texts: jsonb('texts').$type<LocationTexts>().notNull().default({}),
    noIndex: boolean('no_index').notNull().default(false),
    favourite: boolean('favourite').notNull().default(false),
  },
  (t) => [index('regions_country_idx').on(t.countryCode)],
);

export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    slugs: jsonb('slugs').$type<LocalizedText>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Setting of the place, drives photos and distances: coast, mountains, lake, countryside, town. */
    setting: varchar('setting', { length: 16 }).notNull(),
    texts: jsonb('texts').$type<LocationTexts>().notNull().default({}),
    noIndex: boolean('no_index').notNull().default(false),
  },
  (t) => [index('places_region_idx').on(t.regionId), index('places_country_idx').on(t.countryCode)],
);

// ---------------------------------------------------------------------------------------------
// Providers: agencies (wholesalers, local agencies) and landlords (retailers).

export const providerType = pgEnum('provider_type', ['wholesaler', 'agency', 'private']);

export const agencies = pgTable('agencies', {
  /** Provider id; the agency ids of SPEC.md §9 are among them. */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  providerType: providerType('provider_type').notNull().default('wholesaler'),
  /** The offer filter of its pre-filtered search page (e.g. 63 for /interhome/). */
  offerFilterId: integer('offer_filter_id'),
  email: text('email'),
  phone: text('phone'),
  inkasso: varchar('inkasso', { length: 16 }).notNull().default('agency'),
  cancellationLabelId: integer('cancellation_label_id'),
  createdAt: createdAt(),
});

export const landlords = pgTable(
  'landlords',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id').references(() => agencies.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    privateLandlord: boolean('private_landlord').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('landlords_agency_idx').on(t.agencyId)],
);

// ---------------------------------------------------------------------------------------------
// Objects (rental objects) and what hangs off them.

export const objectType = pgEnum('object_type', ['house', 'apartment']);

export const objects = pgTable(
  'objects',
  {
    objectNumber: integer('object_number').primaryKey(),
    active: boolean('active').notNull().default(true),
    /** Title per language (the native one plus translations). */
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    objectType: objectType('object_type').notNull(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    landlordId: integer('landlord_id').references(() => landlords.id),
    providerType: providerType('provider_type').notNull().default('wholesaler'),
    privateObject: boolean('private_object').notNull().default(false),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    personsMax: smallint('persons_max').notNull(),
    adultsMax: smallint('adults_max').notNull(),
    countRooms: smallint('count_rooms').notNull(),
    countRoomsBath: smallint('count_rooms_bath').notNull(),
    countRoomsSleeping: smallint('count_rooms_sleeping').notNull(),
    squaremeterLiving: smallint('squaremeter_living').notNull(),
    squaremeterComplete: integer('squaremeter_complete').notNull(),
    petsAllowed: smallint('pets_allowed').notNull().default(0),
    /** Largest pet size allowed: small, medium, large (null when no pets). */
    petSize: varchar('pet_size', { length: 8 }),
    // The 16 amenities of the search query (core/amenities.ts).
    swimmingpool: boolean('swimmingpool').notNull().default(false),
    internet: boolean('internet').notNull().default(false),
    terrace: boolean('terrace').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    tv: boolean('tv').notNull().default(false),
    dishwasher: boolean('dishwasher').notNull().default(false),
    washingmachine: boolean('washingmachine').notNull().default(false),
    nonsmoking: boolean('nonsmoking').notNull().default(false),
    sauna: boolean('sauna').notNull().default(false),
    grill: boolean('grill').notNull().default(false),
    airconditioning: boolean('airconditioning').notNull().default(false),
    whirlpool: boolean('whirlpool').notNull().default(false),
    fireplace: boolean('fireplace').notNull().default(false),
    fishing: boolean('fishing').notNull().default(false),
    boatrentalservice: boolean('boatrentalservice').notNull().default(false),
    seaview: boolean('seaview').notNull().default(false),
    /** Distances in metres; null = not near / unknown. */
    distSea: integer('dist_sea'),
    distLake: integer('dist_lake'),
    distSkilift: integer('dist_skilift'),
    distSkiloipe: integer('dist_skiloipe'),
    /** Cheapest 7-night (or minimum-stay) price in the next 18 months, for "from" prices. */
    minPriceCents: integer('min_price_cents'),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Recommendation score used by the default sort (higher first). */
    recommendation: real('recommendation').notNull().default(0),
    freeCancel: boolean('free_cancel').notNull().default(false),
    cancellationLabelId: integer('cancellation_label_id'),
    /** Language of the native description. */
    nativeLanguage: varchar('native_language', { length: 2 }).notNull().default('de'),
    /** Position in the provider's feed (SPEC.md §3 "index"). */
    feedIndex: integer('feed_index').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('objects_country_idx').on(t.countryCode),
    index('objects_region_idx').on(t.regionId),
    index('objects_place_idx').on(t.placeId),
    index('objects_agency_idx').on(t.agencyId),
    index('objects_landlord_idx').on(t.landlordId),
    index('objects_active_persons_idx').on(t.active, t.personsMax),
    index('objects_min_price_idx').on(t.minPriceCents),
    // Plain-SQL search (bench/search-api.bench.ts compares the index with it): active objects of
    // a country by size, the most common entry into a search.
    index('objects_active_country_persons_idx')
      .on(t.countryCode, t.personsMax)
      .where(sql`${t.active}`),
  ],
);

export const objectDescriptions = pgTable(
  'object_descriptions',
  {
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    text: text('text').notNull(),
    /** null: the native text; otherwise the language it was translated from. */
    translatedFrom: varchar('translated_from', { length: 2 }),
  },
  (t) => [primaryKey({ columns: [t.objectNumber, t.language] })],
);

export const objectImages = pgTable(
  'object_images',
  {
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Id in the photo pool (services/photos), or a path under the storage directory. */
    photoId: varchar('photo_id', { length: 64 }).notNull(),
    caption: jsonb('caption').$type<LocalizedText>(),
  },
  (t) => [primaryKey({ columns: [t.objectNumber, t.position] })],
);

/**
 * Price rules per object as one document (core/pricing/types.ts PriceRules): feeds deliver and
 * replace an object's price list as a whole, and the engine always reads it as a whole.
 */
export const objectPriceRules = pgTable('object_price_rules', {
  objectNumber: integer('object_number')
    .primaryKey()
    .references(() => objects.objectNumber, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<PriceRules>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Availability as wholesaler feeds deliver it (core/availability.ts): per object a start date and
 * one character per day — never one row per object and day.
 */
export const objectAvailability = pgTable('object_availability', {
  objectNumber: integer('object_number')
    .primaryKey()
    .references(() => objects.objectNumber, { onDelete: 'cascade' }),
  fromDate: date('from_date').notNull(),
  vacancy: text('vacancy').notNull(),
  arrival: text('arrival'),
  departure: text('departure'),
  minStay: text('min_stay'),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Cancellation info labels (SPEC.md §3) and ratings.

export const cancellationLabels = pgTable('cancellation_labels', {
  id: integer('id').primaryKey(),
  cssClass: varchar('css_class', { length: 32 }).notNull().default('success'),
  icon: varchar('icon', { length: 32 }).notNull().default('calendar-check'),
  validFrom: date('valid_from'),
  validTo: date('valid_to'),
  /** Free cancellation until this many days before arrival. */
  deadlineDays: smallint('deadline_days').notNull(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
  head: jsonb('head').$type<LocalizedText>().notNull(),
  text: jsonb('text').$type<LocalizedText>().notNull(),
});

export interface RatingVotes {
  cleanliness: number;
  externalImpression: number;
  furniture: number;
  location: number;
  priceToService: number;
}

/** Rating numbers of ratings written on this site (the demo catalogue's numbers stay below). */
export const ratingNumberSeq = pgSequence('rating_number_seq', { startWith: 50_000_001 });

export const ratings = pgTable(
  'ratings',
  {
    ratingNumber: integer('rating_number').primaryKey(),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber, { onDelete: 'cascade' }),
    /** Votes per category, 1–5 (default 5 each). */
    votes: jsonb('votes').$type<RatingVotes>().notNull().default({
      cleanliness: 5,
      externalImpression: 5,
      furniture: 5,
      location: 5,
      priceToService: 5,
    }),
    votesAverage: real('votes_average').notNull(),
    travelFrom: date('travel_from').notNull(),
    travelTo: date('travel_to').notNull(),
    /** family, couple, friends, single, group, pets. */
    travelType: varchar('travel_type', { length: 16 }).notNull(),
    verified: boolean('verified').notNull().default(false),
    ratingDate: date('rating_date').notNull(),
    authorName: text('author_name').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    title: text('title'),
    /** The title in other languages (translated), by language; as `translations` for the text. */
    titleTranslations: jsonb('title_translations').$type<LocalizedText>().notNull().default({}),
    text: text('text').notNull(),
    translations: jsonb('translations').$type<LocalizedText>().notNull().default({}),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    landlordAnswer: text('landlord_answer'),
    landlordAnswerDate: date('landlord_answer_date'),
    /** The host's answer in other languages (translated), by language. */
    landlordAnswerTranslations: jsonb('landlord_answer_translations')
      .$type<LocalizedText>()
      .notNull()
      .default({}),
    /** The stay a verified rating was written for (issue 15); one rating per booking. */
    bookingId: integer('booking_id').unique(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('ratings_object_idx').on(t.objectNumber, t.ratingDate)],
);

/**
 * The version of an object's rating-answer links (decision 114): the secret of the landlord's
 * answer page of a rating (`ratingHash`) is made from the rating number and its object's version,
 * so a new version, counted up when the catalogue gives the object another contact, ends every
 * answer link the former contact holds. No row: version 0, the links of the mails sent before.
 */
export const ratingAnswerLinks = pgTable('rating_answer_links', {
  // No cascade, as with the calendar feed's versions: an object made again under its number must
  // not start over at a version whose links went out.
  objectNumber: integer('object_number')
    .primaryKey()
    .references(() => objects.objectNumber),
  version: integer('version').notNull(),
  renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Offers: pre-filtered search pages (offer filter ids of SPEC.md §2) and themed landing offers.

export const offerKind = pgEnum('offer_kind', ['filter', 'theme', 'season']);

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey(),
    kind: offerKind('kind').notNull(),
    name: text('name').notNull(),
    /** Theme key (dog, pool, seaview, luxury, angling, ski, farm, wellness, family, group …). */
    theme: varchar('theme', { length: 24 }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    texts: jsonb('texts').$type<LocationTexts>().notNull().default({}),
    /** Path slug per language (e.g. 'hundeurlaub-daenemark'). */
    seoUrl: jsonb('seo_url').$type<LocalizedText>().notNull(),
    /** The search query the offer stands for, as URL query parameters. */
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    countryCode: varchar('country_code', { length: 2 }).references(() => countries.code),
    regionId: integer('region_id').references(() => regions.id),
    heroPhotoId: varchar('hero_photo_id', { length: 64 }),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('offers_kind_idx').on(t.kind), index('offers_country_idx').on(t.countryCode)],
);

/** Objects explicitly assigned to an offer (besides those its query matches). */
export const objectOffers = pgTable(
  'object_offers',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.objectNumber] }),
    index('object_offers_object_idx').on(t.objectNumber),
  ],
);

/** Offer distinctions (badges): SPEC.md §3, variant primary | info | recommendation. */
export const offerDistinctions = pgTable('offer_distinctions', {
  id: integer('id').primaryKey(),
  variant: varchar('variant', { length: 16 }).notNull(),
  icon: varchar('icon', { length: 32 }).notNull(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
  ignore: boolean('ignore').notNull().default(false),
  sort: smallint('sort').notNull().default(0),
  /**
   * The discount kind the badge announces ('lastMinute', 'earlyBooking', 'longStay'), or null for
   * a badge about the home itself: a dated view shows it only when the stay's quote applies that
   * discount (decision 105).
   */
  discountKind: varchar('discount_kind', { length: 16 }).$type<DiscountKind>(),
});

export const objectDistinctions = pgTable(
  'object_distinctions',
  {
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber, { onDelete: 'cascade' }),
    distinctionId: integer('distinction_id')
      .notNull()
      .references(() => offerDistinctions.id),
  },
  (t) => [primaryKey({ columns: [t.objectNumber, t.distinctionId] })],
);

/**
 * The catalogue feed's imports (decision 117, services/catalogue/feed.ts): each run of the file at
 * CATALOGUE_FEED_FILE that the server imported, or refused, or could not read, and each import the
 * office asked for. 'requested' waits for the feed job; 'running' is the one import under way.
 * At most one of each (the partial unique index), so two processes never import at once and a
 * second click asks for nothing more.
 */
export const catalogueImportRuns = pgTable(
  'catalogue_import_runs',
  {
    id: serial('id').primaryKey(),
    /** 'feed' (the job found a changed file) or 'office' (asked for at /admin/catalogue/). */
    trigger: varchar('trigger', { length: 8 }).notNull(),
    /** requested | running | imported | unchanged | refused | failed | interrupted */
    state: varchar('state', { length: 12 }).notNull(),
    /** Who asked (office); null for the feed, or once the account is erased. */
    requestedBy: integer('requested_by').references(() => accounts.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The file as the run found it: its size, last change and SHA-256 (hex). */
    fileBytes: integer('file_bytes'),
    fileModifiedAt: timestamp('file_modified_at', { withTimezone: true }),
    fileSha256: varchar('file_sha256', { length: 64 }),
    /** What an import wrote (counts and home numbers, services/catalogue/feed.ts FeedSummary). */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    /** A refused file's first problems by their place in the file ({path, message}). */
    problems: jsonb('problems').$type<{ path: string; message: string }[]>(),
    problemCount: integer('problem_count'),
    /** Why a run failed, as a short code (`ENOENT`, `too-large`, `not-json`, `error`). */
    failure: varchar('failure', { length: 40 }),
  },
  (t) => [
    uniqueIndex('catalogue_import_runs_open_idx')
      .on(t.state)
      .where(sql`${t.state} in ('requested', 'running')`),
    index('catalogue_import_runs_requested_idx').on(t.requestedAt),
  ],
);

/** Which demo catalogue is loaded (seed, object count), so seeding is idempotent. */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  seed: integer('seed').notNull(),
  objects: integer('objects').notNull(),
  generatorVersion: integer('generator_version').notNull(),
  createdAt: createdAt(),
});
