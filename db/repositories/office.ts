// The office contact (services/office): the active staff, their shifts in a time window, and the
// editors' notices per page type (office_overwrites). Rows become plain records here.
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { LocalizedText } from '../schema/shared';
import type { Db } from '../client';
import { officeOverwrites, officeStaff, officeStaffTimes } from '../schema';

export interface OfficeStaffRecord {
  id: number;
  nameShorted: string;
  photoId: string | null;
  languages: string[];
  contexts: string[];
}

export async function listActiveStaff(db: Db): Promise<OfficeStaffRecord[]> {
  return db
    .select({
      id: officeStaff.id,
      nameShorted: officeStaff.nameShorted,
      photoId: officeStaff.photoId,
      languages: officeStaff.languages,
      contexts: officeStaff.contexts,
    })
    .from(officeStaff)
    .where(eq(officeStaff.active, true))
    .orderBy(asc(officeStaff.id));
}

export interface OfficeShiftRecord {
  staffId: number;
  startsAt: Date;
  endsAt: Date;
}

/** Shifts that overlap [from, until), earliest first. */
export async function shiftsBetween(db: Db, from: Date, until: Date): Promise<OfficeShiftRecord[]> {
  return db
    .select({
      staffId: officeStaffTimes.staffId,
      startsAt: officeStaffTimes.startsAt,
      endsAt: officeStaffTimes.endsAt,
    })
    .from(officeStaffTimes)
    .where(and(gt(officeStaffTimes.endsAt, from), lt(officeStaffTimes.startsAt, until)))
    .orderBy(asc(officeStaffTimes.startsAt), asc(officeStaffTimes.staffId));
}

export interface OfficeOverwriteRecord {
  pageType: string;
  translation: LocalizedText;
  expiresAt: Date | null;
}

/** The notices in force at `now` (no expiry or a later one), of one page type or all. */
export async function currentOverwrites(
  db: Db,
  now: Date,
  pageType?: string,
): Promise<OfficeOverwriteRecord[]> {
  const current = or(isNull(officeOverwrites.expiresAt), gt(officeOverwrites.expiresAt, now));
  return db
    .select({
      pageType: officeOverwrites.pageType,
      translation: officeOverwrites.translation,
      expiresAt: officeOverwrites.expiresAt,
    })
    .from(officeOverwrites)
    .where(pageType === undefined ? current : and(current, eq(officeOverwrites.pageType, pageType)))
    .orderBy(asc(officeOverwrites.pageType), asc(officeOverwrites.id));
}

/**
 * Replaces a page type's notice (one per page type: the older rows go in the same transaction);
 * `translation` null removes it.
 */
export async function replaceOverwrite(
  db: Db,
  values: {
    pageType: string;
    translation: LocalizedText | null;
    expiresAt: Date | null;
    updatedBy: number;
    now: Date;
  },
): Promise<OfficeOverwriteRecord | null> {
  return db.transaction(async (tx) => {
    await tx.delete(officeOverwrites).where(eq(officeOverwrites.pageType, values.pageType));
    if (values.translation === null) return null;
    const [row] = await tx
      .insert(officeOverwrites)
      .values({
        pageType: values.pageType,
        translation: values.translation,
        expiresAt: values.expiresAt,
        updatedBy: values.updatedBy,
        updatedAt: values.now,
      })
      .returning({
        pageType: officeOverwrites.pageType,
        translation: officeOverwrites.translation,
        expiresAt: officeOverwrites.expiresAt,
      });
    return row ?? null;
  });
}
