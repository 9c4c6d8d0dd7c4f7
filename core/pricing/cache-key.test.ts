import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityCacheKey } from './cache-key';
import { AVAILABILITY_QUERY_FIELDS, normaliseAvailabilityQuery } from './query';

describe('normaliseAvailabilityQuery', () => {
  it('fills the SPEC §3 defaults', () => {
    expect(normaliseAvailabilityQuery({})).toEqual({
      objectNumber: '',
      startDate: '',
      endDate: '',
      persons: 2,
      duration: 0,
      teens: 0,
      childs: 0,
      pets: 0,
      petSizes: [],
      country: '',
      isBooking: 0,
      childAges: [],
      bonus: '',
      bookingHash: '',
      language: 'de',
      partner: '',
    });
    expect(normaliseAvailabilityQuery(null)).toEqual(normaliseAvailabilityQuery({}));
    expect(normaliseAvailabilityQuery('persons=3')).toEqual(normaliseAvailabilityQuery({}));
  });

  it('coerces URL strings and drops invalid values', () => {
    const q = normaliseAvailabilityQuery({
      objectNumber: ' 4711 ',
      startDate: '2027-07-03',
      endDate: '2027-02-30',
      duration: '7',
      persons: '0',
      teens: '-1',
      childs: '2',
      pets: 1.5,
      petSizes: ['M', '', 3, null],
      country: 'DE',
      isBooking: '1',
      childAges: [4, '9', 18, -1, 'x'],
      language: 'EN',
      partner: 'abc',
    });
    expect(q).toMatchObject({
      objectNumber: '4711',
      startDate: '2027-07-03',
      endDate: '2027-07-10', // invalid end replaced by start + duration
      duration: 7,
      persons: 2,
      teens: 0,
      childs: 2,
      pets: 0,
      petSizes: ['M', '3'],
      country: 'de',
      isBooking: 1,
      childAges: [4, 9],
      language: 'en',
      partner: '',
    });
    expect(normaliseAvailabilityQuery({ objectNumber: '12a', language: 'es' })).toMatchObject({
      objectNumber: '',
      language: 'de',
    });
  });

  it('lets the dates win over a contradicting duration', () => {
    expect(
      normaliseAvailabilityQuery({ startDate: '2027-07-03', endDate: '2027-07-05', duration: 7 })
        .duration,
    ).toBe(2);
    expect(
      normaliseAvailabilityQuery({ startDate: '2027-07-05', endDate: '2027-07-03' }).duration,
    ).toBe(0);
  });

  it('clamps huge counts', () => {
    expect(normaliseAvailabilityQuery({ persons: 1e9 }).persons).toBe(999);
  });
});

describe('availabilityCacheKey', () => {
  it('joins the fields in SPEC §3 order', () => {
    expect(AVAILABILITY_QUERY_FIELDS).toEqual([
      'objectNumber',
      'startDate',
      'endDate',
      'persons',
      'duration',
      'teens',
      'childs',
      'pets',
      'petSizes',
      'country',
      'isBooking',
      'childAges',
      'bonus',
      'bookingHash',
      'language',
      'partner',
    ]);
    expect(
      availabilityCacheKey({
        objectNumber: '12345',
        startDate: '2026-07-04',
        endDate: '2026-07-11',
      }),
    ).toBe('12345,2026-07-04,2026-07-11,2,7,0,0,0,,,0,,,,de,');
    expect(
      availabilityCacheKey({
        objectNumber: 1,
        startDate: '2026-07-04',
        duration: 3,
        persons: 4,
        childs: 2,
        childAges: [3, 7],
        petSizes: ['S', 'L'],
        bonus: 'a,b|c',
        partner: 'p42',
        isBooking: 1,
        language: 'fr',
      }),
    ).toBe('1,2026-07-04,2026-07-07,4,3,0,2,0,S|L,,1,3|7,a%2Cb%7Cc,,fr,p42');
  });

  it('gives equivalent queries the same key', () => {
    const a = availabilityCacheKey({ objectNumber: '7', startDate: '2027-01-02', duration: '5' });
    const b = availabilityCacheKey({
      objectNumber: 7,
      startDate: '2027-01-02',
      endDate: '2027-01-07',
      persons: 2,
      language: 'DE',
    });
    expect(a).toBe(b);
  });

  it('has one comma per field boundary and distinct keys for distinct queries (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ',', '|', '%', ' ', '1', 'é') });
    const query = fc.record({
      objectNumber: fc.oneof(fc.nat(), text),
      startDate: fc.constantFrom('', '2027-01-02', '2027-01-03'),
      duration: fc.nat({ max: 9 }),
      persons: fc.integer({ min: 1, max: 9 }),
      petSizes: fc.array(text, { maxLength: 3 }),
      childAges: fc.array(fc.nat({ max: 17 }), { maxLength: 3 }),
      bonus: text,
      bookingHash: text,
      partner: text,
    });
    fc.assert(
      fc.property(query, query, (a, b) => {
        const keyA = availabilityCacheKey(a);
        expect(keyA.split(',')).toHaveLength(AVAILABILITY_QUERY_FIELDS.length);
        const same = availabilityCacheKey(b) === keyA;
        expect(same).toBe(
          JSON.stringify(normaliseAvailabilityQuery(a)) ===
            JSON.stringify(normaliseAvailabilityQuery(b)),
        );
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof availabilityCacheKey(input)).toBe('string');
      }),
    );
  });
});
