import { describe, expect, it } from 'vitest';
import { agesForQuote } from '#core/party';
import { bookingStayParams, parseBookingStay, statedAges } from './booking-stay';

const LIMITS = { personsMax: 6, adultsMax: 4, petsAllowed: 0, asksPetSize: false };
const TODAY = '2026-11-22';
const parse = (query: string) => parseBookingStay(new URLSearchParams(query), LIMITS, TODAY);

describe('parseBookingStay: children’s ages', () => {
  it('keeps the ages given, in order', () => {
    expect(parse('childs=2&childAges=4,9').childAges).toEqual([4, 9]);
    expect(parse('childAges=4,9').childAges).toEqual([4, 9]);
    expect(parse('childAge=4&childAge=9').childAges).toEqual([4, 9]);
  });

  it('asks for an age not said instead of guessing one', () => {
    expect(parse('childs=2').childAges).toEqual([null, null]);
    expect(parse('childs=2&childAges=4').childAges).toEqual([4, null]);
    // A form whose first select is still on "Alter wählen", and a link with a gap.
    expect(parse('childs=2&childAge=&childAge=5').childAges).toEqual([null, 5]);
    expect(parse('childs=2&childAges=,5').childAges).toEqual([null, 5]);
    // Not an age a child can have: asked for again.
    expect(parse('childs=1&childAges=18').childAges).toEqual([null]);
    expect(parse('childs=1&childAges=x').childAges).toEqual([null]);
  });

  it('takes no more children than the object sleeps beside the adults', () => {
    expect(parse('persons=2&childs=5').childAges).toEqual([]);
    expect(parse('persons=2&childAges=1,2,3,4,5').childAges).toEqual([]);
    expect(parse('persons=2&childs=0&childAges=4').childAges).toEqual([]);
  });

  it('writes a gap back into the URL where an age is not said', () => {
    const stay = parse('persons=2&childs=2&childAges=,5');
    const params = bookingStayParams(stay);
    expect(params.get('childs')).toBe('2');
    expect(params.get('childAges')).toBe(',5');
    expect(parse(params.toString()).childAges).toEqual([null, 5]);
  });

  it('books only with every age said; a quote meanwhile takes the oldest child age', () => {
    expect(statedAges({ childAges: [4, 9] })).toEqual([4, 9]);
    expect(statedAges({ childAges: [] })).toEqual([]);
    expect(statedAges({ childAges: [4, null] })).toBeNull();
    expect(agesForQuote([4, null])).toEqual([4, 17]);
  });
});
