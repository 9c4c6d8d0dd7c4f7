import { describe, expect, it } from 'vitest';
import { bookingDisplayNumber, runningNumberOf } from './rules';

describe('runningNumberOf', () => {
  it('reads the running number back from the number a guest is told', () => {
    const told = bookingDisplayNumber(100001, new Date('2026-11-22T09:30:00Z'));
    expect(told).toBe('2026-100001');
    expect(runningNumberOf(told)).toBe(100001);
  });
});
