import { describe, expect, it } from 'vitest';
import {
  cardStayQuery,
  linkedStayDates,
  onlyStayChanged,
  parseInitialStay,
  watchStayQuery,
  withQuery,
} from './object-stay';

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
      // The second child's age is not said: asked for, not guessed.
      childs: 2,
      childAges: [4, null],
      pets: 0,
    });
    expect(parse('startDate=2027-01-16&endDate=2027-01-09').startDate).toBeNull();
    expect(parse('startDate=junk&endDate=2027-01-09').endDate).toBeNull();
    expect(parse('persons=abc').persons).toBe(2);
    // 18 is no child's age: the guest chooses it (the child stays).
    expect(parse('childs=1&childAges=18')).toMatchObject({ childs: 1, childAges: [null] });
    expect(parse('childs=2&childAges=,5').childAges).toEqual([null, 5]);
    expect(parse('persons=2&childs=5').childs).toBe(0);
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
    // A map pop-up's stay names no travellers: the search's go along.
    expect(
      cardStayQuery(
        { startDate: '2027-01-10', endDate: '2027-01-17' },
        p('lastminuteonly=Y&persons=5&pets=more'),
      ),
    ).toBe('startDate=2027-01-10&endDate=2027-01-17&persons=5&pets=2');
  });
  it('takes dates, persons and pets from the search otherwise', () => {
    expect(cardStayQuery(null, p('persons=4&pets=one&sort=priceAsc'))).toBe('persons=4&pets=1');
    expect(cardStayQuery(null, p('country=hr'))).toBe('');
    expect(withQuery('/a/1/', 'persons=4')).toBe('/a/1/?persons=4');
    expect(withQuery('/a/1/?x=1', 'persons=4')).toBe('/a/1/?x=1&persons=4');
    expect(withQuery('/a/1/', '')).toBe('/a/1/');
  });
});

describe('dates a link carried', () => {
  const linked = (query: string) => linkedStayDates(new URLSearchParams(query), TODAY);

  it('takes a valid range from today and has nothing to say', () => {
    expect(linked('startDate=2026-11-22&endDate=2026-11-29')).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-29',
      dropped: null,
    });
    expect(linked('persons=3')).toEqual({ startDate: null, endDate: null, dropped: null });
  });

  it('drops a past arrival and names it', () => {
    expect(linked('startDate=2026-11-21&endDate=2026-11-28')).toEqual({
      startDate: null,
      endDate: null,
      dropped: { reason: 'past', date: '2026-11-21' },
    });
    // Past, even without a departure.
    expect(linked('startDate=2025-01-01').dropped).toEqual({ reason: 'past', date: '2025-01-01' });
  });

  it('drops other dates it cannot take as invalid', () => {
    for (const query of [
      'startDate=2027-01-09&endDate=2027-01-09',
      'startDate=2027-01-16&endDate=2027-01-09',
      'startDate=gestern&endDate=2027-01-09',
      'startDate=2027-01-09',
      'endDate=2027-01-09',
    ]) {
      expect(linked(query).dropped, query).toEqual({ reason: 'invalid' });
    }
  });
});

describe('stay carried from a watch-list entry', () => {
  const entry = { startDate: '2027-01-09', endDate: '2027-01-16', persons: 3, pets: 1 };

  it('hands on the stored dates, persons and pets', () => {
    const query = new URLSearchParams(watchStayQuery(entry, TODAY));
    expect(Object.fromEntries(query)).toEqual({
      startDate: '2027-01-09',
      endDate: '2027-01-16',
      persons: '3',
      pets: '1',
    });
    // What the object page makes of it is the stored stay.
    expect(parseInitialStay(query, object, TODAY)).toMatchObject({
      startDate: '2027-01-09',
      endDate: '2027-01-16',
      persons: 3,
      pets: 1,
    });
  });

  it('leaves out a stay that has passed, and what was never stored', () => {
    expect(
      watchStayQuery({ ...entry, startDate: '2026-11-01', endDate: '2026-11-08' }, TODAY),
    ).toBe('persons=3&pets=1');
    expect(watchStayQuery({ startDate: null, endDate: null, persons: null }, TODAY)).toBe('');
    expect(watchStayQuery({ ...entry, pets: 0 }, TODAY)).toBe(
      'startDate=2027-01-09&endDate=2027-01-16&persons=3',
    );
  });
});
