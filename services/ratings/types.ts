// Plain data of the ratings slice that screens may import (no values of the services).
import type { RatingCategory } from '#core/ratings';

/** What the rating form shows of the stay it rates. */
export interface StayToRate {
  bookingId: number;
  objectNumber: number;
  objectTitle: string;
  startDate: string;
  endDate: string;
  /** 'open': may be rated now; 'rated': already was; 'notYet': before the departure day is past. */
  state: 'open' | 'rated' | 'notYet';
  /** "Anna M." as the rating will be signed. */
  authorName: string;
}

/** A rating as the landlord's answer page (and POST /api/landlord/rating/response/get) shows it. */
export interface RatingForAnswer {
  ratingNumber: number;
  objectNumber: number;
  objectTitle: string;
  votes: Record<RatingCategory, number>;
  votesAverage: number;
  travelData: {
    from: string;
    to: string;
    type: string;
    verified: boolean;
    ratingDate: string;
  };
  author: string;
  language: string;
  title: string | null;
  text: string;
  ratingAnswer: string | null;
  ratingAnswerDate: string | null;
}
