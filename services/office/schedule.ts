// The staff's shifts as the back office edits them (issue 18, /admin/schedule/edit/): the active
// staff and their shifts of the coming weeks; add and remove a shift (admin.schedule), each change
// audit-logged in its transaction. The contact widget reads the same table on every answer
// (./contact.ts, no copy kept), so an edit shows at once.
import { berlinInstant } from '#core/office-hours';
import {
  addShift,
  listScheduleStaff,
  listShifts,
  removeShift,
} from '#db/repositories/office-schedule';
import { requireAccess } from '#services/accounts';
import { DomainError, type RequestContext } from '#services/platform';

/** How far ahead the schedule page shows and accepts shifts. */
export const SCHEDULE_WEEKS = 6;
/** The longest shift (a typo like 08:00–80:00 is refused rather than stored). */
const MAX_SHIFT_MS = 14 * 3_600_000;

export async function staffSchedule(ctx: RequestContext) {
  requireAccess(ctx, 'admin.schedule');
  const { db } = ctx.deps.database;
  const until = new Date(ctx.now.getTime() + SCHEDULE_WEEKS * 7 * 86_400_000);
  const [staff, shifts] = await Promise.all([
    listScheduleStaff(db),
    listShifts(db, ctx.now, until),
  ]);
  return { staff, shifts };
}

const invalid = (field: string) =>
  new DomainError('invalid', 'errors.validation.invalidValue', { field });

/** Adds a shift from a Berlin date and wall times; the end may be after midnight (next day). */
export async function addStaffShift(
  ctx: RequestContext,
  input: { staffId: number; date: string; from: string; to: string },
) {
  const editor = requireAccess(ctx, 'admin.schedule');
  if (!Number.isSafeInteger(input.staffId) || input.staffId <= 0) throw invalid('staffId');
  const startsAt = berlinInstant(input.date, input.from);
  if (startsAt === null) throw invalid(berlinInstant(input.date, '12:00') ? 'from' : 'date');
  let endsAt = berlinInstant(input.date, input.to);
  if (endsAt === null) throw invalid('to');
  if (endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + 86_400_000);
  if (endsAt.getTime() - startsAt.getTime() > MAX_SHIFT_MS) throw invalid('to');
  const horizon = ctx.now.getTime() + SCHEDULE_WEEKS * 7 * 86_400_000;
  if (endsAt <= ctx.now || startsAt.getTime() > horizon) throw invalid('date');
  const result = await addShift(
    ctx.deps.database.db,
    { staffId: input.staffId, startsAt, endsAt },
    Number(editor.accountID),
  );
  if (result === 'staff') throw invalid('staffId');
  if (result === 'overlap') {
    throw new DomainError('conflict', 'errors.validation.invalidValue', { field: 'from' });
  }
  return result;
}

export async function removeStaffShift(ctx: RequestContext, id: number) {
  const editor = requireAccess(ctx, 'admin.schedule');
  if (!Number.isSafeInteger(id) || id <= 0) throw invalid('shiftId');
  const done = await removeShift(ctx.deps.database.db, id, Number(editor.accountID));
  if (!done)
    throw new DomainError('notFound', 'errors.validation.invalidValue', { field: 'shiftId' });
}
