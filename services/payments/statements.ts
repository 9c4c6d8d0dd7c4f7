// The operator's bank statements at /admin/payments/ (decision 082, permission admin.payments): the
// office uploads the bank's CAMT file (camt.053 statement, camt.052 report, camt.054 notice); its
// credits in euros are kept, once per bank reference, so the same statement uploaded twice — or
// two that overlap — adds nothing. Each credit still to be matched is shown with the transfer it
// names (the booking number in its remittance line, as the guest was told to give it; without
// one, the transfer its exact amount and the payer's family name fit, decision 083), and the
// office records it with one click: the money goes to the booking's earliest awaited transfer
// through receiveTransfer (in part when less came; a credit for more pays the next one as well),
// the credit's value date as the day received, the credit and the payment changed in one
// transaction. A credit that is no booking's money is set aside. Nothing is recorded unseen: the
// office confirms every match.
import { bookingDisplayNumber } from '#core/booking';
import { addDays, diffDays, todayInBerlin } from '#core/dates';
import { isInt32 } from '#core/int32';
import {
  deleteSettledStatementEntries,
  dismissStatementEntry as dismissEntry,
  findStatementEntry,
  insertStatementEntries,
  listOpenStatementEntries,
} from '#db/repositories/payments-statements';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import {
  findPaymentWithBooking,
  listOpenTransfers,
  listReceivedTransfers,
  type GuestNames,
} from '#db/repositories/payments-records';
import { familyNameOf, normaliseIban, payerNamesGuest } from '#core/payments';
import { requireAccess } from '#services/accounts';
import {
  DomainError,
  isDomainError,
  type AppDeps,
  type JobDefinition,
  type RequestContext,
} from '#services/platform';
import { parseCamtStatement } from './camt';
import {
  awaitedTransfers,
  namesBooking,
  receiveTransfer,
  referencedBookings,
  transferAwaited,
  type ReferencedBooking,
  type TransferReceived,
} from './transfers';
import type { TransferAwaited } from './types';

/** The largest statement file taken (a month of a busy account is a few hundred KB). */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The most credits one page lists (the oldest first). */
export const STATEMENT_ENTRIES_LISTED = 50;
/** The currency payments are asked in: credits in another are not a guest's transfer. */
const CURRENCY = 'EUR';

/** What an upload did. */
export interface StatementImported {
  /** Credits in euros in the file. */
  credits: number;
  /** Of them, new (the others were imported before). */
  imported: number;
  /** Debits, reversals, entries not booked: not money in. */
  skipped: number;
  /** Credits that could not be read, or in another currency. */
  unreadable: number;
}

/** A credit still to be matched, with the transfer its remittance names (or null). */
export interface StatementEntryView {
  entryId: number;
  valueOn: string;
  amountCents: number;
  /** Already recorded against payments. */
  allocatedCents: number;
  /** Still to be matched: amountCents − allocatedCents. */
  leftCents: number;
  payer: string | null;
  payerIban: string | null;
  remittance: string;
  /**
   * The transfer proposed, or null: the earliest awaited transfer of the booking the remittance
   * names (`by: 'reference'`); for a credit whose remittance names no booking at all, the earliest
   * awaited transfer of exactly its amount of the one booking whose guest's family name the
   * payer's name holds (`by: 'amountAndName'`, decision 083: the office checks it the more
   * carefully).
   */
  match: (TransferAwaited & { receiveCents: number; by: 'reference' | 'amountAndName' }) | null;
  /**
   * No proposal by name, though bookings fit by amount and name: several, or one whose transfer
   * another credit names by reference, or the money may be recorded already (`maybeRecorded`).
   * Their booking numbers, for the office to check.
   */
  candidates: string[];
  /**
   * A transfer of the same amount was recorded already (by hand, before the upload) for a booking
   * the credit names, on its value date — or, for a credit naming none, for a booking whose guest's
   * name the payer's holds, within a week of it: perhaps this very money. The office decides.
   */
  maybeRecorded: { bookingNumber: string; amountCents: number; on: string } | null;
}

