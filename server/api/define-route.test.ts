import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { objectNumber } from '#core/api/common';
import { validationErrors } from './define-route';

function keysOf(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return validationErrors(parsed.error, 'body').map((e) => [
    (e.data as { field: string }).field,
    e.text,
  ]);
}

describe('validationErrors', () => {
  const body = z.object({ objectNumber, persons: z.number().int().min(1) });

  it('names each bad field once, with the key of its problem', () => {
    expect(keysOf(body, { objectNumber: '0', persons: 0 })).toEqual([
      ['objectNumber', 'errors.validation.tooSmall'],
      ['persons', 'errors.validation.tooSmall'],
    ]);
  });

  it('reports the problem of the form with the right type for a number-or-digits value', () => {
    expect(keysOf(body, { objectNumber: '12ab', persons: 1 })).toEqual([
      ['objectNumber', 'errors.validation.invalidFormat'],
    ]);
    expect(keysOf(body, { objectNumber: '2147483648', persons: 1 })).toEqual([
      ['objectNumber', 'errors.validation.tooBig'],
    ]);
  });

  it('says required for a missing value and invalidType for a value of neither form', () => {
    expect(keysOf(body, { persons: 1 })).toEqual([['objectNumber', 'errors.validation.required']]);
    expect(keysOf(body, { objectNumber: true, persons: 1 })).toEqual([
      ['objectNumber', 'errors.validation.invalidType'],
    ]);
  });

  it('names the prefix when the whole input is wrong', () => {
    expect(keysOf(body, 'x')).toEqual([['body', 'errors.validation.invalidType']]);
  });
});
