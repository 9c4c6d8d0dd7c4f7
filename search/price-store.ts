// Per-object price rules compiled into flat typed arrays, so that the search index can price a
// stay for every candidate object in well under a microsecond, EXACTLY as core/pricing/engine.ts
// calculatePrice would (same sanitising of the JSON rules, same first-match seasons, same
// integer arithmetic, same best-discount choice and rounding).
//
// Layout: per row an offset and a count into shared pools, one typed array per field —
//   seasons   (compiled like engine.compileSeasons: invalid ones dropped, amounts sanitised;
//              each names one of its row's distinct rate pairs in the rate pool)
//   segments  (the seasons flattened into sorted, disjoint day intervals, each naming the FIRST
//              season that contains it: a night's season is found by walking segments)
//   discounts (only those that can ever apply; window bounds as epoch days with open sentinels)
//   services  (for rebuilding the rules; the search itself never reads them)
// Pricing the scattered candidates of a search is bound by memory latency. This layout (every
// field dense in row order) measured fastest here: ~1.5–2× faster than one record per object
// (a new memory page per candidate) or interleaved per-segment records.
// A row whose rules change is rewritten in place when the new data fits its old slots, else
// appended to the pools (the old slots are left unused until the next rebuild).
//
// Stays are priced per query in two steps: `prepareStays` fixes the query's arrivals, nights,
// party and today; `priceAt(row, t)` prices arrival t for a row. Rows whose seasons have the same
// dates, arrival weekdays and minimum stays share a "calendar" (the demo catalogue: ~120 calendars
// for 100k objects; real catalogues reuse their season templates too): the segment walk — is the
// stay covered, may it start that weekday, how many nights fall into which season — is done once
// per calendar and arrival in a query and cached, so a row only sums its own nightly rates.
//
// The original PriceRules objects are NOT kept (100k rule objects would cost ~150 MB of heap):
// `rulesOf` rebuilds an equivalent PriceRules — one for which calculatePrice returns the very same
// result for every query — from the compiled data, for the few objects of a result page.

import { isoDateFromEpochDay, parseIsoDate, weekdayOfEpochDay, type Weekday } from '#core/dates';
import type {
  Discount,
  DiscountKind,
  PriceRules,
  Season,
  ServiceRule,
  ServiceUnit,
} from '#core/pricing';
import { grown } from './grow';

const ALL_WEEKDAYS = 0x7f;
const INT_CAP = 2_147_483_647;
/** Open window bounds (no from / no to). */
const NO_LOWER = -2_147_483_648;
const NO_UPPER = 2_147_483_647;

const UNITS: readonly ServiceUnit[] = [
  'stay',
  'night',
  'person',
  'personNight',
  'pet',
  'petNight',
  'piece',
];

// Mandatory cost sums per row (PriceStore.mandatory): per stay, night, traveller, traveller-night,
// adult, adult-night (adultsOnly services), pet and pet-night.
const M_STAY = 0;
const M_NIGHT = 1;
const M_PERSON = 2;
const M_PERSON_NIGHT = 3;
const M_ADULT = 4;
const M_ADULT_NIGHT = 5;
const M_PET = 6;
const M_PET_NIGHT = 7;
const M_KINDS = 8;

// Row flags.
const HAS_RULES = 1;
const PETS_ALLOWED = 2;
const PET_FEE_PER_NIGHT = 4;
const INKASSO_LANDLORD = 8;
const EXTERNAL_OK = 16;

// Sanitisers identical to core/pricing/engine.ts.
function cents(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}
function wholeCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
function listOf<T>(value: readonly T[] | undefined | null): readonly T[] {
  return Array.isArray(value) ? value : [];
}
function optionalDay(value: string | undefined | null): number | null | undefined {
  if (value == null) return undefined;
  return parseIsoDate(value);
}
/** Counts are compared with ≤ 999 travellers and ≤ 365 nights: clamping keeps every outcome. */
function clampInt(n: number): number {
  return n > INT_CAP ? INT_CAP : n;
}
/** An optional numeric discount condition: absent → the neutral bound, else the value as `>=`/`<=` read it. */
function condition(value: unknown, absent: number): number {
  return value == null ? absent : Number(value);
}

interface CompiledSeason {
  fromDay: number;
  toDay: number;
  nightly: number;
  weekly: number;
  minStay: number;
  mask: number;
}

