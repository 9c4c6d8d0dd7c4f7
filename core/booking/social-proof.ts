// Social proof (issue 15): what /bookingStalker/ and the object page may tell of recent bookings,
// and the coarse "booked 2 hours ago" of each. Pure: the service (services/booking/social-proof.ts)
// reads the bookings and applies these rules; the screens only format what arrives.
//
// PRIVACY RULE (docs/security.md "Social proof"): a visitor learns that a real booking (requested,
// confirmed or paid — never an option, a declined, cancelled or lapsed booking) was made, of which
// type of house, in which region and country, for how many nights and roughly how long ago. Never
// the guest's name, city, party, the travel dates, the exact booking time, the object's number or
// title. A region where fewer than MIN_OBJECTS_PER_AREA active objects of that type exist would
// point at one house and perhaps its guest: such a booking names the country only, and where the
// country too has fewer, it is left out.

/** How long ago, coarsely: under an hour, whole hours, yesterday (24–48 h), whole days. */
export type BookedAgo =
  | { unit: 'justNow' }
  | { unit: 'hours'; count: number }
  | { unit: 'yesterday' }
  | { unit: 'days'; count: number };

export type SocialObjectType = 'house' | 'apartment';

/** One anonymised booking of the /bookingStalker/ list. */
export interface RecentBookingItem {
  /** The region's name in the page language; null where the region alone is too small. */
  region: string | null;
  country: string;
  objectType: SocialObjectType;
  nights: number;
  bookedAgo: BookedAgo;
}

export interface RecentBookings {
  items: RecentBookingItem[];
}

/** The object page's notice: real bookings of the object in the last NOTICE_DAYS days. */
export interface ObjectBookingNotice {
  count: number;
  days: number;
  lastBookedAgo: BookedAgo;
}

/** The list covers the last 30 days, at most 20 bookings. */
export const RECENT_DAYS = 30;
export const RECENT_LIMIT = 20;
/** The object notice counts the last 7 days. */
export const NOTICE_DAYS = 7;
/** Fewer active objects of one type in an area than this would identify one house. */
export const MIN_OBJECTS_PER_AREA = 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The coarse age of a booking made at `at`, seen at `now` (a later stamp counts as just now). */
export function bookedAgo(at: Date, now: Date): BookedAgo {
  const age = Math.max(0, now.getTime() - at.getTime());
  if (age < HOUR_MS) return { unit: 'justNow' };
  if (age < DAY_MS) return { unit: 'hours', count: Math.floor(age / HOUR_MS) };
  if (age < 2 * DAY_MS) return { unit: 'yesterday' };
  return { unit: 'days', count: Math.floor(age / DAY_MS) };
}

/**
 * Where a booking may be placed: its region when enough objects of its type are there, else only
 * its country when the country has enough, else nowhere (null: the booking is left out).
 */
export function anonymousArea(
  regionObjects: number,
  countryObjects: number,
  minimum = MIN_OBJECTS_PER_AREA,
): 'region' | 'country' | null {
  if (regionObjects >= minimum) return 'region';
  if (countryObjects >= minimum) return 'country';
  return null;
}
