// An HTTP client on a thread of its own, for tests that measure how long the server takes to
// answer as a client sees it: the test's server runs on the main thread, and whatever it does
// after writing an answer (work deferred past the answer) cannot delay this thread's reading it,
// as it would for a client on the same event loop (or for app.inject).
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ id, url, init }) => {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    parentPort.postMessage({ id, ms: performance.now() - started, status: res.status, body });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

export interface TimedAnswer {
  /** Milliseconds from sending the request to having read the whole answer. */
  ms: number;
  status: number;
  body: string;
}

export class TimedClient {
  readonly #worker = new Worker(WORKER_SOURCE, { eval: true });
  readonly #waiting = new Map<number, (answer: TimedAnswer | { error: string }) => void>();
  #next = 0;

  constructor() {
    this.#worker.on('message', (message: { id: number } & (TimedAnswer | { error: string })) => {
      this.#waiting.get(message.id)?.(message);
      this.#waiting.delete(message.id);
    });
  }

  /** Sends one request (fetch's url and init: plain strings and headers only). */
  request(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<TimedAnswer> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, (answer) =>
        'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
      );
      this.#worker.postMessage({ id, url, init });
    });
  }

  close(): Promise<number> {
    return this.#worker.terminate();
  }
}
