// The one Drizzle pg-core schema: every entity of SPEC.md §3. Only db/ imports it.
// Conventions: money in integer cents (EUR only), dates as `date` columns ('yyyy-MM-dd' strings),
// texts per language as jsonb `{de, en, fr, it}` (LocalizedText) where editors translate them,
// instants as timestamptz. Overview and diagram: docs/data-model.md.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
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
import type { PriceRules } from '../core/pricing/types';

export type LocalizedText = Partial<Record<'de' | 'en' | 'fr' | 'it', string>>;
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);

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
    text: text('text').notNull(),
    translations: jsonb('translations').$type<LocalizedText>().notNull().default({}),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    landlordAnswer: text('landlord_answer'),
    landlordAnswerDate: date('landlord_answer_date'),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('ratings_object_idx').on(t.objectNumber, t.ratingDate)],
);

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

// ---------------------------------------------------------------------------------------------
// Users, watch lists, last seen objects.

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    shortName: text('short_name'),
    /** Named permission flags, e.g. 'localeEditor.update'. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    partnerId: integer('partner_id'),
    confirmId: varchar('confirm_id', { length: 64 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    resetId: varchar('reset_id', { length: 64 }),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_confirm_idx').on(t.confirmId),
    uniqueIndex('accounts_reset_idx').on(t.resetId),
  ],
);

/** One row per visitor uid that has a watch list; shareUid is the watchListUID of SPEC.md §3. */
export const watchLists = pgTable('watch_lists', {
  uid: varchar('uid', { length: 64 }).primaryKey(),
  shareUid: varchar('share_uid', { length: 64 }).notNull().unique(),
  accountId: integer('account_id').references(() => accounts.id),
  createdAt: createdAt(),
});

export const watchedObjects = pgTable(
  'watched_objects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: varchar('uid', { length: 64 }).notNull(),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber, { onDelete: 'cascade' }),
    price: integer('price'),
    priceOriginal: integer('price_original'),
    pricePercentReduction: smallint('price_percent_reduction'),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    persons: smallint('persons'),
    addDate: timestamp('add_date', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    deleteDate: timestamp('delete_date', { withTimezone: true }),
  },
  (t) => [uniqueIndex('watched_objects_uid_object_idx').on(t.uid, t.objectNumber)],
);

