import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('answers only for the same stamp', () => {
    const cache = new ResponseCache(1000);
    cache.set('a', 'v1', Buffer.from('{"x":1}'));
    expect(cache.get('a', 'v1')?.toString()).toBe('{"x":1}');
    expect(cache.get('a', 'v2')).toBeUndefined();
    // A stale entry is dropped.
    expect(cache.get('a', 'v1')).toBeUndefined();
  });

  it('evicts the least recently used entries beyond its size', () => {
    const cache = new ResponseCache(100);
    cache.set('a', 's', Buffer.alloc(25));
    cache.set('b', 's', Buffer.alloc(25));
    cache.set('c', 's', Buffer.alloc(25));
    expect(cache.get('a', 's')).toBeDefined();
    cache.set('d', 's', Buffer.alloc(25));
    cache.set('e', 's', Buffer.alloc(25));
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBeDefined();
    expect(cache.get('e', 's')).toBeDefined();
    // Too large for the cache: not kept.
    cache.set('big', 's', Buffer.alloc(60));
    expect(cache.get('big', 's')).toBeUndefined();
  });

  it('keeps compressed forms with their entry, counted in its size and dropped with it', () => {
    const cache = new ResponseCache(200);
    cache.set('a', 's', Buffer.alloc(50));
    cache.put('a', 's', 'br', Buffer.from('br-bytes'));
    expect(cache.lookup('a', 's')?.br?.toString()).toBe('br-bytes');
    expect(cache.lookup('a', 's')?.identity).toHaveLength(50);
    expect(cache.lookup('a', 's')?.gzip).toBeUndefined();
    // 50 + 8 bytes, then two entries of 50: 158 bytes. 50 more evict the least recent ('a').
    cache.set('b', 's', Buffer.alloc(50));
    expect(cache.get('a', 's')).toBeDefined();
    cache.set('c', 's', Buffer.alloc(50));
    expect(cache.get('b', 's')).toBeDefined();
    cache.put('c', 's', 'gzip', Buffer.alloc(50));
    expect(cache.lookup('a', 's')).toBeUndefined();
    expect(cache.lookup('c', 's')?.gzip).toBeDefined();
    // A stale read drops the entry with all its forms.
    expect(cache.lookup('c', 'next')).toBeUndefined();
    expect(cache.lookup('c', 's')).toBeUndefined();
  });

  it('drops the identity form for a compressed one when asked, freeing its bytes', () => {
    const cache = new ResponseCache(400);
    cache.set('a', 's', Buffer.alloc(100));
    cache.put('a', 's', 'br', Buffer.alloc(30), { dropIdentity: true });
    expect(cache.lookup('a', 's')).toEqual({ br: Buffer.alloc(30) });
    // 30 + three entries of 100 fit in 400; with the identity form kept they would not.
    cache.set('b', 's', Buffer.alloc(100));
    cache.set('c', 's', Buffer.alloc(100));
    cache.set('d', 's', Buffer.alloc(100));
    expect(cache.lookup('a', 's')?.br).toBeDefined();
    // A form of a newer state replaces the whole entry.
    cache.put('a', 't', 'gzip', Buffer.alloc(20));
    expect(cache.lookup('a', 't')).toEqual({ gzip: Buffer.alloc(20) });
  });
});
