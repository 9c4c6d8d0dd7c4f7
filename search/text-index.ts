// Prefix-searchable word index for one language: a sorted array of the folded words of all
// objects (search/text.ts indexTokens) with one posting list (rows, Int32Array) per word. A query
// word's matches are the union of the postings of the contiguous range of words it prefixes —
// two binary searches.
//
// Updates do not touch the sorted arrays: a row whose text changes is marked stale (its main
// postings are ignored) and its new words go to a small delta that queries scan linearly. When
// the delta outgrows max(DELTA_MIN rows, words/16) the whole dictionary is rebuilt from main + delta.

import { indexTokens } from './text';

const DELTA_MIN = 2048;

export class TextIndex {
  private words: string[] = [];
  private off = new Int32Array(1);
  private post = new Int32Array(0);
  /** row → words, for rows whose text changed since the dictionary was built. */
  private delta = new Map<number, string[]>();
  /** Rows whose main postings are outdated (their current words are in `delta`, if any). */
  private stale = new Set<number>();
  /** Words collected while building. */
  private pending: Map<string, number[]> | null = new Map();

  /** Build phase: add a row's text. */
  add(row: number, text: string): void {
    const pending = this.pending;
    if (pending === null) {
      this.update(row, text);
      return;
    }
    for (const w of indexTokens(text)) {
      const rows = pending.get(w);
      if (rows === undefined) pending.set(w, [row]);
      else rows.push(row);
    }
  }

  /** Ends the build phase: sorts the words and packs the postings. */
  finish(): void {
    const pending = this.pending;
    if (pending === null) return;
    this.pending = null;
    this.pack(pending);
  }

  private pack(map: Map<string, number[]>): void {
    const words = [...map.keys()].sort();
    const off = new Int32Array(words.length + 1);
    let total = 0;
    for (let i = 0; i < words.length; i++) {
      off[i] = total;
      total += map.get(words[i]!)!.length;
    }
    off[words.length] = total;
    const post = new Int32Array(total);
    for (let i = 0; i < words.length; i++) post.set(map.get(words[i]!)!, off[i]!);
    this.words = words;
    this.off = off;
    this.post = post;
  }

  /** After the build: replace a row's text ('' or null text = no words). */
  update(row: number, text: string | null): void {
    this.stale.add(row);
    this.delta.set(row, text === null ? [] : indexTokens(text));
    if (this.delta.size > Math.max(DELTA_MIN, this.words.length >> 4)) this.compact();
  }

  /** Rebuilds the sorted dictionary from its postings and the delta. */
  compact(): void {
    const map = new Map<string, number[]>();
    for (let i = 0; i < this.words.length; i++) {
      const rows: number[] = [];
      for (let p = this.off[i]!; p < this.off[i + 1]!; p++) {
        const r = this.post[p]!;
        if (!this.stale.has(r)) rows.push(r);
      }
      if (rows.length > 0) map.set(this.words[i]!, rows);
    }
    for (const [row, words] of this.delta) {
      for (const w of words) {
        const rows = map.get(w);
        if (rows === undefined) map.set(w, [row]);
        else rows.push(row);
      }
    }
    this.delta.clear();
    this.stale.clear();
    this.pack(map);
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Stamps every row with a word starting with `prefix` whose mark is `prev` (or any mark when
   * `prev` is 0) with `next`; returns the number of rows newly stamped. With `out`, those rows are
   * also appended to it from position `outLen`.
   */
  stampPrefix(
    prefix: string,
    mark: Uint32Array,
    prev: number,
    next: number,
    out: Int32Array | null,
    outLen: number,
  ): number {
    let n = outLen;
    const lo = this.lowerBound(prefix);
    let hi = lo;
    while (hi < this.words.length && this.words[hi]!.startsWith(prefix)) hi++;
    const post = this.post;
    const stale = this.stale.size > 0 ? this.stale : null;
    for (let p = this.off[lo]!, end = this.off[hi]!; p < end; p++) {
      const r = post[p]!;
      const m = mark[r]!;
      if (m === next || (prev !== 0 && m !== prev)) continue;
      if (stale !== null && stale.has(r)) continue;
      mark[r] = next;
      if (out !== null) out[n] = r;
      n++;
    }
    for (const [r, words] of this.delta) {
      const m = mark[r]!;
      if (m === next || (prev !== 0 && m !== prev)) continue;
      if (!words.some((w) => w.startsWith(prefix))) continue;
      mark[r] = next;
      if (out !== null) out[n] = r;
      n++;
    }
    return n - outLen;
  }

  bytes(): number {
    let chars = 0;
    for (const w of this.words) chars += w.length + 16;
    return this.off.byteLength + this.post.byteLength + chars;
  }
}
