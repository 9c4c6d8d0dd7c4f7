// Search API schemas (SPEC.md §7): search, capacity, location, offer, searchTrack,
// searchTrackObject — requests and the answers of services/search/types.ts.
import { z } from 'zod';
import { AMENITIES } from '../amenities';
import { BADGE_VARIANTS } from '../distinctions';
import { DISCOUNT_KINDS } from '../pricing';
import { parseBBox, SEARCH_LIMITS, SEARCH_QUERY_KEYS } from '../search-query';
import {
  count,
  entityId,
  languageCode,
  objectNumber,
  partnerId,
  sitePath,
  textLine,
  uid,
} from './common';
import { priceObjectSchema } from './pricing';

/** A page URL's query string; long object lists stay well below this. */
export const MAX_QUERY_LENGTH = 4_000;

export const searchQuery = z.object({
  query: z.string().max(MAX_QUERY_LENGTH).default('').meta({
    description: "A search page URL's query string (SPEC §3/§5), e.g. `region=12&persons=4`.",
  }),
  languageCode: languageCode.optional(),
  partner: partnerId.optional(),
  objectsPerPage: count(1, SEARCH_LIMITS.objectsPerPage).optional(),
  markers: z.enum(['0', '1']).optional().meta({
    description: '0: no map markers (paging: the markers of all hits do not change with the page).',
  }),
});

export const capacityQuery = z.object({ query: z.string().min(1).max(MAX_QUERY_LENGTH) });

export const locationQuery = z
  .object({
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    region: entityId.optional(),
    place: entityId.optional(),
    location: sitePath(500).optional().meta({ description: 'An SEO location path.' }),
    bbox: z
      .string()
      .max(200)
      .refine((v) => parseBBox(v) !== null)
      .optional()
      .meta({ description: 'south,west,north,east' }),
    languageCode: languageCode.optional(),
  })
  .superRefine((q, issue) => {
    if (q.country === undefined && q.region === undefined && q.place === undefined) {
      if (q.location === undefined && q.bbox === undefined) {
        issue.addIssue({ code: 'custom', path: ['country'], message: 'required' });
      }
    }
  });

/** What the destination field sends: the typed text (at least one letter or digit). */
export const locationSuggestQuery = z.object({
  q: textLine(SEARCH_LIMITS.text)
    .regex(/[\p{L}\p{N}]/u)
    .meta({ description: 'What the guest typed: words that start the names of locations.' }),
  limit: count(1, 20).optional().meta({ description: 'At most this many (default 8).' }),
  languageCode: languageCode.optional(),
});

export const offerQuery = z
  .object({
    offerId: entityId.optional(),
    offerList: z.literal('1').optional(),
    languageCode: languageCode.optional(),
  })
  .superRefine((q, issue) => {
    if (q.offerId === undefined && q.offerList === undefined) {
      issue.addIssue({ code: 'custom', path: ['offerId'], message: 'required' });
    }
  });

/**
 * What a searchTrack row may hold: the search's parameters (the keys of SEARCH_QUERY_KEYS) with
 * short values, and `query`, the search page's query string. Every row is stored for
 * TRACKING_RETENTION_DAYS, so unknown keys and long values are refused, not stored.
 */
export const TRACK_LIMITS = {
  /** Characters of a text value (the longest search text is SEARCH_LIMITS.text). */
  text: SEARCH_LIMITS.text,
  /** Characters of `query`. */
  query: 500,
  /** Items of a list value (objects, partnerTags). */
  items: 20,
  /** Characters of all trackVars as JSON: what one row may cost at most. */
  json: 2_000,
} as const;

const trackText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);

const trackValue = z.union([
  trackText(TRACK_LIMITS.text),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.union([trackText(40), z.number().finite()])).max(TRACK_LIMITS.items),
]);

export const searchTrackBody = z.object({
  trackVars: z
    .strictObject({
      ...Object.fromEntries(SEARCH_QUERY_KEYS.map((key) => [key, trackValue.optional()])),
      query: trackText(TRACK_LIMITS.query).optional().meta({
        description: "The search page URL's query string.",
      }),
    })
    .refine((vars) => JSON.stringify(vars).length <= TRACK_LIMITS.json, {
      message: `at most ${TRACK_LIMITS.json} characters as JSON`,
      // Only for values that passed their own checks: one error per bad field.
      when: (payload) => payload.issues.length === 0,
    })
    .meta({
      description: `The search parameters (SEARCH_QUERY_KEYS) with short values, and \`query\`; at most ${TRACK_LIMITS.json} characters as JSON. Unknown keys are refused.`,
    }),
  totalObjects: z.number().int().min(0).max(100_000_000),
  uid: uid.optional(),
});

export const searchTrackObjectBody = z.object({ objectNumber, uid: uid.optional() });

// ---------------------------------------------------------------------------------------------
// Answers (services/search/types.ts).

export const objectTypeSchema = z.enum(['house', 'apartment']);

