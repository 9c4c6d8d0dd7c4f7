import { describe, expect, it } from 'vitest';
import { keyAction, moveIndex, swipeAction, SWIPE_TOLERANCE_PX } from './gallery-nav';

describe('photo viewer navigation', () => {
  it('maps keys', () => {
    expect(keyAction('ArrowLeft')).toBe('previous');
    expect(keyAction('ArrowRight')).toBe('next');
    expect(keyAction('Escape')).toBe('close');
    expect(keyAction('Home')).toBe('first');
    expect(keyAction('End')).toBe('last');
    expect(keyAction('a')).toBeNull();
  });

  it('takes a horizontal movement of at least 50 px as a swipe', () => {
    expect(SWIPE_TOLERANCE_PX).toBe(50);
    expect(swipeAction(-50, 0)).toBe('next');
    expect(swipeAction(80, 10)).toBe('previous');
    expect(swipeAction(-49, 0)).toBeNull();
    expect(swipeAction(60, 90)).toBeNull();
    expect(swipeAction(-60, -60)).toBeNull();
  });

  it('wraps around', () => {
    expect(moveIndex(4, 'next', 5)).toBe(0);
    expect(moveIndex(0, 'previous', 5)).toBe(4);
    expect(moveIndex(2, 'first', 5)).toBe(0);
    expect(moveIndex(2, 'last', 5)).toBe(4);
    expect(moveIndex(2, null, 5)).toBe(2);
    expect(moveIndex(3, 'next', 0)).toBe(0);
  });
});
