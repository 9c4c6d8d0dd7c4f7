// Growable typed arrays for the index's per-row columns and pools. Growth (copy to a buffer at
// least twice as large) only happens at build and on updates, never while searching.

type Typed = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;

/** `a` when it holds at least `n` elements, else a copy in a buffer of max(n, 2·length). */
export function grown<T extends Typed>(a: T, n: number): T {
  if (n <= a.length) return a;
  const size = Math.max(n, a.length * 2, 16);
  const b = new (a.constructor as new (length: number) => T)(size);
  (b as Typed).set(a as never);
  return b;
}
