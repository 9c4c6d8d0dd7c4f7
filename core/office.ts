// The office contact widget's rules (SPEC.md §2, §3 "Office contact", §4 office times): who answers
// which visitors (contexts), the page types an editor can give a notice, and when the office is
// next reachable — shown as today / tomorrow / the day after tomorrow from the staff's next start
// time, in Berlin wall time. Pure: the server computes with the request's clock, the browser only
// renders what the answer says (so a fixed test clock decides every label).
import { addDays, diffDays, todayInBerlin, type IsoDate } from './dates';

/** Whose questions the widget answers (office_staff.contexts). */
export const OFFICE_CONTEXTS = ['default', 'object', 'retailer', 'agency', 'partner'] as const;
export type OfficeContext = (typeof OFFICE_CONTEXTS)[number];

/** Page types an overwrite text (office_overwrites.page_type) can be given for. */
export const OFFICE_PAGE_TYPES = [
  'default',
  'home',
  'search',
  'object',
  'content',
  'retailer',
  'agency',
  'partner',
] as const;
export type OfficePageType = (typeof OFFICE_PAGE_TYPES)[number];

/** How an opening day is named (SPEC §4: today, tomorrow, afterTomorrow; later days by date). */
export type OfficeDay = 'today' | 'tomorrow' | 'afterTomorrow' | 'later';

/**
 * SPEC §4: the dynamic display (today/tomorrow/…) belongs to the global and agency routes; every
 * other route (object page, landlord, partner) shows the static opening hours text.
 */
export function officeTimesMode(context: OfficeContext): 'dynamic' | 'static' {
  return context === 'default' || context === 'agency' ? 'dynamic' : 'static';
}

export interface OfficeShift {
  staffId: number;
  startsAt: Date;
  endsAt: Date;
}

export interface OfficeOpening {
  day: OfficeDay;
  /** The Berlin date of the opening. */
  date: IsoDate;
  /** Berlin wall time 'HH:MM' of the day's first start and last end (merged shifts). */
  from: string;
  to: string;
  /** A shift is running at `now`. */
  openNow: boolean;
  /** The staff working on that day (ids, in order of their first start). */
  staffIds: number[];
}

const BERLIN_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/** Berlin wall time of an instant, 'HH:MM'. */
export function berlinTime(at: Date): string {
  return BERLIN_TIME.format(at);
}

/** The day label for a Berlin date seen from `today` (a past date counts as today: ongoing). */
export function officeDay(date: IsoDate, today: IsoDate): OfficeDay {
  const diff = diffDays(today, date);
  if (diff <= 0) return 'today';
  if (diff === 1) return 'tomorrow';
  if (diff === 2) return 'afterTomorrow';
  return 'later';
}

/**
 * The office's next opening from `now`: the Berlin day of the earliest shift not over yet, with
 * the first start and last end of that day's shifts still to come or running. Null when no shift
 * lies ahead (the widget then shows the static hours).
 */
export function nextOpening(shifts: readonly OfficeShift[], now: Date): OfficeOpening | null {
  const ahead = shifts
    .filter((s) => s.endsAt.getTime() > now.getTime() && s.endsAt > s.startsAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const first = ahead[0];
  if (first === undefined) return null;
  const today = todayInBerlin(now);
  // A shift running since yesterday evening still belongs to today's opening.
  const startDay = todayInBerlin(first.startsAt);
  const date = startDay < today ? today : startDay;
  const sameDay = ahead.filter((s) => {
    const d = todayInBerlin(s.startsAt);
    return (d < today ? today : d) === date;
  });
  const start = sameDay[0]!.startsAt;
  const end = sameDay.reduce((max, s) => (s.endsAt > max ? s.endsAt : max), sameDay[0]!.endsAt);
  const staffIds: number[] = [];
  for (const s of sameDay) if (!staffIds.includes(s.staffId)) staffIds.push(s.staffId);
  return {
    day: officeDay(date, today),
    date,
    from: berlinTime(start),
    to: berlinTime(end),
    openNow: sameDay.some((s) => s.startsAt <= now && s.endsAt > now),
    staffIds,
  };
}

/** The instant of Berlin midnight starting `date`'s next day (labels change then). */
export function nextBerlinMidnight(now: Date): Date {
  const tomorrow = addDays(todayInBerlin(now), 1);
  // Berlin is UTC+1 or +2: midnight is 22:00 or 23:00 UTC the day before; test both.
  for (const hour of [22, 23]) {
    const candidate = new Date(`${addDays(tomorrow, -1)}T${hour}:00:00Z`);
    if (todayInBerlin(candidate) === tomorrow && candidate > now) return candidate;
  }
  return new Date(`${tomorrow}T00:00:00Z`);
}

/** How long an answer is good for at most (then the browser asks again). */
export const OFFICE_ANSWER_MAX_AGE_MS = 15 * 60_000;

/**
 * When an answer computed at `now` stops being right: after the longest age, at Berlin midnight
 * (the day labels move) and when the shown opening starts or ends.
 */
export function officeExpiry(now: Date, opening: OfficeShift[] | null): Date {
  let expiry = Math.min(
    now.getTime() + OFFICE_ANSWER_MAX_AGE_MS,
    nextBerlinMidnight(now).getTime(),
  );
  for (const s of opening ?? []) {
    for (const at of [s.startsAt.getTime(), s.endsAt.getTime()]) {
      if (at > now.getTime()) expiry = Math.min(expiry, at);
    }
  }
  return new Date(expiry);
}

/** Longest overwrite text per language (plain text, shown in the widget). */
export const OFFICE_OVERWRITE_MAX = 300;
