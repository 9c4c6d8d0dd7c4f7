import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  TRANSITIONS,
  cancellationDeadline,
  isBlocking,
  optionExpiresAt,
  transition,
  type TransitionName,
} from './index';

describe('booking transitions', () => {
  it('converts an option for its guest and nobody converts a booking twice', () => {
    expect(transition('option', 'convert', 'guest')).toEqual({
      ok: true,
      from: 'option',
      to: 'requested',
    });
    expect(transition('requested', 'convert', 'guest')).toEqual({
      ok: false,
      reason: 'notAllowedFromState',
    });
  });

  it('lets only the named actors trigger a transition', () => {
    expect(transition('option', 'expire', 'guest')).toEqual({
      ok: false,
      reason: 'notAllowedForActor',
    });
    expect(transition('requested', 'confirm', 'guest').ok).toBe(false);
    expect(transition('requested', 'confirm', 'landlord').ok).toBe(true);
    expect(transition('paid', 'cancel', 'landlord').ok).toBe(false);
    expect(transition('paid', 'cancel', 'guest').ok).toBe(true);
    expect(transition('paid', 'cancel', 'office').ok).toBe(true);
  });

  it('has no transition out of an ended booking', () => {
    const names = Object.keys(TRANSITIONS) as TransitionName[];
    for (const ended of ['expired', 'declined', 'cancelled'] as const) {
      for (const name of names) {
        for (const actor of BOOKING_ACTORS) expect(transition(ended, name, actor).ok).toBe(false);
      }
    }
  });

  it('blocks the dates exactly in the live states', () => {
    expect(BOOKING_STATUSES.filter(isBlocking)).toEqual([
      'requested',
      'option',
      'confirmed',
      'paid',
    ]);
    // Every transition into an ended state leaves a blocking one: the occupancy row must go.
    for (const rule of Object.values(TRANSITIONS)) {
      if (!isBlocking(rule.to)) expect(rule.from.every((s) => isBlocking(s))).toBe(true);
    }
  });

  it('holds an option for whole days and ends free cancellation before arrival', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(optionExpiresAt(now, 3).toISOString()).toBe('2026-05-04T10:00:00.000Z');
    expect(cancellationDeadline('2026-06-30', 30, '2026-05-01')).toBe('2026-05-31');
    expect(cancellationDeadline('2026-05-20', 30, '2026-05-01')).toBeNull();
  });
});