export class PriceStore {
  // Per row.
  flags = new Uint8Array(0);
  maxPersons = new Int32Array(0);
  basePersons = new Int32Array(0);
  extraCents = new Float64Array(0);
  /** Pets allowed: max pets; not allowed: -1. */
  petsMax = new Int32Array(0);
  petFee = new Float64Array(0);
  payments = new Int32Array(0);
  seasonOff = new Int32Array(0);
  seasonCount = new Int32Array(0);
  /** The row's distinct (nightly, weekly) rate pairs in the rate pool. */
  rateOff = new Int32Array(0);
  rateCount = new Int32Array(0);
  segOff = new Int32Array(0);
  segCount = new Int32Array(0);
  discOff = new Int32Array(0);
  discCount = new Int32Array(0);
  svcOff = new Int32Array(0);
  svcCount = new Int32Array(0);
  // The mandatory costs (mandatory services and the pet fee) as one sum per unit kind, so that a
  // stay's total — calculatePrice's priceComplete, what every screen shows — is the price plus
  // eight multiply-adds (see totalAt). [8 * row + k], k: MANDATORY_* below.
  mandatory = new Float64Array(0);

  // Season pool.
  private sFrom = new Int32Array(0);
  private sTo = new Int32Array(0);
  /** The season's rate pair: index into its row's rates (rateOff). */
  private sSlot = new Int32Array(0);
  private sMinStay = new Int32Array(0);
  private sMask = new Uint8Array(0);
  private sUsed = 0;
  // Rate pool: a row's DISTINCT rate pairs, interleaved — [2i] nightly, [2i + 1] weekly (-1 = no
  // weekly price). Seasons repeat a few rates (low / mid / high), so this pool is a fifth of one
  // pair per season: pricing a candidate reads one of its lines, and the pool stays in cache.
  private rRate = new Float64Array(0);
  private rUsed = 0;
  // Segment pool.
  private gFrom = new Int32Array(0);
  private gTo = new Int32Array(0);
  private gSeason = new Int32Array(0);
  private gUsed = 0;
  // Discount pool.
  private dKind = new Int32Array(0);
  private dPercent = new Float64Array(0);
  private dArrFrom = new Int32Array(0);
  private dArrTo = new Int32Array(0);
  private dBookFrom = new Int32Array(0);
  private dBookTo = new Int32Array(0);
  private dMinBefore = new Float64Array(0);
  private dMaxBefore = new Float64Array(0);
  private dMinNights = new Float64Array(0);
  private dUsed = 0;
  // Service pool.
  private vList = new Uint8Array(0);
  private vName = new Int32Array(0);
  private vAmount = new Float64Array(0);
  private vUnit = new Uint8Array(0);
  private vFlags = new Uint8Array(0);
  private vUsed = 0;

  private readonly strings: string[] = [];
  private readonly stringIds = new Map<string, number>();
  private readonly paymentLists: number[][] = [];
  private readonly paymentIds = new Map<string, number>();
  /** Scratch: nights per season of the row being priced. */
  private counts = new Int32Array(64);
  private touched = new Int32Array(64);

  // Calendars: rows with equal season dates / weekdays / minimum stays (see the file comment).
  /** Calendar id per row (-1: no rules). */
  private calendar = new Int32Array(0);
  private readonly calendarIds = new Map<string, number>();
  // The current query's stays (prepareStays) and, per calendar × arrival, the cached walk:
  // stamp = query generation when computed; start = offset into the touched pool, -1 = no price.
  private stayGen = 0;
  private stayArrivals: number[] = [];
  private stayNights = 0;
  private stayTravellers = 0;
  private stayAdults = 0;
  private stayPets = 0;
  private stayToday = 0;
  private calStamp = new Int32Array(0);
  private calStart = new Int32Array(0);
  private calLen = new Int32Array(0);
  /** Per cached walk: the touched seasons' rate slots and their nights. */
  private tSlot = new Int32Array(64);
  private tNights = new Int32Array(64);
  private tUsed = 0;

  ensureRows(n: number): void {
    this.flags = grown(this.flags, n);
    this.maxPersons = grown(this.maxPersons, n);
    this.basePersons = grown(this.basePersons, n);
    this.extraCents = grown(this.extraCents, n);
    this.petsMax = grown(this.petsMax, n);
    this.petFee = grown(this.petFee, n);
    this.payments = grown(this.payments, n);
    this.seasonOff = grown(this.seasonOff, n);
    this.seasonCount = grown(this.seasonCount, n);
    this.rateOff = grown(this.rateOff, n);
    this.rateCount = grown(this.rateCount, n);
    this.segOff = grown(this.segOff, n);
    this.segCount = grown(this.segCount, n);
    this.discOff = grown(this.discOff, n);
    this.discCount = grown(this.discCount, n);
    this.svcOff = grown(this.svcOff, n);
    this.svcCount = grown(this.svcCount, n);
    this.mandatory = grown(this.mandatory, n * M_KINDS);
    const before = this.calendar.length;
    this.calendar = grown(this.calendar, n);
    this.calendar.fill(-1, before);
  }

