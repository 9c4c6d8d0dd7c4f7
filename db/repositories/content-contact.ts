// Messages of the contact forms (services/content/contact.ts; issue 16): one row per message sent,
// so the office finds a message whose mail went astray. Only the content slice writes here.
import { lt } from 'drizzle-orm';
import type { Db } from '../client';
import { contactMessages } from '../schema';
import { deleteBatch } from './platform-batches';

export interface ContactMessageRow {
  mandant: string;
  uid: string | null;
  form: string;
  reason: string;
  email: string;
  /** The sender's name as written ("Anna Muster"). */
  name: string;
  phone: string | null;
  objectNumber: number | null;
  /** The rating reported (decision 096). */
  ratingNumber: number | null;
  message: string;
  language: string;
  createdAt: Date;
}

/** Stores a message; answers its id. */
export async function insertContactMessage(db: Db, row: ContactMessageRow): Promise<number> {
  const [inserted] = await db
    .insert(contactMessages)
    .values(row)
    .returning({ id: contactMessages.id });
  return inserted!.id;
}

/**
 * Deletes the messages that came in before `before`, at most `limit` of them (decision 093); how
 * many.
 */
export function deleteContactMessagesBefore(db: Db, before: Date, limit: number): Promise<number> {
  const { id, createdAt } = contactMessages;
  return deleteBatch(db, contactMessages, id, lt(createdAt, before), limit);
}
