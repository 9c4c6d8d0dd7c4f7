// Catalogue API schemas (SPEC.md §7): POST /api/object (one object, or one of its descriptions),
// GET /api/ratings/object/{objectNumber} and GET /api/whoami — requests and the answers of
// services/catalogue/types.ts.
import { z } from 'zod';
import { AMENITIES, DISTANCE_KINDS } from '../amenities';
import { RATING_CATEGORIES, RATINGS_MAX_PER_PAGE, RATINGS_PER_PAGE } from '../ratings';
import { count, entityId, jwt, languageCode, objectNumber, sitePath } from './common';
import { distinctionSchema, objectTypeSchema, resultImageSchema } from './search';

export const objectBody = z.object({
  objectNumber,
  languageCode: languageCode.optional(),
  // Accepted for the SPEC §7 call shape; the token cookie is what identifies a user.
  jwt: jwt.optional(),
  // Another description: its language (site languages or a feed's native one such as 'nl').
  descriptionLanguageCode: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  // 'native': the original the description was translated from.
  translationSource: z.enum(['native', 'translation']).optional(),
});

export const ratingsParams = z.object({ objectNumber });

export const ratingsQuery = z.object({
  languageCode: languageCode.optional(),
  translationRatingId: entityId.optional(),
  pageNr: count(1, 10_000).default(1),
  perPage: count(1, RATINGS_MAX_PER_PAGE).default(RATINGS_PER_PAGE),
});

export const whoamiQuery = z.object({
  routepath: sitePath(500),
  languageCode: languageCode.optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers.

const link = z.strictObject({ label: z.string(), href: z.string() });
const ratingSummary = z.record(z.enum(RATING_CATEGORIES), z.number());
const descriptionText = z.strictObject({
  language: z.string(),
  text: z.string(),
  translatedFrom: z.string().nullable(),
});
const serviceCost = z.strictObject({
  name: z.string(),
  amountCents: z.number(),
  unit: z.string(),
  refundable: z.boolean(),
});

/** SPEC §3 Object, plus what the page shows beyond it. */
export const objectAnswer = z.strictObject({
  objectNumber: z.number(),
  title: z.string(),
  active: z.boolean(),
  agency: z.number(),
  agencyName: z.string(),
  availability: z.strictObject({
    count: z.number(),
    days: z.number(),
    maxDate: z.string().nullable(),
  }),
  additionalCosts: z.strictObject({
    mandatory: z.array(serviceCost),
    onSiteMandatory: z.array(serviceCost),
    onSiteOptional: z.array(serviceCost),
  }),
  breadcrumb: z.array(link),
  countRooms: z.number(),
  countRoomsBath: z.number(),
  countRoomsSleeping: z.number(),
  descriptionLanguages: z.array(z.string()),
  descriptions: z.strictObject({
    translation: descriptionText.nullable(),
    native: descriptionText.nullable(),
  }),
  detailPetAllowed: z.number(),
  detailPetSize: z.string().nullable(),
  images: z.array(
    resultImageSchema.extend({ no: z.number(), cdn: z.boolean(), large: z.string() }),
  ),
  locations: z.strictObject({
    country: z.string(),
    countryCode: z.string(),
    region: z.string(),
    regionNumber: z.number(),
    state: z.string().nullable(),
    place: z.string(),
    placeNumber: z.number(),
  }),
  minPrice: z.number().nullable(),
  objectType: objectTypeSchema,
  personsMax: z.number(),
  adultsMax: z.number(),
  position: z.strictObject({ lat: z.number(), lon: z.number() }),
  prices: z.array(
    z.strictObject({
      from: z.string(),
      to: z.string(),
      nightlyCents: z.number(),
      weeklyCents: z.number().nullable(),
      minStay: z.number(),
    }),
  ),
  providerType: z.enum(['wholesaler', 'agency', 'private']),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number(),
  objectRatingSummary: ratingSummary.nullable(),
  squaremeterComplete: z.number(),
  squaremeterLiving: z.number(),
  SEOLinks: z.strictObject({
    region: link.nullable(),
    country: link.nullable(),
    places: z.array(link),
  }),
  landlord: z.strictObject({ name: z.string(), privateLandlord: z.boolean() }).nullable(),
  privateObject: z.boolean(),
  index: z.number(),
  amenities: z.array(z.enum(AMENITIES)),
  distances: z.partialRecord(z.enum(DISTANCE_KINDS), z.number()),
  cancellation: z
    .strictObject({
      id: z.number(),
      class: z.string(),
      icon: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
      deadlineDays: z.number(),
      label: z.string(),
      head: z.string(),
      text: z.string(),
    })
    .nullable(),
  freeCancel: z.boolean(),
  freeCancelDays: z.number(),
  distinctions: z.array(distinctionSchema),
  languagePaths: z.partialRecord(languageCode, z.string()),
  href: z.string(),
});

/** POST /api/object with descriptionLanguageCode: one description. */
export const descriptionAnswer = descriptionText.extend({
  objectNumber: z.number(),
  translated: z.boolean(),
});

const ratingItem = z.strictObject({
  ratingid: z.number(),
  votes: ratingSummary,
  votesAverage: z.number(),
  travelData: z.strictObject({
    from: z.string(),
    to: z.string(),
    type: z.string(),
    verified: z.boolean(),
    ratingDate: z.string(),
  }),
  average: z.number(),
  timestamp: z.string(),
  author: z.string(),
  documents: z.array(z.string()),
  language: z.string(),
  title: z.string().nullable(),
  originalTitle: z.string().nullable(),
  text: z.string(),
  originalText: z.string().nullable(),
  translated: z.boolean(),
  translations: z.array(z.string()),
  landlordAnswer: z
    .strictObject({
      text: z.string(),
      date: z.string().nullable(),
      language: z.string(),
      translated: z.boolean(),
    })
    .nullable(),
});

export const ratingsAnswer = z.strictObject({
  objectNumber: z.number(),
  pageNr: z.number(),
  perPage: z.number(),
  total: z.number(),
  pages: z.number(),
  ratingAverage: z.number().nullable(),
  objectRatingSummary: ratingSummary.nullable(),
  ratings: z.array(ratingItem),
});

/** SPEC §3 page description of a path outside the route table. */
export const whoamiAnswer = z.discriminatedUnion('compname', [
  z.strictObject({
    compname: z.literal('Search'),
    datas: z.strictObject({
      location: z.strictObject({
        country: z.string(),
        region: z.number().optional(),
        place: z.number().optional(),
      }),
      offer: z.number().nullable(),
    }),
    location: z.string().nullable(),
  }),
  z.strictObject({
    compname: z.literal('Object'),
    datas: z.strictObject({ objectNumber: z.number() }),
    location: z.string().nullable(),
  }),
  z.strictObject({
    compname: z.enum(['Error404', 'Error410']),
    datas: z.strictObject({}),
    location: z.null(),
  }),
]);
