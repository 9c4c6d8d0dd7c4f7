// The office schedule the back office edits (issue 18, /admin/schedule/edit/): the regular opening
// hours (the site_settings row `officeHours`) and the staff's shifts (office_staff_times). Every
// write records its audit entry (before/after) in the same transaction as the change.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { officeStaff, officeStaffTimes, siteSettings } from '../schema';
import { insertAuditEntry } from './backoffice-audit';

export const OFFICE_HOURS_KEY = 'officeHours';

/** Replaces the stored opening hours and logs the change (before: the stored row's value or null). */
export async function saveOfficeHours(
  db: Db,
  value: Record<string, unknown>,
  accountId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, OFFICE_HOURS_KEY))
      .for('update');
    await tx
      .insert(siteSettings)
      .values({ key: OFFICE_HOURS_KEY, value, updatedBy: accountId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedBy: accountId, updatedAt: sql`now()` },
      });
    await insertAuditEntry(tx, {
      accountId,
      action: 'schedule.hours',
      target: 'schedule:hours',
      before: before?.value ?? null,
      after: value,
    });
  });
}

export interface ScheduleStaffRecord {
  id: number;
  nameShorted: string;
  active: boolean;
}

export async function listScheduleStaff(db: Db): Promise<ScheduleStaffRecord[]> {
  return db
    .select({
      id: officeStaff.id,
      nameShorted: officeStaff.nameShorted,
      active: officeStaff.active,
    })
    .from(officeStaff)
    .where(eq(officeStaff.active, true))
    .orderBy(asc(officeStaff.nameShorted), asc(officeStaff.id));
}

export interface ScheduleShiftRecord {
  id: number;
  staffId: number;
  startsAt: Date;
  endsAt: Date;
}

/** The shifts overlapping [from, until), earliest first. */
export async function listShifts(db: Db, from: Date, until: Date): Promise<ScheduleShiftRecord[]> {
  return db
    .select({
      id: officeStaffTimes.id,
      staffId: officeStaffTimes.staffId,
      startsAt: officeStaffTimes.startsAt,
      endsAt: officeStaffTimes.endsAt,
    })
    .from(officeStaffTimes)
    .where(and(gt(officeStaffTimes.endsAt, from), lt(officeStaffTimes.startsAt, until)))
    .orderBy(asc(officeStaffTimes.startsAt), asc(officeStaffTimes.staffId));
}

const shiftJson = (s: { staffId: number; startsAt: Date; endsAt: Date }) => ({
  staffId: s.staffId,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
});

/**
 * Adds a shift for an active staff member unless it overlaps one of theirs. Returns the new id,
 * 'staff' (no such active person) or 'overlap'.
 */
export async function addShift(
  db: Db,
  shift: { staffId: number; startsAt: Date; endsAt: Date },
  accountId: number,
): Promise<number | 'staff' | 'overlap'> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: officeStaff.id })
      .from(officeStaff)
      .where(and(eq(officeStaff.id, shift.staffId), eq(officeStaff.active, true)))
      .for('update');
    if (person === undefined) return 'staff';
    const clash = await tx
      .select({ id: officeStaffTimes.id })
      .from(officeStaffTimes)
      .where(
        and(
          eq(officeStaffTimes.staffId, shift.staffId),
          gt(officeStaffTimes.endsAt, shift.startsAt),
          lt(officeStaffTimes.startsAt, shift.endsAt),
        ),
      )
      .limit(1);
    if (clash.length > 0) return 'overlap';
    const [row] = await tx
      .insert(officeStaffTimes)
      .values(shift)
      .returning({ id: officeStaffTimes.id });
    await insertAuditEntry(tx, {
      accountId,
      action: 'schedule.shiftAdd',
      target: `schedule:shift:${row!.id}`,
      before: null,
      after: shiftJson(shift),
    });
    return row!.id;
  });
}

/** Removes a shift with its audit entry; false when there was none. */
export async function removeShift(db: Db, id: number, accountId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(officeStaffTimes)
      .where(eq(officeStaffTimes.id, id))
      .returning({
        staffId: officeStaffTimes.staffId,
        startsAt: officeStaffTimes.startsAt,
        endsAt: officeStaffTimes.endsAt,
      });
    if (before === undefined) return false;
    await insertAuditEntry(tx, {
      accountId,
      action: 'schedule.shiftRemove',
      target: `schedule:shift:${id}`,
      before: shiftJson(before),
      after: null,
    });
    return true;
  });
}
