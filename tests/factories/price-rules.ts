// Price rules for tests (core/pricing PriceRules): a plain, readable price list whose every amount
// a test can compute by hand — one season, no discounts or services unless asked for — and the
// helper that stores it for an object.
import { addDays, todayInBerlin } from '#core/dates';
import type { PriceRules, Season } from '#core/pricing';
import type { Database } from '#db/client';
import { objectPriceRules } from '#db/schema';
import { FIXED_NOW } from '#tests/helpers/clock';

/** A season from 30 days before the fixed test today to two years after: 100 € a night. */
export function season(overrides: Partial<Season> = {}): Season {
  const today = todayInBerlin(FIXED_NOW);
  return {
    from: addDays(today, -30),
    to: addDays(today, 730),
    nightlyCents: 10_000,
    minStay: 1,
    ...overrides,
  };
}

/** One season (see `season`), four persons included, no pets, discounts or extra costs. */
export function priceRules(overrides: Partial<PriceRules> = {}): PriceRules {
  return {
    seasons: [season()],
    basePersons: 4,
    extraPersonNightCents: 0,
    maxPersons: 6,
    pets: { allowed: false, max: 0, feeCents: 0, feeUnit: 'pet' },
    discounts: [],
    servicesMandatory: [],
    servicesOnSiteMandatory: [],
    servicesOnSiteOptional: [],
    inkasso: 'agency',
    payments: [1],
    externalBookingOK: true,
    ...overrides,
  };
}

/** The object's stored price rules, or null when it has none. */
export async function priceRulesOf(
  database: Database,
  objectNumber: number,
): Promise<PriceRules | null> {
  const row = await database.db.query.objectPriceRules.findFirst({
    where: (table, { eq }) => eq(table.objectNumber, objectNumber),
  });
  return row?.rules ?? null;
}

/**
 * Stores `rules` as the object's price list (replacing the one it has). Does not tell the app:
 * call notifyObjectsChanged when the running index or caches must see it.
 */
export async function setPriceRules(
  database: Database,
  objectNumber: number,
  rules: PriceRules,
): Promise<void> {
  await database.db
    .insert(objectPriceRules)
    .values({ objectNumber, rules })
    .onConflictDoUpdate({ target: objectPriceRules.objectNumber, set: { rules } });
}
