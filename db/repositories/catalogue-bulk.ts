// The catalogue tables as one unit: their row types (what the demo generator produces), their
// foreign-key order, and a writer that bulk-loads them in a single transaction together with the
// seed_runs row that makes seeding idempotent.
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import {
  bulkTargetOf,
  resetSerialSequences,
  verifyForeignKeys,
  withBulkTransaction,
  type BulkSession,
} from '../bulk-load';
import { rowsOf, type Database } from '../client';
import {
  agencies,
  campaigns,
  cancellationLabels,
  countries,
  landlords,
  objectAvailability,
  objectDescriptions,
  objectDistinctions,
  objectImages,
  objectOffers,
  objectPriceRules,
  objects,
  offerDistinctions,
  offers,
  officeStaff,
  officeStaffTimes,
  partnerGroups,
  partners,
  places,
  pois,
  ratings,
  regions,
  schoolHolidays,
  seedRuns,
  travelerNotices,
} from '../schema';

/** Catalogue tables in foreign-key order: every table comes after the tables it references. */
export const CATALOGUE_TABLES = {
  countries,
  regions,
  places,
  cancellationLabels,
  agencies,
  landlords,
  offerDistinctions,
  offers,
  partnerGroups,
  partners,
  campaigns,
  officeStaff,
  officeStaffTimes,
  schoolHolidays,
  travelerNotices,
  pois,
  objects,
  objectDescriptions,
  objectImages,
  objectPriceRules,
  objectAvailability,
  ratings,
  objectDistinctions,
  objectOffers,
} as const;

export type CatalogueTable = keyof typeof CATALOGUE_TABLES;
export const CATALOGUE_TABLE_NAMES = Object.keys(CATALOGUE_TABLES) as CatalogueTable[];

/** Plain insert rows per table, shaped like Drizzle's `$inferInsert`. */
export type CatalogueRows = {
  [K in CatalogueTable]: (typeof CATALOGUE_TABLES)[K]['$inferInsert'][];
};

export type CountryRow = CatalogueRows['countries'][number];
export type RegionRow = CatalogueRows['regions'][number];
export type PlaceRow = CatalogueRows['places'][number];
export type AgencyRow = CatalogueRows['agencies'][number];
export type LandlordRow = CatalogueRows['landlords'][number];
export type ObjectRow = CatalogueRows['objects'][number];
export type ObjectDescriptionRow = CatalogueRows['objectDescriptions'][number];
export type ObjectImageRow = CatalogueRows['objectImages'][number];
export type ObjectPriceRulesRow = CatalogueRows['objectPriceRules'][number];
export type ObjectAvailabilityRow = CatalogueRows['objectAvailability'][number];
export type RatingRow = CatalogueRows['ratings'][number];
export type CancellationLabelRow = CatalogueRows['cancellationLabels'][number];
export type OfferDistinctionRow = CatalogueRows['offerDistinctions'][number];
export type ObjectDistinctionRow = CatalogueRows['objectDistinctions'][number];
export type ObjectOfferRow = CatalogueRows['objectOffers'][number];
export type OfferRow = CatalogueRows['offers'][number];
export type PartnerGroupRow = CatalogueRows['partnerGroups'][number];
export type PartnerRow = CatalogueRows['partners'][number];
export type CampaignRow = CatalogueRows['campaigns'][number];
export type OfficeStaffRow = CatalogueRows['officeStaff'][number];
export type OfficeStaffTimeRow = CatalogueRows['officeStaffTimes'][number];
export type SchoolHolidayRow = CatalogueRows['schoolHolidays'][number];
export type TravelerNoticeRow = CatalogueRows['travelerNotices'][number];
export type PoiRow = CatalogueRows['pois'][number];

/** Tables whose serial ids the generator sets explicitly; their sequences are moved afterwards. */
const SERIAL_TABLES: readonly PgTable[] = [
  landlords,
  officeStaff,
  officeStaffTimes,
  schoolHolidays,
  travelerNotices,
];

export interface SeedRunInfo {
  seed: number;
  objects: number;
  generatorVersion: number;
}

