// Uploaded images (admin uploads, issue 18, docs/media.md): one row per upload with its variants'
// storage keys. Every change is written with its audit entry in one transaction.
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { type LocalizedText, mediaUploads, objectImages, officeStaff } from '../schema';
import { type AuditEntry, insertAuditEntry } from './backoffice-audit';

export interface UploadVariantRecord {
  width: number;
  height: number;
  format: string;
  key: string;
  bytes: number;
}

export interface MediaUploadRecord {
  id: number;
  kind: string;
  storageKey: string;
  name: string;
  width: number;
  height: number;
  variants: UploadVariantRecord[];
  alt: LocalizedText | null;
  accountId: number | null;
  /** sha-256 of the original (the catalogue import's photos); null for the office's uploads. */
  contentHash: string | null;
  createdAt: Date;
}

export async function insertMediaUpload(
  db: Db,
  row: Omit<MediaUploadRecord, 'id' | 'createdAt'>,
  audit: Omit<AuditEntry, 'target' | 'after'>,
): Promise<MediaUploadRecord> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(mediaUploads).values(row).returning();
    if (!inserted) throw new Error('insert of media_uploads returned nothing');
    await insertAuditEntry(tx, {
      ...audit,
      target: `upload:${inserted.id}`,
      after: { kind: row.kind, name: row.name, storageKey: row.storageKey },
    });
    return inserted;
  });
}

export async function listMediaUploads(
  db: Db,
  input: { kinds: readonly string[]; limit: number; beforeId?: number | undefined },
): Promise<MediaUploadRecord[]> {
  // In the query: a catalogue's thousands of home photos (kind `object`) must not crowd the
  // office's teasers out of a page of the list.
  if (input.kinds.length === 0) return [];
  return db
    .select()
    .from(mediaUploads)
    .where(
      and(
        inArray(mediaUploads.kind, [...input.kinds]),
        input.beforeId === undefined ? undefined : lt(mediaUploads.id, input.beforeId),
      ),
    )
    .orderBy(desc(mediaUploads.id))
    .limit(input.limit);
}

export async function findMediaUpload(db: Db, id: number): Promise<MediaUploadRecord | null> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
  return row ?? null;
}

export async function findMediaUploadByKey(
  db: Db,
  storageKey: string,
): Promise<MediaUploadRecord | null> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.storageKey, storageKey));
  return row ?? null;
}

/** Which of the storage keys name a stored upload of the kinds (the catalogue import's photos). */
export async function storedUploadKeys(
  db: Db,
  storageKeys: readonly string[],
  kinds: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < storageKeys.length; i += 1_000) {
    const rows = await db
      .select({ storageKey: mediaUploads.storageKey })
      .from(mediaUploads)
      .where(
        and(
          inArray(mediaUploads.storageKey, storageKeys.slice(i, i + 1_000)),
          inArray(mediaUploads.kind, [...kinds]),
        ),
      );
    for (const row of rows) found.add(row.storageKey);
  }
  return found;
}

/** The upload of the kind whose original had these bytes (sha-256), if one is stored. */
export async function findUploadByHash(
  db: Db,
  kind: string,
  contentHash: string,
): Promise<MediaUploadRecord | null> {
  const [row] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.kind, kind), eq(mediaUploads.contentHash, contentHash)))
    .limit(1);
  return row ?? null;
}

/** Whether a holiday home shows the picture (an imported catalogue's photo, decision 111). */
export async function objectsShowPhoto(db: Db, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ objectNumber: objectImages.objectNumber })
    .from(objectImages)
    .where(eq(objectImages.photoId, photoId))
    .limit(1);
  return row !== undefined;
}

/** How many uploads an account made since an instant (the per-account limit). */
export async function countUploadsSince(db: Db, accountId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ id: mediaUploads.id, createdAt: mediaUploads.createdAt })
    .from(mediaUploads)
    .where(eq(mediaUploads.accountId, accountId))
    .orderBy(desc(mediaUploads.id))
    .limit(500);
  return rows.filter((row) => row.createdAt >= since).length;
}

export async function deleteMediaUpload(
  db: Db,
  row: MediaUploadRecord,
  audit: Omit<AuditEntry, 'target' | 'before' | 'after'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mediaUploads).where(eq(mediaUploads.id, row.id));
    await insertAuditEntry(tx, {
      ...audit,
      target: `upload:${row.id}`,
      before: { kind: row.kind, name: row.name, storageKey: row.storageKey },
      after: null,
    });
  });
}

export async function updateMediaUploadAlt(
  db: Db,
  row: MediaUploadRecord,
  alt: LocalizedText | null,
  audit: Omit<AuditEntry, 'target' | 'before' | 'after'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(mediaUploads).set({ alt }).where(eq(mediaUploads.id, row.id));
    await insertAuditEntry(tx, {
      ...audit,
      target: `upload:${row.id}`,
      before: { alt: row.alt },
      after: { alt },
    });
  });
}

export interface StaffPhotoRow {
  id: number;
  nameShorted: string;
  photoId: string | null;
  active: boolean;
}

export async function listStaffPhotos(db: Db): Promise<StaffPhotoRow[]> {
  return db
    .select({
      id: officeStaff.id,
      nameShorted: officeStaff.nameShorted,
      photoId: officeStaff.photoId,
      active: officeStaff.active,
    })
    .from(officeStaff)
    .orderBy(officeStaff.id);
}

/** Sets a staff member's photo id; false when there is no such member. */
export async function setStaffPhoto(
  db: Db,
  staffId: number,
  photoId: string | null,
  audit: Omit<AuditEntry, 'target' | 'before' | 'after'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ photoId: officeStaff.photoId })
      .from(officeStaff)
      .where(eq(officeStaff.id, staffId));
    if (!before) return false;
    await tx
      .update(officeStaff)
      .set({ photoId })
      .where(and(eq(officeStaff.id, staffId)));
    await insertAuditEntry(tx, {
      ...audit,
      target: `staff:${staffId}`,
      before: { photoId: before.photoId },
      after: { photoId },
    });
    return true;
  });
}
