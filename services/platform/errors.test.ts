import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './errors';

describe('DomainError', () => {
  it('keeps code, key, fields, data and appInform', () => {
    const error = new DomainError('invalid', 'errors.watchlist.listFull', {
      field: 'objectNumber',
      data: { max: 50 },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.message).toBe('invalid: errors.watchlist.listFull');
    expect(error.fields).toEqual(['objectNumber']);
    expect(error.field).toBe('objectNumber');
    expect(error.data).toEqual({ max: 50 });
    expect(error.appInform).toBe(true);
  });

  it('defaults to no field, no data, told to the user', () => {
    const error = new DomainError('gone', 'errors.object.gone');
    expect(error.fields).toEqual([]);
    expect(error.field).toBeUndefined();
    expect(error.data).toBeNull();
    expect(error.appInform).toBe(true);
  });

  it('is recognised, optionally by code', () => {
    const error = new DomainError('notFound', 'errors.notFound');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(error, 'notFound')).toBe(true);
    expect(isDomainError(error, 'gone')).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
  });
});