const invalid = (field: string, key = 'errors.validation.invalidValue') =>
  new DomainError('invalid', key, { field });
const entryNotFound = () =>
  new DomainError('notFound', 'errors.payments.statementEntryNotFound', { field: 'entryId' });
const entryChanged = () =>
  new DomainError('conflict', 'errors.payments.statementEntryChanged', { field: 'entryId' });
/** How far ahead of today a credit's value date may lie (a weekend, a month's end). */
const VALUE_DAYS_AHEAD = 7;

/**
 * Reads a bank statement file and keeps its credits in euros not kept before. `account` is the
 * operator's IBAN for transfers: a file with a statement of another account, or of none it names
 * by IBAN, is refused (its money is not the guests' transfers).
 */
export async function importStatement(
  ctx: RequestContext,
  input: { bytes: Buffer; account: string | null },
): Promise<StatementImported> {
  const office = requireAccess(ctx, 'admin.payments');
  if (input.bytes.length === 0) throw invalid('file', 'errors.payments.statement.empty');
  if (input.bytes.length > STATEMENT_MAX_BYTES) {
    throw invalid('file', 'errors.payments.statement.tooBig');
  }
  const parsed = parseCamtStatement(input.bytes.toString('utf8'));
  if (!parsed.ok) throw invalid('file', `errors.payments.statement.${parsed.reason}`);
  // Every statement in the file must be of the account guests transfer to: a file may hold
  // several accounts' statements (camt.052/054 exports often do), and one without a readable IBAN
  // cannot be told apart from another's. No account configured: no guest transfers to match.
  const own = input.account === null ? null : normaliseIban(input.account);
  if (own === null || parsed.accounts.some((account) => account !== own)) {
    throw invalid('file', 'errors.payments.statement.otherAccount');
  }
  const credits = parsed.entries.filter((entry) => entry.currency === CURRENCY);
  const db = ctx.deps.database.db;
  const imported = await db.transaction(async (tx) => {
    const added = await insertStatementEntries(tx as unknown as typeof db, credits, {
      accountId: Number(office.accountID),
      now: ctx.now,
    });
    await insertAuditEntry(tx, {
      accountId: Number(office.accountID),
      action: 'payments.statementImported',
      target: 'statement:import',
      before: null,
      after: { credits: credits.length, imported: added },
    });
    return added;
  });
  return {
    credits: credits.length,
    imported,
    skipped: parsed.skipped,
    unreadable: parsed.unreadable + parsed.entries.length - credits.length,
  };
}

