// Travel information API schemas (SPEC §7 poi/doc, poi/pois, location/rki, getCovidInfo,
// getCovidInfoStateStatus; issue 17). A refusal names its field as the request spells it
// (`poiId`, `queryParameters.bbox`, `RS`).
import { z } from 'zod';
import { parseBBox } from '../search-query';
import { count, entityId, languageCode } from './common';

export const POI_LIST_MAX = 50;
export const POI_RADIUS_MAX_KM = 200;

export const poiDocQuery = z.object({
  poiId: entityId.meta({ description: 'The POI’s id (digits).' }),
  languageCode: languageCode.optional(),
});

const coordinate = (max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,3}(?:\.\d{1,10})?$/)
        .transform(Number),
    ])
    .pipe(z.number().min(-max).max(max));

export const poiQueryParameters = z
  .object({
    bbox: z
      .string()
      .max(200)
      .refine((v) => parseBBox(v) !== null)
      .optional()
      .meta({ description: 'A map box: south,west,north,east.' }),
    latitude: coordinate(90).optional(),
    longitude: coordinate(180).optional(),
    distance: count(1, POI_RADIUS_MAX_KM)
      .optional()
      .meta({
        description: `Radius in km around latitude/longitude (default 25, at most ${POI_RADIUS_MAX_KM}).`,
      }),
    region: entityId.optional().meta({ description: 'A region’s id.' }),
    kind: z.enum(['report', 'sight']).optional(),
    limit: count(1, POI_LIST_MAX)
      .optional()
      .meta({ description: 'At most this many (default 20).' }),
  })
  .superRefine((q, issue) => {
    const point = q.latitude !== undefined || q.longitude !== undefined;
    if (point && q.latitude === undefined)
      issue.addIssue({ code: 'custom', path: ['latitude'], message: 'required' });
    if (point && q.longitude === undefined)
      issue.addIssue({ code: 'custom', path: ['longitude'], message: 'required' });
    if (!point && q.bbox === undefined && q.region === undefined)
      issue.addIssue({ code: 'custom', path: ['bbox'], message: 'required' });
  });

export const poiListBody = z.object({
  queryParameters: poiQueryParameters,
  languageCode: languageCode.optional(),
});

const poiSummary = z.strictObject({
  poiId: z.number().int(),
  kind: z.enum(['report', 'sight']),
  title: z.string(),
  path: z.string(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
  regionId: z.number().int().nullable(),
  region: z.string().nullable(),
  placeId: z.number().int().nullable(),
  place: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  distanceKm: z.number().nullable(),
});

export const poiDocAnswer = poiSummary.extend({
  slug: z.string(),
  text: z.string(),
  photoIds: z.array(z.string()),
  languagePaths: z.strictObject({ de: z.string(), en: z.string(), fr: z.string(), it: z.string() }),
});

export const poiListAnswer = z.strictObject({ pois: z.array(poiSummary) });

export const rkiQuery = z.object({
  RS: entityId.meta({ description: 'The region’s id (digits).' }),
  languageCode: languageCode.optional(),
});

const notice = {
  text: z.string(),
  updatedOn: z.string(),
  generic: z.boolean(),
};
const regionNotice = z.strictObject({
  ...notice,
  regionId: z.number().int(),
  region: z.string(),
  countryCode: z.string(),
  country: z.string(),
});

export const rkiAnswer = regionNotice;

export const covidInfoBody = z.object({ languageCode: languageCode.optional() });

export const covidInfoAnswer = z.strictObject({
  general: z.strictObject(notice),
  regions: z.array(regionNotice),
});

export const covidStateStatusAnswer = z.strictObject({
  regions: z.array(z.strictObject({ regionId: z.number().int(), updatedOn: z.string() })),
});
