// The office's regular opening hours (issue 18, /admin/schedule/edit/, docs/editing.md): per
// weekday up to three spans in Berlin wall time. Stored as the site_settings row `officeHours`
// (services/office/hours.ts); without one (or with an unreadable one) the defaults below hold,
// which are the hours the site always stated (Mon–Fri 9–18, Sat 10–14). The texts every page
// shows ("Mo–Fr 9–18 Uhr, Sa 10–14 Uhr": footer, office widget, FAQ …) are made from them here.
// Pure: the admin form, the service and the pages share the schema and the formatter.
import { z } from 'zod';
import type { Language } from './languages';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Spans a day may have (morning, afternoon, evening). */
export const OFFICE_SPANS_MAX = 3;

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const officeSpan = z
  .strictObject({ from: z.string().regex(HHMM), to: z.string().regex(HHMM) })
  .refine((span) => minutes(span.from) < minutes(span.to), {
    message: 'order',
    path: ['to'],
  });

const daySpans = z
  .array(officeSpan)
  .max(OFFICE_SPANS_MAX)
  .superRefine((spans, ctx) => {
    const sorted = [...spans].sort((a, b) => minutes(a.from) - minutes(b.from));
    for (let i = 1; i < sorted.length; i++) {
      if (minutes(sorted[i]!.from) < minutes(sorted[i - 1]!.to)) {
        ctx.addIssue({
          code: 'custom',
          message: 'overlap',
          path: [spans.indexOf(sorted[i]!), 'from'],
        });
      }
    }
  });

export const officeHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, daySpans])) as Record<Weekday, typeof daySpans>,
);
export type OfficeHours = z.infer<typeof officeHoursSchema>;

/** The hours the site stated before they were editable. */
export const DEFAULT_OFFICE_HOURS: OfficeHours = {
  mon: [{ from: '09:00', to: '18:00' }],
  tue: [{ from: '09:00', to: '18:00' }],
  wed: [{ from: '09:00', to: '18:00' }],
  thu: [{ from: '09:00', to: '18:00' }],
  fri: [{ from: '09:00', to: '18:00' }],
  sat: [{ from: '10:00', to: '14:00' }],
  sun: [],
};

/** The stored value as hours, spans sorted; null when it does not pass the schema. */
export function parseOfficeHours(value: unknown): OfficeHours | null {
  const parsed = officeHoursSchema.safeParse(value);
  if (!parsed.success) return null;
  const out = { ...parsed.data };
  for (const day of WEEKDAYS)
    out[day] = [...out[day]].sort((a, b) => minutes(a.from) - minutes(b.from));
  return out;
}

const DAY_NAMES: Record<Language, Record<Weekday, string>> = {
  de: { mon: 'Mo', tue: 'Di', wed: 'Mi', thu: 'Do', fri: 'Fr', sat: 'Sa', sun: 'So' },
  en: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  fr: { mon: 'lun', tue: 'mar', wed: 'mer', thu: 'jeu', fri: 'ven', sat: 'sam', sun: 'dim' },
  it: { mon: 'lun', tue: 'mar', wed: 'mer', thu: 'gio', fri: 'ven', sat: 'sab', sun: 'dom' },
};

/** A wall time as the language writes it in running text: 9, 9:30 (de, it); 9h, 9h30 (fr); 9 am (en). */
function clock(hhmm: string, language: Language): string {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3, 5);
  if (language === 'fr') return m === '00' ? `${h}h` : `${h}h${m}`;
  if (language === 'en') {
    const h12 = h % 12 === 0 ? 12 : h % 12;
    return `${m === '00' ? h12 : `${h12}:${m}`} ${h < 12 ? 'am' : 'pm'}`;
  }
  return m === '00' ? String(h) : `${h}:${m}`;
}

function spansText(spans: OfficeHours[Weekday], language: Language): string {
  const text = spans.map((s) => `${clock(s.from, language)}–${clock(s.to, language)}`).join(', ');
  return language === 'de' ? `${text} Uhr` : text;
}

/**
 * The hours as one line in a language, consecutive days with the same spans joined:
 * "Mo–Fr 9–18 Uhr, Sa 10–14 Uhr", "Mon–Fri 9 am–6 pm, Sat 10 am–2 pm". Closed days are left out.
 */
export function officeHoursText(hours: OfficeHours, language: Language): string {
  const names = DAY_NAMES[language];
  const key = (day: Weekday) => JSON.stringify(hours[day]);
  const groups: { first: Weekday; last: Weekday }[] = [];
  for (const day of WEEKDAYS) {
    if (hours[day].length === 0) continue;
    const group = groups.at(-1);
    const previous = WEEKDAYS[WEEKDAYS.indexOf(day) - 1];
    if (group && previous === group.last && key(previous) === key(day)) group.last = day;
    else groups.push({ first: day, last: day });
  }
  const text = groups
    .map(({ first, last }) => {
      const days = first === last ? names[first] : `${names[first]}–${names[last]}`;
      return `${days} ${spansText(hours[first], language)}`;
    })
    .join(', ');
  // A line starts with a capital, also where the day names are lower case (fr, it).
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const BERLIN_WALL = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The instant of a Berlin wall time on a Berlin date (the admin form's date and 'HH:MM'); null for
 * a time the clocks skip (spring forward) or a malformed input. In the autumn hour that happens
 * twice, the earlier instant.
 */
export function berlinInstant(date: string, hhmm: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !HHMM.test(hhmm)) return null;
  for (const offset of ['+02:00', '+01:00']) {
    const candidate = new Date(`${date}T${hhmm}:00${offset}`);
    if (Number.isNaN(candidate.getTime())) return null;
    const parts = Object.fromEntries(
      BERLIN_WALL.formatToParts(candidate).map((p) => [p.type, p.value]),
    );
    if (
      `${parts.year}-${parts.month}-${parts.day}` === date &&
      `${parts.hour}:${parts.minute}` === hhmm
    ) {
      return candidate;
    }
  }
  return null;
}
