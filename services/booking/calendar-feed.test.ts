// The feed address's secret (decision 095). Version 0 must stay the formula of the first
// addresses — the object number alone under the feed key — or every address already mailed
// would stop working: pinned here against an HMAC computed apart from the code.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calendarFeedToken, feedOpenTo } from './calendar-feed';

const deps = { jwtSecret: new TextEncoder().encode('a fixed test secret of enough length') };

function expected(subject: string): string {
  const key = createHmac('sha256', deps.jwtSecret)
    .update('feriora landlord calendar feed')
    .digest();
  return createHmac('sha256', key).update(subject).digest('base64url');
}

describe('calendar feed token', () => {
  it('keeps version 0 as the object number alone, and later versions apart', () => {
    expect(calendarFeedToken(deps, 4711, 0)).toBe(expected('4711'));
    expect(calendarFeedToken(deps, 4711, 1)).toBe(expected('4711/1'));
    expect(calendarFeedToken(deps, 4711, 2)).not.toBe(calendarFeedToken(deps, 4711, 1));
    expect(calendarFeedToken(deps, 4712, 0)).not.toBe(calendarFeedToken(deps, 4711, 0));
  });
});

describe('feedOpenTo', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('opens the feed to a stay that holds the nights or ended at most 30 days ago', () => {
    expect(feedOpenTo({ status: 'requested', endDate: '2027-01-10' }, now)).toBe(true);
    expect(feedOpenTo({ status: 'option', endDate: '2027-01-10' }, now)).toBe(true);
    expect(feedOpenTo({ status: 'paid', endDate: '2026-11-01' }, now)).toBe(true);
    expect(feedOpenTo({ status: 'confirmed', endDate: '2026-10-31' }, now)).toBe(false);
    expect(feedOpenTo({ status: 'declined', endDate: '2027-01-10' }, now)).toBe(false);
    expect(feedOpenTo({ status: 'cancelled', endDate: '2027-01-10' }, now)).toBe(false);
  });
});
