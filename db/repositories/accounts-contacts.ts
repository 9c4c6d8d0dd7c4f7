// Contact addresses visitors leave without an account (POST /api/user/savecontact), one per uid.
import { lt } from 'drizzle-orm';
import type { Db } from '../client';
import { visitorContacts } from '../schema';

export async function upsertVisitorContact(
  db: Db,
  values: { uid: string; email: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(visitorContacts)
    .values(values)
    .onConflictDoUpdate({
      target: visitorContacts.uid,
      set: { email: values.email, updatedAt: values.updatedAt },
    });
}

/** Deletes addresses last saved before `before`; returns how many. */
export async function deleteOldVisitorContacts(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(visitorContacts)
    .where(lt(visitorContacts.updatedAt, before))
    .returning({ uid: visitorContacts.uid });
  return rows.length;
}
