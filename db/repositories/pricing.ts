// What pricing a stay needs of one object: its state and capacity, its price rules and its
// availability — one query by primary key (objects ⟕ object_price_rules ⟕ object_availability).
// Raw SQL: the price API runs it per request when its cache misses, and row mapping through the
// ORM would cost more than the query itself.
import { sql } from 'drizzle-orm';
import { availabilityFromColumns, type Availability } from '#core/availability';
import type { PriceRules } from '#core/pricing';
import { rowsOf, type Db } from '../client';

export interface PricingSource {
  objectNumber: number;
  active: boolean;
  personsMax: number;
  adultsMax: number;
  /** 0 = no pets, n = at most n pets. */
  petsAllowed: number;
  /** null: the object has no price list. */
  rules: PriceRules | null;
  /** null: no calendar data (nothing is bookable). */
  availability: Availability | null;
}

interface Row {
  objectNumber: number;
  active: boolean;
  personsMax: number;
  adultsMax: number;
  petsAllowed: number;
  rules: PriceRules | null;
  fromDate: string | null;
  vacancy: string | null;
  arrival: string | null;
  departure: string | null;
  minStay: string | null;
}

/** The object's pricing facts, or null when there is no such object. */
export async function loadPricingSource(
  db: Db,
  objectNumber: number,
): Promise<PricingSource | null> {
  const result = await db.execute(sql`
    select o.object_number as "objectNumber", o.active, o.persons_max as "personsMax",
      o.adults_max as "adultsMax", o.pets_allowed as "petsAllowed", r.rules,
      a.from_date::text as "fromDate", a.vacancy, a.arrival, a.departure, a.min_stay as "minStay"
    from objects o
      left join object_price_rules r on r.object_number = o.object_number
      left join object_availability a on a.object_number = o.object_number
    where o.object_number = ${objectNumber}`);
  const row = rowsOf<Row>(result)[0];
  if (row === undefined) return null;
  const availability = availabilityFromColumns(row);
  return {
    objectNumber: row.objectNumber,
    active: row.active,
    personsMax: row.personsMax,
    adultsMax: row.adultsMax,
    petsAllowed: row.petsAllowed,
    rules: row.rules,
    availability,
  };
}

/** An object's cancellation terms (SPEC §3 Cancellation info label), texts in every language. */
export interface CancellationSource {
  deadlineDays: number;
  label: Partial<Record<string, string>>;
  head: Partial<Record<string, string>>;
  text: Partial<Record<string, string>>;
}

/** The cancellation label of an object, or null when it has none (or there is no object). */
export async function loadCancellationSource(
  db: Db,
  objectNumber: number,
): Promise<CancellationSource | null> {
  const result = await db.execute(sql`
    select l.deadline_days as "deadlineDays", l.label, l.head, l.text
    from objects o join cancellation_labels l on l.id = o.cancellation_label_id
    where o.object_number = ${objectNumber}`);
  return rowsOf<CancellationSource>(result)[0] ?? null;
}
