// A bound on concurrent expensive work (cold photo renders, server/media.ts): at most `max` tasks
// run at once, at most `maxWaiting` wait for a slot, and beyond that the caller is told at once
// (LimitBusyError → 503 with Retry-After) instead of piling up CPU and memory without end.

export class LimitBusyError extends Error {
  constructor() {
    super('too many tasks waiting');
    this.name = 'LimitBusyError';
  }
}

export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most tasks that ever ran at once (for tests and benchmarks). */
  peak = 0;

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {
    if (!(max >= 1) || !(maxWaiting >= 0)) throw new RangeError('max ≥ 1, maxWaiting ≥ 0');
  }

  /** Runs `task` when a slot is free; throws LimitBusyError when the waiting line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      if (this.waiting.length >= this.maxWaiting) throw new LimitBusyError();
      // The finishing task hands its slot over: `active` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
