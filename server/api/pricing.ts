// Price API (SPEC.md §7): POST /api/price/ prices a stay of one object for the price box.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isIsoDate } from '#core/dates';
import { LANGUAGES } from '#core/languages';
import { MAX_CHILD_AGE } from '#core/price-state';
import { MAX_STAY_NIGHTS } from '#core/pricing';
import { priceStay } from '#services/pricing';
import { defineRoute } from './define-route';

/** Largest object number (a 32-bit integer column). */
const MAX_OBJECT_NUMBER = 2_147_483_647;
/** Counts beyond any holiday home; larger numbers are input errors, not "too many persons". */
const MAX_TRAVELLERS = 99;
const MAX_PETS = 20;

/** A JSON number or a digit string (values copied from a URL), as an integer in min…max. */
const count = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

const isoDate = z.string().max(10).refine(isIsoDate);

export const priceBody = z
  .object({
    objectNumber: count(1, MAX_OBJECT_NUMBER),
    startDate: isoDate,
    endDate: isoDate.optional(),
    duration: count(1, MAX_STAY_NIGHTS).optional(),
    persons: count(1, MAX_TRAVELLERS).default(2),
    teens: count(0, MAX_TRAVELLERS).default(0),
    childs: count(0, MAX_TRAVELLERS).default(0),
    childAges: z.array(count(0, MAX_CHILD_AGE)).max(MAX_TRAVELLERS).default([]),
    pets: count(0, MAX_PETS).default(0),
    petSizes: z.array(z.string().max(16)).max(MAX_PETS).default([]),
    language: z.enum(LANGUAGES).optional(),
    // Sent by the SPEC §7 client; the server checks against the object's own adultsMax.
    adultsMax: count(1, MAX_TRAVELLERS).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2,3}$/)
      .optional(),
    partner: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
    uid: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/)
      .optional(),
    // A token is not needed to price a stay (prices are public); accepted for the SPEC §7 shape.
    jwt: z.string().max(4_096).optional(),
  })
  .superRefine((body, issue) => {
    if (body.endDate === undefined && body.duration === undefined) {
      issue.addIssue({ code: 'custom', path: ['endDate'], message: 'required' });
    }
    if (body.childAges.length > 0 && body.childAges.length !== body.childs) {
      issue.addIssue({ code: 'custom', path: ['childAges'], message: 'one age per child' });
    }
  });

export function registerPriceRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/price/',
    body: priceBody,
    handler: async (ctx, { body }, _request, reply) => {
      // Availability changes by the minute; a price must never come from a shared cache.
      reply.header('cache-control', 'no-store');
      return priceStay(ctx, {
        objectNumber: body.objectNumber,
        startDate: body.startDate,
        endDate: body.endDate,
        duration: body.duration,
        persons: body.persons,
        teens: body.teens,
        childs: body.childs,
        childAges: body.childAges,
        pets: body.pets,
        petSizes: body.petSizes,
        country: body.country,
        language: body.language ?? ctx.language,
        partner: body.partner ?? ctx.partnerId ?? '',
      });
    },
  });
}
