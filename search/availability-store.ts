// Per-object availability as bitsets BY DAY over one common window of days (day 0 = the index's
// base day, normally "today" at build time): for every day d a bitset over all rows —
//   vacancy   bit row of day d = the row's night d is known and vacant ('Y')   (days 0 … window-1)
//   noArrival   bit row of day d = the feed forbids arrival on day d ('N')     (days 0 … window)
//   noDeparture bit row of day d = the feed forbids departure on day d ('N')   (days 0 … window)
// so that the rows with a free stay a … a+n are one AND of n + 2 day bitsets (100k rows: 3,125
// words each — a 7-night stay for the whole catalogue in ~20 µs). The feed's per-day minimum
// stay is kept per row as runs (start day, nights) — ~20 per object in a seasonal feed — packed
// into one Int32 each, plus the row's largest value, so that only rows whose feed may ask for
// more nights than the stay has are looked up (for a week's stay: hardly any).
// Semantics are core/availability.ts checkStay's: chars other than 'Y' are occupied, flags other
// than 'N' allow, missing/short flag strings allow, nights outside the data are unknown (= not
// vacant). Nights at or beyond the window end count as unknown: availability data reaching beyond
// `base + window` is not used (the window default covers the 550-day feeds with room to spare).

import { decodeMinStay, type Availability } from '#core/availability';
import { isoDateFromEpochDay, parseIsoDate } from '#core/dates';
import { grown } from './grow';

const CHAR_Y = 89;
/** A packed run: start day in the high bits, the minimum nights (≤ 35, decodeMinStay) in 6 bits. */
const RUN_SHIFT = 6;
const RUN_MASK = (1 << RUN_SHIFT) - 1;
const CHAR_N = 78;
/** Words per pending block (16 × 4 bytes = one 64-byte cache line per day). */
const PENDING_WORDS = 16;
const PENDING_SHIFT = 4;

/** decodeMinStay for every ASCII char code (index = code). */
const MIN_STAY_BY_CODE = Uint8Array.from({ length: 128 }, (_, c) =>
  decodeMinStay(String.fromCharCode(c)),
);

export class AvailabilityStore {
  /** Nights in the window. */
  readonly window: number;
  readonly baseDay: number;
  /** Uint32 words per day bitset (row capacity / 32). */
  words = 0;
  private vacancy = new Uint32Array(0);
  /** Arrival NOT allowed (stored inverted so that rows without flags need no writes). */
  private noArrival = new Uint32Array(0);
  private noDeparture = new Uint32Array(0);
  private runOff = new Int32Array(0);
  private runCount = new Int32Array(0);
  /** Largest minimum stay of the row's runs (1 when it has none; values are 1 … 35). */
  runMax = new Uint8Array(0);
  /** Runs as start day << RUN_SHIFT | nights, ascending per row. */
  private runs = new Int32Array(0);
  private runUsed = 0;
  // Bits of new rows in one block of PENDING_WORDS words (512 consecutive rows: one cache line
  // per day), gathered per day and written to the day bitsets in one pass when the next block
  // begins or before any read. A build writes rows in order: written straight, each row's ~550
  // days touch ~1,600 cache lines 12 KB apart, and a line is fetched from memory again for each
  // of its 16 words; gathered, every line is fetched once per block (issue 5: build time).
  private pendingBlock = -1;
  private pendingVacancy: Uint32Array;
  private pendingNoArrival: Uint32Array;
  private pendingNoDeparture: Uint32Array;

  constructor(baseDay: number, window: number) {
    this.baseDay = baseDay;
    this.window = window;
    this.pendingVacancy = new Uint32Array(window * PENDING_WORDS);
    this.pendingNoArrival = new Uint32Array((window + 1) * PENDING_WORDS);
    this.pendingNoDeparture = new Uint32Array((window + 1) * PENDING_WORDS);
  }

