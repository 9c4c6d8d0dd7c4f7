// Types and column helpers shared by every part of the schema.
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export type LocalizedText = Partial<Record<'de' | 'en' | 'fr' | 'it', string>>;
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);
