import { describe, expect, it } from 'vitest';
import { foldLine, icsText, occupancyCalendar, stayCalendar } from './ics';

describe('the stay as an iCalendar file', () => {
  const file = stayCalendar({
    uid: 'booking-42@feriora',
    brand: 'Seeblick Ferien',
    startDate: '2026-07-04',
    endDate: '2026-07-11',
    summary: 'Ferienunterkunft: Haus am See; Nord, Süd',
    description: 'Buchungsnummer 20269000001\nKundennummer 7',
    location: 'Grado, Friaul',
    url: 'https://example.com/object/100001/',
    now: new Date('2026-03-01T10:15:30.123Z'),
    state: 'confirmed',
  });
  const lines = file.split('\r\n');

  it('is one all-day event from arrival to departure (exclusive end), with CRLF lines', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260704');
    expect(lines).toContain('DTEND;VALUE=DATE:20260711');
    expect(lines).toContain('DTSTAMP:20260301T101530Z');
    expect(lines).toContain('UID:booking-42@feriora');
    // The producer is the operator brand, never a name of the code's.
    expect(lines).toContain('PRODID:-//Seeblick Ferien//Booking//DE');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  /** The same stay's file made again a day later, in another state. */
  const later = (state: 'tentative' | 'cancelled') =>
    stayCalendar({
      uid: 'booking-42@feriora',
      brand: 'Seeblick Ferien',
      startDate: '2026-07-04',
      endDate: '2026-07-11',
      summary: 'x',
      description: 'y',
      location: 'z',
      url: 'https://example.com/',
      now: new Date('2026-03-02T10:00:00Z'),
      state,
    }).split('\r\n');

  it('marks a stay the booking no longer holds as cancelled under the same UID', () => {
    expect(lines).toContain('STATUS:CONFIRMED');
    const waiting = later('tentative');
    // Waiting for the landlord: not CONFIRMED (it said so), and confirmed later replaces it.
    expect(waiting).toContain('STATUS:TENTATIVE');
    expect(waiting).toContain('SEQUENCE:0');
    expect(lines).toContain('SEQUENCE:1');
    const cancelled = later('cancelled');
    expect(cancelled).toContain('UID:booking-42@feriora');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(cancelled).not.toContain('TRANSP:OPAQUE');
  });

  it('escapes text values', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(lines).toContain('SUMMARY:Ferienunterkunft: Haus am See\\; Nord\\, Süd');
    expect(lines).toContain('DESCRIPTION:Buchungsnummer 20269000001\\nKundennummer 7');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'ä'.repeat(60)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
  });
});

describe("the landlord's occupancy feed", () => {
  const feed = occupancyCalendar({
    brand: 'Seeblick Ferien',
    name: 'Seeblick Ferien: Haus am See, Nord (100001)',
    now: new Date('2026-03-01T10:15:30.123Z'),
    events: [
      {
        uid: 'occupancy-7@feriora',
        startDate: '2026-07-04',
        endDate: '2026-07-11',
        summary: 'Gebucht (2026-100007)',
        state: 'confirmed',
      },
      {
        uid: 'occupancy-8@feriora',
        startDate: '2026-07-11',
        endDate: '2026-07-13',
        summary: 'Option (2026-100008)',
        state: 'tentative',
      },
    ],
  });
  const lines = feed.split('\r\n');

  it('lists every stay as an all-day event, in one named calendar with CRLF lines', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('PRODID:-//Seeblick Ferien//Occupancy//DE');
    expect(lines).toContain('X-WR-CALNAME:Seeblick Ferien: Haus am See\\, Nord (100001)');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART;VALUE=DATE:20260704');
    expect(lines).toContain('DTEND;VALUE=DATE:20260711');
    // The departure day is the next arrival: both events hold, neither overlaps.
    expect(lines).toContain('DTSTART;VALUE=DATE:20260711');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(feed).not.toContain('SEQUENCE');
    expect(lines).toContain('SUMMARY:Option (2026-100008)');
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('drops control characters a title could bring, keeping tab and line breaks escaped', () => {
    expect(icsText('Haus\u0000am\u0007 See\tNord\u007f\nSüd')).toBe('Hausam See\tNord\\nSüd');
  });

  it('is a valid empty calendar without stays', () => {
    const empty = occupancyCalendar({ brand: 'B', name: 'N', now: new Date(0), events: [] });
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty.split('\r\n')).toContain('END:VCALENDAR');
  });
});