  /** Writes the gathered bits of new rows into the day bitsets. */
  private flush(): void {
    const block = this.pendingBlock;
    if (block < 0) return;
    this.pendingBlock = -1;
    const words = this.words;
    const first = block << PENDING_SHIFT;
    const count = Math.min(PENDING_WORDS, words - first);
    const flushInto = (bits: Uint32Array, pending: Uint32Array): void => {
      for (let q = 0, p = first; q < pending.length; q += PENDING_WORDS, p += words) {
        for (let k = 0; k < count; k++) {
          const b = pending[q + k]!;
          if (b !== 0) {
            bits[p + k]! |= b;
            pending[q + k] = 0;
          }
        }
      }
    };
    flushInto(this.vacancy, this.pendingVacancy);
    flushInto(this.noArrival, this.pendingNoArrival);
    flushInto(this.noDeparture, this.pendingNoDeparture);
  }

  /** Room for `n` rows (rounded up to whole words; new rows have no data). */
  ensureRows(n: number): void {
    const words = Math.ceil(n / 32);
    if (words > this.words) {
      this.flush();
      const next = Math.max(words, this.words * 2);
      this.vacancy = this.rewidth(this.vacancy, this.window, next);
      this.noArrival = this.rewidth(this.noArrival, this.window + 1, next);
      this.noDeparture = this.rewidth(this.noDeparture, this.window + 1, next);
      this.words = next;
    }
    this.runOff = grown(this.runOff, n);
    this.runCount = grown(this.runCount, n);
    this.runMax = grown(this.runMax, n);
  }

  private rewidth(bits: Uint32Array, days: number, words: number): Uint32Array<ArrayBuffer> {
    const out = new Uint32Array(days * words);
    for (let d = 0; d < days; d++) {
      out.set(bits.subarray(d * this.words, (d + 1) * this.words), d * words);
    }
    return out;
  }

  /**
   * Writes row `row` (null or an unparsable `from` = no calendar: never vacant). `fresh`: the
   * row's bits are still all 0 (a new row), so only the set bits need writing.
   */
  set(row: number, av: Availability | null, fresh = false): void {
    const w = row >>> 5;
    const bit = 1 << (row & 31);
    if (!fresh) {
      this.flush();
      const words = this.words;
      const off = ~bit;
      const vac = this.vacancy;
      const noArr = this.noArrival;
      const noDep = this.noDeparture;
      for (let d = 0, p = w; d < this.window; d++, p += words) vac[p]! &= off;
      for (let d = 0, p = w; d <= this.window; d++, p += words) {
        noArr[p]! &= off;
        noDep[p]! &= off;
      }
    }
    const fromDay = av === null ? null : parseIsoDate(av.from);
    if (av === null || fromDay === null) {
      this.setRuns(row, []);
      return;
    }
    if (w >>> PENDING_SHIFT !== this.pendingBlock) {
      this.flush();
      this.pendingBlock = w >>> PENDING_SHIFT;
    }
    // Window day d is index i = d + shift of the feed strings; its pending word is at
    // d * PENDING_WORDS + k.
    const shift = this.baseDay - fromDay;
    const k = w & (PENDING_WORDS - 1);
    const v = av.vacancy;
    const vac = this.pendingVacancy;
    for (let i = Math.max(0, shift), end = Math.min(v.length, this.window + shift); i < end; i++) {
      if (v.charCodeAt(i) === CHAR_Y) vac[(i - shift) * PENDING_WORDS + k]! |= bit;
    }
    // core/availability flagAllows: only an 'N' inside the string forbids.
    this.setFlags(this.pendingNoArrival, av.arrival, shift, k, bit);
    this.setFlags(this.pendingNoDeparture, av.departure, shift, k, bit);

    const runs: number[] = [];
    const ms = av.minStay;
    if (ms !== undefined) {
      let prev = 1;
      runs.push(0, 1);
      for (let d = 0; d <= this.window; d++) {
        const i = d + shift;
        let value = 1;
        if (i >= 0 && i < ms.length) {
          const c = ms.charCodeAt(i);
          value = c < 128 ? MIN_STAY_BY_CODE[c]! : decodeMinStay(ms.charAt(i));
        }
        if (value === prev) continue;
        if (runs[runs.length - 2] === d) runs[runs.length - 1] = value;
        else runs.push(d, value);
        prev = value;
      }
      if (runs.length === 2 && runs[1] === 1) runs.length = 0;
    }
    this.setRuns(row, runs);
  }

