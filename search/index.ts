// The in-memory, columnar search index (ARCHITECTURE.md "Performance design"). Pure: no I/O, the
// caller hands it rows (IndexObject) and queries (IndexQuery); semantics in search/query.ts, the
// reference implementation in search/brute-force.ts (the tests hold the two equal).
//
// Storage (one slot per row, rows in insertion order):
//   - scalar columns as typed arrays (Int32Array counts and ids, Float64Array for money, ratings,
//     distances, coordinates — NaN = null), amenities as a bitmask column;
//   - filter bitsets over rows (searchable, each amenity, type, free cancellation, personsMax ≥ p
//     for p ≤ 16, petsAllowed ≥ 0/1/2) and availability as bitsets by day over a common window
//     (search/availability-store.ts);
//   - price rules compiled into flat pools (search/price-store.ts) so a stay's exact total
//     — the very number calculatePrice returns as priceObject.priceComplete, the total every
//     screen shows — costs well under 1 µs;
//   - posting lists (row arrays) per country, region, place, agency, offer and distinction, and a
//     prefix-searchable word dictionary per language (search/text-index.ts).
// A search runs in phases, each a tight loop:
//   1. AND the bitsets of the query (its amenities, persons, pets, type, free cancellation and —
//      with a stay (dates, or Last Minute) — the n vacancy days plus the arrival and departure day): ~3k words per bitset
//      for 100k rows, a few µs each;
//   2. candidates = the set bits, or — when set filters without a column are given (objectNumbers,
//      offers, distinctions, fulltext words, intersected by stamping a reusable mark array) or a
//      location list is smaller (country, region, place, agencies) — that list's rows whose bit is
//      set;
//   3. the remaining column filters (rooms, area, provider, rating, distances, location, geo, bbox);
//   4. with a stay: the feed minimum stay, the rules' party/season checks and the exact stay total
//      (with tolerance: per candidate the arrivals in preference order), then the price filter;
//   5. facets, markers (every hit), and the page: a bounded heap keeps the top page·perPage
//      (ties by objectNumber), and only the page's hits get a full PriceResult from the
//      caller's quote (calculatePrice by default; on the rules — only the seasons of the stay — and a stay-sized
//      availability the index rebuilds).
// Per-query allocations: the markers (four or five typed arrays of one entry per hit), the page, and a
// few small arrays; all per-row scratch is reused (so search is not re-entrant — it is
// synchronous, which is all JavaScript needs).
//
// Updates: `update`, `upsert`, `remove` rewrite one row in place (columns, bitsets, price pools
// — appended to the pool when the new rules need more slots). New objects are appended; the
// typed arrays grow by doubling, so there is no rebuild. Removed rows stay as dead slots (their
// bits cleared), stale posting entries are filtered by the column checks, changed texts go to a
// small word delta (merged into the dictionary when it grows); rebuild the index (e.g. nightly,
// which also moves the day window to the new today) to reclaim the space.
//
// Limits: stays must lie inside the window [build today, build today + windowDays); a query
// whose today is after the build day works (arrivals before it are excluded anyway), arrivals
// before the build day are treated as unknown (not vacant).

import { AMENITIES, type Amenity } from '#core/amenities';
import { DEFAULT_FREE_CANCELLATION_DAYS } from '#core/booking/cancellation';
import { isoDateFromEpochDay, parseIsoDate, type IsoDate } from '#core/dates';
import type { Language } from '#core/languages';
import { calculatePrice } from '#core/pricing';
import type { PriceRules } from '#core/pricing';
import { AvailabilityStore } from './availability-store';
import { grown } from './grow';
import { allocMarkers, emptyMarkers } from './markers';
import { PriceStore } from './price-store';
import { EARTH_RADIUS_KM, geoDistanceKm, inBBox, resolveQuery } from './query';
import { queryTokens } from './text';
import { TextIndex } from './text-index';
import type {
  IndexObject,
  IndexQuery,
  ObjectType,
  ProviderType,
  SearchFacets,
  SearchHit,
  SearchResult,
  Searcher,
  StayQuoter,
} from './types';

export type { IndexObject, IndexQuery, SearchResult, StayQuoter } from './types';

/** Nights of the day window from the build day: 550-day feeds + 6 months of slack. */
export const DEFAULT_WINDOW_DAYS = 730;

export interface BuildOptions {
  /** Europe/Berlin today: day 0 of the availability window. */
  today: IsoDate;
  /** Nights covered from today (availability beyond is treated as unknown). */
  windowDays?: number;
  /** Expected number of objects (pre-sizes the arrays). */
  capacity?: number;
}

/** A partial object for `update`: any field but the object number. */
export type IndexObjectPatch = Partial<Omit<IndexObject, 'objectNumber'>>;

const ALIVE = 1;
const ACTIVE = 2;
const FREE_CANCEL = 4;
const SEARCHABLE = ALIVE | ACTIVE;

// Filter bitsets over rows (bitset k = words k·bitWords … (k+1)·bitWords of `filterBits`).
const B_SEARCHABLE = 0;
const B_AMENITY = 1; // 16: one per amenity
const B_TYPE = 17; // 2: house, apartment
const B_FREE_CANCEL = 19;
/** personsMax ≥ p for p = 1 … PERSON_BITS (bitset B_PERSONS + p − 1). */
const B_PERSONS = 20;
const PERSON_BITS = 16;
/** petsAllowed ≥ k for k = 0, 1, 2 (bitset B_PETS + k). */
const B_PETS = B_PERSONS + PERSON_BITS;
const FILTER_BITSETS = B_PETS + 3;

