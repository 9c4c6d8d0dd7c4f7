// Payments API schemas (issue 14): the sandbox card provider's signed notification
// (POST /api/payments/sandbox/notify) and its answer. The body's shape is checked here; whether it
// is authentic is decided by its signature over the raw bytes (services/payments), never by it.
import { z } from 'zod';
import { cents, entityId } from './common';

export const SANDBOX_EVENT_TYPES = ['payment.succeeded', 'payment.failed'] as const;

/** A sandbox event or charge id: a prefix and 24 base64url characters (random). */
const sandboxId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_-]{24}$`));

export const sandboxNotificationBody = z.object({
  id: sandboxId('evt').meta({ description: 'Event id; a repeat of an id changes nothing.' }),
  type: z.enum(SANDBOX_EVENT_TYPES),
  /** When the provider made the event (unix seconds). */
  created: z.number().int().min(0).max(99_999_999_999),
  data: z.object({
    paymentId: entityId.meta({ description: "The merchant's payment the charge was for." }),
    charge: sandboxId('ch'),
    amountCents: cents,
    currency: z.literal('EUR'),
    cardLast4: z.string().regex(/^\d{4}$/),
  }),
});
export type SandboxNotificationBody = z.infer<typeof sandboxNotificationBody>;

export const paymentConfirmationAnswer = z.object({
  paymentId: z.number().int(),
  bookingId: z.number().int(),
  kind: z.enum(['deposit', 'balance', 'full', 'cancellationFee']),
  amountCents: z.number().int(),
  status: z.enum(['open', 'authorized', 'paid', 'failed', 'refunded', 'cancelled']),
  /** The event had been received before: nothing was changed this time. */
  repeated: z.boolean(),
  /**
   * The payment could not take this charge (paid meanwhile, or its amount changed): the charge is
   * refunded, and `status` is the payment's own (decision 109).
   */
  strayCharge: z.boolean().optional(),
  /** Paid after the booking's end had cancelled the payment: refunded whole. */
  late: z.boolean().optional(),
});

/** POST /api/admin/payments/statement: the bank statement file (multipart, field `file`). */
export const statementBody = z.object({ file: z.literal('(file)') });

export const statementImportedAnswer = z.strictObject({
  /** Credits in euros in the file. */
  credits: z.number().int(),
  /** Of them, new: the others had been imported before. */
  imported: z.number().int(),
  /** Debits, reversals and entries not booked yet: not money in. */
  skipped: z.number().int(),
  /** Credits that could not be read, or in another currency. */
  unreadable: z.number().int(),
});
