// The watch list's request order (issue 12, review of the browser tests' races): one home's
// requests go one after the other, whatever order the server would answer them in.
import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue';

/** A request held back until the test lets it answer (or fail). */
function heldBack<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createKeyedQueue', () => {
  it('starts a key’s second task only after the first has answered', async () => {
    const queue = createKeyedQueue<number>();
    const log: string[] = [];
    const remove = heldBack<string>();
    const undo = heldBack<string>();
    const first = queue.run(7, () => {
      log.push('remove sent');
      return remove.promise;
    });
    const second = queue.run(7, () => {
      log.push('undo sent');
      return undo.promise;
    });
    await tick();
    expect(log).toEqual(['remove sent']);
    // The server would answer the undo first if both were out: here it is not even sent yet.
    undo.resolve('added');
    await tick();
    expect(log).toEqual(['remove sent']);
    remove.resolve('deleted');
    await expect(first).resolves.toBe('deleted');
    await tick();
    expect(log).toEqual(['remove sent', 'undo sent']);
    await expect(second).resolves.toBe('added');
    await tick();
    expect(queue.size).toBe(0);
  });

  it('runs the next task after a failed one, and passes the failure to its caller', async () => {
    const queue = createKeyedQueue<number>();
    const failing = heldBack<string>();
    const first = queue.run(7, () => failing.promise);
    let secondStarted = false;
    const second = queue.run(7, () => {
      secondStarted = true;
      return Promise.resolve('added');
    });
    failing.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(second).resolves.toBe('added');
    expect(secondStarted).toBe(true);
  });

  it('does not hold one key’s task behind another key’s', async () => {
    const queue = createKeyedQueue<number>();
    const slow = heldBack<string>();
    void queue.run(1, () => slow.promise);
    const other = queue.run(2, () => Promise.resolve('other'));
    await expect(other).resolves.toBe('other');
    expect(queue.size).toBe(1);
    slow.resolve('done');
    await tick();
    expect(queue.size).toBe(0);
  });

  it('keeps a task thrown synchronously inside the queue as a rejection', async () => {
    const queue = createKeyedQueue<string>();
    const first = queue.run('a', () => {
      throw new Error('bad');
    });
    await expect(first).rejects.toThrow('bad');
    await expect(queue.run('a', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