/** The credits still to be matched, the oldest first, each with the transfer proposed for it. */
export async function statementEntries(
  ctx: RequestContext,
): Promise<{ entries: StatementEntryView[]; total: number }> {
  requireAccess(ctx, 'admin.payments');
  const db = ctx.deps.database.db;
  const { rows, total } = await listOpenStatementEntries(db, STATEMENT_ENTRIES_LISTED);
  const named = rows.map((row) => referencedBookings(row.remittance));
  const numbers = [...new Set(named.flat().map((b) => b.number))];
  // One query for the page: every awaited transfer of every booking a credit names.
  const [awaited, received] = await Promise.all([
    numbers.length === 0
      ? []
      : listOpenTransfers(db, { displayNumbers: numbers, limit: 1000 }).then((r) => r.rows),
    listReceivedTransfers(db, { displayNumbers: numbers }),
  ]);
  const today = todayInBerlin(ctx.now);
  const transfers = awaited.map((row) => transferAwaited(row, today));
  const recorded = received.map(recordedTransfer);
  const byReference = rows.map((row, index) => {
    // The earliest due first (the list's order): a credit for two bookings pays the first, and
    // its rest is matched to the next on the next page.
    const names = named[index] ?? [];
    const leftCents = row.amountCents - row.allocatedCents;
    return {
      leftCents,
      transfer: transfers.find((t) => namesBooking(names, t.bookingNumber)),
      twin: recorded.find(
        (r) =>
          r.on === row.valueOn &&
          (r.amountCents === row.amountCents || r.amountCents === leftCents) &&
          namesBooking(names, r.bookingNumber),
      ),
    };
  });
  // By name only what names no booking at all (the guest forgot the number) and is untouched: a
  // credit naming a paid booking may be that booking's money twice, and a rest left after a
  // credit paid its booking is a surplus to send back — neither is another booking's.
  const byName = await creditsByName(
    ctx,
    rows.filter((row, index) => named[index]?.length === 0 && row.allocatedCents === 0),
    new Set(byReference.flatMap((found) => (found.transfer ? [found.transfer.paymentId] : []))),
  );
  const entries = rows.map((row, index): StatementEntryView => {
    const { leftCents, transfer: referenced, twin } = byReference[index]!;
    const found = byName.get(row.entryId);
    const transfer =
      referenced !== undefined
        ? { ...referenced, by: 'reference' as const }
        : found?.proposal === undefined
          ? undefined
          : { ...found.proposal, by: 'amountAndName' as const };
    const maybe = twin ?? found?.twin;
    return {
      entryId: row.entryId,
      valueOn: row.valueOn,
      amountCents: row.amountCents,
      allocatedCents: row.allocatedCents,
      leftCents,
      payer: row.payer,
      payerIban: row.payerIban,
      remittance: row.remittance,
      match:
        transfer === undefined
          ? null
          : { ...transfer, receiveCents: Math.min(leftCents, transfer.amountCents) },
      candidates: found?.candidates ?? [],
      maybeRecorded:
        maybe === undefined || maybe.on === null
          ? null
          : { bookingNumber: maybe.bookingNumber, amountCents: maybe.amountCents, on: maybe.on },
    };
  });
  return { entries, total };
}

/** A transfer recorded as received, as a credit's warning names it. */
function recordedTransfer(row: {
  amountCents: number;
  paidAt: Date | null;
  displayNumber: number;
  bookingCreatedAt: Date;
}) {
  return {
    bookingNumber: bookingDisplayNumber(row.displayNumber, row.bookingCreatedAt),
    amountCents: row.amountCents,
    on: row.paidAt === null ? null : todayInBerlin(row.paidAt),
  };
}

/** The family names of a booking's guest: the traveller's as booked, else as older rows allow. */
function familyNames(row: GuestNames): string[] {
  if (row.travellerLastName !== null) return [row.travellerLastName];
  return [
    row.customerLastName,
    ...(row.travellerName === null ? [] : [familyNameOf(row.travellerName)]),
  ];
}

/** What a credit naming no booking fits by amount and name. */
interface FoundByName {
  proposal?: TransferAwaited;
  candidates: string[];
  twin?: { bookingNumber: string; amountCents: number; on: string };
}

/** How many days around a credit's value date a transfer recorded by hand may be that money. */
const RECORDED_NEAR_DAYS = 7;

/**
 * For credits that name no booking (decision 083): the bookings with an awaited transfer of
 * exactly the credit's amount, made by its value date, whose guest's family name the payer's name
 * holds. One booking → its earliest due transfer is proposed — unless its transfer is `taken` (a
 * credit on the page names it: this may be the same money sent twice) or a transfer of the same
 * amount and name was recorded within a week of the value date (perhaps this money, recorded by
 * hand): then the bookings are only named, as when several fit. Awaited transfers of these amounts
 * beyond what one query reads (1,000): nothing is proposed by name, as a fit could be missing.
 */
