// GET /media/staff/:id/:file — the office staff's portraits through Fastify's inject (a bare
// instance: the route needs no database). Regression (issue 16 attack review): renders of
// portraits not kept yet were unbounded like the object photos' before issue 12 — 2,000 distinct
// cold URLs (staff-000…999 × size × format are all valid) took every core for seconds and held
// /healthz at 1.5 s. Cold renders now share the photos' bound.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit';
import { registerStaffPhotos } from './staff-photos';

describe('GET /media/staff: cold renders are bounded', () => {
  it('renders at most `max` at once, lets `maxWaiting` wait and answers the rest 503', async () => {
    const renders = new ConcurrencyLimit(2, 3);
    const app = Fastify({ logger: false });
    registerStaffPhotos(app, { renders });
    await app.ready();
    try {
      const urls = ['001', '002', '003', '004', '005'].flatMap((id) =>
        ['45.jpg', '120.webp'].map((file) => `/media/staff/staff-${id}/${file}`),
      );
      const answers = await Promise.all(urls.map((url) => app.inject({ url })));
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 503, 503, 503, 503, 503]);
      expect(renders.peak).toBe(2);
      for (const res of answers.filter((answer) => answer.statusCode === 503)) {
        expect(res.headers['retry-after']).toBe('2');
        expect(res.headers['cache-control']).toBe('no-store');
      }
      // Kept portraits are served without a slot; the refused ones render on a later request.
      const again = await Promise.all(urls.map((url) => app.inject({ url })));
      expect(again.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([]);
      expect(again[1]?.headers['content-type']).toBe('image/webp');
    } finally {
      await app.close();
    }
  });
});
