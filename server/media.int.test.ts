// The photo route through Fastify's inject: formats, sizes, caching headers, the disk cache and
// strict 404s. A bare Fastify instance: the route needs no database.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStore } from '#demo/photos/render';
import { ConcurrencyLimit } from './concurrency-limit';
import { registerMedia } from './media';

describe('GET /media/photos/:id/:file', () => {
  let app: FastifyInstance;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'feriora-media-'));
    app = Fastify({ logger: false });
    registerMedia(app, { cacheDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('answers card.webp as a 640×480 WebP with immutable caching and an ETag', async () => {
    const res = await app.inject({ url: '/media/photos/coast-007/card.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([640, 480]);
    expect(existsSync(join(cacheDir, 'v1', 'coast-007', 'card.webp'))).toBe(true);
  });

  it('serves the second request from the disk cache, byte for byte', async () => {
    const file = join(cacheDir, 'v1', 'coast-007', 'card.webp');
    const before = await stat(file);
    const res = await app.inject({ url: '/media/photos/coast-007/card.webp' });
    expect(res.statusCode).toBe(200);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
    expect(res.rawPayload.length).toBe(before.size);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ url: '/media/photos/living-002/thumb.jpg' });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: '/media/photos/living-002/thumb.jpg',
      headers: { 'if-none-match': `W/"nope", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    ['avif', 'image/avif', 'heif', 'thumb', 320, 240],
    ['jpg', 'image/jpeg', 'jpeg', 'medium', 960, 720],
    ['webp', 'image/webp', 'webp', 'hero', 1920, 800],
  ])('serves %s', async (ext, type, format, size, width, height) => {
    const res = await app.inject({ url: `/media/photos/bedroom-003/${size}.${ext}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(format);
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('renders the same bytes for the same picture in a fresh cache', async () => {
    const other = await mkdtemp(join(tmpdir(), 'feriora-media-'));
    try {
      const a = await createPhotoStore(other).get('terrace-004', 'thumb', 'webp');
      const b = await app.inject({ url: '/media/photos/terrace-004/thumb.webp' });
      expect(a?.equals(b.rawPayload)).toBe(true);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it.each([
    '/media/photos/..%2F..%2Fetc%2Fpasswd/card.webp',
    '/media/photos/coast-007/..%2F..%2Fpasswd',
    '/media/photos/%2Fetc%2Fpasswd/card.webp',
    '/media/photos/coast-999/card.webp',
    '/media/photos/castle-001/card.webp',
    '/media/photos/COAST-007/card.webp',
    '/media/photos/coast-007/huge.webp',
    '/media/photos/coast-007/card.gif',
    '/media/photos/coast-007/card.webp.tmp',
    '/media/photos/coast-007/card',
    '/media/photos/coast-007/.card.webp',
  ])('answers a plain 404 for %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('Not Found');
  });

  it.each(['/media/photos/../../etc/passwd', '/media/photos/%2e%2e/card.webp'])(
    'never reaches the file system for %s',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/^image\//);
      expect(await readdir(cacheDir)).not.toContain('..');
    },
  );

  it('renders concurrent requests for one file once and leaves no temp files', async () => {
    const store = createPhotoStore(cacheDir);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => store.get('pool-005', 'card', 'avif')),
    );
    for (const result of results) expect(result).toBe(results[0]);
    const files = await readdir(join(cacheDir, 'v1', 'pool-005'));
    expect(files).toEqual(['card.avif']);
    expect(await store.get('pool-005', 'card', 'png')).toBeNull();
    expect(await store.get('nope-001', 'card', 'avif')).toBeNull();
    expect(store.pathOf('pool-005', 'huge', 'avif')).toBeNull();
  });
});

// Regression (issue 12): renders of pictures not cached yet were unbounded — a burst of distinct
// cold URLs took every core.
describe('GET /media/photos: cold renders are bounded', () => {
  it('renders at most `max` at once, lets `maxWaiting` wait and answers the rest 503', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'feriora-media-'));
    const renders = new ConcurrencyLimit(2, 3);
    const app = Fastify({ logger: false });
    registerMedia(app, { cacheDir, renders });
    await app.ready();
    try {
      const urls = ['coast', 'living', 'kitchen', 'bedroom', 'terrace'].flatMap((scene) =>
        ['large.jpg', 'hero.webp'].map((file) => `/media/photos/${scene}-001/${file}`),
      );
      const answers = await Promise.all(urls.map((url) => app.inject({ url })));
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 503, 503, 503, 503, 503]);
      expect(renders.peak).toBe(2);
      for (const res of answers.filter((answer) => answer.statusCode === 503)) {
        expect(res.headers['retry-after']).toBe('2');
        expect(res.headers['cache-control']).toBe('no-store');
      }
      // Cached files are read without a slot; the refused ones render on a later request.
      const again = await Promise.all(urls.map((url) => app.inject({ url })));
      expect(again.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([]);
    } finally {
      await app.close();
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