async function creditsByName(
  ctx: RequestContext,
  credits: readonly {
    entryId: number;
    amountCents: number;
    valueOn: string;
    payer: string | null;
  }[],
  taken: ReadonlySet<number>,
): Promise<Map<number, FoundByName>> {
  const found = new Map<number, FoundByName>();
  const withPayer = credits.filter((credit) => credit.payer !== null);
  if (withPayer.length === 0) return found;
  const db = ctx.deps.database.db;
  const amounts = [...new Set(withPayer.map((credit) => credit.amountCents))];
  const earliest = withPayer.map((credit) => credit.valueOn).sort()[0]!;
  const [open, received] = await Promise.all([
    listOpenTransfers(db, { amountsCents: amounts, limit: 1000 }),
    listReceivedTransfers(db, {
      amountsCents: amounts,
      paidSince: new Date(`${addDays(earliest, -RECORDED_NEAR_DAYS - 1)}T00:00:00Z`),
    }),
  ]);
  if (open.total > open.rows.length) return found;
  const today = todayInBerlin(ctx.now);
  for (const credit of withPayer) {
    const fits = open.rows.filter(
      (row) =>
        row.amountCents === credit.amountCents &&
        todayInBerlin(row.bookingCreatedAt) <= credit.valueOn &&
        payerNamesGuest(credit.payer, familyNames(row)),
    );
    const twinRow = received.find(
      (row) =>
        row.amountCents === credit.amountCents &&
        row.paidAt !== null &&
        Math.abs(diffDays(todayInBerlin(row.paidAt), credit.valueOn)) <= RECORDED_NEAR_DAYS &&
        payerNamesGuest(credit.payer, familyNames(row)),
    );
    if (fits.length === 0 && twinRow === undefined) continue;
    const bookingNumbers = [
      ...new Set(fits.map((row) => bookingDisplayNumber(row.displayNumber, row.bookingCreatedAt))),
    ];
    const twin = twinRow === undefined ? undefined : recordedTransfer(twinRow);
    const clear =
      bookingNumbers.length === 1 &&
      twin === undefined &&
      !fits.some((row) => taken.has(row.paymentId));
    found.set(credit.entryId, {
      ...(clear ? { proposal: transferAwaited(fits[0]!, today) } : {}),
      candidates: clear ? [] : bookingNumbers,
      ...(twin?.on ? { twin: { ...twin, on: twin.on } } : {}),
    });
  }
  return found;
}

/** What the office posts to record a credit: as it saw the credit, and the proposal if any. */
export interface StatementEntryPost {
  entryId: number;
  allocatedCents: number;
  bookingNumber: string;
  paymentId?: number;
  amountCents?: number;
}

/**
 * Records a credit's money for a booking (the one its remittance names, or one the office typed):
 * the booking's transfer receives what is left of the credit, at most its amount, on the credit's
 * value date. The transfer is the proposal the office saw (`paymentId`, `amountCents`) while the
 * number is the proposal's booking — recorded only while it is still awaited at that amount —
 * else the typed booking's earliest awaited transfer. `allocatedCents` is what the office saw
 * recorded from the credit: a credit changed since (another post, set aside) is refused, and
 * nothing is written.
 */
export async function receiveStatementEntry(
  ctx: RequestContext,
  input: StatementEntryPost,
): Promise<TransferReceived & { entryLeftCents: number }> {
  requireAccess(ctx, 'admin.payments');
  if (!isInt32(input.entryId)) throw invalid('entryId');
  if (!isInt32(input.allocatedCents, 0)) throw invalid('allocatedCents');
  const named = referencedBookings(input.bookingNumber.slice(0, 40));
  if (named.length !== 1) throw invalid('bookingNumber', 'errors.payments.bookingNumberInvalid');
  if (input.paymentId !== undefined && !isInt32(input.paymentId)) {
    throw invalid('paymentId');
  }
  if (input.amountCents !== undefined && !isInt32(input.amountCents, 0)) {
    throw invalid('amountCents');
  }
  const db = ctx.deps.database.db;
  const entry = await findStatementEntry(db, input.entryId);
  if (entry === null) throw entryNotFound();
  if (entry.status !== 'open' || entry.allocatedCents !== input.allocatedCents) {
    throw entryChanged();
  }
  const today = todayInBerlin(ctx.now);
  // A bank may date a credit a few days ahead (weekends, month ends): the money is here today.
  // Further ahead is no credit of this statement's.
  if (entry.valueOn > addDays(today, VALUE_DAYS_AHEAD)) {
    throw invalid('bookingNumber', 'errors.payments.statementDateMismatch');
  }
  const target =
    (await proposedTransfer(ctx, named, input)) ??
    // Else the booking's earliest awaited transfer, as the page's search by reference finds it.
    (await awaitedTransfers(ctx, { reference: input.bookingNumber.slice(0, 40) })).transfers[0] ??
    null;
  if (target === null) {
    throw new DomainError('conflict', 'errors.payments.statementNoTransfer', {
      field: 'bookingNumber',
    });
  }
  const leftCents = entry.amountCents - entry.allocatedCents;
  const receivedCents = Math.min(leftCents, target.amountCents);
  try {
    const received = await receiveTransfer(ctx, {
      paymentId: target.paymentId,
      amountCents: target.amountCents,
      receivedCents,
      receivedOn: entry.valueOn > today ? today : entry.valueOn,
      statementEntry: { entryId: entry.entryId, seenAllocatedCents: entry.allocatedCents },
    });
    return { ...received, entryLeftCents: leftCents - receivedCents };
  } catch (error) {
    // The credit's value date lies before the booking was made, or over a year back: this credit
    // cannot be that booking's transfer (receiveTransfer names its own field, receivedOn).
    if (isDomainError(error) && error.field === 'receivedOn') {
      throw invalid('bookingNumber', 'errors.payments.statementDateMismatch');
    }
    throw error;
  }
}

