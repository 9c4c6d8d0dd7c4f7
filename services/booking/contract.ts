// What the guest's mails of a booking say of its contract (DOMAIN.md "The booking page", §312g (2)
// no. 9 BGB): whom it is with, that no right of withdrawal exists, the cancellation terms, the
// costs due on site beside the total — the summary step's words, in the guest's mailbox — and,
// linked by the mail, the travel conditions. Read when the mail is queued from the
// booking as made (its stored quote) and the object's landlord or agency.
import { contractPartyOf, type ContractParty } from '#db/repositories/booking-landlord';
import type { BookingRecord } from '#db/repositories/booking-records';
import { freeCancellationOf } from '#core/booking/cancellation';
import { todayInBerlin } from '#core/dates';
import type { Db } from '#db/client';
import type { BookingQuote } from '#services/pricing/types';

/** A cost due on site (not in the total): the quote's line. */
export interface OnSiteCost {
  /** Key of the pricing namespace's `services.*`. */
  name: string;
  amountCents: number;
  unitAmountCents: number | null;
  /** core/pricing ServiceUnit, or null for once per stay. */
  unit: string | null;
  /** Paid back after the stay (a security deposit). */
  refundable: boolean;
}

export interface ContractFacts {
  /** The landlord or operator the contract is with; null when the object is gone. */
  party: ContractParty | null;
  /** The mandatory costs due on site, as the quote of the booking had them. */
  onSite: OnSiteCost[];
  /**
   * The free cancellation of the stay: the object's days as booked or the general terms' default
   * (what the user area charges by); its last day, null once passed, then `feePercent`, the fee a
   * cancellation costs today (decision 102). Null only in mails queued before.
   */
  cancellation: {
    deadline: string | null;
    deadlineDays: number;
    feePercent?: number | null;
  } | null;
}

/** The booking's quote as stored with it (rows before quotes were stored hold the engine's). */
export function storedQuote(booking: Pick<BookingRecord, 'price'>): BookingQuote | null {
  const price = booking.price;
  return 'lines' in price ? (price as unknown as BookingQuote) : null;
}

/**
 * The contract of `booking` as of `now`: a free-cancellation day that passed since the quote was
 * made (an option converted, a booking confirmed days later) reads as passed, as the pages say.
 */
export async function contractFacts(
  tx: Db,
  booking: Pick<BookingRecord, 'objectNumber' | 'price' | 'startDate'>,
  now: Date,
): Promise<ContractFacts> {
  const quote = storedQuote(booking);
  const free = freeCancellationOf(
    booking.startDate,
    todayInBerlin(now),
    quote?.cancellation?.deadlineDays ?? null,
  );
  return {
    party: await contractPartyOf(tx, booking.objectNumber),
    onSite: (quote?.onSite ?? [])
      .filter((line) => line.kind === 'onSite')
      .map((line) => ({
        name: line.name,
        amountCents: line.amount,
        unitAmountCents: line.unitAmount,
        unit: line.unit,
        refundable: line.refundable,
      })),
    cancellation: {
      deadline: free.open ? free.deadline : null,
      deadlineDays: free.days,
      feePercent: free.feePercent,
    },
  };
}
