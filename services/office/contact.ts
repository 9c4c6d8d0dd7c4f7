// The office contact widget's answer (SPEC.md §3 "Office contact", §4 office times, §6): the staff
// who answer the visitor's context, one of them featured at random (officeRandom), the next
// opening as today / tomorrow / the day after from their shifts (Europe/Berlin, the request's
// clock), the visit's contact (the partner's or campaign's when the visit has one: the shell's),
// a logged-in customer's own service line, the current notices of the page type, and when the
// answer goes stale (the browser asks again after it).
import { randomInt } from 'node:crypto';
import type { OfficeContactData, OfficeInfoFullData } from '#core/api/office';
import { officePhone } from '#core/branding';
import { addDays, todayInBerlin } from '#core/dates';
import {
  berlinTime,
  nextOpening,
  officeExpiry,
  officeTimesMode,
  type OfficeContext,
  type OfficePageType,
  type OfficeShift,
} from '#core/office';
import {
  currentOverwrites,
  listActiveStaff,
  shiftsBetween,
  type OfficeStaffRecord,
} from '#db/repositories/office';
import { isStaffPhotoId, staffPhotoUrl, STAFF_PHOTO_SIZES } from '#services/media';
import { loadShell, operatorBrand } from '#services/partners';
import type { RequestContext } from '#services/platform';
import { overwriteOut } from './overwrites';

/** How far ahead shifts are read: the opening after a long weekend, and infofull's week. */
const LOOKAHEAD_DAYS = 8;

const telLink = (display: string) => display.replace(/[^+0-9]/g, '');

function staffOut(person: OfficeStaffRecord): OfficeContactData['employeeData']['staff'][number] {
  const photo = person.photoId !== null && isStaffPhotoId(person.photoId) ? person.photoId : null;
  return {
    id: person.id,
    staffNameShorted: person.nameShorted,
    languages: person.languages,
    images:
      photo === null
        ? null
        : STAFF_PHOTO_SIZES.map((size) => ({
            size,
            jpg: staffPhotoUrl(photo, size, 'jpg'),
            webp: staffPhotoUrl(photo, size, 'webp'),
          })),
  };
}

interface Gathered {
  answer: OfficeContactData;
  shifts: OfficeShift[];
}

async function gather(
  ctx: RequestContext,
  input: { context: OfficeContext; pageType?: OfficePageType | undefined },
): Promise<Gathered> {
  const { db } = ctx.deps.database;
  const now = ctx.now;
  const until = new Date(now.getTime() + LOOKAHEAD_DAYS * 86_400_000);
  const [allStaff, allShifts, shell, overwrites, branding] = await Promise.all([
    listActiveStaff(db),
    shiftsBetween(db, now, until),
    loadShell(ctx),
    currentOverwrites(db, now, input.pageType ?? input.context),
    operatorBrand(ctx.deps),
  ]);
  // Who answers this context; those speaking the page's language first.
  const team = allStaff
    .filter((s) => s.contexts.includes(input.context))
    .sort(
      (a, b) =>
        Number(b.languages.includes(ctx.language)) - Number(a.languages.includes(ctx.language)),
    );
  const teamIds = new Set(team.map((s) => s.id));
  const shifts = allShifts.filter((s) => teamIds.has(s.staffId));
  const opening = nextOpening(shifts, now);
  // The day's team when the shifts name one, else everyone of the context.
  const onDuty = opening ? team.filter((s) => opening.staffIds.includes(s.id)) : [];
  const staff = (onDuty.length > 0 ? onDuty : team).map(staffOut);
  const dayShifts = opening
    ? shifts.filter((s) => {
        const d = todayInBerlin(s.startsAt);
        return (d < opening.date ? opening.date : d) === opening.date;
      })
    : [];
  const user = ctx.user;
  // The operator's office contact (core/branding.ts), not a partner's or campaign's.
  const office = branding.contact;
  const answer: OfficeContactData = {
    context: input.context,
    officeRandom: staff.length > 0 ? randomInt(staff.length) : 0,
    employeeData: { staff },
    staffTimes: dayShifts.map((s) => ({
      staffId: s.staffId,
      from: s.startsAt.toISOString(),
      to: s.endsAt.toISOString(),
    })),
    times: {
      mode: officeTimesMode(input.context),
      next: opening
        ? {
            day: opening.day,
            date: opening.date,
            from: opening.from,
            to: opening.to,
            openNow: opening.openNow,
          }
        : null,
    },
    contact: {
      phoneDisplay: shell.contact.phoneDisplay,
      phoneInteract: shell.contact.phoneInteract,
      email: shell.contact.email,
      source: shell.contact.source,
    },
    // A customer's questions go to the operator's own service line, whoever brought the visit.
    customerService:
      user === null
        ? null
        : {
            firstName: user.firstName,
            phoneDisplay: officePhone(office, ctx.language),
            phoneInteract: telLink(officePhone(office, ctx.language)),
            email: office.email,
          },
    overwriteTranslation: overwrites.map(overwriteOut),
    expiry: officeExpiry(now, dayShifts).toISOString(),
  };
  return { answer, shifts };
}

export async function officeContact(
  ctx: RequestContext,
  input: { context: OfficeContext; pageType?: OfficePageType | undefined },
): Promise<OfficeContactData> {
  return (await gather(ctx, input)).answer;
}

/** The contact answer and the opening hours of each day of the coming week (Berlin days). */
export async function officeInfoFull(
  ctx: RequestContext,
  input: { context: OfficeContext; pageType?: OfficePageType | undefined },
): Promise<OfficeInfoFullData> {
  const { answer, shifts } = await gather(ctx, input);
  const today = todayInBerlin(ctx.now);
  const schedule: OfficeInfoFullData['schedule'] = [];
  for (let d = 0; d < 7; d++) {
    const date = addDays(today, d);
    const day = shifts.filter((s) => todayInBerlin(s.startsAt) === date);
    if (day.length === 0) continue;
    const from = day.reduce((min, s) => (s.startsAt < min ? s.startsAt : min), day[0]!.startsAt);
    const to = day.reduce((max, s) => (s.endsAt > max ? s.endsAt : max), day[0]!.endsAt);
    schedule.push({ date, from: berlinTime(from), to: berlinTime(to) });
  }
  return { ...answer, schedule };
}
