import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DomainError } from '#services/platform';
import { orPageStatus, orWhenRefused } from './domain-status.server';

describe('orPageStatus', () => {
  it.each([
    ['notFound', 404],
    ['gone', 410],
    ['invalid', 404],
    ['forbidden', 404],
    ['conflict', 500],
    ['rateLimited', 500],
  ] as const)('%s → page status %i', async (code, status) => {
    const refused = orPageStatus(Promise.reject(new DomainError(code, 'errors.test')));
    // What a loader throws for a page status: React Router's data(null, { status }).
    await expect(refused).rejects.toEqual(data(null, { status }));
  });

  it('passes results and other errors through', async () => {
    expect(await orPageStatus(Promise.resolve(3))).toBe(3);
    const boom = new Error('boom');
    await expect(orPageStatus(Promise.reject(boom))).rejects.toBe(boom);
  });
});

describe('orWhenRefused', () => {
  it('answers the fallback for a refusal only', async () => {
    expect(await orWhenRefused(Promise.reject(new DomainError('gone', 'k')), null)).toBeNull();
    expect(await orWhenRefused(Promise.resolve('x'), null)).toBe('x');
    const boom = new Error('boom');
    await expect(orWhenRefused(Promise.reject(boom), null)).rejects.toBe(boom);
  });
});
