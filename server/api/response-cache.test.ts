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
});
