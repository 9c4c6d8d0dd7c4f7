// The retention jobs' loop (decision 093): batches until one comes back short, the count summed.
import { describe, expect, it } from 'vitest';
import type { AppDeps } from './context';
import { deleteBatches, pruneMessages } from './message-retention';

const NOW = new Date('2026-12-01T03:40:00Z');

/** A table of `rows` old rows, deleted `limit` at a time; records each call's limit. */
function table(rows: number) {
  const calls: number[] = [];
  let left = rows;
  const deleteBatch = (limit: number) => {
    calls.push(limit);
    const done = Math.min(limit, left);
    left -= done;
    return Promise.resolve(done);
  };
  return { calls, deleteBatch, left: () => left };
}

describe('deleteBatches', () => {
  it('goes on while batches come back full, and sums them', async () => {
    const old = table(5);
    expect(await deleteBatches(NOW, old.deleteBatch, 2)).toEqual({
      before: NOW.toISOString(),
      deleted: 5,
    });
    expect(old.calls).toEqual([2, 2, 2]);
    expect(old.left()).toBe(0);
  });

  it('asks once more after an exactly full batch, and once for an empty table', async () => {
    const exact = table(4);
    expect((await deleteBatches(NOW, exact.deleteBatch, 2)).deleted).toBe(4);
    expect(exact.calls).toEqual([2, 2, 2]);
    const empty = table(0);
    expect((await deleteBatches(NOW, empty.deleteBatch)).deleted).toBe(0);
    expect(empty.calls).toEqual([500]);
  });
});

describe('pruneMessages', () => {
  it('cuts off MESSAGE_RETENTION_DAYS before now and hands that instant to every batch', async () => {
    const seen: string[] = [];
    const result = await pruneMessages(
      // Only the retention is read of the configuration.
      { config: { MESSAGE_RETENTION_DAYS: 30 } } as unknown as Pick<AppDeps, 'config'>,
      NOW,
      (before) => {
        seen.push(before.toISOString());
        return Promise.resolve(0);
      },
    );
    expect(result).toEqual({ before: '2026-11-01T03:40:00.000Z', deleted: 0 });
    expect(seen).toEqual(['2026-11-01T03:40:00.000Z']);
  });
});
