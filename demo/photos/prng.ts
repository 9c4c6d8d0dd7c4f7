// Deterministic pseudo-random numbers for the procedural photos: a string hash for the seed and
// mulberry32 for the sequence. Same seed → same sequence on every platform (32-bit integer maths).

/** 32-bit FNV-1a hash of a string, as an unsigned integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, fast generator with a 32-bit state; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Convenience wrapper around mulberry32. */
export class Rng {
  private readonly source: () => number;

  constructor(seed: number | string) {
    this.source = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.source();
  }

  /** A float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.source();
  }

  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.source());
  }

  /** true with probability p. */
  chance(p: number): boolean {
    return this.source() < p;
  }

  /** A value around 0 in (-spread, spread), weighted towards the middle. */
  jitter(spread: number): number {
    return (this.source() + this.source() - 1) * spread;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.source() * items.length)] as T;
  }

  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.source() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new RangeError('weighted pick from an empty list');
    return last[0];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.source() * (i + 1));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy;
  }

  /** An independent generator derived from this one (for sub-scenes that must not shift others). */
  fork(): Rng {
    return new Rng(Math.floor(this.source() * 4294967296));
  }
}