const OBJECT_TYPES: readonly ObjectType[] = ['house', 'apartment'];
const PROVIDER_TYPES: readonly ProviderType[] = ['wholesaler', 'agency', 'private'];
const LANGUAGES: readonly Language[] = ['de', 'en', 'fr', 'it'];
const RAD = Math.PI / 180;

function orNaN(value: number | null | undefined): number {
  return value === null || value === undefined ? Number.NaN : value;
}

function addToList(map: Map<number, number[]>, key: number, row: number, check: boolean): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [row]);
  else if (!check || !list.includes(row)) list.push(row);
}

/** Builds an index from a stream of objects (consumed once; nothing of them is retained). */
export function buildIndex(objects: Iterable<IndexObject>, options: BuildOptions): SearchIndex {
  const index = new SearchIndex(options);
  for (const o of objects) index.upsert(o);
  index.finishBuild();
  return index;
}

export class SearchIndex implements Searcher {
  readonly today: IsoDate;
  readonly baseDay: number;
  readonly windowDays: number;
  private n = 0;
  private cap = 0;
  private live = 0;
  private building = true;

  // Columns.
  private objectNumber = new Int32Array(0);
  private state = new Uint8Array(0);
  private objectType = new Uint8Array(0);
  private provider = new Uint8Array(0);
  private personsMax = new Float64Array(0);
  /** Most adults the object takes: a stay's party (persons = adults, as on the object page). */
  private adultsMax = new Float64Array(0);
  private petsAllowed = new Float64Array(0);
  private sleeping = new Float64Array(0);
  private bath = new Float64Array(0);
  private sqm = new Float64Array(0);
  private amenities = new Int32Array(0);
  private distSea = new Float64Array(0);
  private distLake = new Float64Array(0);
  private distSkilift = new Float64Array(0);
  private distSkiloipe = new Float64Array(0);
  private lat = new Float64Array(0);
  private lon = new Float64Array(0);
  private country = new Int32Array(0);
  private region = new Int32Array(0);
  private place = new Int32Array(0);
  private agency = new Int32Array(0);
  private minPrice = new Float64Array(0);
  private rating = new Float64Array(0);
  private ratingCount = new Float64Array(0);
  private recommendation = new Float64Array(0);
  private createdAt = new Float64Array(0);
  /** Free cancellation until this many days before arrival (decision 102). */
  private freeCancelDays = new Int32Array(0);

  private readonly rowOf = new Map<number, number>();
  private readonly countryIds = new Map<string, number>();
  private readonly byCountry = new Map<number, number[]>();
  private readonly byRegion = new Map<number, number[]>();
  private readonly byPlace = new Map<number, number[]>();
  private readonly byAgency = new Map<number, number[]>();
  private readonly byOffer = new Map<number, number[]>();
  private readonly byDistinction = new Map<number, number[]>();
  private readonly text: Record<Language, TextIndex> = {
    de: new TextIndex(),
    en: new TextIndex(),
    fr: new TextIndex(),
    it: new TextIndex(),
  };
  private readonly prices = new PriceStore();
  private readonly avail: AvailabilityStore;

  /** Words per row bitset (= the availability store's; rows rounded up to 32). */
  private bitWords = 0;
  private filterBits = new Uint32Array(0);

  // Per-query scratch (sized to the capacity, reused).
  private candBits = new Uint32Array(0);
  private stayScratch = new Uint32Array(0);
  private mark = new Uint32Array(0);
  private markGen = 0;
  private driver = new Int32Array(0);
  private hitRow = new Int32Array(0);
  private hitPrice = new Float64Array(0);
  private hitArrival = new Int32Array(0);
  private key1 = new Float64Array(0);
  private key2 = new Float64Array(0);
  private heap = new Int32Array(0);
  private cand = new Int32Array(0);
  private readonly amenLo = new Int32Array(256);
  private readonly amenHi = new Int32Array(256);

  constructor(options: BuildOptions) {
    const baseDay = parseIsoDate(options.today);
    if (baseDay === null) throw new RangeError(`today is not a yyyy-MM-dd date: ${options.today}`);
    this.today = options.today;
    this.baseDay = baseDay;
    this.windowDays = Math.max(1, Math.floor(options.windowDays ?? DEFAULT_WINDOW_DAYS));
    this.avail = new AvailabilityStore(baseDay, this.windowDays);
    this.ensureCapacity(Math.max(16, options.capacity ?? 1024));
  }

  /** Number of live objects. */
  get size(): number {
    return this.live;
  }

  has(objectNumber: number): boolean {
    return this.rowOf.has(objectNumber);
  }

  /** The object's price rules as the index holds them (equivalent for calculatePrice). */
  priceRules(objectNumber: number): PriceRules | null {
    const row = this.rowOf.get(objectNumber);
    return row === undefined ? null : this.prices.rulesOf(row);
  }

  /** Approximate bytes held in typed arrays and dictionaries (not the JS object overhead). */
  bytes(): number {
    let total = this.prices.bytes() + this.avail.bytes();
    for (const value of Object.values(this)) {
      if (ArrayBuffer.isView(value)) total += value.byteLength;
    }
    for (const t of Object.values(this.text)) total += t.bytes();
    for (const m of [this.byCountry, this.byRegion, this.byPlace, this.byAgency]) {
      for (const list of m.values()) total += 8 * list.length + 32;
    }
    for (const m of [this.byOffer, this.byDistinction]) {
      for (const list of m.values()) total += 8 * list.length + 32;
    }
    return total;
  }

