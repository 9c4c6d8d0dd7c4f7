import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRACKING_PARAMS,
  isValidTrackingValue,
  parseTrackingCookie,
  pickTrackingParams,
} from './tracking';
import type { TrackingParam } from './tracking';

const SPEC_NAMES = [
  'pid',
  'partner',
  'ebk',
  'ptc',
  'gclid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_referrer',
  'msclkid',
  'dclid',
  'awc',
  'at_gd',
];

/** A valid value for every parameter: digits for pid/partner, printable text otherwise. */
const validValue = (name: TrackingParam): string =>
  name === 'pid' || name === 'partner' ? '12345' : `v-${name}`;

describe('TRACKING_PARAMS', () => {
  it('are exactly the 15 names of SPEC §3', () => {
    expect(TRACKING_PARAMS).toHaveLength(15);
    expect([...TRACKING_PARAMS].sort()).toEqual([...SPEC_NAMES].sort());
  });
});

describe('pickTrackingParams', () => {
  it('keeps every one of the 15 parameters', () => {
    const search = new URLSearchParams();
    for (const name of TRACKING_PARAMS) search.set(name, validValue(name));
    const picked = pickTrackingParams(search);
    expect(Object.keys(picked).sort()).toEqual([...SPEC_NAMES].sort());
    for (const name of TRACKING_PARAMS) expect(picked[name]).toBe(validValue(name));
  });

  it('drops every other query parameter', () => {
    const search = new URLSearchParams(
      'pid=42&persons=4&startDate=2030-01-01&utm_foo=x&PID=7&Utm_Source=y&fbclid=z&gclid=abc&utm_source_x=q',
    );
    expect(pickTrackingParams(search)).toEqual({ pid: '42', gclid: 'abc' });
  });

  it('returns an empty object for an empty query', () => {
    expect(pickTrackingParams(new URLSearchParams())).toEqual({});
  });

  it.each(['12', '0', '007', '12345678901234567890', '1'.repeat(32)])(
    'keeps pid %s (1–32 digits: campaigns.pid is a varchar(32))',
    (value) => {
      expect(pickTrackingParams(new URLSearchParams({ pid: value }))).toEqual({ pid: value });
    },
  );

  it.each(['1', '12', '4711', '2147483647'])('keeps partner %s (an int32 id)', (value) => {
    expect(pickTrackingParams(new URLSearchParams({ partner: value }))).toEqual({
      partner: value,
    });
  });

  // Regression (issue 12): partner=2147483648 was kept in the trk cookie and reached the int32
  // partners.partner_id column, making every page of the visit a 500.
  it.each(['2147483648', '9999999999', '12345678901234567890', '0', '007', '00'])(
    'drops partner %s (outside 1…2,147,483,647 or with leading zeros)',
    (value) => {
      expect(pickTrackingParams(new URLSearchParams({ partner: value, ebk: 'ok' }))).toEqual({
        ebk: 'ok',
      });
      expect(parseTrackingCookie(JSON.stringify({ partner: value }))).toEqual({});
    },
  );

  it('drops a pid longer than 32 digits', () => {
    expect(pickTrackingParams(new URLSearchParams({ pid: '1'.repeat(33) }))).toEqual({});
  });

  it.each(['abc', '12a', 'a12', '-12', '+12', '1.5', '1,5', ' 12', '12 ', '1e3', '０１２', '١٢'])(
    'drops partner and pid %j (not only ASCII digits)',
    (value) => {
      const picked = pickTrackingParams(
        new URLSearchParams({ partner: value, pid: value, ebk: 'ok' }),
      );
      expect(picked).toEqual({ ebk: 'ok' });
    },
  );

  it('drops empty values', () => {
    expect(pickTrackingParams(new URLSearchParams('pid=&utm_source=&gclid'))).toEqual({});
  });

  it('keeps values up to 200 characters and drops longer ones', () => {
    const ok = 'a'.repeat(200);
    const long = 'a'.repeat(201);
    expect(pickTrackingParams(new URLSearchParams({ utm_campaign: ok }))).toEqual({
      utm_campaign: ok,
    });
    expect(pickTrackingParams(new URLSearchParams({ utm_campaign: long }))).toEqual({});
    expect(pickTrackingParams(new URLSearchParams({ pid: '1'.repeat(201) }))).toEqual({});
  });

  it.each([
    ['a newline', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['a tab', 'a\tb'],
    ['a NUL', 'a\u0000b'],
    ['DEL', 'a\u007fb'],
    ['a non-ASCII letter', 'Müller'],
    ['an emoji', 'sale🎉'],
    ['a non-breaking space', 'a\u00a0b'],
  ])('drops a value containing %s', (_label, value) => {
    expect(pickTrackingParams(new URLSearchParams({ utm_term: value, gclid: 'keep' }))).toEqual({
      gclid: 'keep',
    });
  });

  it('keeps printable ASCII including spaces and punctuation', () => {
    const value = 'Summer Sale 2030: 10% off! (a=b&c) ~_-';
    expect(pickTrackingParams(new URLSearchParams({ utm_content: value }))).toEqual({
      utm_content: value,
    });
  });

  it('decodes percent-encoding before validating', () => {
    expect(pickTrackingParams(new URLSearchParams('utm_term=ferien%20haus&ebk=a%0Ab'))).toEqual({
      utm_term: 'ferien haus',
    });
  });

  it('takes the first of repeated parameters', () => {
    expect(pickTrackingParams(new URLSearchParams('pid=1&pid=2'))).toEqual({ pid: '1' });
  });

  it('property: output only holds SPEC names with valid values taken from the query', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...SPEC_NAMES, 'foo', 'persons', 'PID'), fc.string()), {
          maxLength: 20,
        }),
        (pairs) => {
          const search = new URLSearchParams(pairs);
          const picked = pickTrackingParams(search);
          for (const [name, value] of Object.entries(picked)) {
            expect(SPEC_NAMES).toContain(name);
            expect(value).toBe(search.get(name));
            expect(isValidTrackingValue(name as TrackingParam, value)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('parseTrackingCookie', () => {
  it.each([
    ['undefined', undefined],
    ['an empty string', ''],
    ['garbage', 'not json'],
    ['truncated JSON', '{"pid":"1"'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['a JSON string', '"pid"'],
    ['a JSON boolean', 'true'],
    ['a JSON array', '["pid","1"]'],
    ['an empty object', '{}'],
  ])('returns {} for %s', (_label, raw) => {
    expect(parseTrackingCookie(raw)).toEqual({});
  });

  it('keeps valid entries', () => {
    const stored = { pid: '42', partner: '1001', utm_source: 'newsletter', gclid: 'Cj0KCQ' };
    expect(parseTrackingCookie(JSON.stringify(stored))).toEqual(stored);
  });

  it('drops invalid entries and keeps the rest', () => {
    const raw = JSON.stringify({
      pid: 'abc',
      partner: 1001,
      ebk: '',
      ptc: 'x'.repeat(201),
      utm_term: 'a\nb',
      utm_medium: null,
      utm_campaign: ['spring'],
      utm_content: { v: 1 },
      gclid: 'keep-me',
      unknown: 'dropped',
    });
    expect(parseTrackingCookie(raw)).toEqual({ gclid: 'keep-me' });
  });

  it('does not pick up values nested under __proto__', () => {
    expect(parseTrackingCookie('{"__proto__":{"pid":"1","gclid":"x"}}')).toEqual({});
  });

  it('round-trips whatever pickTrackingParams produced', () => {
    const picked = pickTrackingParams(new URLSearchParams('pid=7&utm_source=google&dclid=abc'));
    expect(parseTrackingCookie(JSON.stringify(picked))).toEqual(picked);
  });

  it('never throws, whatever the cookie holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const parsed = parseTrackingCookie(raw);
        for (const [name, value] of Object.entries(parsed)) {
          expect(SPEC_NAMES).toContain(name);
          expect(isValidTrackingValue(name as TrackingParam, value)).toBe(true);
        }
      }),
    );
  });
});
