import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isIsoDate } from '../dates';
import { isUid } from '../uid';
import {
  cents,
  count,
  email,
  entityId,
  INT32_MAX,
  isoDate,
  jwt,
  languageCode,
  objectNumber,
  partnerId,
  percent,
  sitePath,
  textLine,
  uid,
} from './common';

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const parsed = (schema: z.ZodType, value: unknown) => schema.parse(value);

describe('objectNumber (one rule for every route: the int32 column)', () => {
  it.each([1, '1', 2_147_483_647, '2147483647', '0000000042', 999_999_999, 1_500_000_000])(
    'accepts %j',
    (value) => {
      expect(accepts(objectNumber, value)).toBe(true);
    },
  );

  it('yields a number from a digit string', () => {
    expect(parsed(objectNumber, '2147483647')).toBe(INT32_MAX);
    expect(parsed(objectNumber, '0000000042')).toBe(42);
  });

  it.each([0, '0', -1, 2_147_483_648, '2147483648', '99999999999', 1.5, '1.5', '12ab', '', ' 1'])(
    'refuses %j',
    (value) => {
      expect(accepts(objectNumber, value)).toBe(false);
    },
  );

  it.each([null, true, undefined, [1], { n: 1 }, Number.NaN, Infinity])('refuses %j', (value) => {
    expect(accepts(objectNumber, value)).toBe(false);
  });

  it('ids of regions, places and offers have the same range', () => {
    expect(accepts(entityId, INT32_MAX)).toBe(true);
    expect(accepts(entityId, INT32_MAX + 1)).toBe(false);
    expect(accepts(entityId, 0)).toBe(false);
  });
});

describe('count', () => {
  const persons = count(1, 99);
  it('accepts the edges as numbers and digit strings', () => {
    for (const value of [1, 99, '1', '99']) expect(accepts(persons, value)).toBe(true);
  });
  it('refuses one beyond each edge and non-integers', () => {
    for (const value of [0, 100, '0', '100', 2.5, '-1'])
      expect(accepts(persons, value)).toBe(false);
  });
  it('starts at 0 where asked', () => {
    expect(parsed(count(0, 17), '0')).toBe(0);
    expect(accepts(count(0, 17), 18)).toBe(false);
  });
});

describe('uid', () => {
  it.each(['abcd1234', 'a'.repeat(64), '3f1c2e9a-8b7d-4c6e-9f00-1a2b3c4d5e6f'])(
    'accepts %s',
    (value) => {
      expect(accepts(uid, value)).toBe(true);
      expect(isUid(value)).toBe(true);
    },
  );
  it.each(['abc1234', 'a'.repeat(65), 'abcd 1234', 'abcd_1234', 'äbcd1234', ''])(
    'refuses %j',
    (value) => {
      expect(accepts(uid, value)).toBe(false);
      expect(isUid(value)).toBe(false);
    },
  );
  it('isUid refuses what is not a string', () => {
    expect(isUid(undefined)).toBe(false);
    expect(isUid(12345678)).toBe(false);
  });
});

describe('isoDate agrees with core/dates isIsoDate', () => {
  it.each([
    '2027-02-28',
    '2028-02-29',
    '2000-02-29',
    '0000-01-01',
    '9999-12-31',
    '2027-02-29',
    '1900-02-29',
    '2027-02-30',
    '2027-04-31',
    '2027-13-01',
    '2027-00-10',
    '2027-1-01',
    '27-01-01',
    '2027-01-01T00:00',
    '',
  ])('%s', (value) => {
    expect(accepts(isoDate, value)).toBe(isIsoDate(value));
  });
});

describe('languageCode', () => {
  it('accepts the site languages only', () => {
    for (const value of ['de', 'en', 'fr', 'it']) expect(accepts(languageCode, value)).toBe(true);
    for (const value of ['es', 'DE', '', 'deu']) expect(accepts(languageCode, value)).toBe(false);
  });
});

describe('cents and percent', () => {
  it('accept their edges and refuse one beyond', () => {
    expect(accepts(cents, 0)).toBe(true);
    expect(accepts(cents, 100_000_000)).toBe(true);
    expect(accepts(cents, -1)).toBe(false);
    expect(accepts(cents, 100_000_001)).toBe(false);
    expect(accepts(cents, 10.5)).toBe(false);
    expect(accepts(percent, 0)).toBe(true);
    expect(accepts(percent, 100)).toBe(true);
    expect(accepts(percent, 101)).toBe(false);
    expect(accepts(percent, -1)).toBe(false);
  });
});

describe('email', () => {
  it('accepts an address up to 254 characters', () => {
    expect(accepts(email, 'guest@example.org')).toBe(true);
    expect(accepts(email, `${'a'.repeat(64)}@${'b'.repeat(185)}.org`)).toBe(true);
    expect(accepts(email, `${'a'.repeat(64)}@${'b'.repeat(186)}.org`)).toBe(false);
  });
  it('refuses what is not an address', () => {
    for (const value of ['guest', 'guest@', '@example.org', 'a b@example.org']) {
      expect(accepts(email, value)).toBe(false);
    }
  });
});

describe('partnerId, jwt, sitePath, textLine', () => {
  it('partner ids are the int32 ids 1–2,147,483,647 in digits', () => {
    expect(accepts(partnerId, '1')).toBe(true);
    expect(accepts(partnerId, '2147483647')).toBe(true);
    expect(accepts(partnerId, '2147483648')).toBe(false);
    expect(accepts(partnerId, '9'.repeat(20))).toBe(false);
    expect(accepts(partnerId, '0')).toBe(false);
    expect(accepts(partnerId, '007')).toBe(false);
    expect(accepts(partnerId, '12a')).toBe(false);
    expect(accepts(partnerId, '')).toBe(false);
  });
  it('a token is at most 4,096 characters', () => {
    expect(accepts(jwt, 'x'.repeat(4_096))).toBe(true);
    expect(accepts(jwt, 'x'.repeat(4_097))).toBe(false);
  });
  it('a site path starts with a slash and has a length limit', () => {
    const path = sitePath(10);
    expect(accepts(path, '/')).toBe(true);
    expect(accepts(path, `/${'a'.repeat(9)}`)).toBe(true);
    expect(accepts(path, `/${'a'.repeat(10)}`)).toBe(false);
    expect(accepts(path, 'a/')).toBe(false);
    expect(accepts(path, '')).toBe(false);
  });
  it('a text line is trimmed, non-empty, within its limit and free of control characters', () => {
    const line = textLine(5);
    expect(parsed(line, '  Anna  ')).toBe('Anna');
    expect(accepts(line, '12345')).toBe(true);
    expect(accepts(line, '123456')).toBe(false);
    expect(accepts(line, '   ')).toBe(false);
    expect(accepts(line, 'a\nb')).toBe(false);
    expect(accepts(line, 'a\u0007b')).toBe(false);
  });
});
