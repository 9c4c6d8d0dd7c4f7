import { describe, expect, it } from 'vitest';
import { compressAnswer, decompressAnswer } from './cached-answer';

/** JSON like a search answer's markers: many numbers, some repetition. */
function answer(bytes: number): Buffer {
  const numbers: number[] = [];
  let x = 1;
  while (numbers.length * 8 < bytes) {
    x = (x * 48271) % 2147483647;
    numbers.push(x % 50_000_000);
  }
  return Buffer.from(JSON.stringify({ data: { markers: { latE6: numbers } } }));
}

describe('compressAnswer / decompressAnswer', () => {
  // Small answers take the one-call path, answers above 1 MB zlib's thread pool: both must
  // give back the very bytes.
  for (const size of [20_000, 1_500_000]) {
    for (const coding of ['br', 'gzip'] as const) {
      it(`round-trips a ${size.toLocaleString('en')}-byte answer with ${coding}`, async () => {
        const body = answer(size);
        const compressed = await compressAnswer(coding, body);
        expect(compressed.length).toBeLessThan(body.length);
        expect((await decompressAnswer(coding, compressed)).equals(body)).toBe(true);
      });
    }
  }
});
