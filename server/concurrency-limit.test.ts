import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit, LimitBusyError } from './concurrency-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('ConcurrencyLimit', () => {
  it('runs at most max at once, queues maxWaiting in order, refuses the rest', async () => {
    const limit = new ConcurrencyLimit(2, 2);
    let running = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      expect(running).toBeLessThanOrEqual(2);
      await tick();
      order.push(n);
      running--;
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limit.run(task(n))));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect((results[4] as PromiseRejectedResult).reason).toBeInstanceOf(LimitBusyError);
    expect(order.slice(2)).toEqual([3, 4]);
    expect(limit.peak).toBe(2);
    // All slots are free again, also after a failing task.
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await Promise.all([limit.run(task(6)), limit.run(task(7))])).toEqual([6, 7]);
  });
});
