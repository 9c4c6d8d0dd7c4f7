// Site settings an operator changes at run time (site_settings, one JSON row per topic key): the
// operator brand (`branding`, services/partners/operator-brand.ts). Rows are read and written
// whole; what a value means and whether it is valid is the caller's business.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { siteSettings } from '../schema';

export interface SiteSettingRow {
  value: Record<string, unknown>;
  updatedAt: Date;
}

/** The setting of a key, or null when none is stored. */
export async function findSiteSetting(db: Db, key: string): Promise<SiteSettingRow | null> {
  const rows = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .limit(1);
  return rows[0] ?? null;
}

/** Stores the whole value of a key (insert or replace). */
export async function saveSiteSetting(
  db: Db,
  key: string,
  value: Record<string, unknown>,
  updatedBy: number | null,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value, updatedBy, updatedAt: sql`now()` },
    });
}

/** Removes a key's setting (back to the defaults). */
export async function deleteSiteSetting(db: Db, key: string): Promise<void> {
  await db.delete(siteSettings).where(eq(siteSettings.key, key));
}
