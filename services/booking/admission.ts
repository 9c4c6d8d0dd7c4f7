// How many booking use-cases a process runs at once. A booking holds one database connection at a
// time (its transaction, then the payment link and the index reload) for some 15 statements; a
// burst of hundreds at once would otherwise queue on the connection pool, whose wait for a free
// connection is bounded (db/client.ts connectionTimeoutMillis: 5 s) and would fail the late ones
// with a 500 — and take every connection from searches and page loads meanwhile. Here they wait
// their turn in memory instead (first come, first served), and BOOKING_CONCURRENCY connections of
// the pool at most are the bookings'. The race test books 1,000 objects at once through it.

/** Bookings a process runs at once (the pool has 10 connections by default, tests 4). */
export const BOOKING_CONCURRENCY = 3;

export class Admission {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes to the next in line as it is; otherwise it is freed.
      if (next) next();
      else this.#running--;
    }
  }

  /** Bookings waiting for their turn (tests, metrics). */
  get waiting(): number {
    return this.#waiting.length;
  }
}

export const bookingAdmission = new Admission(BOOKING_CONCURRENCY);
