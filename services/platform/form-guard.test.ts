import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import {
  MAX_AGE_MS,
  MIN_FILL_MS,
  checkFormGuard,
  enforceFormGuard,
  issueFormToken,
} from './form-guard';

const secret = new TextEncoder().encode('a test secret of at least 32 characters');
const at = (ms: number) => ({ jwtSecret: secret, clock: () => new Date(ms) });
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);

describe('form guard', () => {
  const token = issueFormToken(at(T0), 'contact');

  it('accepts a post after the minimum fill time and within the age', () => {
    expect(checkFormGuard(at(T0 + MIN_FILL_MS), 'contact', { token, trap: '' })).toBe('ok');
    expect(checkFormGuard(at(T0 + MAX_AGE_MS), 'contact', { token })).toBe('ok');
  });

  it('refuses a post sooner than a human fills the form, or a stale token', () => {
    expect(checkFormGuard(at(T0 + MIN_FILL_MS - 1), 'contact', { token })).toBe('tooFast');
    expect(checkFormGuard(at(T0 + MAX_AGE_MS + 1), 'contact', { token })).toBe('expired');
  });

  it('refuses a filled hidden field, a missing token and a forged or foreign one', () => {
    const later = at(T0 + 10_000);
    expect(checkFormGuard(later, 'contact', { token, trap: 'http://spam' })).toBe('trapped');
    expect(checkFormGuard(later, 'contact', {})).toBe('missing');
    expect(checkFormGuard(later, 'contact', { token: 'abc' })).toBe('missing');
    // Another form's token, a changed instant and another server's secret are all forgeries.
    expect(checkFormGuard(later, 'registration', { token })).toBe('forged');
    const [, mac] = token.split('.');
    expect(
      checkFormGuard(later, 'contact', { token: `${(T0 - 60_000).toString(36)}.${mac}` }),
    ).toBe('forged');
    const other = { jwtSecret: new TextEncoder().encode('another secret'), clock: later.clock };
    expect(checkFormGuard(other, 'contact', { token })).toBe('forged');
    expect(checkFormGuard(later, 'contact', { token: 'zzzzzzzzzzzzzzzzzzzz.x' })).toBe('forged');
  });

  it('enforce throws an invalid DomainError naming the field', () => {
    try {
      enforceFormGuard(at(T0 + 1), 'contact', { token }, 'formData.formToken');
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error) && error.code).toBe('invalid');
      expect(isDomainError(error) && error.fields).toEqual(['formData.formToken']);
    }
  });
});
