// /admin/schedule/edit/ (issue 18): the office's opening hours per weekday (Berlin time) and the
// staff's shifts of the coming weeks (add, remove). Needs admin.schedule (route and use-cases);
// each change is audit-logged in its transaction, and the contact widget reads the data anew for
// every answer (services/office).
import { LOCALES } from '#core/languages';
import { OFFICE_SPANS_MAX, WEEKDAYS, officeHoursText, type Weekday } from '#core/office-hours';
import { berlinTime } from '#core/office';
import { addDays, todayInBerlin } from '#core/dates';
import {
  SCHEDULE_WEEKS,
  addStaffShift,
  officeHours,
  removeStaffShift,
  setOfficeHours,
  staffSchedule,
} from '#services/office';
import { hoursInputLabel } from '../../components/admin/schedule-labels';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formString, runAdminAction, type AdminActionResult } from './forms.server';

export async function loadSchedulePage({ ctx }: AdminPageArgs) {
  const [hours, { staff, shifts }] = await Promise.all([officeHours(ctx), staffSchedule(ctx)]);
  const names = new Map(staff.map((s) => [s.id, s.nameShorted]));
  const day = new Intl.DateTimeFormat(LOCALES[ctx.language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/Berlin',
  });
  const today = todayInBerlin(ctx.now);
  return {
    weekdays: [...WEEKDAYS],
    spansMax: OFFICE_SPANS_MAX,
    hours,
    hoursText: officeHoursText(hours, ctx.language),
    staff: staff.map((s) => ({ id: s.id, name: s.nameShorted })),
    today,
    lastDay: addDays(today, SCHEDULE_WEEKS * 7),
    shifts: shifts.map((s) => ({
      id: s.id,
      staff: names.get(s.staffId) ?? `#${s.staffId}`,
      day: day.format(s.startsAt),
      from: berlinTime(s.startsAt),
      to: berlinTime(s.endsAt),
    })),
  };
}

/** `hours.sat.0.to` as the form labels it: "Samstag, Zeitspanne 1: bis" (the refusal's text). */
function hoursFieldLabel(t: AdminPageArgs['t'], field: string): string | null {
  const match = /^hours\.(mon|tue|wed|thu|fri|sat|sun)(?:\.(\d)(?:\.(from|to))?)?$/.exec(field);
  if (match === null) return null;
  const span = match[2] === undefined ? undefined : Number(match[2]);
  return hoursInputLabel(t, match[1] as Weekday, span, match[3] as 'from' | 'to' | undefined);
}

export async function scheduleAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  const intent = formString(form, 'intent');
  if (intent === 'hours') {
    // Empty rows are no span; a half-filled one is passed on and refused by the schema.
    const hours = Object.fromEntries(
      WEEKDAYS.map((day) => {
        const spans = [];
        for (let i = 0; i < OFFICE_SPANS_MAX; i++) {
          const from = formString(form, `hours.${day}.${i}.from`);
          const to = formString(form, `hours.${day}.${i}.to`);
          if (from !== '' || to !== '') spans.push({ from, to });
        }
        return [day, spans];
      }),
    );
    return runAdminAction(
      t,
      t('admin:schedule.hoursSaved'),
      () => setOfficeHours(ctx, hours),
      {},
      { label: (field) => hoursFieldLabel(t, field) },
    );
  }
  if (intent === 'addShift') {
    return runAdminAction(t, t('admin:schedule.shiftAdded'), () =>
      addStaffShift(ctx, {
        staffId: Number(formString(form, 'staffId')),
        date: formString(form, 'date'),
        from: formString(form, 'from'),
        to: formString(form, 'to'),
      }),
    );
  }
  if (intent === 'removeShift') {
    return runAdminAction(t, t('admin:schedule.shiftRemoved'), () =>
      removeStaffShift(ctx, Number(formString(form, 'shiftId'))),
    );
  }
  const refused: AdminActionResult = {
    ok: false,
    message: t('errors:errors.validation.invalid'),
    field: 'intent',
  };
  return refused;
}