export const lastSeenObjects = pgTable(
  'last_seen_objects',
  {
    uid: varchar('uid', { length: 64 }).notNull(),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    objectData: jsonb('object_data').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.objectNumber] }),
    index('last_seen_uid_seen_idx').on(t.uid, t.seenAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Customers, bookings, vouchers.

export const customers = pgTable(
  'customers',
  {
    customerNumber: integer('customer_number').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    email: varchar('email', { length: 254 }).notNull(),
    salutation: varchar('salutation', { length: 16 }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street'),
    zipcode: varchar('zipcode', { length: 16 }),
    city: text('city'),
    country: varchar('country', { length: 2 }).notNull().default('de'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [index('customers_account_idx').on(t.accountId), index('customers_email_idx').on(t.email)],
);

export const bookingMethod = pgEnum('booking_method', ['booking', 'option', 'request']);
export const bookingStatus = pgEnum('booking_status', [
  'requested',
  'optioned',
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
]);

export const bookings = pgTable(
  'bookings',
  {
    bookingId: serial('booking_id').primaryKey(),
    /** The number customers see (e.g. 2026-104711). */
    displayNumber: integer('display_number').notNull().unique(),
    customerNumber: integer('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber),
    method: bookingMethod('method').notNull(),
    status: bookingStatus('status').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull().default(0),
    childAges: jsonb('child_ages').$type<number[]>().notNull().default([]),
    pets: smallint('pets').notNull().default(0),
    /** The price result at booking time (core/pricing PriceResult), kept as the contract. */
    price: jsonb('price').$type<Record<string, unknown>>().notNull(),
    priceCompleteCents: integer('price_complete_cents').notNull(),
    /** Secret for the landlord's confirmation link (bookingId + bookingHash). */
    landlordHash: varchar('landlord_hash', { length: 64 }).notNull(),
    partnerId: integer('partner_id'),
    pid: varchar('pid', { length: 32 }),
    uid: varchar('uid', { length: 64 }),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    message: text('message'),
    optionExpiresAt: timestamp('option_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_customer_idx').on(t.customerNumber),
    index('bookings_object_dates_idx').on(t.objectNumber, t.startDate),
    index('bookings_uid_idx').on(t.uid),
  ],
);

export const travelVouchers = pgTable(
  'travel_vouchers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.bookingId),
    customerNumber: integer('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    code: varchar('code', { length: 32 }).notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    paymentStatus: varchar('payment_status', { length: 16 }).notNull().default('open'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('travel_vouchers_booking_idx').on(t.bookingId, t.customerNumber)],
);

// ---------------------------------------------------------------------------------------------
// Partners, campaigns, office contact.

export const partners = pgTable('partners', {
  partnerId: integer('partner_id').primaryKey(),
  partnerTagName: varchar('partner_tag_name', { length: 64 }),
  partnerName: text('partner_name').notNull(),
  /** One of the eight travel-retail partner group codes. */
  partnerParent: varchar('partner_parent', { length: 32 }),
  partnerPhone: text('partner_phone'),
  partnerUrl: text('partner_url'),
  ignorePartnerUrl: boolean('ignore_partner_url').notNull().default(false),
  partnerEmail: text('partner_email'),
  paxloungeNr: varchar('paxlounge_nr', { length: 32 }),
  hideInsurances: boolean('hide_insurances').notNull().default(false),
  hideNewsletter: boolean('hide_newsletter').notNull().default(false),
  hideBonus: boolean('hide_bonus').notNull().default(false),
  allowMidocoUsage: boolean('allow_midoco_usage').notNull().default(false),
  showHeader: boolean('show_header').notNull().default(true),
  showHeaderLogo: boolean('show_header_logo').notNull().default(true),
  /** Hash of the partner login code (partner login with partner and code). */
  loginCodeHash: text('login_code_hash'),
});

export const campaigns = pgTable('campaigns', {
  pid: varchar('pid', { length: 32 }).primaryKey(),
  description: text('description').notNull(),
  /** Phone number as dialled (tel: link) and as displayed. */
  phoneInteract: varchar('phone_interact', { length: 32 }),
  phoneDisplay: varchar('phone_display', { length: 40 }),
  watchlistShare: boolean('watchlist_share').notNull().default(false),
  encouragementAlert: boolean('encouragement_alert').notNull().default(false),
});

export const officeStaff = pgTable('office_staff', {
  id: serial('id').primaryKey(),
  nameShorted: text('name_shorted').notNull(),
  /** Portrait photo id; served at 45×45 and 120×120 (+ WebP). */
  photoId: varchar('photo_id', { length: 64 }),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{de}'::text[]`),
  /** Whose questions they answer: default, object, retailer, agency, partner. */
  contexts: text('contexts')
    .array()
    .notNull()
    .default(sql`'{default}'::text[]`),
  active: boolean('active').notNull().default(true),
});

export const officeStaffTimes = pgTable(
  'office_staff_times',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => officeStaff.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('office_staff_times_start_idx').on(t.startsAt)],
);

export const officeOverwrites = pgTable('office_overwrites', {
  id: serial('id').primaryKey(),
  pageType: varchar('page_type', { length: 32 }).notNull(),
  translation: jsonb('translation').$type<LocalizedText>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  updatedBy: integer('updated_by').references(() => accounts.id),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Content: CMS containers, translation overrides, POIs, notices, school holidays.

export const contentStatus = pgEnum('content_status', ['draft', 'published']);

export const cmsContents = pgTable(
  'cms_contents',
  {
    id: serial('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    page: varchar('page', { length: 64 }).notNull(),
    containerKey: varchar('container_key', { length: 64 }).notNull(),
    status: contentStatus('status').notNull().default('draft'),
    content: jsonb('content').$type<unknown>().notNull(),
    locked: boolean('locked').notNull().default(false),
    lockedBy: integer('locked_by').references(() => accounts.id),
    updatedBy: integer('updated_by').references(() => accounts.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cms_contents_key_idx').on(t.language, t.page, t.containerKey, t.status)],
);

export const translationOverrides = pgTable(
  'translation_overrides',
  {
    language: varchar('language', { length: 2 }).notNull(),
    namespace: varchar('namespace', { length: 32 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    value: text('value').notNull(),
    updatedBy: integer('updated_by').references(() => accounts.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.language, t.namespace, t.key] })],
);

export const poiKind = pgEnum('poi_kind', ['report', 'sight']);

export const pois = pgTable(
  'pois',
  {
    poiId: integer('poi_id').primaryKey(),
    kind: poiKind('kind').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    slugs: jsonb('slugs').$type<LocalizedText>().notNull(),
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
    countryCode: varchar('country_code', { length: 2 }).references(() => countries.code),
    regionId: integer('region_id').references(() => regions.id),
    placeId: integer('place_id').references(() => places.id),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('pois_region_idx').on(t.regionId)],
);

export const travelerNotices = pgTable('traveler_notices', {
  id: serial('id').primaryKey(),
  countryCode: varchar('country_code', { length: 2 }).references(() => countries.code),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  text: jsonb('text').$type<LocalizedText>().notNull(),
  validFrom: date('valid_from'),
  validTo: date('valid_to'),
});

export const schoolHolidays = pgTable(
  'school_holidays',
  {
    id: serial('id').primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    state: varchar('state', { length: 8 }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  (t) => [index('school_holidays_country_idx').on(t.countryCode, t.startDate)],
);

// ---------------------------------------------------------------------------------------------
// Mail: newsletter, preferences, contact messages.

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    doiToken: varchar('doi_token', { length: 64 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_doi_idx').on(t.doiToken),
  ],
);

export const mailerPreferences = pgTable('mailer_preferences', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, boolean>>().notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  mandant: varchar('mandant', { length: 32 }).notNull(),
  uid: varchar('uid', { length: 64 }),
  /** guest, landlord, partner, agency. */
  form: varchar('form', { length: 16 }).notNull(),
  reason: varchar('reason', { length: 32 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  name: text('name'),
  phone: text('phone'),
  objectNumber: integer('object_number'),
  message: text('message').notNull(),
  language: varchar('language', { length: 2 }).notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Tracking and consent.

/** Tracking events: searchTrack, searchTrackObject, timings, history. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mandant: varchar('mandant', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    uid: varchar('uid', { length: 64 }),
    objectNumber: integer('object_number'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_events_kind_created_idx').on(t.kind, t.createdAt)],
);

/** Cookie-consent decisions (SPEC.md §4: confirming stores the usage per category and logs it). */
export const cookieConsentLogs = pgTable(
  'cookie_consent_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mandant: varchar('mandant', { length: 32 }).notNull(),
    uid: varchar('uid', { length: 64 }).notNull(),
    accepted: jsonb('accepted').$type<{ name: string; usage: boolean }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cookie_consent_logs_uid_idx').on(t.uid)],
);

/** Tracking parameters a visitor arrived with (SPEC.md §3, "Tracking query parameters kept"). */
export const trackingParams = pgTable(
  'tracking_params',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mandant: varchar('mandant', { length: 32 }).notNull(),
    uid: varchar('uid', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    landingPath: text('landing_path'),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_params_uid_idx').on(t.uid)],
);

/** Which demo catalogue is loaded (seed, object count), so seeding is idempotent. */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  seed: integer('seed').notNull(),
  objects: integer('objects').notNull(),
  generatorVersion: integer('generator_version').notNull(),
  createdAt: createdAt(),
});
