import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import {
  MAX_AGE_MS,
  MIN_FILL_MS,
  enforceFormGuard,
  formTokenProblem,
  issueFormToken,
} from './form-guard';

const secret = new TextEncoder().encode('a test secret of at least 32 characters');
const at = (ms: number) => ({ deps: { jwtSecret: secret }, now: new Date(ms) });
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);

describe('form guard', () => {
  const token = issueFormToken(at(T0), 'contact');

  it('accepts a token after the minimum fill time and within the age', () => {
    expect(formTokenProblem(at(T0 + MIN_FILL_MS), 'contact', token)).toBeNull();
    expect(formTokenProblem(at(T0 + MAX_AGE_MS), 'contact', token)).toBeNull();
  });

  it('refuses a post sooner than a human fills the form, or a stale token', () => {
    expect(formTokenProblem(at(T0 + MIN_FILL_MS - 1), 'contact', token)).toBe('tooFast');
    expect(formTokenProblem(at(T0 + MAX_AGE_MS + 1), 'contact', token)).toBe('expired');
  });

  it("refuses a missing token, another form's, a changed instant and another secret's", () => {
    const later = at(T0 + 10_000);
    expect(formTokenProblem(later, 'contact', undefined)).toBe('invalid');
    expect(formTokenProblem(later, 'contact', 'abc')).toBe('invalid');
    expect(formTokenProblem(later, 'registration', token)).toBe('invalid');
    const [, mac] = token.split('.');
    expect(formTokenProblem(later, 'contact', `${(T0 - 60_000).toString(36)}.${mac}`)).toBe(
      'invalid',
    );
    const other = { deps: { jwtSecret: new TextEncoder().encode('another') }, now: later.now };
    expect(formTokenProblem(other, 'contact', token)).toBe('invalid');
    expect(formTokenProblem(later, 'contact', 'zzzzzzzzzzzzzzzzzzzzzzzzz.x')).toBe('invalid');
  });

  it('throws an invalid DomainError naming the field, and drops a post with the trap filled', () => {
    const later = at(T0 + 10_000);
    expect(enforceFormGuard(later, 'contact', { token, trap: '' })).toBe('send');
    expect(enforceFormGuard(later, 'contact', { token, trap: undefined })).toBe('send');
    expect(enforceFormGuard(later, 'contact', { token, trap: 'http://spam' })).toBe('drop');
    try {
      enforceFormGuard(at(T0 + 1), 'contact', { token, trap: '' }, 'formData.formToken');
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error) && error.code).toBe('invalid');
      expect(isDomainError(error) && error.key).toBe('errors.form.tooFast');
      expect(isDomainError(error) && error.fields).toEqual(['formData.formToken']);
    }
  });
});
