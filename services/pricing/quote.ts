// Pricing a stay for the object page's price box (SPEC.md §7 POST /api/price/): the object's price
// rules and availability (cached per process), the pricing engine (core/pricing) and alternative
// stays around the chosen one (docs/decisions/028-price-variants.md).
import { checkStay, type Availability } from '#core/availability';
import { addDays, parseIsoDate, todayInBerlin, type IsoDate } from '#core/dates';
import type { PriceApiResult, PriceVariant, PriceVariantKind } from '#core/price-state';
import {
  calculatePrice,
  normaliseAvailabilityQuery,
  quotedDiscountKind,
  type AvailabilityQuery,
  type DiscountKind,
  type AvailabilityQueryInput,
  type PriceResult,
  type PriceRules,
  type PriceStatus,
} from '#core/pricing';
import { loadPricingSource, type PricingSource } from '#db/repositories/pricing';
import { partnerHides } from '#services/partners';
import type { AppDeps, RequestContext } from '#services/platform';
import { CatalogueCache, DomainError } from '#services/platform';

/** Objects whose pricing facts a process keeps (a few KB each: rules JSON + ~550-char strings). */
export const PRICE_SOURCE_CACHE_SIZE = 4_096;
/** How far the shifted variants look for a bookable arrival, in days each way. */
export const VARIANT_SHIFT_DAYS = 14;

const sources = new CatalogueCache<PricingSource | null>(PRICE_SOURCE_CACHE_SIZE);

/**
 * The object's pricing facts, from the per-process cache when it is current (services/
 * catalogue-cache.ts: any catalogue change drops every entry; a miss costs one indexed query).
 */
export async function pricingSource(
  deps: Pick<AppDeps, 'database' | 'search'>,
  objectNumber: number,
): Promise<PricingSource | null> {
  return sources.read(deps, String(objectNumber), () =>
    loadPricingSource(deps.database.db, objectNumber),
  );
}

/** Entries cached for this process (tests and benchmarks). */
export function pricingCacheSize(deps: Pick<AppDeps, 'search'>): number {
  return sources.size(deps);
}

/** A result with its amounts removed and another status (checks the engine does not know). */
function withoutPrice(result: PriceResult, status: PriceStatus): PriceResult {
  return {
    ...result,
    priceObject: {
      ...result.priceObject,
      original: 0,
      price: 0,
      priceComplete: 0,
      pricePercentReduction: 0,
      originalWithoutAdditions: 0,
    },
    priceServicesMandatory: [],
    priceServicesOnSiteMandatory: [],
    priceServicesOnSiteOptional: [],
    priceCalculated: false,
    status,
    discount: null,
  };
}

/** Statuses another date can fix (the stay has a price, the dates are the problem). */
const DATE_STATUSES: ReadonlySet<PriceStatus> = new Set([
  'free',
  'occupied',
  'arrivalDay',
  'minimumStay',
]);

function variantOf(kind: PriceVariantKind, r: PriceResult): PriceVariant {
  const p = r.priceObject;
  return {
    kind,
    startDate: p.startDate,
    endDate: p.endDate,
    nights: p.duration,
    status: r.status,
    available: r.status === 'free',
    price: p.price,
    original: p.original,
    priceComplete: p.priceComplete,
    pricePercentReduction: p.pricePercentReduction,
  };
}

/**
 * The nearest bookable stay of the same length, its arrival shifted by 1…VARIANT_SHIFT_DAYS days
 * in `direction`, not before today. checkStay filters candidates cheaply before the engine
 * confirms one (the engine also applies the season's arrival weekdays and minimum stays).
 */
function nearestBookable(
  rules: PriceRules,
  av: Availability,
  q: AvailabilityQuery,
  direction: -1 | 1,
  today: IsoDate,
  now: Date,
): PriceResult | null {
  for (let shift = 1; shift <= VARIANT_SHIFT_DAYS; shift++) {
    const start = addDays(q.startDate, direction * shift);
    if (start < today) return null;
    const end = addDays(start, q.duration);
    if (!checkStay(av, start, end).ok) continue;
    const r = calculatePrice(rules, av, { ...q, startDate: start, endDate: end }, now);
    if (r.status === 'free') return r;
  }
  return null;
}

/**
 * Alternative stays (docs/decisions/028-price-variants.md): when the chosen stay cannot be booked,
 * the nearest bookable arrivals before and after with the same length; always the same arrival
 * with the other standard length (7 nights, or 14 when 7 were chosen) — shown greyed when it
 * cannot be booked either, so the guest sees at a glance that a longer or shorter stay does not
 * help.
 */
