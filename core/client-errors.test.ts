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
    expect(cleanClientErrorText('y'.repeat(600), 500)).toHaveLength(500);
  });
});