  private ensureCapacity(n: number): void {
    if (n <= this.cap) return;
    const cap = Math.max(n, this.cap * 2);
    this.objectNumber = grown(this.objectNumber, cap);
    this.state = grown(this.state, cap);
    this.objectType = grown(this.objectType, cap);
    this.provider = grown(this.provider, cap);
    this.personsMax = grown(this.personsMax, cap);
    this.adultsMax = grown(this.adultsMax, cap);
    this.petsAllowed = grown(this.petsAllowed, cap);
    this.sleeping = grown(this.sleeping, cap);
    this.bath = grown(this.bath, cap);
    this.sqm = grown(this.sqm, cap);
    this.amenities = grown(this.amenities, cap);
    this.distSea = grown(this.distSea, cap);
    this.distLake = grown(this.distLake, cap);
    this.distSkilift = grown(this.distSkilift, cap);
    this.distSkiloipe = grown(this.distSkiloipe, cap);
    this.lat = grown(this.lat, cap);
    this.lon = grown(this.lon, cap);
    this.country = grown(this.country, cap);
    this.region = grown(this.region, cap);
    this.place = grown(this.place, cap);
    this.agency = grown(this.agency, cap);
    this.minPrice = grown(this.minPrice, cap);
    this.rating = grown(this.rating, cap);
    this.ratingCount = grown(this.ratingCount, cap);
    this.recommendation = grown(this.recommendation, cap);
    this.createdAt = grown(this.createdAt, cap);
    this.freeCancelDays = grown(this.freeCancelDays, cap);
    this.prices.ensureRows(cap);
    this.avail.ensureRows(cap);
    const words = this.avail.words;
    if (words !== this.bitWords) {
      const bits = new Uint32Array(FILTER_BITSETS * words);
      for (let k = 0; k < FILTER_BITSETS; k++) {
        const old = this.filterBits.subarray(k * this.bitWords, (k + 1) * this.bitWords);
        bits.set(old, k * words);
      }
      this.filterBits = bits;
      this.candBits = new Uint32Array(words);
      this.bitWords = words;
    }
    this.mark = grown(this.mark, cap);
    this.driver = grown(this.driver, cap);
    this.hitRow = grown(this.hitRow, cap);
    this.hitPrice = grown(this.hitPrice, cap);
    this.hitArrival = grown(this.hitArrival, cap);
    this.key1 = grown(this.key1, cap);
    this.key2 = grown(this.key2, cap);
    this.heap = grown(this.heap, cap);
    this.cand = grown(this.cand, cap);
    this.cap = cap;
  }

  /** Ends the build phase (packs the word dictionaries). Called by buildIndex. */
  finishBuild(): void {
    if (!this.building) return;
    this.building = false;
    for (const t of Object.values(this.text)) t.finish();
    this.prices.trim();
    this.avail.trim();
  }

  // ------------------------------------------------------------------------------------------
  // Updates

  /** Inserts a new object or replaces every field of an existing one. */
  upsert(o: IndexObject): void {
    const existing = this.rowOf.get(o.objectNumber);
    if (existing !== undefined) {
      this.write(existing, o, false);
      return;
    }
    this.ensureCapacity(this.n + 1);
    const row = this.n++;
    this.objectNumber[row] = o.objectNumber;
    this.rowOf.set(o.objectNumber, row);
    this.live++;
    this.write(row, o, true);
  }

  /** Changes some fields of an object (e.g. availability after a booking). False if unknown. */
  update(objectNumber: number, patch: IndexObjectPatch): boolean {
    const row = this.rowOf.get(objectNumber);
    if (row === undefined) return false;
    this.write(row, patch, false);
    return true;
  }

  /** Removes an object; false if unknown. */
  remove(objectNumber: number): boolean {
    const row = this.rowOf.get(objectNumber);
    if (row === undefined) return false;
    this.state[row] = this.state[row]! & ~ALIVE;
    this.refreshBits(row);
    this.rowOf.delete(objectNumber);
    this.live--;
    return true;
  }

