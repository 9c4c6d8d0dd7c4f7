// The operator's bank statements at /admin/payments/ (decision 082, permission admin.payments): the
// office uploads the bank's CAMT file (camt.053 statement, camt.052 report, camt.054 notice); its
// credits in euros are kept, once per bank reference, so the same statement uploaded twice — or
// two that overlap — adds nothing. Each credit still to be matched is shown with the transfer it
// names (the booking number in its remittance line, as the guest was told to give it), and the
// office records it with one click: the money goes to the booking's earliest awaited transfer
// through receiveTransfer (in part when less came; a credit for more pays the next one as well),
// the credit's value date as the day received, the credit and the payment changed in one
// transaction. A credit that is no booking's money is set aside. Nothing is recorded unseen: the
// office confirms every match.
import { todayInBerlin } from '#core/dates';
import {
  dismissStatementEntry as dismissEntry,
  findStatementEntry,
  insertStatementEntries,
  listOpenStatementEntries,
} from '#db/repositories/payments-statements';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import { listOpenTransfers } from '#db/repositories/payments-records';
import { normaliseIban } from '#core/payments';
import { requireAccess } from '#services/accounts';
import { DomainError, isDomainError, type RequestContext } from '#services/platform';
import { parseCamtStatement } from './camt';
import {
  namesBooking,
  receiveTransfer,
  referencedBookings,
  transferAwaited,
  type TransferReceived,
} from './transfers';
import type { TransferAwaited } from './types';

/** The largest statement file taken (a month of a busy account is a few hundred KB). */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The most credits one page lists (the oldest first). */
export const STATEMENT_ENTRIES_LISTED = 50;
/** The currency payments are asked in: credits in another are not a guest's transfer. */
const CURRENCY = 'EUR';
const INT_MAX = 2_147_483_647;

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
  /** The earliest awaited transfer of the booking the remittance names, or null. */
  match: (TransferAwaited & { receiveCents: number }) | null;
}

const invalid = (field: string, key = 'errors.validation.invalidValue') =>
  new DomainError('invalid', key, { field });
const validId = (id: number) => Number.isSafeInteger(id) && id >= 0 && id <= INT_MAX;

/**
 * Reads a bank statement file and keeps its credits in euros not kept before. `account` is the
 * operator's IBAN for transfers: a statement of another account is refused (its money is not the
 * guests' transfers).
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
  if (
    parsed.account !== null &&
    input.account !== null &&
    parsed.account !== normaliseIban(input.account)
  ) {
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

/** The credits still to be matched, the oldest first, each with the transfer it names. */
export async function statementEntries(
  ctx: RequestContext,
): Promise<{ entries: StatementEntryView[]; total: number }> {
  requireAccess(ctx, 'admin.payments');
  const db = ctx.deps.database.db;
  const { rows, total } = await listOpenStatementEntries(db, STATEMENT_ENTRIES_LISTED);
  const named = rows.map((row) => referencedBookings(row.remittance));
  const numbers = [...new Set(named.flat().map((b) => b.number))];
  // One query for the page: every awaited transfer of every booking a credit names.
  const awaited =
    numbers.length === 0
      ? []
      : (await listOpenTransfers(db, { displayNumbers: numbers, limit: 1000 })).rows;
  const today = todayInBerlin(ctx.now);
  const transfers = awaited.map((row) => transferAwaited(row, today));
  const entries = rows.map((row, index): StatementEntryView => {
    const leftCents = row.amountCents - row.allocatedCents;
    // The earliest due first (the list's order): a credit for two bookings pays the first, and
    // its rest is matched to the next on the next page.
    const transfer = transfers.find((t) => namesBooking(named[index] ?? [], t.bookingNumber));
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
    };
  });
  return { entries, total };
}

/**
 * Records a credit's money for a booking (the one its remittance names, or one the office typed):
 * the booking's earliest awaited transfer receives what is left of the credit, at most its amount,
 * on the credit's value date. `allocatedCents` is what the office saw recorded from the credit: a
 * credit changed since (another post, set aside) is refused, and nothing is written.
 */
export async function receiveStatementEntry(
  ctx: RequestContext,
  input: { entryId: number; allocatedCents: number; bookingNumber: string },
): Promise<TransferReceived & { entryLeftCents: number }> {
  requireAccess(ctx, 'admin.payments');
  if (!validId(input.entryId) || input.entryId === 0) throw invalid('entryId');
  if (!validId(input.allocatedCents)) throw invalid('allocatedCents');
  const named = referencedBookings(input.bookingNumber.slice(0, 40));
  if (named.length !== 1) throw invalid('bookingNumber', 'errors.payments.bookingNumberInvalid');
  const db = ctx.deps.database.db;
  const entry = await findStatementEntry(db, input.entryId);
  if (entry === null) {
    throw new DomainError('notFound', 'errors.payments.statementEntryNotFound', {
      field: 'entryId',
    });
  }
  if (entry.status !== 'open' || entry.allocatedCents !== input.allocatedCents) {
    throw new DomainError('conflict', 'errors.payments.statementEntryChanged', {
      field: 'entryId',
    });
  }
  const { rows } = await listOpenTransfers(db, {
    displayNumbers: named.map((b) => b.number),
    limit: 20,
  });
  const today = todayInBerlin(ctx.now);
  const transfer = rows
    .map((row) => transferAwaited(row, today))
    .find((t) => namesBooking(named, t.bookingNumber));
  if (transfer === undefined) {
    throw new DomainError('conflict', 'errors.payments.statementNoTransfer', {
      field: 'bookingNumber',
    });
  }
  const leftCents = entry.amountCents - entry.allocatedCents;
  const receivedCents = Math.min(leftCents, transfer.amountCents);
  try {
    const received = await receiveTransfer(ctx, {
      paymentId: transfer.paymentId,
      amountCents: transfer.amountCents,
      receivedCents,
      // A value date the bank puts after today (it happens at month ends): money is here today.
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

/** The office sets a credit aside: not a guest's transfer, or its surplus was sent back. */
export async function dismissStatementEntry(
  ctx: RequestContext,
  input: { entryId: number; allocatedCents: number },
): Promise<{ amountCents: number; leftCents: number }> {
  const office = requireAccess(ctx, 'admin.payments');
  if (!validId(input.entryId) || input.entryId === 0) throw invalid('entryId');
  if (!validId(input.allocatedCents)) throw invalid('allocatedCents');
  const db = ctx.deps.database.db;
  const row = await db.transaction((tx) =>
    dismissEntry(tx as unknown as typeof db, {
      entryId: input.entryId,
      seenAllocatedCents: input.allocatedCents,
      now: ctx.now,
      accountId: Number(office.accountID),
    }),
  );
  if (row === null) {
    throw new DomainError('conflict', 'errors.payments.statementEntryChanged', {
      field: 'entryId',
    });
  }
  return { amountCents: row.amountCents, leftCents: row.amountCents - row.allocatedCents };
}
