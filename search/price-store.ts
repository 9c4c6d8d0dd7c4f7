// Per-object price rules compiled into flat typed arrays, so that the search index can price a
// stay for every candidate object in well under a microsecond, EXACTLY as core/pricing/engine.ts
// calculatePrice would (same sanitising of the JSON rules, same first-match seasons, same
// integer arithmetic, same best-discount choice and rounding).
//
// Layout: per row an offset and a count into shared pools, one typed array per field —
//   seasons   (compiled like engine.compileSeasons: invalid ones dropped, amounts sanitised)
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
// The original PriceRules objects are NOT kept (100k rule objects would cost ~150 MB of heap):
// `rulesOf` rebuilds an equivalent PriceRules — one for which calculatePrice returns the very same
// result for every query — from the compiled data, for the few objects of a result page.

import { isoDateFromEpochDay, parseIsoDate, weekdayOfEpochDay, type Weekday } from '../core/dates';
import type {
  Discount,
  DiscountKind,
  PriceRules,
  Season,
  ServiceRule,
  ServiceUnit,
} from '../core/pricing/types';
import { grown } from './grow';

const ALL_WEEKDAYS = 0x7f;
const RULES_CACHE_SIZE = 4096;
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
  segOff = new Int32Array(0);
  segCount = new Int32Array(0);
  discOff = new Int32Array(0);
  discCount = new Int32Array(0);
  svcOff = new Int32Array(0);
  svcCount = new Int32Array(0);

  // Season pool.
  private sFrom = new Int32Array(0);
  private sTo = new Int32Array(0);
  private sNightly = new Float64Array(0);
  /** -1 = no weekly price. */
  private sWeekly = new Float64Array(0);
  private sMinStay = new Int32Array(0);
  private sMask = new Uint8Array(0);
  private sUsed = 0;
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
    this.segOff = grown(this.segOff, n);
    this.segCount = grown(this.segCount, n);
    this.discOff = grown(this.discOff, n);
    this.discCount = grown(this.discCount, n);
    this.svcOff = grown(this.svcOff, n);
    this.svcCount = grown(this.svcCount, n);
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

  /** Rebuilt rules of recently shown rows (calculatePrice only reads them); bounded. */
  private readonly rulesCache = new Map<number, PriceRules | null>();

  /** rulesOf through a small cache, for result pages. Do not mutate the returned rules. */
  cachedRulesOf(row: number): PriceRules | null {
    let rules = this.rulesCache.get(row);
    if (rules === undefined) {
      if (this.rulesCache.size >= RULES_CACHE_SIZE) this.rulesCache.clear();
      rules = this.rulesOf(row);
      this.rulesCache.set(row, rules);
    }
    return rules;
  }

  /** Compiles `rules` into row `row` (null = unknown object: never priced). */
  set(row: number, rules: PriceRules | null): void {
    this.rulesCache.delete(row);
    if (rules === null || typeof rules !== 'object') {
      this.flags[row] = 0;
      this.seasonCount[row] = 0;
      this.segCount[row] = 0;
      this.discCount[row] = 0;
      this.svcCount[row] = 0;
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
      this.sNightly = grown(this.sNightly, need);
      this.sWeekly = grown(this.sWeekly, need);
      this.sMinStay = grown(this.sMinStay, need);
      this.sMask = grown(this.sMask, need);
    }
    seasons.forEach((s, i) => {
      const p = sOff + i;
      this.sFrom[p] = s.fromDay;
      this.sTo[p] = s.toDay;
      this.sNightly[p] = s.nightly;
      this.sWeekly[p] = s.weekly;
      this.sMinStay[p] = s.minStay;
      this.sMask[p] = s.mask;
    });
    this.seasonOff[row] = sOff;
    this.seasonCount[row] = n;
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
   */
  stayPrice(
    row: number,
    startDay: number,
    nights: number,
    travellers: number,
    todayDay: number,
  ): number {
    let j = this.segOff[row]!;
    const end = j + this.segCount[row]!;
    const gFrom = this.gFrom;
    const gTo = this.gTo;
    while (j < end && gTo[j]! <= startDay) j++;
    if (j === end || gFrom[j]! > startDay) return -1;
    const so = this.seasonOff[row]!;
    const first = so + this.gSeason[j]!;
    if ((this.sMask[first]! & (1 << weekdayOfEpochDay(startDay))) === 0) return -1;
    if (this.sMinStay[first]! > nights) return -1;

    const counts = this.counts;
    const touched = this.touched;
    let nTouched = 0;
    let cur = startDay;
    const stop = startDay + nights;
    let covered = true;
    for (;;) {
      const to = gTo[j]!;
      const t = to < stop ? to : stop;
      const s = this.gSeason[j]!;
      if (counts[s] === 0) touched[nTouched++] = s;
      counts[s] = counts[s]! + (t - cur);
      cur = t;
      if (cur >= stop) break;
      j++;
      if (j === end || gFrom[j]! !== cur) {
        covered = false;
        break;
      }
    }
    let rent = 0;
    for (let t = 0; t < nTouched; t++) {
      const s = touched[t]!;
      const k = counts[s]!;
      counts[s] = 0;
      const nightly = this.sNightly[so + s]!;
      const weekly = this.sWeekly[so + s]!;
      rent += weekly < 0 ? k * nightly : Math.floor(k / 7) * weekly + (k % 7) * nightly;
    }
    if (!covered) return -1;

    const extra = travellers - this.basePersons[row]!;
    const original = rent + (extra > 0 ? extra : 0) * this.extraCents[row]! * nights;
    let best = -1;
    let bestPercent = 0;
    const dEnd = this.discOff[row]! + this.discCount[row]!;
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

  /** PriceRules equivalent to the compiled ones for calculatePrice; null when none. */
  rulesOf(row: number): PriceRules | null {
    const flags = this.flags[row]!;
    if ((flags & HAS_RULES) === 0) return null;
    const seasons: Season[] = [];
    const so = this.seasonOff[row]!;
    for (let i = so; i < so + this.seasonCount[row]!; i++) {
      const mask = this.sMask[i]!;
      const season: Season = {
        from: isoDateFromEpochDay(this.sFrom[i]!),
        to: isoDateFromEpochDay(this.sTo[i]!),
        nightlyCents: this.sNightly[i]!,
        minStay: this.sMinStay[i]!,
      };
      if (this.sWeekly[i]! >= 0) season.weeklyCents = this.sWeekly[i]!;
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
    this.sNightly = this.sNightly.slice(0, s);
    this.sWeekly = this.sWeekly.slice(0, s);
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
