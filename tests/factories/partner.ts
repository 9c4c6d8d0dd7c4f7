// Partners for tests: a plain partners row with overrides and an insert helper.
import type { Database } from '#db/client';
import { partners } from '#db/schema';

export type PartnerRow = typeof partners.$inferInsert;

let nextPartner = 4_711;

/** Inserts a partner (ids from 4711 up unless given); returns the row. */
export async function insertPartner(
  database: Database,
  overrides: Partial<PartnerRow> = {},
): Promise<PartnerRow> {
  const partnerId = overrides.partnerId ?? nextPartner++;
  const [row] = await database.db
    .insert(partners)
    .values({ partnerId, partnerName: `Partner ${partnerId}`, ...overrides })
    .returning();
  return row!;
}