  private intern(s: string): number {
    let id = this.stringIds.get(s);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(s);
      this.stringIds.set(s, id);
    }
    return id;
  }

  /** Offset for `count` slots of a row whose old slots are (`off`, `oldCount`). */
  private static slot(off: number, oldCount: number, count: number, used: number): number {
    return count <= oldCount ? off : used;
  }

  hasRules(row: number): boolean {
    return (this.flags[row]! & HAS_RULES) !== 0;
  }

  /** Compiles `rules` into row `row` (null = unknown object: never priced). */
  set(row: number, rules: PriceRules | null): void {
    if (rules === null || typeof rules !== 'object') {
      this.flags[row] = 0;
      this.seasonCount[row] = 0;
      this.segCount[row] = 0;
      this.discCount[row] = 0;
      this.svcCount[row] = 0;
      this.mandatory.fill(0, row * M_KINDS, (row + 1) * M_KINDS);
      this.calendar[row] = -1;
      return;
    }
    const pets = rules.pets;
    const petsAllowed = pets?.allowed === true;
    let flags = HAS_RULES;
    if (petsAllowed) flags |= PETS_ALLOWED;
    if (petsAllowed && pets.feeUnit === 'petNight') flags |= PET_FEE_PER_NIGHT;
    if (rules.inkasso === 'landlord') flags |= INKASSO_LANDLORD;
    if (rules.externalBookingOK === true) flags |= EXTERNAL_OK;
    this.flags[row] = flags;
    this.maxPersons[row] = clampInt(wholeCount(rules.maxPersons));
    this.basePersons[row] = clampInt(wholeCount(rules.basePersons));
    this.extraCents[row] = cents(rules.extraPersonNightCents);
    this.petsMax[row] = petsAllowed ? clampInt(wholeCount(pets.max)) : -1;
    this.petFee[row] = petsAllowed ? cents(pets.feeCents) : 0;
    const payments = listOf(rules.payments).filter(Number.isInteger);
    const key = payments.join(',');
    let pid = this.paymentIds.get(key);
    if (pid === undefined) {
      pid = this.paymentLists.length;
      this.paymentLists.push(payments);
      this.paymentIds.set(key, pid);
    }
    this.payments[row] = pid;
    this.setSeasons(row, rules);
    this.setDiscounts(row, rules);
    this.setServices(row, rules);
  }

  private setSeasons(row: number, rules: PriceRules): void {
    const seasons: CompiledSeason[] = [];
    for (const season of listOf(rules.seasons)) {
      const fromDay = parseIsoDate(season.from);
      const toDay = parseIsoDate(season.to);
      if (fromDay === null || toDay === null || toDay <= fromDay) continue;
      let mask = ALL_WEEKDAYS;
      const weekdays = listOf(season.arrivalWeekdays);
      if (weekdays.length > 0) {
        mask = 0;
        for (const w of weekdays) {
          if (Number.isInteger(w) && w >= 0 && w <= 6) mask |= 1 << w;
        }
      }
      seasons.push({
        fromDay,
        toDay,
        nightly: cents(season.nightlyCents),
        weekly: season.weeklyCents == null ? -1 : cents(season.weeklyCents),
        minStay: clampInt(Math.max(1, wholeCount(season.minStay))),
        mask,
      });
    }
    const n = seasons.length;
    const sOff = PriceStore.slot(this.seasonOff[row]!, this.seasonCount[row]!, n, this.sUsed);
    if (sOff === this.sUsed) {
      this.sUsed += n;
      const need = this.sUsed;
      this.sFrom = grown(this.sFrom, need);
      this.sTo = grown(this.sTo, need);
      this.sSlot = grown(this.sSlot, need);
      this.sMinStay = grown(this.sMinStay, need);
      this.sMask = grown(this.sMask, need);
    }
    const rates: number[] = [];
    const slots = seasons.map((x) => {
      for (let r = 0; r < rates.length; r += 2) {
        if (rates[r] === x.nightly && rates[r + 1] === x.weekly) return r / 2;
      }
      rates.push(x.nightly, x.weekly);
      return rates.length / 2 - 1;
    });
    const m = rates.length / 2;
    const rOff = PriceStore.slot(this.rateOff[row]!, this.rateCount[row]!, m, this.rUsed);
    if (rOff === this.rUsed) {
      this.rUsed += m;
      this.rRate = grown(this.rRate, 2 * this.rUsed);
    }
    this.rRate.set(rates, 2 * rOff);
    this.rateOff[row] = rOff;
    this.rateCount[row] = m;
    seasons.forEach((s, i) => {
      const p = sOff + i;
      this.sFrom[p] = s.fromDay;
      this.sTo[p] = s.toDay;
      this.sSlot[p] = slots[i]!;
      this.sMinStay[p] = s.minStay;
      this.sMask[p] = s.mask;
    });
    this.seasonOff[row] = sOff;
    this.seasonCount[row] = n;
    // Everything the segment walk reads or caches (segments derive from the dates; the cache
    // holds rate slots), i.e. all but the rates themselves.
    const key = seasons
      .map((x, i) => `${x.fromDay},${x.toDay},${x.mask},${x.minStay},${slots[i]}`)
      .join(';');
    let cal = this.calendarIds.get(key);
    if (cal === undefined) {
      cal = this.calendarIds.size;
      this.calendarIds.set(key, cal);
    }
    this.calendar[row] = cal;
    if (n > this.counts.length) {
      this.counts = new Int32Array(n);
      this.touched = new Int32Array(n);
    }

    // Segments: elementary intervals between all bounds, each owned by the first season
    // containing it; neighbours with the same owner merged.
    const bounds = [...new Set(seasons.flatMap((s) => [s.fromDay, s.toDay]))].sort((a, b) => a - b);
    const segs: [number, number, number][] = [];
    for (let b = 0; b + 1 < bounds.length; b++) {
      const from = bounds[b]!;
      const to = bounds[b + 1]!;
      const owner = seasons.findIndex((s) => from >= s.fromDay && from < s.toDay);
      if (owner < 0) continue;
      const last = segs[segs.length - 1];
      if (last !== undefined && last[2] === owner && last[1] === from) last[1] = to;
      else segs.push([from, to, owner]);
    }
    const gOff = PriceStore.slot(this.segOff[row]!, this.segCount[row]!, segs.length, this.gUsed);
    if (gOff === this.gUsed) {
      this.gUsed += segs.length;
      this.gFrom = grown(this.gFrom, this.gUsed);
      this.gTo = grown(this.gTo, this.gUsed);
      this.gSeason = grown(this.gSeason, this.gUsed);
    }
    segs.forEach(([from, to, owner], i) => {
      this.gFrom[gOff + i] = from;
      this.gTo[gOff + i] = to;
      this.gSeason[gOff + i] = owner;
    });
    this.segOff[row] = gOff;
    this.segCount[row] = segs.length;
  }

  private setDiscounts(row: number, rules: PriceRules): void {
    const kept: Discount[] = [];
    const bounds: number[][] = [];
    for (const d of listOf(rules.discounts)) {
      // engine.discountApplies: no positive percent, or a window bound that is not a date,
      // means the discount never applies — such entries need not be stored.
      if (!(typeof d.percent === 'number' && d.percent > 0)) continue;
      const days = [d.arrivalFrom, d.arrivalTo, d.bookableFrom, d.bookableTo].map(optionalDay);
      if (days.some((x) => x === null)) continue;
      kept.push(d);
      bounds.push(days.map((x, i) => x ?? (i % 2 === 0 ? NO_LOWER : NO_UPPER)));
    }
    const n = kept.length;
    const off = PriceStore.slot(this.discOff[row]!, this.discCount[row]!, n, this.dUsed);
    if (off === this.dUsed) {
      this.dUsed += n;
      const need = this.dUsed;
      this.dKind = grown(this.dKind, need);
      this.dPercent = grown(this.dPercent, need);
      this.dArrFrom = grown(this.dArrFrom, need);
      this.dArrTo = grown(this.dArrTo, need);
      this.dBookFrom = grown(this.dBookFrom, need);
      this.dBookTo = grown(this.dBookTo, need);
      this.dMinBefore = grown(this.dMinBefore, need);
      this.dMaxBefore = grown(this.dMaxBefore, need);
      this.dMinNights = grown(this.dMinNights, need);
    }
    kept.forEach((d, i) => {
      const p = off + i;
      const b = bounds[i]!;
      this.dKind[p] = this.intern(d.kind);
      this.dPercent[p] = Math.min(100, d.percent);
      this.dArrFrom[p] = b[0]!;
      this.dArrTo[p] = b[1]!;
      this.dBookFrom[p] = b[2]!;
      this.dBookTo[p] = b[3]!;
      this.dMinBefore[p] = condition(d.minDaysBeforeArrival, -Infinity);
      this.dMaxBefore[p] = condition(d.maxDaysBeforeArrival, Infinity);
      this.dMinNights[p] = condition(d.minNights, -Infinity);
    });
    this.discOff[row] = off;
    this.discCount[row] = n;
  }

  private setServices(row: number, rules: PriceRules): void {
    const items: { list: number; rule: ServiceRule; unit: number }[] = [];
    const lists = [
      rules.servicesMandatory,
      rules.servicesOnSiteMandatory,
      rules.servicesOnSiteOptional,
    ];
    lists.forEach((list, li) => {
      for (const rule of listOf(list)) {
        // engine.quantityFor gives 0 for unknown units, so such rules never produce a line.
        const unit = UNITS.indexOf(rule.unit);
        if (unit >= 0) items.push({ list: li, rule, unit });
      }
    });
    const n = items.length;
    const off = PriceStore.slot(this.svcOff[row]!, this.svcCount[row]!, n, this.vUsed);
    if (off === this.vUsed) {
      this.vUsed += n;
      const need = this.vUsed;
      this.vList = grown(this.vList, need);
      this.vName = grown(this.vName, need);
      this.vAmount = grown(this.vAmount, need);
      this.vUnit = grown(this.vUnit, need);
      this.vFlags = grown(this.vFlags, need);
    }
    items.forEach(({ list, rule, unit }, i) => {
      const p = off + i;
      this.vList[p] = list;
      this.vName[p] = this.intern(String(rule.name));
      this.vAmount[p] = cents(rule.amountCents);
      this.vUnit[p] = unit;
      this.vFlags[p] = (rule.adultsOnly === true ? 1 : 0) | (rule.refundable === true ? 2 : 0);
    });
    this.svcOff[row] = off;
    this.svcCount[row] = n;

    // engine.calculatePrice: priceComplete = price + Σ mandatory items (quantityFor per unit) +
    // the pet fee (per pet or per pet and night) when pets come and the fee is positive.
    const m = row * M_KINDS;
    const sums = this.mandatory;
    sums.fill(0, m, m + M_KINDS);
    for (const { list, rule, unit } of items) {
      if (list !== 0) continue;
      const amount = cents(rule.amountCents);
      const adults = rule.adultsOnly === true;
      switch (UNITS[unit]) {
        case 'stay':
        case 'piece':
          sums[m + M_STAY]! += amount;
          break;
        case 'night':
          sums[m + M_NIGHT]! += amount;
          break;
        case 'person':
          sums[m + (adults ? M_ADULT : M_PERSON)]! += amount;
          break;
        case 'personNight':
          sums[m + (adults ? M_ADULT_NIGHT : M_PERSON_NIGHT)]! += amount;
          break;
        case 'pet':
          sums[m + M_PET]! += amount;
          break;
        case 'petNight':
          sums[m + M_PET_NIGHT]! += amount;
          break;
      }
    }
    const petFee = this.petFee[row]!;
    if (petFee > 0) {
      sums[m + ((this.flags[row]! & PET_FEE_PER_NIGHT) !== 0 ? M_PET_NIGHT : M_PET)]! += petFee;
    }
  }

  /** The engine's party checks: too many travellers, or pets not allowed / too many. */
  admits(row: number, travellers: number, pets: number): boolean {
    if ((this.flags[row]! & HAS_RULES) === 0) return false;
    if (travellers > this.maxPersons[row]!) return false;
    return pets === 0 || pets <= this.petsMax[row]!;
  }

  /**
   * calculatePrice(...).priceObject.price of `nights` nights from epoch day `startDay`, or -1 when
   * the stay has no price (a night without season) or the arrival season forbids it (weekday,
   * season minimum stay). Availability and the party checks are the caller's (see `admits`).
   * One-off form of prepareStays + priceAt (it replaces the prepared stays).
   */
  stayPrice(
    row: number,
    startDay: number,
    nights: number,
    travellers: number,
    todayDay: number,
  ): number {
    this.prepareStays([startDay], nights, travellers, todayDay);
    return this.priceAt(row, 0);
  }

  /** Number of distinct calendars (for tests and benchmarks). */
  get calendars(): number {
    return this.calendarIds.size;
  }

  /**
   * Fixes the stays of a query for priceAt: arrival epoch days (t = 0 …), nights, travellers and
   * today (epoch day). Invalidates the per-calendar cache of the previous query.
   */
  prepareStays(
    arrivals: number[],
    nights: number,
    travellers: number,
    todayDay: number,
    party: { adults?: number; pets?: number } = {},
  ): void {
    this.stayArrivals = arrivals;
    this.stayNights = nights;
    this.stayTravellers = travellers;
    this.stayAdults = party.adults ?? travellers;
    this.stayPets = party.pets ?? 0;
    this.stayToday = todayDay;
    this.tUsed = 0;
    const slots = this.calendarIds.size * Math.max(1, arrivals.length);
    if (this.calStamp.length < slots) {
      const size = Math.max(slots, this.calStamp.length * 2);
      this.calStamp = new Int32Array(size);
      this.calStart = new Int32Array(size);
      this.calLen = new Int32Array(size);
      this.stayGen = 0;
    }
    if (this.stayGen >= 0x7ffffffe) {
      this.calStamp.fill(0);
      this.stayGen = 0;
    }
    this.stayGen++;
  }

  /**
   * Whether prepared arrival `t` has a price for `row` (priceAt(row, t) ≥ 0), without pricing
   * it: only the calendar's cached walk, none of the row's rates (searches that need no price).
   */
  hasPriceAt(row: number, t: number): boolean {
    const cal = this.calendar[row]!;
    if (cal < 0) return false;
    const slot = t * this.calendarIds.size + cal;
    if (this.calStamp[slot] !== this.stayGen) this.walk(row, t, slot);
    return this.calStart[slot]! >= 0;
  }

  /**
   * The price of prepared arrival `t` for `row` as stayPrice describes it (-1 = no price). The
   * row must have been written since the last prepareStays (the index never writes mid-search).
   */
  priceAt(row: number, t: number): number {
    const cal = this.calendar[row]!;
    if (cal < 0) return -1;
    const slot = t * this.calendarIds.size + cal;
    if (this.calStamp[slot] !== this.stayGen) this.walk(row, t, slot);
    const start = this.calStart[slot]!;
    if (start < 0) return -1;
    const nights = this.stayNights;
    const startDay = this.stayArrivals[t]!;
    const ro = this.rateOff[row]!;
    const tSlot = this.tSlot;
    const tNights = this.tNights;
    const rRate = this.rRate;
    let rent = 0;
    for (let i = start, end = start + this.calLen[slot]!; i < end; i++) {
      const r = 2 * (ro + tSlot[i]!);
      const k = tNights[i]!;
      const nightly = rRate[r]!;
      const weekly = rRate[r + 1]!;
      rent += weekly < 0 ? k * nightly : Math.floor(k / 7) * weekly + (k % 7) * nightly;
    }

    const extra = this.stayTravellers - this.basePersons[row]!;
    const original = rent + (extra > 0 ? extra : 0) * this.extraCents[row]! * nights;
    const dCount = this.discCount[row]!;
    if (dCount === 0) return original;
    let best = -1;
    let bestPercent = 0;
    const todayDay = this.stayToday;
    const dEnd = this.discOff[row]! + dCount;
    const daysBefore = startDay - todayDay;
    for (let d = this.discOff[row]!; d < dEnd; d++) {
      if (startDay < this.dArrFrom[d]! || startDay >= this.dArrTo[d]!) continue;
      if (todayDay < this.dBookFrom[d]! || todayDay >= this.dBookTo[d]!) continue;
      if (!(daysBefore >= this.dMinBefore[d]!)) continue;
      if (!(daysBefore <= this.dMaxBefore[d]!)) continue;
      if (!(nights >= this.dMinNights[d]!)) continue;
      const p = this.dPercent[d]!;
      if (best < 0 || p > bestPercent) {
        best = d;
        bestPercent = p;
      }
    }
    return best < 0 ? original : original - Math.round((original * bestPercent) / 100);
  }

  /**
   * The stay's total for prepared arrival `t`: priceAt plus the mandatory costs of the prepared
   * party — calculatePrice(...).priceObject.priceComplete (-1 = no price). Costs due on site are
   * not part of it, as in the engine.
   */
  totalAt(row: number, t: number): number {
    const price = this.priceAt(row, t);
    if (price < 0) return price;
    const m = row * M_KINDS;
    const s = this.mandatory;
    const n = this.stayNights;
    const persons = this.stayTravellers;
    const adults = this.stayAdults;
    const pets = this.stayPets;
    return (
      price +
      s[m + M_STAY]! +
      s[m + M_NIGHT]! * n +
      s[m + M_PERSON]! * persons +
      s[m + M_PERSON_NIGHT]! * persons * n +
      s[m + M_ADULT]! * adults +
      s[m + M_ADULT_NIGHT]! * adults * n +
      s[m + M_PET]! * pets +
      s[m + M_PET_NIGHT]! * pets * n
    );
  }

  /**
   * The segment walk of arrival t on `row`'s calendar, cached in `slot`: whether the stay may
   * start (first season's weekdays and minimum stay) and is covered by seasons, and the nights per
   * season (the engine's first-match season of each night).
   */
  private walk(row: number, t: number, slot: number): void {
    this.calStamp[slot] = this.stayGen;
    this.calStart[slot] = -1;
    const startDay = this.stayArrivals[t]!;
    const nights = this.stayNights;
    let j = this.segOff[row]!;
    const end = j + this.segCount[row]!;
    const gFrom = this.gFrom;
    const gTo = this.gTo;
    while (j < end && gTo[j]! <= startDay) j++;
    if (j === end || gFrom[j]! > startDay) return;
    const so = this.seasonOff[row]!;
    const first = so + this.gSeason[j]!;
    if ((this.sMask[first]! & (1 << weekdayOfEpochDay(startDay))) === 0) return;
    if (this.sMinStay[first]! > nights) return;

    const counts = this.counts;
    const touched = this.touched;
    let nTouched = 0;
    let cur = startDay;
    const stop = startDay + nights;
    let covered = true;
    for (;;) {
      const to = gTo[j]!;
      const e = to < stop ? to : stop;
      const s = this.gSeason[j]!;
      if (counts[s] === 0) touched[nTouched++] = s;
      counts[s] = counts[s]! + (e - cur);
      cur = e;
      if (cur >= stop) break;
      j++;
      if (j === end || gFrom[j]! !== cur) {
        covered = false;
        break;
      }
    }
    if (this.tUsed + nTouched > this.tSlot.length) {
      const size = Math.max(this.tUsed + nTouched, this.tSlot.length * 2);
      this.tSlot = grown(this.tSlot, size);
      this.tNights = grown(this.tNights, size);
    }
    const start = this.tUsed;
    for (let i = 0; i < nTouched; i++) {
      const s = touched[i]!;
      this.tSlot[start + i] = this.sSlot[so + s]!;
      this.tNights[start + i] = counts[s]!;
      counts[s] = 0;
    }
    if (!covered) return;
    this.tUsed += nTouched;
    this.calStart[slot] = start;
    this.calLen[slot] = nTouched;
  }

  /**
   * PriceRules equivalent to the compiled ones for calculatePrice; null when none. With a stay
   * (`fromDay`, `nights`): only the seasons containing one of its nights, in their order — the
   * same first-match season for every night, so calculatePrice answers this stay exactly as with
   * all seasons, while it parses one or two seasons' dates instead of a dozen (result pages).
   */
  rulesOf(row: number, fromDay = NO_LOWER, nights = 0): PriceRules | null {
    const flags = this.flags[row]!;
    if ((flags & HAS_RULES) === 0) return null;
    const seasons: Season[] = [];
    const so = this.seasonOff[row]!;
    const ro = this.rateOff[row]!;
    const stayEnd = fromDay === NO_LOWER ? NO_UPPER : fromDay + nights;
    for (let i = so; i < so + this.seasonCount[row]!; i++) {
      if (this.sTo[i]! <= fromDay || this.sFrom[i]! >= stayEnd) continue;
      const mask = this.sMask[i]!;
      const season: Season = {
        from: isoDateFromEpochDay(this.sFrom[i]!),
        to: isoDateFromEpochDay(this.sTo[i]!),
        nightlyCents: this.rRate[2 * (ro + this.sSlot[i]!)]!,
        minStay: this.sMinStay[i]!,
      };
      const weekly = this.rRate[2 * (ro + this.sSlot[i]!) + 1]!;
      if (weekly >= 0) season.weeklyCents = weekly;
      if (mask !== ALL_WEEKDAYS) {
        const days: number[] = [];
        for (let w = 0; w < 7; w++) if ((mask & (1 << w)) !== 0) days.push(w);
        // A mask of no weekday was written as a list of only invalid entries: keep one such
        // entry so the engine again allows no arrival (an empty list would mean "any day").
        season.arrivalWeekdays = (days.length > 0 ? days : [7]) as Weekday[];
      }
      seasons.push(season);
    }
    const discounts: Discount[] = [];
    const doff = this.discOff[row]!;
    for (let d = doff; d < doff + this.discCount[row]!; d++) {
      const discount: Discount = {
        kind: this.strings[this.dKind[d]!] as DiscountKind,
        percent: this.dPercent[d]!,
      };
      if (this.dArrFrom[d] !== NO_LOWER)
        discount.arrivalFrom = isoDateFromEpochDay(this.dArrFrom[d]!);
      if (this.dArrTo[d] !== NO_UPPER) discount.arrivalTo = isoDateFromEpochDay(this.dArrTo[d]!);
      if (this.dBookFrom[d] !== NO_LOWER) {
        discount.bookableFrom = isoDateFromEpochDay(this.dBookFrom[d]!);
      }
      if (this.dBookTo[d] !== NO_UPPER) discount.bookableTo = isoDateFromEpochDay(this.dBookTo[d]!);
      if (this.dMinBefore[d] !== -Infinity) discount.minDaysBeforeArrival = this.dMinBefore[d]!;
      if (this.dMaxBefore[d] !== Infinity) discount.maxDaysBeforeArrival = this.dMaxBefore[d]!;
      if (this.dMinNights[d] !== -Infinity) discount.minNights = this.dMinNights[d]!;
      discounts.push(discount);
    }
    const services: ServiceRule[][] = [[], [], []];
    const voff = this.svcOff[row]!;
    for (let v = voff; v < voff + this.svcCount[row]!; v++) {
      const rule: ServiceRule = {
        name: this.strings[this.vName[v]!] ?? '',
        amountCents: this.vAmount[v]!,
        unit: UNITS[this.vUnit[v]!] ?? 'stay',
      };
      const f = this.vFlags[v]!;
      if ((f & 1) !== 0) rule.adultsOnly = true;
      if ((f & 2) !== 0) rule.refundable = true;
      services[this.vList[v]!]?.push(rule);
    }
    const petsAllowed = (flags & PETS_ALLOWED) !== 0;
    return {
      seasons,
      basePersons: this.basePersons[row]!,
      extraPersonNightCents: this.extraCents[row]!,
      maxPersons: this.maxPersons[row]!,
      pets: {
        allowed: petsAllowed,
        max: petsAllowed ? this.petsMax[row]! : 0,
        feeCents: this.petFee[row]!,
        feeUnit: (flags & PET_FEE_PER_NIGHT) !== 0 ? 'petNight' : 'pet',
      },
      discounts,
      servicesMandatory: services[0] ?? [],
      servicesOnSiteMandatory: services[1] ?? [],
      servicesOnSiteOptional: services[2] ?? [],
      inkasso: (flags & INKASSO_LANDLORD) !== 0 ? 'landlord' : 'agency',
      payments: [...(this.paymentLists[this.payments[row]!] ?? [])],
      externalBookingOK: (flags & EXTERNAL_OK) !== 0,
    };
  }

  /** Shrinks the pools to what is used (after a build; later growth doubles again). */
  trim(): void {
    const s = this.sUsed;
    this.sFrom = this.sFrom.slice(0, s);
    this.sTo = this.sTo.slice(0, s);
    this.sSlot = this.sSlot.slice(0, s);
    this.rRate = this.rRate.slice(0, 2 * this.rUsed);
    this.sMinStay = this.sMinStay.slice(0, s);
    this.sMask = this.sMask.slice(0, s);
    const g = this.gUsed;
    this.gFrom = this.gFrom.slice(0, g);
    this.gTo = this.gTo.slice(0, g);
    this.gSeason = this.gSeason.slice(0, g);
    const d = this.dUsed;
    this.dKind = this.dKind.slice(0, d);
    this.dPercent = this.dPercent.slice(0, d);
    this.dArrFrom = this.dArrFrom.slice(0, d);
    this.dArrTo = this.dArrTo.slice(0, d);
    this.dBookFrom = this.dBookFrom.slice(0, d);
    this.dBookTo = this.dBookTo.slice(0, d);
    this.dMinBefore = this.dMinBefore.slice(0, d);
    this.dMaxBefore = this.dMaxBefore.slice(0, d);
    this.dMinNights = this.dMinNights.slice(0, d);
    const v = this.vUsed;
    this.vList = this.vList.slice(0, v);
    this.vName = this.vName.slice(0, v);
    this.vAmount = this.vAmount.slice(0, v);
    this.vUnit = this.vUnit.slice(0, v);
    this.vFlags = this.vFlags.slice(0, v);
  }

  /** Typed-array bytes held (pools at their allocated size). */
  bytes(): number {
    let total = 0;
    for (const value of Object.values(this)) {
      if (ArrayBuffer.isView(value)) total += value.byteLength;
    }
    return total;
  }
}