/** The proposal's transfer as the form carried it, when it is of the booking the number names. */
async function proposedTransfer(
  ctx: RequestContext,
  named: readonly ReferencedBooking[],
  input: { paymentId?: number; amountCents?: number },
): Promise<{ paymentId: number; amountCents: number } | null> {
  if (input.paymentId === undefined || input.amountCents === undefined) return null;
  const found = await findPaymentWithBooking(ctx.deps.database.db, input.paymentId);
  if (found === null) return null;
  const number = bookingDisplayNumber(found.booking.displayNumber, found.booking.createdAt);
  return namesBooking(named, number)
    ? { paymentId: input.paymentId, amountCents: input.amountCents }
    : null;
}

/** The office sets a credit aside: not a guest's transfer, or its surplus was sent back. */
export async function dismissStatementEntry(
  ctx: RequestContext,
  input: { entryId: number; allocatedCents: number },
): Promise<{ amountCents: number; leftCents: number }> {
  const office = requireAccess(ctx, 'admin.payments');
  if (!isInt32(input.entryId)) throw invalid('entryId');
  if (!isInt32(input.allocatedCents, 0)) throw invalid('allocatedCents');
  const db = ctx.deps.database.db;
  if ((await findStatementEntry(db, input.entryId)) === null) throw entryNotFound();
  const row = await db.transaction((tx) =>
    dismissEntry(tx as unknown as typeof db, {
      entryId: input.entryId,
      seenAllocatedCents: input.allocatedCents,
      now: ctx.now,
      accountId: Number(office.accountID),
    }),
  );
  if (row === null) throw entryChanged();
  return { amountCents: row.amountCents, leftCents: row.amountCents - row.allocatedCents };
}

/**
 * How long a settled credit (recorded in full or set aside) is kept: the payer's name, IBAN and
 * remittance are the office's working copy of the bank's statement, which the operator keeps in
 * its books anyway; past a year and a month nothing can be recorded from it (value dates over a
 * year back are refused). Open credits stay until the office settles them.
 */
export const STATEMENT_RETENTION_DAYS = 400;

/** Deletes the credits settled more than STATEMENT_RETENTION_DAYS ago; how many. */
export async function pruneStatementEntries(
  deps: Pick<AppDeps, 'database'>,
  now: Date,
): Promise<{ before: string; deleted: number }> {
  const before = new Date(now.getTime() - STATEMENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  return {
    before: before.toISOString(),
    deleted: await deleteSettledStatementEntries(deps.database.db, before),
  };
}

/** Every night at 03:40 Berlin time, after the tracking retention. */
export const statementRetentionJob: JobDefinition = {
  name: 'payments.statement-retention',
  cron: '40 3 * * *',
  pollingSeconds: 60,
  run: ({ deps, now }) => pruneStatementEntries(deps, now),
};
