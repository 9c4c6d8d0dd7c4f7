import { describe, expect, it } from 'vitest';
import { cardStayQuery, onlyStayChanged, parseInitialStay, withQuery } from './object-stay';

const object = { personsMax: 6, adultsMax: 4, detailPetAllowed: 1 };
const TODAY = '2026-11-22';
const parse = (query: string) => parseInitialStay(new URLSearchParams(query), object, TODAY);

describe('initial stay from the URL', () => {
  it('keeps a valid stay', () => {
    expect(
      parse('startDate=2027-01-09&endDate=2027-01-16&persons=3&childs=2&childAges=4,11&pets=1'),
    ).toEqual({
      startDate: '2027-01-09',
      endDate: '2027-01-16',
      persons: 3,
      childs: 2,
      childAges: [4, 11],
      pets: 1,
    });
  });

  it('drops invalid values one by one', () => {
    expect(
      parse('startDate=2026-11-01&endDate=2026-11-08&persons=9&childs=2&childAges=4&pets=3'),
    ).toEqual({
      startDate: null,
      endDate: null,
      persons: 2,
      childs: 0,
      childAges: [],
      pets: 0,
    });
    expect(parse('startDate=2027-01-16&endDate=2027-01-09').startDate).toBeNull();
    expect(parse('startDate=junk&endDate=2027-01-09').endDate).toBeNull();
    expect(parse('persons=abc').persons).toBe(2);
    expect(parse('childs=1&childAges=18').childs).toBe(0);
  });
});

describe('revalidation of the object page', () => {
  const u = (s: string) => new URL(s, 'http://x');
  it('skips reloading when only stay parameters change', () => {
    expect(onlyStayChanged(u('/object/1/'), u('/object/1/?startDate=2027-01-09&persons=3'))).toBe(
      true,
    );
    expect(onlyStayChanged(u('/object/1/?pets=1'), u('/object/1/?pets=0&childAges=3'))).toBe(true);
  });
  it('reloads for another object or another parameter', () => {
    expect(onlyStayChanged(u('/object/1/'), u('/object/2/'))).toBe(false);
    expect(onlyStayChanged(u('/object/1/'), u('/object/1/?partner=12'))).toBe(false);
  });
});

describe('stay carried from a result card', () => {
  const p = (q: string) => new URLSearchParams(q);
  it('prefers the priced stay of the card', () => {
    expect(
      cardStayQuery(
        { startDate: '2027-01-10', endDate: '2027-01-17', persons: 3 },
        p('startDate=2027-01-09&endDate=2027-01-16&persons=3&tolerance=1'),
      ),
    ).toBe('startDate=2027-01-10&endDate=2027-01-17&persons=3');
  });
  it('takes dates, persons and pets from the search otherwise', () => {
    expect(cardStayQuery(null, p('persons=4&pets=one&sort=priceAsc'))).toBe('persons=4&pets=1');
    expect(cardStayQuery(null, p('country=hr'))).toBe('');
    expect(withQuery('/a/1/', 'persons=4')).toBe('/a/1/?persons=4');
    expect(withQuery('/a/1/?x=1', 'persons=4')).toBe('/a/1/?x=1&persons=4');
    expect(withQuery('/a/1/', '')).toBe('/a/1/');
  });
});
