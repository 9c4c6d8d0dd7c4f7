import { describe, expect, it } from 'vitest';
import { categoryAverages, ratingPages, roundRating, starFills } from './ratings';

describe('rating maths', () => {
  it('averages each category over the ratings, one decimal', () => {
    expect(
      categoryAverages(
        {
          cleanliness: 14,
          externalImpression: 10,
          furniture: 12,
          location: 15,
          priceToService: 13,
        },
        3,
      ),
    ).toEqual({
      cleanliness: 4.7,
      externalImpression: 3.3,
      furniture: 4,
      location: 5,
      priceToService: 4.3,
    });
  });

  it('has no averages without ratings and counts a missing category as 5', () => {
    expect(categoryAverages({}, 0)).toBeNull();
    expect(categoryAverages({ cleanliness: 4 }, 1)).toMatchObject({ cleanliness: 4, furniture: 5 });
  });

  it('clamps to the 1–5 scale', () => {
    expect(categoryAverages({ cleanliness: 100, location: 0 }, 2)).toMatchObject({
      cleanliness: 5,
      location: 1,
    });
  });

  it('fills stars to the average', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
    expect(roundRating(4.25)).toBe(4.3);
  });

  it('counts pages', () => {
    expect(ratingPages(0, 5)).toBe(0);
    expect(ratingPages(11, 5)).toBe(3);
    expect(ratingPages(10, 5)).toBe(2);
  });
});
