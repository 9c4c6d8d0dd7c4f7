// Pricing API schemas (SPEC.md §7): POST /api/price/ — the price box's stay price.
import { z } from 'zod';
import { DISCOUNT_KINDS, MAX_CHILD_AGE, MAX_STAY_NIGHTS } from '../pricing';
import { count, isoDate, jwt, languageCode, objectNumber, partnerId, uid } from './common';

/** Counts beyond any holiday home; larger numbers are input errors, not "too many persons". */
export const MAX_TRAVELLERS = 99;
export const MAX_PETS = 20;

export const priceBody = z
  .object({
    objectNumber,
    startDate: isoDate,
    endDate: isoDate.optional(),
    duration: count(1, MAX_STAY_NIGHTS).optional(),
    persons: count(1, MAX_TRAVELLERS).default(2),
    teens: count(0, MAX_TRAVELLERS).default(0),
    childs: count(0, MAX_TRAVELLERS).default(0),
    childAges: z.array(count(0, MAX_CHILD_AGE)).max(MAX_TRAVELLERS).default([]),
    pets: count(0, MAX_PETS).default(0),
    petSizes: z.array(z.string().max(16)).max(MAX_PETS).default([]),
    language: languageCode.optional(),
    // Sent by the SPEC §7 client; the server checks against the object's own adultsMax.
    adultsMax: count(1, MAX_TRAVELLERS).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2,3}$/)
      .optional(),
    partner: partnerId.optional(),
    uid: uid.optional(),
    // A token is not needed to price a stay (prices are public); accepted for the SPEC §7 shape.
    jwt: jwt.optional(),
  })
  .superRefine((body, issue) => {
    if (body.endDate === undefined && body.duration === undefined) {
      issue.addIssue({ code: 'custom', path: ['endDate'], message: 'required' });
    }
    if (body.childAges.length > 0 && body.childAges.length !== body.childs) {
      issue.addIssue({ code: 'custom', path: ['childAges'], message: 'one age per child' });
    }
  });

/** What the browser sends (app/lib/api/pricing.ts), before defaults and transforms. */
export type PriceRequest = z.input<typeof priceBody>;

// ---------------------------------------------------------------------------------------------
// Answers (core/pricing/types.ts PriceResult, core/price-state.ts PriceApiResult).

const PRICE_STATUSES = [
  'free',
  'occupied',
  'minimumStay',
  'arrivalDay',
  'tooManyPersons',
  'petsNotAllowed',
  'inThePast',
  'invalidDates',
  'unknownObject',
  'noPrice',
] as const;

export const priceStatusSchema = z.enum(PRICE_STATUSES);

/** SPEC §3 priceObject; dates are '' when the query had none. All amounts are cents. */
export const priceObjectSchema = z.strictObject({
  currency: z.literal('EUR'),
  original: z.number(),
  price: z.number(),
  priceComplete: z.number(),
  pricePercentReduction: z.number(),
  originalWithoutAdditions: z.number(),
  persons: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number(),
  ts: z.number().meta({ description: 'Epoch milliseconds the price was computed at.' }),
});

const priceServiceItem = z.strictObject({
  name: z.string().meta({ description: 'i18n key in the `pricing` namespace, `services.*`.' }),
  amount: z.number(),
  unit: z.enum(['stay', 'night', 'person', 'personNight', 'pet', 'petNight', 'piece']),
  unitAmount: z.number(),
  quantity: z.number(),
  refundable: z.boolean(),
});

const priceVariant = z.strictObject({
  kind: z.enum(['earlier', 'later', 'length']),
  startDate: z.string(),
  endDate: z.string(),
  nights: z.number(),
  status: priceStatusSchema,
  available: z.boolean(),
  price: z.number(),
  original: z.number(),
  priceComplete: z.number(),
  pricePercentReduction: z.number(),
});

export const priceAnswer = z.strictObject({
  priceObject: priceObjectSchema,
  priceServicesMandatory: z.array(priceServiceItem),
  priceServicesOnSiteMandatory: z.array(priceServiceItem),
  priceServicesOnSiteOptional: z.array(priceServiceItem),
  priceCalculated: z.boolean(),
  externalBookingOK: z.boolean(),
  status: priceStatusSchema,
  inkasso: z.enum(['agency', 'landlord']).nullable(),
  payments: z.array(z.number()),
  discount: z.strictObject({ kind: z.enum(DISCOUNT_KINDS), percent: z.number() }).nullable(),
  variants: z.array(priceVariant).meta({
    description: 'Up to three alternative stays (docs/decisions/028-price-variants.md).',
  }),
});
