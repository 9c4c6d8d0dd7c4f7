// Timed work of the booking slice on the job engine (services/platform/jobs.ts, pg-boss): options
// lapse when their hold ends, the guest is reminded a day before, the balance a week before it is
// due, and a payment by card or transfer still open days after its due day once; a confirmed
// booking's guest gets the arrival information a few days before arrival; the mail job (outbox.ts) delivers and retries. Each run is idempotent and safe beside
// another process's: rows are locked with SKIP LOCKED, each change is guarded by the state it
// leaves, each reminder is marked in the transaction that queues its mail (and the mail's dedupe
// key makes it one mail however often the job runs).
import {
  ARRIVAL_INFO_DAYS,
  BALANCE_REMINDER_DAYS,
  OPTION_REMINDER_HOURS,
  PAYMENT_OVERDUE_DAYS,
} from '#core/booking';
import { addDays, todayInBerlin } from '#core/dates';
import type { Db } from '#db/client';
import {
  arrivalInfoKey,
  deleteIdempotencyKeysBefore,
  lockArrivalsToInform,
  lockBalancesToRemind,
  lockOptionsToRemind,
  lockOverduePayments,
  markReminded,
  overdueReminderKey,
  type BookingRecord,
} from '#db/repositories/booking-records';
import { landlordContactOf } from '#db/repositories/booking-landlord';
import { bookingRetentionJob, enquiryRetentionJob } from './retention';
import type { AppDeps, JobDefinition } from '#services/platform';
import { notifyObjectsChanged } from '#services/search';
import { contractFacts } from './contract';
import { guestBookingUrl } from './facts';
import { queueGuestMail } from './guest-mail';
import { deliverBookingMails } from './outbox';
import { lapseOptions } from './transitions';
import { landlordChaseJob } from './landlord-jobs';
import { operatorMailBrand } from '#services/partners';

/** Options lapsed per transaction of the expiry job (it loops until none is left). */
const EXPIRY_BATCH = 100;
const REMINDER_BATCH = 100;

/** Lets every option past its hold lapse; returns how many did. */
export async function expireOptions(deps: AppDeps, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const lapsed = await deps.database.db.transaction((tx) =>
      lapseOptions(tx as unknown as Db, now, { limit: EXPIRY_BATCH }),
    );
    if (lapsed.length > 0) {
      await notifyObjectsChanged(deps, [...new Set(lapsed.map((b) => b.objectNumber))]);
    }
    total += lapsed.length;
    if (lapsed.length < EXPIRY_BATCH) return total;
  }
}

/** Queues the reminder of every option that lapses within OPTION_REMINDER_HOURS. */
export async function remindOptions(deps: AppDeps, now: Date): Promise<number> {
  const until = new Date(now.getTime() + OPTION_REMINDER_HOURS * 3_600_000);
  const brand = await operatorMailBrand(deps);
  const ids = await deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const queued: number[] = [];
    for (const booking of await lockOptionsToRemind(tx, now, until, REMINDER_BATCH)) {
      await markReminded(tx, booking.bookingId, 'option', now);
      queued.push(
        ...(await queueGuestMail(
          tx,
          booking,
          {
            kind: 'optionReminder',
            dedupeKey: `optionReminder:${booking.bookingId}`,
            data: { bookingUrl: guestBookingUrl(deps, booking) },
          },
          brand,
          now,
        )),
      );
    }
    return queued;
  });
  if (ids.length > 0) await deliverBookingMails(deps, now, undefined, ids);
  return ids.length;
}

/** What a reminder of one payment says: its amount and due day, the booking's page and link. */
function paymentReminderData(
  deps: AppDeps,
  booking: BookingRecord,
  due: { amountCents: number; dueDate: string },
) {
  return {
    amountCents: due.amountCents,
    dueDate: due.dueDate,
    // Made when the mail is sent (outbox.ts): the link of the payment due then.
    paymentUrl: null,
    paymentFor: booking.bookingId,
    bookingUrl: guestBookingUrl(deps, booking),
  };
}

/** Queues the reminder of every open balance due within BALANCE_REMINDER_DAYS. */
export async function remindBalances(deps: AppDeps, now: Date): Promise<number> {
  const dueBy = addDays(todayInBerlin(now), BALANCE_REMINDER_DAYS);
  const brand = await operatorMailBrand(deps);
  const ids = await deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const queued: number[] = [];
    for (const due of await lockBalancesToRemind(tx, dueBy, REMINDER_BATCH)) {
      const { booking } = due;
      await markReminded(tx, booking.bookingId, 'balance', now);
      queued.push(
        ...(await queueGuestMail(
          tx,
          booking,
          {
            kind: 'balanceReminder',
            dedupeKey: `balanceReminder:${due.paymentId}`,
            data: paymentReminderData(deps, booking, due),
          },
          brand,
          now,
        )),
      );
    }
    return queued;
  });
  if (ids.length > 0) await deliverBookingMails(deps, now, undefined, ids);
  return ids.length;
}

/** Every minute: options whose hold ended lapse, and their dates are free again everywhere. */
export const optionExpiryJob: JobDefinition = {
  name: 'booking.option-expiry',
  cron: '* * * * *',
  pollingSeconds: 5,
  async run({ deps, now }) {
    return { lapsed: await expireOptions(deps, now) };
  },
};