  private write(row: number, o: IndexObjectPatch, isNew: boolean): void {
    let state = isNew ? ALIVE : this.state[row]!;
    if (o.active !== undefined) state = o.active ? state | ACTIVE : state & ~ACTIVE;
    if (o.freeCancel !== undefined)
      state = o.freeCancel ? state | FREE_CANCEL : state & ~FREE_CANCEL;
    if (o.freeCancelDays !== undefined || isNew) {
      this.freeCancelDays[row] = o.freeCancelDays ?? DEFAULT_FREE_CANCELLATION_DAYS;
    }
    this.state[row] = state;
    if (o.objectType !== undefined)
      this.objectType[row] = Math.max(0, OBJECT_TYPES.indexOf(o.objectType));
    if (o.providerType !== undefined) {
      this.provider[row] = Math.max(0, PROVIDER_TYPES.indexOf(o.providerType));
    }
    if (o.personsMax !== undefined) this.personsMax[row] = o.personsMax;
    if (o.adultsMax !== undefined) this.adultsMax[row] = o.adultsMax;
    if (o.petsAllowed !== undefined) this.petsAllowed[row] = o.petsAllowed;
    if (o.countRoomsSleeping !== undefined) this.sleeping[row] = o.countRoomsSleeping;
    if (o.countRoomsBath !== undefined) this.bath[row] = o.countRoomsBath;
    if (o.squaremeterLiving !== undefined) this.sqm[row] = o.squaremeterLiving;
    if (o.amenities !== undefined) this.amenities[row] = o.amenities;
    if (o.distSea !== undefined) this.distSea[row] = orNaN(o.distSea);
    if (o.distLake !== undefined) this.distLake[row] = orNaN(o.distLake);
    if (o.distSkilift !== undefined) this.distSkilift[row] = orNaN(o.distSkilift);
    if (o.distSkiloipe !== undefined) this.distSkiloipe[row] = orNaN(o.distSkiloipe);
    if (o.lat !== undefined) this.lat[row] = o.lat;
    if (o.lon !== undefined) this.lon[row] = o.lon;
    if (o.minPriceCents !== undefined) this.minPrice[row] = orNaN(o.minPriceCents);
    if (o.ratingAverage !== undefined) this.rating[row] = orNaN(o.ratingAverage);
    if (o.ratingCount !== undefined) this.ratingCount[row] = o.ratingCount;
    if (o.recommendation !== undefined) this.recommendation[row] = o.recommendation;
    if (o.createdAt !== undefined) this.createdAt[row] = o.createdAt;

    if (o.countryCode !== undefined) {
      const code = o.countryCode.toLowerCase();
      let id = this.countryIds.get(code);
      if (id === undefined) {
        id = this.countryIds.size;
        this.countryIds.set(code, id);
      }
      if (isNew || this.country[row] !== id) addToList(this.byCountry, id, row, !isNew);
      this.country[row] = id;
    }
    if (o.regionId !== undefined) {
      if (isNew || this.region[row] !== o.regionId)
        addToList(this.byRegion, o.regionId, row, !isNew);
      this.region[row] = o.regionId;
    }
    if (o.placeId !== undefined) {
      if (isNew || this.place[row] !== o.placeId) addToList(this.byPlace, o.placeId, row, !isNew);
      this.place[row] = o.placeId;
    }
    if (o.agencyId !== undefined) {
      if (isNew || this.agency[row] !== o.agencyId)
        addToList(this.byAgency, o.agencyId, row, !isNew);
      this.agency[row] = o.agencyId;
    }
    if (o.offerIds !== undefined) this.setMembership(this.byOffer, row, o.offerIds, isNew);
    if (o.distinctionIds !== undefined) {
      this.setMembership(this.byDistinction, row, o.distinctionIds, isNew);
    }
    if (o.searchText !== undefined) {
      for (const lang of LANGUAGES) {
        const text = o.searchText[lang] ?? '';
        if (isNew) this.text[lang].add(row, text);
        else this.text[lang].update(row, text);
      }
    }
    if (o.priceRules !== undefined) this.prices.set(row, o.priceRules);
    else if (isNew) this.prices.set(row, null);
    if (o.availability !== undefined) this.avail.set(row, o.availability, isNew);
    else if (isNew) this.avail.set(row, null, true);
    this.refreshBits(row);
  }

  /** Rewrites the row's bit in every filter bitset from its columns. */
  private refreshBits(row: number): void {
    const bits = this.filterBits;
    const words = this.bitWords;
    const w = row >>> 5;
    const bit = 1 << (row & 31);
    const put = (k: number, on: boolean): void => {
      if (on) bits[k * words + w]! |= bit;
      else bits[k * words + w]! &= ~bit;
    };
    const st = this.state[row]!;
    put(B_SEARCHABLE, (st & SEARCHABLE) === SEARCHABLE);
    const amen = this.amenities[row]!;
    for (let a = 0; a < AMENITIES.length; a++) put(B_AMENITY + a, (amen & (1 << a)) !== 0);
    put(B_TYPE, this.objectType[row] === 0);
    put(B_TYPE + 1, this.objectType[row] === 1);
    put(B_FREE_CANCEL, (st & FREE_CANCEL) !== 0);
    const persons = this.personsMax[row]!;
    for (let p = 1; p <= PERSON_BITS; p++) put(B_PERSONS + p - 1, persons >= p);
    for (let k = 0; k <= 2; k++) put(B_PETS + k, this.petsAllowed[row]! >= k);
  }

  /** Multi-valued membership (offers, distinctions): the row's lists are replaced. */
  private setMembership(
    map: Map<number, number[]>,
    row: number,
    ids: number[],
    isNew: boolean,
  ): void {
    if (!isNew) {
      for (const list of map.values()) {
        const at = list.indexOf(row);
        if (at >= 0) list.splice(at, 1);
      }
    }
    for (const id of new Set(ids)) addToList(map, id, row, false);
  }

  // ------------------------------------------------------------------------------------------
  // Search

  private nextGen(): number {
    if (this.markGen >= 0xfffffffe) {
      this.mark.fill(0);
      this.markGen = 0;
    }
    return ++this.markGen;
  }

  /** Stamps rows of `list` marked `prev` (any when 0) with `next`; collects them when `out`. */
  private stampList(
    list: ArrayLike<number>,
    prev: number,
    next: number,
    out: Int32Array | null,
    outLen: number,
  ): number {
    const mark = this.mark;
    let n = outLen;
    for (let k = 0; k < list.length; k++) {
      const r = list[k]!;
      const m = mark[r]!;
      if (m === next || (prev !== 0 && m !== prev)) continue;
      mark[r] = next;
      if (out !== null) out[n] = r;
      n++;
    }
    return n - outLen;
  }

