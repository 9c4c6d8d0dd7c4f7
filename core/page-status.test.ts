import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_STATUSES, pageStatus } from './page-status';

describe('pageStatus (SPEC §4)', () => {
  it.each([200, 301, 404, 410, 500])('keeps %i', (status) => {
    expect(pageStatus(status)).toBe(status);
  });

  it.each([
    0, 100, 201, 204, 302, 303, 304, 307, 308, 400, 401, 403, 405, 418, 429, 501, 502, 503, 504,
    999, -1,
  ])('turns %i into 500', (status) => {
    expect(pageStatus(status)).toBe(500);
  });

  it.each([Number.NaN, 200.5, Number.POSITIVE_INFINITY])(
    'turns the non-status %s into 500',
    (status) => {
      expect(pageStatus(status)).toBe(500);
    },
  );

  it('allows exactly the five statuses of SPEC §4', () => {
    expect([...PAGE_STATUSES].sort((a, b) => a - b)).toEqual([200, 301, 404, 410, 500]);
  });

  it('always returns one of the allowed statuses and is idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (status) => {
        const result = pageStatus(status);
        expect(PAGE_STATUSES).toContain(result);
        expect(pageStatus(result)).toBe(result);
      }),
    );
  });
});
