import { describe, expect, it } from 'vitest';
import { markerCardQuery, popupObject } from './search-screen-data';

describe('markerCardQuery', () => {
  it('asks the page search for one home, on its first page', () => {
    expect(markerCardQuery('lastminuteonly=Y&duration=3&page=4', 100008)).toBe(
      'lastminuteonly=Y&duration=3&onr=100008',
    );
  });

  it('replaces a home the page already asked for', () => {
    // /lastminute/?onr=7 has one marker, 7; a second onr would make the query invalid.
    expect(markerCardQuery('onr=7&startDate=2026-12-05&endDate=2026-12-12', 7)).toBe(
      'onr=7&startDate=2026-12-05&endDate=2026-12-12',
    );
    expect(new URLSearchParams(markerCardQuery('onr=7&persons=2', 9)).getAll('onr')).toEqual(['9']);
  });
});

describe('popupObject', () => {
  const card = {
    objectNumber: 100008,
    title: 'Haus am See',
    href: '/ferienhaus/haus-am-see-100008/',
  };
  const price = (startDate: string, endDate: string) =>
    ({ startDate, endDate }) as unknown as NonNullable<Parameters<typeof popupObject>[0]['price']>;

  it('leaves the stay out when the URL names it', () => {
    const asked = new URLSearchParams('startDate=2026-12-05&endDate=2026-12-12');
    expect(popupObject({ ...card, price: price('2026-12-05', '2026-12-12') }, asked)).toEqual(card);
    expect(popupObject({ ...card, price: null }, asked)).toEqual(card);
  });

  it('carries a stay the URL does not name (a shifted arrival, a Last Minute find)', () => {
    const asked = new URLSearchParams('startDate=2026-12-05&endDate=2026-12-12&tolerance=2');
    expect(popupObject({ ...card, price: price('2026-12-07', '2026-12-14') }, asked)).toEqual({
      ...card,
      stay: { startDate: '2026-12-07', endDate: '2026-12-14' },
    });
    expect(
      popupObject({ ...card, price: price('2026-12-03', '2026-12-10') }, new URLSearchParams()),
    ).toEqual({ ...card, stay: { startDate: '2026-12-03', endDate: '2026-12-10' } });
  });
});
