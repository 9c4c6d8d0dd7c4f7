// What the rating screens' loaders and actions hand their components (issue 15): plain data.
import type { FieldError } from '../ui/form-fields';
import type { RatingForAnswer, StayToRate } from '#services/ratings/types';

export interface RateStayScreenData {
  stay: StayToRate;
  /** The link secret the page was opened with (posted back with the form), or null (logged in). */
  access: string | null;
}

export interface RateStayActionData {
  ok: boolean;
  /** The stay was rated before (a second submit). */
  already: boolean;
  errors: FieldError[];
  values: Record<string, string>;
}

export interface RatingAnswerScreenData {
  /** Null when the client address has spent its attempts for now (`refused` says so). */
  rating: RatingForAnswer | null;
  ratingHash: string;
  maxLength: number;
  refused: string | null;
}

export interface RatingAnswerActionData {
  ok: boolean;
  errors: FieldError[];
  /** What the textarea shows: the saved answer, or what was sent when refused. */
  value: string;
  /** The rating as saved (ok), else null. */
  rating: RatingForAnswer | null;
}