  /**
   * Intersects the set filters without a column (objectNumbers, offers, distinctions, fulltext
   * words) into `this.driver`. Returns the number of rows, or -1 when there is no such filter.
   */
  private intersectSets(q: IndexQuery, language: Language): number {
    type Step = (prev: number, next: number, out: Int32Array | null) => number;
    const steps: Step[] = [];
    const unionOf = (map: Map<number, number[]>, ids: number[]): Step => {
      return (prev, next, out) => {
        let total = 0;
        for (const id of new Set(ids)) {
          const list = map.get(id);
          if (list !== undefined) total += this.stampList(list, prev, next, out, total);
        }
        return total;
      };
    };
    if (q.objectNumbers !== undefined && q.objectNumbers.length > 0) {
      const rows: number[] = [];
      for (const nr of q.objectNumbers) {
        const row = this.rowOf.get(nr);
        if (row !== undefined) rows.push(row);
      }
      steps.push((prev, next, out) => this.stampList(rows, prev, next, out, 0));
    }
    if (q.offerIds !== undefined && q.offerIds.length > 0) {
      steps.push(unionOf(this.byOffer, q.offerIds));
    }
    if (q.distinctionIds !== undefined && q.distinctionIds.length > 0) {
      steps.push(unionOf(this.byDistinction, q.distinctionIds));
    }
    if (q.fulltext !== undefined) {
      const dict = this.text[language];
      for (const word of queryTokens(q.fulltext).slice(0, 16)) {
        steps.push((prev, next, out) => dict.stampPrefix(word, this.mark, prev, next, out, 0));
      }
    }
    if (steps.length === 0) return -1;
    let prev = 0;
    let count = 0;
    for (let s = 0; s < steps.length; s++) {
      const next = this.nextGen();
      const last = s === steps.length - 1;
      count = steps[s]!(prev, next, last ? this.driver : null);
      if (count === 0) return 0;
      prev = next;
    }
    return count;
  }

  /** Copies the smallest column posting list into `this.driver`; -1 when none applies. */
  private columnDriver(
    countryId: number,
    regionId: number | undefined,
    placeId: number | undefined,
    agencyIds: number[],
  ): number {
    const candidates: number[][][] = [];
    if (countryId >= 0) candidates.push([this.byCountry.get(countryId) ?? []]);
    if (regionId !== undefined) candidates.push([this.byRegion.get(regionId) ?? []]);
    if (placeId !== undefined) candidates.push([this.byPlace.get(placeId) ?? []]);
    if (agencyIds.length > 0) {
      candidates.push([...new Set(agencyIds)].map((id) => this.byAgency.get(id) ?? []));
    }
    let best: number[][] | null = null;
    let bestSize = Infinity;
    for (const lists of candidates) {
      const size = lists.reduce((sum, l) => sum + l.length, 0);
      if (size < bestSize) {
        best = lists;
        bestSize = size;
      }
    }
    if (best === null || bestSize > this.cap) return -1;
    const only = best.length === 1 ? best[0] : undefined;
    if (only !== undefined) {
      this.driver.set(only, 0);
      return only.length;
    }
    // Several lists (agencies): a row updated from one listed agency to another sits in both.
    const next = this.nextGen();
    let n = 0;
    for (const list of best) n += this.stampList(list, 0, next, this.driver, n);
    return n;
  }