/** Every five minutes: the reminder a day before an option lapses. */
export const optionReminderJob: JobDefinition = {
  name: 'booking.option-reminder',
  cron: '*/5 * * * *',
  pollingSeconds: 30,
  async run({ deps, now }) {
    return { reminded: await remindOptions(deps, now) };
  },
};

/**
 * Queues the reminder of every payment by card, transfer or invoice still open PAYMENT_OVERDUE_DAYS after
 * its due day (one per payment, ever: the mail's dedupe key is what the query looks for), batch
 * by batch.
 */
export async function remindOverduePayments(deps: AppDeps, now: Date): Promise<number> {
  const dueOnOrBefore = addDays(todayInBerlin(now), -PAYMENT_OVERDUE_DAYS);
  // Read before the transactions: the embedded database has one connection (db/client.ts).
  const brand = await operatorMailBrand(deps);
  return queueInBatches(
    deps,
    now,
    (tx) => lockOverduePayments(tx, dueOnOrBefore, REMINDER_BATCH),
    (tx, due) =>
      queueGuestMail(
        tx,
        due.booking,
        {
          kind: 'paymentOverdue',
          dedupeKey: overdueReminderKey(due.paymentId),
          data: {
            ...paymentReminderData(deps, due.booking, due),
            kind: due.kind,
            remainder: due.remainder,
          },
        },
        brand,
        now,
      ),
  );
}

/**
 * Queues one mail per row `lock` finds (at most REMINDER_BATCH, locked), a transaction per batch,
 * each batch delivered after its commit, for at most 50 batches. Each queued row leaves the query
 * (its mail's dedupe key is what the query looks for), so a short batch was the last. How many
 * rows were found.
 */
async function queueInBatches<R>(
  deps: AppDeps,
  now: Date,
  lock: (tx: Db) => Promise<R[]>,
  queue: (tx: Db, row: R) => Promise<number[]>,
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < 50; batch++) {
    const { ids, found } = await deps.database.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const queued: number[] = [];
      const rows = await lock(tx);
      for (const row of rows) queued.push(...(await queue(tx, row)));
      return { ids: queued, found: rows.length };
    });
    if (ids.length > 0) await deliverBookingMails(deps, now, undefined, ids);
    total += found;
    if (found < REMINDER_BATCH) break;
  }
  return total;
}

/** Every morning: the reminder a week before the balance is due. */
export const balanceReminderJob: JobDefinition = {
  name: 'booking.balance-reminder',
  cron: '0 8 * * *',
  pollingSeconds: 60,
  async run({ deps, now }) {
    return { reminded: await remindBalances(deps, now) };
  },
};

/** Every morning: the reminder of payments still open days after they fell due. */
export const paymentOverdueJob: JobDefinition = {
  name: 'booking.payment-overdue',
  cron: '30 8 * * *',
  pollingSeconds: 60,
  async run({ deps, now }) {
    return { reminded: await remindOverduePayments(deps, now) };
  },
};

/**
 * Queues the arrival information of every booking the landlord confirmed that arrives within
 * ARRIVAL_INFO_DAYS (one per booking, ever: its dedupe key is what the query looks for; a booking
 * made or confirmed later than that gets it the next morning), batch by batch.
 */
export async function informArrivals(deps: AppDeps, now: Date): Promise<number> {
  const today = todayInBerlin(now);
  const range = { from: today, to: addDays(today, ARRIVAL_INFO_DAYS) };
  // Read before the transactions: the embedded database has one connection (db/client.ts).
  const brand = await operatorMailBrand(deps);
  return queueInBatches(
    deps,
    now,
    (tx) => lockArrivalsToInform(tx, range, REMINDER_BATCH),
    async (tx, booking) =>
      queueGuestMail(
        tx,
        booking,
        {
          kind: 'arrivalInfo',
          dedupeKey: arrivalInfoKey(booking.bookingId),
          data: {
            bookingUrl: guestBookingUrl(deps, booking),
            landlord: await landlordContactOf(tx, booking.objectNumber),
            onSite: (await contractFacts(tx, booking, now)).onSite,
            // What is still open and how to pay it: made when the mail is sent (outbox.ts).
            paymentUrl: null,
            paymentFor: booking.bookingId,
          },
        },
        brand,
        now,
      ),
  );
}

/** Every morning: the arrival information a few days before arrival. */
export const arrivalInfoJob: JobDefinition = {
  name: 'booking.arrival-info',
  cron: '0 9 * * *',
  pollingSeconds: 60,
  async run({ deps, now }) {
    return { informed: await informArrivals(deps, now) };
  },
};

/** Every night: idempotency keys older than a week (a retry comes within minutes, not days). */
export const idempotencyCleanupJob: JobDefinition = {
  name: 'booking.idempotency-cleanup',
  cron: '40 3 * * *',
  pollingSeconds: 60,
  async run({ deps, now }) {
    const before = new Date(now.getTime() - 7 * 24 * 3_600_000);
    return { deleted: await deleteIdempotencyKeysBefore(deps.database.db, before) };
  },
};

export const BOOKING_JOBS: readonly JobDefinition[] = [
  // The landlord's reminder after 24 h and the office's escalation after 48 h (issue 15).
  landlordChaseJob,
  optionExpiryJob,
  optionReminderJob,
  balanceReminderJob,
  paymentOverdueJob,
  arrivalInfoJob,
  idempotencyCleanupJob,
  // Booking records anonymised after their retention period (decision 089).
  bookingRetentionJob,
  // Enquiries deleted after MESSAGE_RETENTION_DAYS (decision 093).
  enquiryRetentionJob,
];
