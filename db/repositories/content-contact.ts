// Messages of the contact forms (services/content/contact.ts; issue 16): one row per message sent,
// so the office finds a message whose mail went astray. Only the content slice writes here.
import type { Db } from '../client';
import { contactMessages } from '../schema';

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