  /**
   * `quote` prices the page's hits from their rules and stay availability: calculatePrice by
   * default (the engine's own tests), the pricing slice's quote in the product (services/search),
   * so a card shows exactly what every other screen quotes for the same stay.
   */
  search(query: IndexQuery, quote: StayQuoter = calculatePrice): SearchResult {
    const r = resolveQuery(query, this.baseDay);
    const facets = emptyFacets();
    const empty: SearchResult = {
      total: 0,
      page: r.page,
      perPage: r.perPage,
      hits: [],
      facets,
      markers: emptyMarkers(),
    };
    if (r.impossible) return empty;

    // Candidate rows.
    let driverLen = this.intersectSets(query, r.language);
    if (driverLen === 0) return empty;
    let countryId = -1;
    if (query.country !== undefined) {
      const id = this.countryIds.get(query.country.toLowerCase());
      if (id === undefined) return empty;
      countryId = id;
    }
    const agencyIds = query.agencyIds ?? [];
    if (driverLen < 0) {
      driverLen = this.columnDriver(countryId, query.regionId, query.placeId, agencyIds);
    }

    // Stay candidates in window coordinates.
    const window = this.windowDays;
    const nights = r.nights;
    const arrivals: number[] = [];
    for (const a of r.arrivals) {
      const w = a - this.baseDay;
      if (w >= 0 && w + nights <= window) arrivals.push(w);
    }
    const stayMode = r.stayMode;
    if (stayMode && arrivals.length === 0) return empty;
    const nArrivals = arrivals.length;

    // Query parameters as locals for the loops.
    const persons = r.persons;
    const pets = r.pets;
    const todayDay = r.todayDay;
    const baseDay = this.baseDay;
    const amenReq = (query.amenities ?? 0) | 0;
    const otype = query.objectType === undefined ? -1 : OBJECT_TYPES.indexOf(query.objectType);
    const provider =
      query.providerType === undefined ? -1 : PROVIDER_TYPES.indexOf(query.providerType);
    const maxCap = query.maxPersonsMax ?? Infinity;
    const minSleep = query.minSleepingRooms ?? -Infinity;
    const minBath = query.minBathRooms ?? -Infinity;
    const minSqm = query.minSquaremeterLiving ?? -Infinity;
    const hasMinRating = query.minRating !== undefined;
    const minRating = query.minRating ?? 0;
    const md = query.maxDist ?? {};
    const seaSet = md.sea !== undefined;
    const lakeSet = md.lake !== undefined;
    const liftSet = md.skilift !== undefined;
    const loipeSet = md.skiloipe !== undefined;
    const anyDist = seaSet || lakeSet || liftSet || loipeSet;
    const maxSea = (md.sea ?? 0) * 1000;
    const maxLake = (md.lake ?? 0) * 1000;
    const maxLift = (md.skilift ?? 0) * 1000;
    const maxLoipe = (md.skiloipe ?? 0) * 1000;
    const regionSet = query.regionId !== undefined;
    const regionId = query.regionId ?? 0;
    const placeSet = query.placeId !== undefined;
    const placeId = query.placeId ?? 0;
    const nAgency = agencyIds.length;
    const geo = query.geo;
    const geoSet = geo !== undefined;
    const gLat = geo?.lat ?? 0;
    const gLon = geo?.lon ?? 0;
    const gDist = geo?.distanceKm ?? 0;
    // Great-circle distance ≥ R·|Δlat|: a cheap, conservative latitude band before haversine.
    const latBand = gDist / (EARTH_RADIUS_KM * RAD) + 1e-6;
    const bbox = query.bbox;
    const priceFiltered = r.priceMin !== -Infinity || r.priceMax !== Infinity;
    const pMin = r.priceMin;
    const pMax = r.priceMax;

    // 1. Bitset filters: searchable, amenities, type, free cancellation, persons, pets and the
    //    stay's vacancy / arrival / departure — a few ANDs of whole bitsets.
    const words = (this.n + 31) >>> 5;
    const bw = this.bitWords;
    const fb = this.filterBits;
    const cb = this.candBits;
    cb.set(fb.subarray(B_SEARCHABLE * bw, B_SEARCHABLE * bw + words));
    for (let a = 0; a < AMENITIES.length; a++) {
      if ((amenReq & (1 << a)) !== 0) this.andBits(cb, (B_AMENITY + a) * bw, words);
    }
    if (otype >= 0) this.andBits(cb, (B_TYPE + otype) * bw, words);
    if (query.freeCancel === true) this.andBits(cb, B_FREE_CANCEL * bw, words);
    this.andBits(cb, (B_PERSONS + Math.min(persons, PERSON_BITS) - 1) * bw, words);
    this.andBits(cb, (B_PETS + Math.min(pets, 2)) * bw, words);
    const avail = this.avail;
    let stays = this.stayScratch;
    if (stayMode && nArrivals === 1) {
      avail.stayBits(arrivals[0]!, nights, cb, cb, 0, words);
    } else if (stayMode) {
      // One bitset per candidate arrival; the candidates are their union.
      if (stays.length < nArrivals * bw) stays = this.stayScratch = new Uint32Array(nArrivals * bw);
      for (let t = 0; t < nArrivals; t++)
        avail.stayBits(arrivals[t]!, nights, cb, stays, t * bw, words);
      for (let w = 0; w < words; w++) {
        let u = 0;
        for (let t = 0; t < nArrivals; t++) u |= stays[t * bw + w]!;
        cb[w] = u;
      }
    }

    // 2. Candidate rows: the driver list's rows that passed, or every set bit.
    const cand = this.cand;
    let nCand = 0;
    if (driverLen >= 0) {
      const driver = this.driver;
      for (let k = 0; k < driverLen; k++) {
        const row = driver[k]!;
        if ((cb[row >>> 5]! & (1 << (row & 31))) !== 0) cand[nCand++] = row;
      }
    } else {
      for (let w = 0; w < words; w++) {
        let x = cb[w]!;
        while (x !== 0) {
          const low = x & -x;
          cand[nCand++] = (w << 5) | (31 - Math.clz32(low));
          x ^= low;
        }
      }
    }

    // 3. Column filters on the candidates (compacting `cand` in place).
    const personsMax = this.personsMax;
    const sleeping = this.sleeping;
    const bath = this.bath;
    const sqm = this.sqm;
    const providerCol = this.provider;
    const rating = this.rating;
    const countryCol = this.country;
    const regionCol = this.region;
    const placeCol = this.place;
    const agencyCol = this.agency;
    const lat = this.lat;
    const lon = this.lon;
    const bigParty = persons > PERSON_BITS;
    // Amenity bits beyond the 16 known ones have no bitset (no object should have them).
    const oddAmenities = amenReq >>> AMENITIES.length !== 0;
    const amenityCol = this.amenities;
    // Unset filters are skipped, not compared against neutral bounds: every column read is a
    // cache miss per candidate, which is what this loop costs.
    const capSet = maxCap !== Infinity;
    const roomsSet = minSleep !== -Infinity || minBath !== -Infinity || minSqm !== -Infinity;
    let kept = 0;
    for (let k = 0; k < nCand; k++) {
      const row = cand[k]!;
      if (bigParty && personsMax[row]! < persons) continue;
      if (capSet && personsMax[row]! > maxCap) continue;
      if (oddAmenities && (amenityCol[row]! & amenReq) !== amenReq) continue;
      if (roomsSet && (sleeping[row]! < minSleep || bath[row]! < minBath || sqm[row]! < minSqm))
        continue;
      if (provider >= 0 && providerCol[row] !== provider) continue;
      if (hasMinRating && !(rating[row]! >= minRating)) continue;
      if (anyDist) {
        if (seaSet && !(this.distSea[row]! <= maxSea)) continue;
        if (lakeSet && !(this.distLake[row]! <= maxLake)) continue;
        if (liftSet && !(this.distSkilift[row]! <= maxLift)) continue;
        if (loipeSet && !(this.distSkiloipe[row]! <= maxLoipe)) continue;
      }
      if (countryId >= 0 && countryCol[row] !== countryId) continue;
      if (regionSet && regionCol[row] !== regionId) continue;
      if (placeSet && placeCol[row] !== placeId) continue;
      if (nAgency > 0) {
        const a = agencyCol[row]!;
        let found = false;
        for (let t = 0; t < nAgency; t++) {
          if (agencyIds[t] === a) {
            found = true;
            break;
          }
        }
        if (!found) continue;
      }
      if (geoSet) {
        const la = lat[row]!;
        if (Math.abs(la - gLat) > latBand) continue;
        if (!(geoDistanceKm(gLat, gLon, la, lon[row]!) <= gDist)) continue;
      }
      if (bbox !== undefined && !inBBox(lat[row]!, lon[row]!, bbox)) continue;
      cand[kept++] = row;
    }

    // 4. Stays (feed minimum stay, the rules' party and season checks, the exact price) and
    //    the price filter.
    const minPrice = this.minPrice;
    const hitRow = this.hitRow;
    const hitPrice = this.hitPrice;
    const hitArrival = this.hitArrival;
    const prices = this.prices;
    const runMax = avail.runMax;
    let total = 0;
    if (!stayMode) {
      for (let k = 0; k < kept; k++) {
        const row = cand[k]!;
        const price = minPrice[row]!;
        if (priceFiltered && !(price >= pMin && price <= pMax)) continue;
        hitRow[total] = row;
        hitPrice[total] = price;
        hitArrival[total] = -1;
        total++;
      }
    } else {
      const single = nArrivals === 1;
      const arrivalDays: number[] = [];
      for (let t = 0; t < nArrivals; t++) arrivalDays.push(arrivals[t]! + baseDay);
      prices.prepareStays(arrivalDays, nights, persons, todayDay, { pets });
      // Every hit's stay total only when something needs it: markers, a price limit or sort.
      // Otherwise whether the stay has a price (the calendar's cached walk) decides the hit,
      // and only the page's hits are priced below.
      const needPrice =
        r.markers || priceFiltered || r.sort === 'priceAsc' || r.sort === 'priceDesc';
      const adultsMax = this.adultsMax;
      const freeCancelReq = query.freeCancel === true;
      const fcDays = this.freeCancelDays;
      for (let k = 0; k < kept; k++) {
        const row = cand[k]!;
        // The party of a stay is `persons` adults, as the object page's price box quotes it: an
        // object that takes fewer adults cannot be booked for it (quoteStay: tooManyPersons).
        if (adultsMax[row]! < persons) continue;
        if (!prices.admits(row, persons, pets)) continue;
        const w = row >>> 5;
        const bit = 1 << (row & 31);
        let price = minPrice[row]!;
        let arrival = -1;
        for (let t = 0; t < nArrivals; t++) {
          if (!single && (stays[t * bw + w]! & bit) === 0) continue;
          const a = arrivals[t]!;
          // Free cancellation asked for: only an arrival whose deadline has not passed today
          // (core/booking/cancellation freeCancellationOpen; decision 102).
          if (freeCancelReq && a + baseDay - todayDay < fcDays[row]!) continue;
          if (runMax[row]! > nights && avail.minStayAt(row, a) > nights) continue;
          if (!needPrice) {
            if (!prices.hasPriceAt(row, t)) continue;
            arrival = a;
            price = Number.NaN;
            break;
          }
          const p = prices.totalAt(row, t);
          if (p < 0) continue;
          arrival = a;
          price = p;
          break;
        }
        if (arrival < 0) continue;
        if (priceFiltered && !(price >= pMin && price <= pMax)) continue;
        hitRow[total] = row;
        hitPrice[total] = price;
        hitArrival[total] = arrival;
        total++;
      }
    }

    const amenities = this.amenities;
    const objectType = this.objectType;
    const amenLo = this.amenLo;
    const amenHi = this.amenHi;
    amenLo.fill(0);
    amenHi.fill(0);
    let houses = 0;
    for (let h = 0; h < total; h++) {
      const row = hitRow[h]!;
      const amen = amenities[row]!;
      amenLo[amen & 0xff]!++;
      amenHi[(amen >>> 8) & 0xff]!++;
      if (objectType[row] === 0) houses++;
    }

    // Facets.
    for (let v = 1; v < 256; v++) {
      const lo = amenLo[v]!;
      const hi = amenHi[v]!;
      if (lo === 0 && hi === 0) continue;
      for (let b = 0; b < 8; b++) {
        if ((v & (1 << b)) === 0) continue;
        facets.amenities[AMENITIES[b]!] += lo;
        const high = AMENITIES[b + 8];
        if (high !== undefined) facets.amenities[high] += hi;
      }
    }
    facets.objectType.house = houses;
    facets.objectType.apartment = total - houses;

    const markers = allocMarkers(r.markers ? total : 0, r.shifts ? nights : 0);
    if (r.markers) {
      const objectNumber = this.objectNumber;
      const mNumber = markers.objectNumbers;
      const mLat = markers.lat;
      const mLon = markers.lon;
      for (let h = 0; h < total; h++) {
        const row = hitRow[h]!;
        mNumber[h] = objectNumber[row]!;
        mLat[h] = lat[row]!;
        mLon[h] = lon[row]!;
      }
      markers.priceCents.set(hitPrice.subarray(0, total));
      if (markers.nights > 0) {
        const mArrival = markers.arrivalDay;
        for (let h = 0; h < total; h++) mArrival[h] = hitArrival[h]! + baseDay;
      }
    }

    // Page: top page·perPage by a bounded heap, then sorted.
    const hits: SearchHit[] = [];
    const start = (r.page - 1) * r.perPage;
    if (start < total) {
      const k = Math.min(total, start + r.perPage);
      const order = this.topK(r.sort, total, k);
      for (let j = start; j < k; j++) {
        const h = order[j]!;
        const row = hitRow[h]!;
        const objectNumber = this.objectNumber[row]!;
        const mp = minPrice[row]!;
        const hit: SearchHit = { i: row, objectNumber, minPriceCents: mp === mp ? mp : null };
        if (stayMode) {
          let stayPrice = hitPrice[h]!;
          // Not priced in the stay loop (no markers, price limit or price sort): price it now.
          if (stayPrice !== stayPrice) {
            prices.prepareStays([hitArrival[h]! + baseDay], nights, persons, todayDay, { pets });
            stayPrice = prices.totalAt(row, 0);
          }
          const startDay = hitArrival[h]! + baseDay;
          const startDate = isoDateFromEpochDay(startDay);
          const endDate = isoDateFromEpochDay(startDay + nights);
          hit.startDate = startDate;
          hit.endDate = endDate;
          hit.stayPriceCents = stayPrice;
          hit.price = quote(
            this.prices.rulesOf(row, startDay, nights),
            AvailabilityStore.stayAvailability(startDay, nights),
            { objectNumber: String(objectNumber), startDate, endDate, persons, pets },
            r.now,
          );
        }
        hits.push(hit);
      }
    }
    return { total, page: r.page, perPage: r.perPage, hits, facets, markers };
  }

