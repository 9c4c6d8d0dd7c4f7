// The states of a booking and the transitions between them, as data (issue 14, contract 4;
// docs/decisions/055-occupancy-and-booking-states.md). Pure: the booking slice applies a transition
// through `transition()` inside the transaction that changes the row, and records it
// (booking_events: time, actor, from, to).
//
//   create ──► option ──convert──► requested ──confirm──► confirmed ──paymentComplete──► paid
//                │                    │
//                ├─expire─► expired   ├─decline─► declined
//                ├─decline─► declined └─cancel──► cancelled (also from confirmed and paid)
//                └─cancel──► cancelled
//
// A booking ('zahlungspflichtig buchen') is binding for the guest at once and waits as `requested`
// for the landlord's confirmation (the link of the landlord mail, issue 15); an option holds the
// dates free of charge until it is converted or lapses. `paid` means confirmed and paid in full: a
// guest who pays everything before the landlord answered stays `requested` (the landlord still
// confirms or declines — a decline refunds), and the confirmation moves it on to `paid`. Before,
// such a booking went straight to `paid`: the landlord could no longer answer, and the finish page
// told the guest the host had confirmed.

export const BOOKING_STATUSES = [
  'requested',
  'option',
  'confirmed',
  'paid',
  'declined',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTORS = ['guest', 'landlord', 'system', 'office'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

export type BookingMethod = 'booking' | 'option';

/** States whose dates are taken (they have a row in the occupancy table). */
export const BLOCKING_STATUSES: ReadonlySet<BookingStatus> = new Set([
  'option',
  'requested',
  'confirmed',
  'paid',
]);

/** States a booking starts in, by its method. */
export const INITIAL_STATUS: Readonly<Record<BookingMethod, BookingStatus>> = {
  booking: 'requested',
  option: 'option',
};

export interface TransitionRule {
  readonly from: readonly BookingStatus[];
  readonly to: BookingStatus;
  /** Who may trigger it. */
  readonly actors: readonly BookingActor[];
}

export const TRANSITIONS = {
  /** The guest turns the option into a booking (finish page or the mail's link). */
  convert: { from: ['option'], to: 'requested', actors: ['guest', 'office'] },
  /** The option's hold ended (the expiry job, or the next booking of the object). */
  expire: { from: ['option'], to: 'expired', actors: ['system'] },
  /** The landlord accepts the booking (landlord confirmation page, issue 15). */
  confirm: { from: ['requested'], to: 'confirmed', actors: ['landlord', 'office'] },
  /** The landlord refuses the booking or the option. */
  decline: { from: ['requested', 'option'], to: 'declined', actors: ['landlord', 'office'] },
  /**
   * Every payment of the confirmed booking has arrived (payments' confirmation, or the landlord's
   * confirmation of a booking paid before).
   */
  paymentComplete: { from: ['confirmed'], to: 'paid', actors: ['system'] },
  /**
   * Cancelled: the guest from the user area (free until the object's deadline, later with the
   * costs of its cancellation terms; issue 15), or the office.
   */
  cancel: {
    from: ['option', 'requested', 'confirmed', 'paid'],
    to: 'cancelled',
    actors: ['guest', 'office'],
  },
  /** The guest lets an option go before it lapses. */
  release: { from: ['option'], to: 'cancelled', actors: ['guest'] },
} as const satisfies Record<string, TransitionRule>;

export type TransitionName = keyof typeof TRANSITIONS;

export type TransitionResult =
  | { ok: true; from: BookingStatus; to: BookingStatus }
  | { ok: false; reason: 'notAllowedFromState' | 'notAllowedForActor' };

/**
 * Whether `actor` may apply `name` to a booking in state `from`, and the state it leads to. The one
 * function every state change goes through; the caller writes the result and its event together.
 */
export function transition(
  from: BookingStatus,
  name: TransitionName,
  actor: BookingActor,
): TransitionResult {
  const rule: TransitionRule = TRANSITIONS[name];
  if (!rule.actors.includes(actor)) return { ok: false, reason: 'notAllowedForActor' };
  if (!rule.from.includes(from)) return { ok: false, reason: 'notAllowedFromState' };
  return { ok: true, from, to: rule.to };
}

/** Whether the booking's dates are taken in this state. */
export function isBlocking(status: BookingStatus): boolean {
  return BLOCKING_STATUSES.has(status);
}