/** Writes catalogue rows inside the writer's transaction. */
export interface CatalogueWriter {
  /** Whether a seed run is recorded (checked after taking the seed lock). */
  seedRunExists(): Promise<boolean>;
  /** Loads the given tables' rows in foreign-key order; returns rows written per table. */
  write(rows: Partial<CatalogueRows>): Promise<Partial<Record<CatalogueTable, number>>>;
  /** Moves serial sequences and records the seed run; call last. */
  finish(run: SeedRunInfo): Promise<void>;
}

/** Whether the database already holds a seeded catalogue (cheap check before generating). */
export async function hasSeedRun(database: Database): Promise<boolean> {
  // An imported catalogue (npm run catalogue:import, decision 111) counts as one: the demo is
  // never loaded beside an operator's homes.
  const result = await database.db.execute(
    sql`select (exists(select 1 from seed_runs) or exists(select 1 from countries)) as found`,
  );
  return rowsOf<{ found: boolean }>(result)[0]?.found === true;
}

async function lockSeedRuns(session: BulkSession): Promise<void> {
  // Two processes starting on an empty database at once must not both seed: the second waits
  // here until the first commits, then sees its seed_runs row.
  await session.query('LOCK TABLE seed_runs IN SHARE ROW EXCLUSIVE MODE');
}

/**
 * Runs `work` with a writer in one transaction: either every row it writes and the seed_runs row
 * are committed, or (when it throws) nothing is.
 */
export async function withCatalogueWriter<T>(
  database: Database,
  work: (writer: CatalogueWriter) => Promise<T>,
): Promise<T> {
  return withBulkTransaction(bulkTargetOf(database), async (session) => {
    await lockSeedRuns(session);
    // Per-row foreign-key triggers would cost more than the load; keys are verified set-wise in
    // the end instead (when the role may not suspend them, they simply stay on).
    const suspended = await session.suspendForeignKeyTriggers();
    let wrote = false;
    const writer: CatalogueWriter = {
      async seedRunExists() {
        const rows = await session.query<{ n: number }>(
          'select ((select count(*) from seed_runs) + (select count(*) from countries))::int as n',
        );
        return Number(rows[0]?.n ?? 0) > 0;
      },
      async write(rows) {
        const written: Partial<Record<CatalogueTable, number>> = {};
        for (const name of CATALOGUE_TABLE_NAMES) {
          const list = rows[name];
          if (!list || list.length === 0) continue;
          // The union of row types does not narrow per table; each list belongs to its table.
          const table = CATALOGUE_TABLES[name] as PgTable;
          written[name] = await session.load(table, list as never[]);
          wrote = true;
        }
        return written;
      },
      async finish(run) {
        await resetSerialSequences(session, SERIAL_TABLES);
        await session.query(
          'insert into seed_runs (seed, objects, generator_version) values ($1, $2, $3)',
          [run.seed, run.objects, run.generatorVersion],
        );
      },
    };
    const result = await work(writer);
    if (suspended && wrote) {
      await verifyForeignKeys(
        session,
        CATALOGUE_TABLE_NAMES.map((name) => CATALOGUE_TABLES[name]),
      );
    }
    return result;
  });
}

/** Refreshes planner statistics after a bulk load (outside the load transaction). */
export async function analyzeCatalogue(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(`ANALYZE ${CATALOGUE_TABLE_NAMES.map(tableSqlName).join(', ')}`),
  );
}

function tableSqlName(name: CatalogueTable): string {
  return `"${getTableConfig(CATALOGUE_TABLES[name]).name}"`;
}

/** Row counts of the catalogue tables (for reports and tests). */
export async function countCatalogueRows(
  database: Database,
): Promise<Record<CatalogueTable | 'seedRuns', number>> {
  const counts = {} as Record<CatalogueTable | 'seedRuns', number>;
  for (const name of [...CATALOGUE_TABLE_NAMES, 'seedRuns'] as const) {
    const table = name === 'seedRuns' ? seedRuns : CATALOGUE_TABLES[name];
    const rows = await database.db.select({ n: sql<number>`count(*)::int` }).from(table as PgTable);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
