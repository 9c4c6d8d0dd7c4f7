// The standard envelope of SPEC.md §3/§5/§8 (core/envelope.ts) as schemas, for the OpenAPI
// document: every /api answer is one, with the route's own schema as `data` on success.
import { z } from 'zod';
import { ENVELOPE_STATUSES } from '../envelope';

// Strict objects: the same JSON Schema as request or answer, so the document holds one of each.
export const apiErrorSchema = z
  .strictObject({
    text: z.string().meta({
      description: 'Human text or, when isKey is true, an i18n key of the `errors` namespace.',
    }),
    isKey: z.boolean(),
    type: z.string().meta({
      description: 'validation, mandant, notFound, gone, forbidden, conflict, rateLimit, server …',
    }),
    data: z.unknown().meta({
      description: 'Details, e.g. `{ "field": "persons" }` naming the input a validation blames.',
    }),
    appInform: z.boolean().meta({ description: 'Whether the user should be told.' }),
  })
  .meta({ description: 'One error of an envelope (SPEC §3).' });

const statusTextSchema = z.strictObject({ msg: z.string(), isKey: z.boolean() });

/** A success envelope carrying `data`. */
export function successEnvelope(data: z.ZodType, status: 200 | 201 = 200) {
  return z.strictObject({
    data,
    errorLength: z.literal(0),
    errors: z.array(apiErrorSchema).max(0),
    status: z.literal(status),
    statusText: statusTextSchema,
  });
}

/** A failure envelope: at least one error; `status` is one of SPEC §5's failure statuses. */
export const failureEnvelope = z.strictObject({
  data: z.unknown().meta({ description: 'Usually null.' }),
  errorLength: z.number().int().min(1),
  errors: z.array(apiErrorSchema).min(1),
  status: z.literal(ENVELOPE_STATUSES.filter((s) => s !== 200 && s !== 201)),
  statusText: statusTextSchema,
});
