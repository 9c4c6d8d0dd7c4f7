// What the landlord's confirmation page gets from its loader and action (app/lib/landlord.server.ts).
import type { LandlordBookingView } from '#core/api/landlord';
import type { FieldError } from '../ui/form-fields';

export interface LandlordScreenData {
  view: LandlordBookingView;
  /** 'decline': the step that asks for the reason (?step=decline). */
  step: 'review' | 'decline';
  reasonMax: number;
  /** The decision just made (the action redirected here with ?done=…), or null. */
  done: 'confirm' | 'decline' | null;
  /**
   * The object's occupancy feed for the landlord's calendar and other portals (decision 095);
   * null for the link of a declined, cancelled or long past booking (feedOpenTo).
   */
  calendarUrl: string | null;
  /** The address was just renewed (the action redirected here with ?calendar=renewed). */
  calendarRenewed: boolean;
}

export interface LandlordActionData {
  /** The decision just made, or null (refused: see errors; decided meanwhile: the loader shows). */
  done: 'confirm' | 'decline' | null;
  errors: FieldError[];
  /** The reason as typed, to show again with its refusal. */
  reason: string;
  step?: 'decline';
  /** Why a new calendar feed address was refused (too many today). */
  calendarError?: string;
}
