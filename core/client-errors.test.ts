import { describe, expect, it } from 'vitest';
import { cleanClientErrorText, isIgnoredClientError } from './client-errors';

describe('client error reports', () => {
  it('ignores the resize-observer loop and opaque cross-origin errors', () => {
    expect(isIgnoredClientError('ResizeObserver loop limit exceeded')).toBe(true);
    expect(
      isIgnoredClientError('ResizeObserver loop completed with undelivered notifications.'),
    ).toBe(true);
    expect(isIgnoredClientError('Script error.')).toBe(true);
    expect(isIgnoredClientError("Cannot read properties of undefined (reading 'price')")).toBe(
      false,
    );
  });

  it('drops queries and fragments of URLs, and e-mail addresses', () => {
    const secret = 'x'.repeat(43);
    expect(
      cleanClientErrorText(
        `Failed at https://www.feriora.example/booking/finish/12/?bookingId=4&access=${secret}#pay`,
        500,
      ),
    ).toBe('Failed at https://www.feriora.example/booking/finish/12/');
    expect(
      cleanClientErrorText(
        `at render (/assets/root-abc.js?v=2:1:77) /user/?confirmID=${secret}`,
        500,
      ),
    ).toBe('at render (/assets/root-abc.js:1:77) /user/');
    expect(cleanClientErrorText('No account for anna.muster+x@example.org, sorry', 500)).toBe(
      'No account for [email], sorry',
    );
  });

  it('drops control characters and cuts at the limit', () => {
    expect(cleanClientErrorText('a\u0000b\u001bc\nd\te', 500)).toBe('abc\nd\te');
    expect(cleanClientErrorText('y. '.repeat(300), 500)).toHaveLength(500);
  });
});

describe('client error reports: what the review found', () => {
  const secret = 'S'.repeat(43);
  it.each([
    [`fetch failed ?access=${secret}`, 'fetch failed '],
    [`{"access":"x","bookingHash":"${secret}"} bookingHash=${secret}`, 'bookingHash=…'],
    [`/x?next=(a)&access=${secret}`, '/x'],
    [`/x?n=O'Neill&access=${secret}`, '/x'],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc-def', '[token]'],
    ['IBAN DE02 1203 0000 0000 2020 51 given', '[iban]'],
    ['call +49 30 1234567 now', '[number]'],
  ])('cleans %s', (input, expected) => {
    const cleaned = cleanClientErrorText(input, 500);
    expect(cleaned).toContain(expected);
    expect(cleaned).not.toContain(secret);
  });

  it('keeps Firefox and Safari stack frames', () => {
    expect(
      cleanClientErrorText('render@https://www.feriora.example/assets/root-abc.js:1:77', 500),
    ).toBe('render@https://www.feriora.example/assets/root-abc.js:1:77');
  });

  it('ignores recovered hydration mismatches', () => {
    expect(
      isIgnoredClientError('Minified React error #418; visit https://react.dev/errors/418'),
    ).toBe(true);
  });

  it('cleans a long line fast (it is cut before the patterns run)', () => {
    const started = performance.now();
    cleanClientErrorText('a'.repeat(4_000).concat('\n').repeat(10), 2_000);
    // A guard against the quadratic case (~30 ms per 4,000 characters and pattern), not a budget.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