  /** cb[0 … words) &= filterBits[from …]. */
  private andBits(cb: Uint32Array, from: number, words: number): void {
    const fb = this.filterBits;
    for (let w = 0; w < words; w++) cb[w]! &= fb[from + w]!;
  }

  /** Whether hit x ranks before hit y (keys, then objectNumber ascending). */
  private before(x: number, y: number): boolean {
    const a = this.key1[x]!;
    const b = this.key1[y]!;
    if (a !== b) return a < b;
    const c = this.key2[x]!;
    const d = this.key2[y]!;
    if (c !== d) return c < d;
    return this.objectNumber[this.hitRow[x]!]! < this.objectNumber[this.hitRow[y]!]!;
  }

  /** Positions of the first k hits in sort order (k ≤ total). */
  private topK(sort: IndexQuery['sort'], total: number, k: number): Int32Array {
    const key1 = this.key1;
    const key2 = this.key2;
    // Keys: ascending order of (key1, key2, objectNumber); null (NaN) → Infinity = last.
    if (sort === 'priceAsc' || sort === 'priceDesc') {
      const sign = sort === 'priceAsc' ? 1 : -1;
      this.fillKey(key1, this.hitPrice, sign, total, false);
      key2.fill(0, 0, total);
    } else if (sort === 'rating') {
      this.fillKey(key1, this.rating, -1, total, true);
      this.fillKey(key2, this.ratingCount, -1, total, true);
    } else {
      this.fillKey(key1, sort === 'newest' ? this.createdAt : this.recommendation, -1, total, true);
      key2.fill(0, 0, total);
    }
    // Max-heap of the best k seen so far (root = the worst of them).
    const heap = this.heap;
    let size = 0;
    for (let h = 0; h < total; h++) {
      if (size < k) {
        let i = size++;
        heap[i] = h;
        while (i > 0) {
          const p = (i - 1) >> 1;
          if (!this.before(heap[p]!, heap[i]!)) break;
          const t = heap[p]!;
          heap[p] = heap[i]!;
          heap[i] = t;
          i = p;
        }
      } else if (key1[h]! <= key1[heap[0]!]! && this.before(h, heap[0]!)) {
        heap[0] = h;
        this.siftDown(0, size);
      }
    }
    // Pop the worst to the end: ascending order in heap[0 … size).
    for (let end = size - 1; end > 0; end--) {
      const t = heap[0]!;
      heap[0] = heap[end]!;
      heap[end] = t;
      this.siftDown(0, end);
    }
    return heap;
  }

  /** key[h] = sign · source[hit h's row, or h], NaN → Infinity. */
  private fillKey(
    key: Float64Array,
    source: Float64Array,
    sign: number,
    total: number,
    byRow: boolean,
  ): void {
    const hitRow = this.hitRow;
    for (let h = 0; h < total; h++) {
      const v = sign * source[byRow ? hitRow[h]! : h]!;
      key[h] = v === v ? v : Infinity;
    }
  }

  private siftDown(i: number, size: number): void {
    const heap = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) return;
      const r = l + 1;
      let worst = l;
      if (r < size && this.before(heap[l]!, heap[r]!)) worst = r;
      if (!this.before(heap[i]!, heap[worst]!)) return;
      const t = heap[i]!;
      heap[i] = heap[worst]!;
      heap[worst] = t;
      i = worst;
    }
  }
}

function emptyFacets(): SearchFacets {
  const amenities = {} as Record<Amenity, number>;
  for (const a of AMENITIES) amenities[a] = 0;
  return { amenities, objectType: { house: 0, apartment: 0 } };
}