export const resultImageSchema = z.strictObject({
  photoId: z.string(),
  src: z.string(),
  srcSet: z.string(),
  avifSrcSet: z.string(),
});

export const distinctionSchema = z.strictObject({
  id: z.number(),
  variant: z.enum(BADGE_VARIANTS),
  icon: z.string(),
  label: z.string(),
  discountKind: z.enum(DISCOUNT_KINDS).nullable().meta({
    description:
      'The discount kind the badge announces, or null; a dated card carries such a badge only when its stay gets that discount (docs/decisions/105-discount-badges-only-for-stays-that-get-them.md).',
  }),
});

const labelledLink = z.strictObject({ label: z.string(), href: z.string() });
const languageLinks = z.partialRecord(languageCode, z.string());

/** One result card (SPEC §2 search list); also the cards of the watch list and objectInternal. */
export const resultCardSchema = z.strictObject({
  objectNumber: z.number(),
  title: z.string(),
  objectType: objectTypeSchema,
  personsMax: z.number(),
  countRoomsSleeping: z.number(),
  countRoomsBath: z.number(),
  squaremeterLiving: z.number(),
  minPrice: z.number().nullable().meta({ description: 'Cents, cheapest 7-night stay.' }),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number(),
  position: z.strictObject({ lat: z.number(), lon: z.number() }),
  locations: z.strictObject({
    country: z.string(),
    countryCode: z.string(),
    region: z.string(),
    place: z.string(),
  }),
  images: z.array(resultImageSchema),
  distinctions: z.array(distinctionSchema),
  freeCancel: z.boolean(),
  petsAllowed: z.number(),
  amenities: z.array(z.enum(AMENITIES)),
  href: z.string(),
  price: priceObjectSchema.nullable(),
  vacancy: z.enum(['success', 'warning', 'danger']).nullable(),
});

export const searchAnswer = z.strictObject({
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  pages: z.number(),
  objects: z.array(resultCardSchema),
  facets: z.strictObject({
    amenities: z.record(z.enum(AMENITIES), z.number()),
    objectType: z.record(objectTypeSchema, z.number()),
  }),
  markers: z
    .strictObject({
      objectNumbers: z.array(z.number()),
      latE6: z.array(z.number()),
      lonE6: z.array(z.number()),
      price: z.array(z.number().nullable()),
      stays: z
        .strictObject({
          firstArrival: z.string(),
          nights: z.number(),
          arrivalOffset: z.array(z.number()),
        })
        .optional()
        .meta({
          description:
            "Each hit's stay when it may differ from the query's dates (a tolerance, Last Minute without dates): hit i arrives firstArrival + arrivalOffset[i] days for `nights` nights.",
        }),
    })
    .meta({
      description:
        'Every hit as parallel arrays (entry i of each = one hit); coordinates in millionths of a degree, prices in cents.',
    }),
  query: z.string(),
  activeFilterCount: z.number(),
  apiQuery: z.string().optional(),
});

export const capacityAnswer = z.strictObject({
  exact: z.number(),
  tolerance: z.array(z.strictObject({ days: z.number(), count: z.number() })),
});

/** The texts of a landing page (a location's or an offer's). */
const pageTexts = {
  title: z.string(),
  text1: z.string(),
  text2: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.string(),
  seoText: z.string(),
};

export const locationAnswer = z.strictObject({
  locationName: z.string(),
  preposition: z.string(),
  breadcrumbs: z.array(labelledLink),
  ...pageTexts,
  seoUrl: z.string(),
  noIndex: z.boolean(),
  bounds: z
    .strictObject({ south: z.number(), west: z.number(), north: z.number(), east: z.number() })
    .nullable(),
  languageLinks,
  topLinks: z.array(
    z.strictObject({ label: z.string(), href: z.string(), count: z.number().optional() }),
  ),
  offers: z.array(z.strictObject({ id: z.number(), title: z.string(), href: z.string() })),
});

export const locationSuggestAnswer = z.array(
  z.strictObject({
    kind: z.enum(['country', 'region', 'place']),
    name: z.string(),
    context: z.string().meta({ description: 'The parents, nearest first; empty for a country.' }),
    href: z.string().meta({ description: 'The SEO location page in the request language.' }),
    country: z.string(),
    region: z.number().nullable(),
    place: z.number().nullable(),
    count: z.number().meta({ description: 'Live objects in the location (at least 1).' }),
  }),
);

const offerSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(['filter', 'theme', 'season']),
  name: z.string(),
  title: z.string(),
  texts: z.strictObject(pageTexts),
  seoUrl: z.string(),
  query: z.string(),
  breadcrumbs: z.array(labelledLink),
  languageLinks,
  countryCode: z.string().nullable(),
  regionId: z.number().nullable(),
  heroImage: resultImageSchema.nullable(),
});

/** One offer (offerId) or the list of active offers (offerList=1). */
export const offerAnswer = z.union([offerSchema, z.array(offerSchema)]);

export const trackAnswer = z.strictObject({ tracked: z.literal(true), id: z.number() });