  /** Sets the row's bit in the pending day words whose flag is 'N'. */
  private setFlags(
    pending: Uint32Array,
    flags: string | undefined,
    shift: number,
    k: number,
    bit: number,
  ): void {
    if (flags === undefined) return;
    for (
      let i = Math.max(0, shift), end = Math.min(flags.length, this.window + 1 + shift);
      i < end;
      i++
    ) {
      if (flags.charCodeAt(i) === CHAR_N) pending[(i - shift) * PENDING_WORDS + k]! |= bit;
    }
  }

  /** runs = [start0, nights0, start1, nights1, …] with start0 = 0. */
  private setRuns(row: number, runs: number[]): void {
    const n = runs.length / 2;
    let off = this.runOff[row]!;
    if (n > this.runCount[row]!) {
      off = this.runUsed;
      this.runUsed += n;
      this.runs = grown(this.runs, this.runUsed);
    }
    let max = 1;
    for (let k = 0; k < n; k++) {
      const nights = Math.min(RUN_MASK, runs[2 * k + 1]!);
      this.runs[off + k] = (runs[2 * k]! << RUN_SHIFT) | nights;
      if (nights > max) max = nights;
    }
    this.runOff[row] = off;
    this.runCount[row] = n;
    this.runMax[row] = max;
  }

  /** Shrinks the minimum-stay pool to what is used (after a build). */
  trim(): void {
    this.flush();
    this.runs = this.runs.slice(0, this.runUsed);
  }

  /** The feed's minimum nights when arriving on window day d. */
  minStayAt(row: number, d: number): number {
    // The runs starting at or before d, counted without branches: a row's runs are one or two
    // cache lines, and a binary search's unpredictable branches cost more than the adds.
    const runs = this.runs;
    const off = this.runOff[row]!;
    const end = off + this.runCount[row]!;
    const key = (d + 1) << RUN_SHIFT;
    let count = 0;
    for (let k = off; k < end; k++) count += runs[k]! < key ? 1 : 0;
    return count === 0 ? 1 : runs[off + count - 1]! & RUN_MASK;
  }

  /**
   * out[outOff …] = base & (rows whose nights a … a+nights-1 are vacant, arrival allowed on a
   * and departure on a + nights): checkStay's conditions but the feed minimum stay (see
   * minStayAt), for the first `limit` words. The caller guarantees 0 ≤ a, a + nights ≤ window.
   */
  stayBits(
    a: number,
    nights: number,
    base: Uint32Array,
    out: Uint32Array,
    outOff: number,
    limit: number,
  ): void {
    this.flush();
    const words = this.words;
    const vac = this.vacancy;
    const noArr = this.noArrival;
    const noDep = this.noDeparture;
    const arrOff = a * words;
    const depOff = (a + nights) * words;
    for (let w = 0; w < limit; w++) {
      out[outOff + w] = base[w]! & ~(noArr[arrOff + w]! | noDep[depOff + w]!);
    }
    for (let d = a; d < a + nights; d++) {
      const p = d * words;
      for (let w = 0; w < limit; w++) out[outOff + w]! &= vac[p + w]!;
    }
  }

  /** checkStay(...).ok for one row: the slow path of stayBits, for tests. */
  stayOk(row: number, a: number, nights: number): boolean {
    this.flush();
    const words = this.words;
    const w = row >>> 5;
    const bit = 1 << (row & 31);
    if ((this.noArrival[a * words + w]! & bit) !== 0) return false;
    if ((this.noDeparture[(a + nights) * words + w]! & bit) !== 0) return false;
    for (let d = a; d < a + nights; d++) {
      if ((this.vacancy[d * words + w]! & bit) === 0) return false;
    }
    return this.runMax[row]! <= nights || this.minStayAt(row, a) <= nights;
  }

  /**
   * The smallest Availability for which checkStay of this very stay answers as the object's own
   * data does (for a stay the index found free): `nights` vacant nights from the arrival.
   */
  static stayAvailability(startDay: number, nights: number): Availability {
    return { from: isoDateFromEpochDay(startDay), vacancy: 'Y'.repeat(nights) };
  }

  bytes(): number {
    return (
      this.vacancy.byteLength +
      this.noArrival.byteLength +
      this.noDeparture.byteLength +
      this.runOff.byteLength +
      this.runCount.byteLength +
      this.runMax.byteLength +
      this.runs.byteLength
    );
  }
}