export function priceVariants(
  rules: PriceRules,
  av: Availability | null,
  q: AvailabilityQuery,
  chosen: PriceResult,
  now: Date,
): PriceVariant[] {
  if (!chosen.priceCalculated || !DATE_STATUSES.has(chosen.status)) return [];
  if (parseIsoDate(q.startDate) === null || q.duration < 1) return [];
  const today = todayInBerlin(now);
  const out: PriceVariant[] = [];
  if (chosen.status !== 'free' && av !== null) {
    const earlier = nearestBookable(rules, av, q, -1, today, now);
    if (earlier !== null) out.push(variantOf('earlier', earlier));
    const later = nearestBookable(rules, av, q, 1, today, now);
    if (later !== null) out.push(variantOf('later', later));
  }
  const nights = q.duration === 7 ? 14 : 7;
  const other = calculatePrice(
    rules,
    av,
    { ...q, endDate: addDays(q.startDate, nights), duration: nights },
    now,
  );
  if (other.priceCalculated) out.push(variantOf('length', other));
  return out;
}

export interface PriceStayInput extends AvailabilityQueryInput {
  objectNumber: number;
}

/**
 * Prices a stay of an object at the request's instant. Refuses an unknown object (notFound) and
 * an inactive one (gone), naming the object number. Invalid or past date ranges are answered with
 * the engine's status (invalidDates, inThePast), not as an error: a shared link with old dates
 * still gets a price box that says why.
 * More adults than the object allows → tooManyPersons.
 */
export async function priceStay(
  ctx: RequestContext,
  input: PriceStayInput,
): Promise<PriceApiResult> {
  const source = await pricingSource(ctx.deps, input.objectNumber);
  const data = { objectNumber: input.objectNumber };
  if (source === null) throw new DomainError('notFound', 'errors.object.notFound', { data });
  if (!source.active) throw new DomainError('gone', 'errors.object.gone', { data });
  // A partner that hides the bonus (SPEC §3 hideBonus) brings no bonus code into the price.
  const hides = ctx.partnerId === null ? null : await partnerHides(ctx);
  const q = normaliseAvailabilityQuery(hides?.hideBonus ? { ...input, bonus: '' } : input);
  const result = quoteStay(source, q, ctx.now);
  // A stay without a price (no price list, too many adults) has no variants either.
  const variants =
    source.rules === null || !result.priceCalculated
      ? []
      : priceVariants(source.rules, source.availability, q, result, ctx.now);
  return { ...result, variants };
}

/**
 * The discount kind the object's quote applies to a stay (quotedDiscountKind), for the object
 * page's head on the server: the same quote the price box then asks POST /api/price/ for. Null
 * for an unknown or inactive object.
 */
export async function stayDiscountKind(
  ctx: RequestContext,
  input: PriceStayInput,
): Promise<DiscountKind | null> {
  const source = await pricingSource(ctx.deps, input.objectNumber);
  if (source === null || !source.active) return null;
  return quotedDiscountKind(quoteStay(source, input, ctx.now));
}

/** What quoting a stay needs to know of the object. */
export interface QuoteFacts {
  rules: PriceRules | null;
  availability: Availability | null;
  /** Most adults the object takes; null where the caller has already matched the party. */
  adultsMax: number | null;
}

/**
 * THE quote of a stay (issue 11, one truth per fact): the engine's result plus the checks the
 * engine cannot make — an object without a price list is known but has no price ('noPrice'; not
 * "unknown object"), more adults than it takes is 'tooManyPersons'. The price box (priceStay), the
 * search cards (the index prices a page's hits through it, services/search), the watch list and
 * the booking all quote here, and show core/pricing `stayTotal` of the result, so the same stay
 * has the same result and the same total on every screen.
 */
export function quoteStay(facts: QuoteFacts, stay: AvailabilityQueryInput, now: Date): PriceResult {
  const q = normaliseAvailabilityQuery(stay);
  const result = calculatePrice(facts.rules, facts.availability, q, now);
  if (facts.rules === null) return withoutPrice(result, 'noPrice');
  if (facts.adultsMax !== null && q.persons > facts.adultsMax && result.priceCalculated) {
    return withoutPrice(result, 'tooManyPersons');
  }
  return result;
}
