// The stay as an iCalendar file (RFC 5545) for the guest's calendar: one all-day event from the
// arrival to the departure day (DTEND of an all-day event is exclusive, so the departure day
// itself is not blocked — as the stay's nights are counted). Pure; the booking's finish page
// links it (app/routes/booking-calendar.ts). Also the landlord's feed of an object's occupancy
// (decision 095), which other portals and calendars subscribe to.
import type { IsoDate } from '#core/dates';

export interface CalendarStay {
  /** The operator brand's name: the file's producer (PRODID). */
  brand: string;
  /** Stable over repeated downloads: the calendar replaces the event instead of adding one. */
  uid: string;
  startDate: IsoDate;
  endDate: IsoDate;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /**
   * `tentative` while the landlord has not confirmed (or an option holds the dates), `confirmed`
   * once confirmed, `cancelled` when the booking no longer holds the stay (cancelled, declined,
   * lapsed). Each later state has a higher SEQUENCE under the same UID, so a calendar that
   * imported the stay updates it instead of keeping a trip that will not happen. A file said
   * CONFIRMED while the booking still waited for the landlord.
   */
  state: 'tentative' | 'confirmed' | 'cancelled';
}

const STATE_LINES: Record<CalendarStay['state'], readonly string[]> = {
  tentative: ['STATUS:TENTATIVE', 'SEQUENCE:0', 'TRANSP:OPAQUE'],
  confirmed: ['STATUS:CONFIRMED', 'SEQUENCE:1', 'TRANSP:OPAQUE'],
  cancelled: ['STATUS:CANCELLED', 'SEQUENCE:2', 'TRANSP:TRANSPARENT'],
};

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function icsText(value: string): string {
  return (
    value
      // TEXT allows no control characters but tab and the line breaks escaped below (a catalogue
      // title could bring one); matching them is the point here.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
  );
}

/** RFC 5545 3.1: content lines longer than 75 octets are folded (CRLF and a blank). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = bytes.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const day = (date: IsoDate) => date.replace(/-/g, '');

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

export function stayCalendar(stay: CalendarStay): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(stay.brand).replace(/\//g, '')}//Booking//DE`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(stay.uid)}`,
    `DTSTAMP:${stamp(stay.now)}`,
    `DTSTART;VALUE=DATE:${day(stay.startDate)}`,
    `DTEND;VALUE=DATE:${day(stay.endDate)}`,
    `SUMMARY:${icsText(stay.summary)}`,
    `DESCRIPTION:${icsText(stay.description)}`,
    `LOCATION:${icsText(stay.location)}`,
    `URL:${stay.url}`,
    ...STATE_LINES[stay.state],
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** One occupied stay of an object in the landlord's feed. */
export interface OccupancyEvent {
  /** Stable for the booking: a calendar that polls the feed updates the event in place. */
  uid: string;
  startDate: IsoDate;
  endDate: IsoDate;
  summary: string;
  /** Confirmed bookings; requests and options block the dates too, tentatively. */
  state: 'tentative' | 'confirmed';
}

/**
 * The feed of an object's occupancy (decision 095): every booking or live option that blocks its
 * nights, as all-day events (DTEND exclusive: the departure day can be the next arrival). Stays
 * that no longer block are simply left out — a subscribed calendar drops them on its next poll.
 */
export function occupancyCalendar(feed: {
  brand: string;
  /** The calendar's name as a calendar app lists it (X-WR-CALNAME). */
  name: string;
  events: readonly OccupancyEvent[];
  now: Date;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(feed.brand).replace(/\//g, '')}//Occupancy//DE`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(feed.name)}`,
    // Calendars that honour it poll hourly (RFC 7986 REFRESH-INTERVAL and its older X- twin).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(event.uid)}`,
      `DTSTAMP:${stamp(feed.now)}`,
      `DTSTART;VALUE=DATE:${day(event.startDate)}`,
      `DTEND;VALUE=DATE:${day(event.endDate)}`,
      `SUMMARY:${icsText(event.summary)}`,
      // Without SEQUENCE: a subscriber replaces the whole feed on each poll, and a request that
      // became an option would keep its number.
      ...STATE_LINES[event.state].filter((line) => !line.startsWith('SEQUENCE:')),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
