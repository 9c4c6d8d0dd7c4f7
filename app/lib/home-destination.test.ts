import { describe, expect, it } from 'vitest';
import { destinationWithStay } from './home-destination';

describe('destinationWithStay (home search box)', () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return data;
  };

  it("takes the box's dates and travellers to the location's page, not its text", () => {
    expect(
      destinationWithStay(
        '/ferienhaus-kroatien/',
        form([
          ['fulltext', 'Kro'],
          ['startDate', '2026-07-04'],
          ['endDate', '2026-07-11'],
          ['persons', '5'],
        ]),
      ),
    ).toBe('/ferienhaus-kroatien/?startDate=2026-07-04&endDate=2026-07-11&persons=5');
    expect(
      destinationWithStay(
        '/ferienhaus-kroatien/',
        form([
          ['startDate', ''],
          ['endDate', ''],
          ['persons', '2'],
        ]),
      ),
    ).toBe('/ferienhaus-kroatien/');
    expect(destinationWithStay('/en/holiday-home-croatia/', null)).toBe(
      '/en/holiday-home-croatia/',
    );
  });
});
