import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockFor } from './deps';

describe('clockFor', () => {
  afterEach(() => vi.useRealTimers());

  it('is the real time without FIXED_NOW', () => {
    vi.useFakeTimers({ now: new Date('2031-05-01T12:00:00Z') });
    expect(clockFor({})().toISOString()).toBe('2031-05-01T12:00:00.000Z');
  });

  it('starts at FIXED_NOW and runs on with the elapsed time', () => {
    vi.useFakeTimers({ now: new Date('2031-05-01T12:00:00Z'), toFake: ['Date', 'performance'] });
    const clock = clockFor({ FIXED_NOW: new Date('2026-11-22T09:30:00Z') });
    expect(clock().toISOString()).toBe('2026-11-22T09:30:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(clock().toISOString()).toBe('2026-11-22T09:31:30.000Z');
  });
});
